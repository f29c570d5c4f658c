/** The strings of the Reports page, in English (part of `en.ts`). */

export const reports = {
  nav: 'Reports',
  title: 'Reports',
  intro:
    'How the workspace is doing, from counters kept as messages, receipts, conversations and deliveries happen. Times are in your time zone.',
  ownIntro: 'Your own figures: the messages you sent and how fast you answered and resolved conversations.',
  range: 'Range',
  ranges: { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days', custom: 'Custom' } as Record<string, string>,
  from: 'From',
  to: 'To',
  device: 'Device',
  allDevices: 'All devices',
  show: 'Show',
  timeZone: (tz: string) => `Time zone: ${tz}`,
  table: 'Numbers as a table',
  csv: 'Download CSV',
  when: 'When',
  chartOf: (title: string) => `Chart: ${title}`,
  messages: {
    title: 'Messages by source',
    sources: {
      inbound: 'Received',
      api: 'API',
      agent: 'Agents',
      broadcast: 'Broadcasts',
      chatbot: 'Chatbot',
      assistant: 'AI assistant',
    } as Record<string, string>,
  },
  delivery: {
    title: 'Delivery',
    steps: { sent: 'Sent', delivered: 'Delivered', read: 'Read', played: 'Played', failed: 'Failed', undelivered: 'Undelivered' } as Record<
      string,
      string
    >,
    failures: 'Failures by reason',
    reason: 'Reason',
    count: 'Count',
    noFailures: 'No message failed in this range.',
  },
  inbox: {
    title: 'Conversations',
    series: { opened: 'Opened', resolved: 'Resolved' } as Record<string, string>,
    firstResponse: 'First response',
    resolution: 'Resolution',
    median: 'Median',
    p90: '90th percentile',
    measured: 'Measured',
    agent: 'Agent',
    everyone: 'Everyone',
    byAgent: 'By agent',
    team: 'Team',
    members: 'Members',
    byTeam: 'By team (its members now)',
    ratingsByTeam: 'Ratings by team (its members now)',
    label: 'Label',
    byLabel: 'By label',
    labelDeleted: 'Deleted label',
    atMost: (ms: number | null) => (ms === null ? '—' : `≤ ${duration(ms, 'en')}`),
    heatmap: 'Conversations started by a customer, by weekday and hour',
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    hour: 'Hour',
  },
  campaigns: {
    title: 'Campaigns',
    name: 'Campaign',
    columns: { sent: 'Sent', delivered: 'Delivered', read: 'Read', replied: 'Replied', optedOut: 'Opted out', failed: 'Failed' } as Record<
      string,
      string
    >,
    skipped: 'Skipped',
    empty: 'No campaign sent anything in this range.',
  },
  webhooks: {
    title: 'Webhooks',
    webhook: 'Webhook',
    outcomes: {
      succeeded: 'Succeeded',
      timeout: 'Timeout',
      refused: 'Refused',
      tls: 'TLS',
      dns: 'DNS',
      status: 'HTTP status',
      other: 'Other',
    } as Record<string, string>,
    successRate: 'Success rate',
    attemptsPerDelivery: 'Attempts per delivery',
    latency: 'Latency p50 / p95',
    empty: 'No webhook attempt in this range.',
  },
  chatbot: {
    title: 'Chatbot',
    series: { fired: 'Rules fired', handover: 'Handed over to an agent' } as Record<string, string>,
    rule: 'Rule',
    /** A rule that fired in the range and has since been removed. */
    removed: 'A rule since removed',
  },
  assistant: {
    title: 'AI assistant',
    series: { calls: 'Calls to the model', answers: 'Answers sent', handovers: 'Handed to a person', tokens: 'Tokens' } as Record<
      string,
      string
    >,
    tokens: 'Tokens used',
    usage: 'Calls, tokens and time',
    figure: 'Figure',
    value: 'Value',
    rows: {
      calls: 'Calls to the model',
      answers: 'Answers sent',
      handovers: 'Handed to a person',
      promptTokens: 'Prompt tokens',
      completionTokens: 'Answer tokens',
      failures: 'Failed calls (retried or handed over)',
      average: 'Average time per call',
      p50p95: 'Time per call, p50 / p95',
    },
    byCause: 'Hand-overs by cause',
    cause: 'Cause',
    count: 'Count',
    causes: {
      model: 'The assistant decided (or the customer asked)',
      'daily-answers': 'Answers per day used up',
      turns: 'Answers without resolution used up',
      'token-budget': 'Daily token budget used up',
      'no-provider': 'No AI provider',
      'provider-failing': 'The provider kept failing',
      'no-answer': 'The model gave no answer',
      'tool-rounds': 'Actions without an answer',
    } as Record<string, string>,
  },
  health: {
    title: 'Connection health',
    series: { mended: 'Sessions mended', stalled: 'Connections stalled' } as Record<string, string>,
    byDevice: 'Mended and stalled, by device',
    device: 'Device',
    causes: {
      'identity-changed': 'Contact reinstalled',
      'retry-asked': 'Contact asked again',
      undecryptable: 'Could not decrypt',
      'no-pong': 'No answer to pings',
      'no-ack': 'No acknowledgement',
    } as Record<string, string>,
    /** A device that mended something in the range and has since been deleted. */
    removed: 'A device since deleted',
  },
};

/** A duration in words, for a percentile's upper edge. */
export function duration(ms: number, lang: 'en' | 'id'): string {
  const [s, m, h, d] = lang === 'en' ? ['s', 'min', 'h', 'd'] : ['dtk', 'mnt', 'j', 'hr'];
  if (ms < 60_000) return `${Math.round(ms / 1000)} ${s}`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} ${m}`;
  if (ms < 86_400_000) return `${Math.round(ms / 3_600_000)} ${h}`;
  return `${Math.round(ms / 86_400_000)} ${d}`;
}
