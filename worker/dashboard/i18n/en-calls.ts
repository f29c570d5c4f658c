/** The device page's call settings (calls rejected with a message), in English (part of `en.ts`). */

export const calls = {
  title: 'Calls',
  intro:
    'WhatsApp calls cannot be answered here. Kurir can decline them at once and send the caller a text instead; every call still shows in the inbox and as the call.received webhook event.',
  rejectVoice: 'Reject voice calls',
  rejectVideo: 'Reject video calls',
  rejectGroup: 'Reject group calls',
  groupHint: 'A group call follows only its own switch.',
  when: 'When',
  whenChoices: { always: 'Always', 'outside-hours': 'Outside business hours only' } as Record<string, string>,
  whenHint: 'Business hours are the chatbot’s (Chatbot → Settings). Without them, no call is outside business hours.',
  message: 'Text sent to the caller',
  messageHint: 'Sent as a normal message once the call is declined. Leave it empty to decline without a word.',
  save: 'Save call settings',
  saved: 'Call settings saved.',
};
