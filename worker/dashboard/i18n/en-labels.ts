/** The strings of the Labels page and of labels in the inbox and contacts, in English (part of `en.ts`). */
import type { LabelColor } from '../../labels/tables';

export const labelStrings = {
  nav: 'Labels',
  title: 'Labels',
  intro:
    'Sort conversations and contacts: put labels on them in the inbox, then filter the inbox, the contacts and a broadcast’s audience by label.',
  viewOnly: 'Owners and admins make, rename and delete labels; you can put them on conversations.',
  empty: 'No label yet.',
  name: 'Name',
  color: 'Colour',
  colors: {
    grey: 'Grey',
    red: 'Red',
    orange: 'Orange',
    yellow: 'Yellow',
    green: 'Green',
    teal: 'Teal',
    blue: 'Blue',
    purple: 'Purple',
    pink: 'Pink',
  } satisfies Record<LabelColor, string>,
  create: 'Add label',
  save: 'Save',
  deleteConfirm: 'Delete this label? It is taken off every conversation and contact.',
  created: 'Label added.',
  saved: 'Label saved.',
  deleted: 'Label deleted.',
  taken: 'Another label has this name.',
  labels: 'Labels',
  label: 'Label',
  anyLabel: 'Any label',
  add: 'Add',
  remove: (name: string) => `Remove label ${name}`,
  bulkLegend: 'Selected conversations',
  bulkAdd: 'Add label',
  bulkRemove: 'Remove label',
  select: (name: string) => `Select ${name}`,
  bulkNone: 'Select one or more conversations first.',
};
export type LabelStrings = typeof labelStrings;
