/** The strings of the inbox's two panes, its contact panel, its notifications and composer, and the menu, in English (part of `en.ts`). */

export const desk = {
  menu: 'Menu',
  /** The conversation pane before one is chosen. */
  choose: 'Choose a conversation on the left to read and answer it.',
  backToList: 'All conversations',
  listLabel: 'Conversations',
  conversationLabel: 'Conversation',
  contact: 'Contact',
  showContact: 'Contact details',
  number: 'Number',
  /** The inbox's notice of a device that is not connected (its status in words after the name). */
  offline: (device: string, status: string) => `${device} is not connected (${status}): messages from this device cannot be sent yet.`,
  offlineLink: 'See the device',
  labels: 'Labels',
  noLabels: 'No label',
  fields: 'Fields',
  noFields: 'No field',
  optOut: 'Broadcasts',
  optedOut: 'Opted out: broadcasts skip this contact',
  subscribed: 'Receives broadcasts',
  otherConversations: 'Other conversations',
  noOtherConversations: 'None on other devices.',
  editContact: 'Edit details',
  composerHint: 'Enter sends, Shift+Enter starts a new line, / at the start picks a canned reply.',
  alerts: 'Alert me of new messages',
  alertsHint: 'A sound and a desktop notification for a new message in a conversation that is yours or unassigned (this browser only).',
  newMessage: 'New message',
};
