/** The strings of a campaign's check, confirmation, message types and downloads, in English (part of `en.ts`). */

const n = (x: number) => x.toLocaleString('en-US');
const plural = (x: number, one: string, many: string) => `${n(x)} ${x === 1 ? one : many}`;

export const campaigns = {
  number: 'Number',
  recipient: 'Recipient',
  message: 'Message',
  given: 'Given',
  firstShown: (shown: number, total: number) => `The first ${n(shown)} of ${n(total)} are shown.`,
  type: {
    legend: 'Message type',
    hint: 'Only the fields of the chosen type are sent; the others are ignored.',
    text: 'Text',
    template: 'A template’s text',
    media: 'Image, video or document',
    interactive: 'Buttons or a list',
  },
  confirm: {
    title: 'Send this broadcast?',
    recipients: (x: number) => plural(x, 'recipient', 'recipients'),
    duration: {
      underMinute: 'under a minute',
      minutes: (x: number) => `about ${plural(x, 'minute', 'minutes')}`,
      hours: (x: number) => `about ${plural(x, 'hour', 'hours')}`,
      days: (days: number, perDay: number) => `about ${plural(days, 'day', 'days')} at ${n(perDay)} a day`,
    },
    pace: (min: number, max: number) => `At this device’s pace: one message every ${min}–${max} s, and its daily cap.`,
    scheduled: 'It starts at the time you chose.',
    yes: 'Yes, send it',
    change: 'Change something',
  },
  sampleCsv: 'Download a sample CSV',
  recipientsCsv: 'Download recipients and outcomes (CSV)',
  fields: {
    kept: (columns: string) => `Contacts keep each row’s name and these columns as fields: ${columns}.`,
    skipped: (columns: string, max: number) => `Not kept as contact fields (at most ${max} columns): ${columns}.`,
  },
};
