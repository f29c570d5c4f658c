/** The inbox's "send later": a reply scheduled from the composer, and shown in the thread until it goes. */
export const schedule = {
  later: 'Send later',
  sendAt: 'Send at',
  sendAtHint: (zone: string) => `Your time (${zone}); at most a year ahead. It goes even if you close this page.`,
  schedule: 'Schedule',
  sendAtRequired: 'Choose when to send it.',
  badTime: 'Not a date and time.',
  scheduledFor: 'Scheduled for',
  cancel: 'Cancel the scheduled message',
  cancelConfirm: 'Cancel this scheduled message? It will not be sent.',
};
