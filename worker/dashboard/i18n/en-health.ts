/** A number's health and warm-up on the device page, its options, and an undelivered message's mark. */
import type { HealthAdvice, HealthLevel } from '../../number-health/figure';

export const health = {
  title: 'Number health',
  intro:
    'What Kurir sees of this number over the last 7 days. WhatsApp says nothing before it bans a number: these are the signs that come first.',
  score: 'Score',
  outOf: (score: number) => `${score} of 100`,
  levels: { good: 'Good', watch: 'Watch it', 'at-risk': 'At risk' } satisfies Record<HealthLevel, string>,
  age: 'Age of the number',
  ageDays: (n: number) => (n === 1 ? '1 day since it linked' : `${n} days since it linked`),
  whatToDo: 'What lowers it, and what to do',
  allWell: 'Nothing lowers the score. Keep it so: write to people who expect to hear from you.',
  advice: {
    'warming-up': {
      what: 'The number is new: WhatsApp watches new numbers that write to many strangers.',
      todo: 'Keep campaigns small and to people who know you; the warm-up below raises the daily cap week by week.',
    },
    'too-many-starts': {
      what: 'It starts more new conversations a day than its warm-up allows.',
      todo: 'Send campaigns to fewer new contacts a day, and let customers write first where you can.',
    },
    'few-replies': {
      what: 'Few of the conversations it starts get a reply.',
      todo: 'Write only to people who asked to hear from you, make each message personal, offer a way to stop, and stop writing to those who never answer.',
    },
    failures: {
      what: 'Many sends failed.',
      todo: 'Check the numbers before a campaign (they must be on WhatsApp) and remove those that fail.',
    },
    undelivered: {
      what: 'Many messages were taken by WhatsApp but never delivered.',
      todo: 'Pause campaigns for a day, remove the numbers that do not receive, and ask customers to save your number or write to you first.',
    },
    'unstable-connection': {
      what: 'The connection to WhatsApp stalled often.',
      todo: 'Check the network of the machine that runs the session-node: a steady connection looks like a real phone.',
    },
  } satisfies Record<HealthAdvice, { what: string; todo: string }>,
  lastDays: 'The last 7 days',
  day: 'Day',
  counts: {
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    undelivered: 'Not delivered',
    started: 'Conversations started',
    replied: 'Answered',
    mended: 'Sessions mended',
    stalled: 'Connections stalled',
  },
  total: 'Total',
  warmup: {
    title: 'Warm-up',
    intro: 'A new number’s daily cap of broadcast messages, growing with its age. Past the last day only the campaign’s own pace counts.',
    capToday: (cap: number, day: number) => `Today’s cap: ${cap} broadcast messages (day ${day} of the number).`,
    over: 'The warm-up is over for this number: campaigns follow their own pace.',
    off: 'Warm-up is off: campaigns follow their own pace from the first day.',
    fromDay: 'From day',
    cap: 'Messages a day',
    today: 'today',
    untilDay: 'Ends on day',
    enabled: 'Warm up this number',
    stepsHint: 'Day 0 is the day the number linked. Leave a row empty to drop it; the days must go up from row to row.',
    step: (n: number) => `Step ${n}`,
    save: 'Save warm-up',
    saved: 'Warm-up saved.',
  },
  options: {
    title: 'Delivery and history',
    autoRead: 'Mark received messages read (blue ticks) as they arrive',
    undeliveredAfter: 'Not delivered after (minutes)',
    undeliveredAfterHint:
      'A sent message with no delivery receipt after this long is marked “Not delivered” and sent once more where that can help. 1 to 1440.',
    historyDays: 'History to bring when the device links',
    historyChoices: { '0': 'None', '1': '1 day', '7': '7 days', '30': '30 days' } as Record<string, string>,
    save: 'Save options',
    saved: 'Options saved.',
  },
};

/** An outbound message WhatsApp took and never delivered (the delivery watchdog), in the inbox and the message list. */
export const undelivered = {
  mark: 'Not delivered',
  reasons: {
    'no-receipt': 'no delivery receipt from WhatsApp',
    '463': 'WhatsApp refused it for this number',
  } as Record<string, string>,
  code: (code: string) => `WhatsApp refused it (code ${code})`,
  resent: 'sent again',
};
