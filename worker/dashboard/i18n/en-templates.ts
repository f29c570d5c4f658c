/** The strings of the Templates page, in English (part of `en.ts`). */

export const templates = {
  nav: 'Templates',
  title: 'Templates',
  intro:
    'Texts to reuse: a broadcast or an API send (templateId) takes a template’s text. Variables such as {{name}} are filled for each recipient.',
  new: 'New template',
  newTitle: 'New template',
  editTitle: (name: string) => `Edit template “${name}”`,
  empty: 'No template yet.',
  content: 'Text',
  contentHint: 'Variables: {{name}}, {{phone}} and any column of a broadcast’s CSV, e.g. {{kota}}. A fallback after a bar: {{name|kak}}.',
  edit: 'Edit',
  deleteConfirm: 'Delete this template? Broadcasts already created keep their text.',
  created: 'Template created.',
  saved: 'Template saved.',
  deleted: 'Template deleted.',
  sample: {
    title: 'Sample contact',
    intro: 'The preview fills the text with this contact. Leave the name empty to see the fallbacks.',
    name: 'Contact’s name',
    phone: 'Contact’s phone',
    fields: 'Other fields',
    fieldsHint: 'One per line, as column=value, e.g. kota=Bandung.',
  },
  preview: 'Preview',
  previewTitle: 'Preview',
  previewFor: (who: string) => `As ${who} would read it:`,
  someone: 'a contact without a name',
  missing: (names: string) =>
    `No value and no fallback for: ${names}. A broadcast refuses recipients without them; an API send carries the text as written.`,
  pickerLink: 'Manage templates',
};
