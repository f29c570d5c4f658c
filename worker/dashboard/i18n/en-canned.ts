/** The strings of the Canned replies page and the reply box's picker, in English (part of `en.ts`), and their rules' messages. */

export const canned = {
  nav: 'Canned replies',
  title: 'Canned replies',
  intro:
    'Answers the team gives again and again. In a conversation, type / and the shortcut in the reply box: the text comes in with the contact’s name and fields filled.',
  viewOnly: 'Owners and admins write canned replies; you can use them from the reply box.',
  new: 'New canned reply',
  newTitle: 'New canned reply',
  editTitle: (shortcut: string) => `Edit canned reply /${shortcut}`,
  empty: 'No canned reply yet.',
  shortcut: 'Shortcut',
  shortcutHint: 'One lower-case word (letters, digits, - or _), typed after / in the reply box, e.g. salam.',
  text: 'Text',
  textHint: 'Variables: {{name}}, {{phone}} and any field of the contact, e.g. {{kota}}. A fallback after a bar: {{name|kak}}.',
  edit: 'Edit',
  deleteConfirm: 'Delete this canned reply?',
  created: 'Canned reply created.',
  saved: 'Canned reply saved.',
  deleted: 'Canned reply deleted.',
  more: 'More',
  picker: {
    label: 'Canned replies',
    none: (q: string) => (q ? `No canned reply matches “${q}”.` : 'No canned reply yet.'),
  },
};

export const cannedSaid = {
  'canned.shortcut': () =>
    'must be one lower-case word of letters, digits, - or _ (at most 32 characters), without the leading /, e.g. salam',
  'canned.duplicate': (p: { shortcut: string }) => `the shortcut /${p.shortcut} is used by another canned reply of this workspace`,
  'canned.notFound': (p: { id: string }) => `canned reply ${p.id} not found`,
  'canned.cursor': () => 'is not a cursor this list gave out: pass nextCursor from the previous page as it is',
};
