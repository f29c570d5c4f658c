/** Contacts as the management interface and the dashboard show them, and the rules of a change. */

import { z } from '@hono/zod-openapi';
import { strictObject, textSchema } from '../shared/fields';
import { ruleCheck, said } from '../shared/said';
import { iso } from '../shared/time';
import type { contacts } from './tables';

export type ContactRow = typeof contacts.$inferSelect;

export const contactSchema = z
  .object({
    id: z.string().meta({ example: 'ctc_8fK2mQ9xLr4TbZ1cWp7n' }),
    workspaceId: z.string(),
    phoneNumber: z.string().meta({ description: 'Phone digits (or the LID of a sender whose number is unknown)' }),
    name: z.string().nullable().meta({ description: 'The name shown: set by a member, else the push name' }),
    pushName: z.string().nullable().meta({ description: 'The name on the contact’s latest message' }),
    nameEdited: z.boolean(),
    labels: z.array(z.string()),
    customFields: z.record(z.string(), z.string()),
    optedOut: z.boolean().meta({ description: 'Unsubscribed: broadcasts skip this contact' }),
    optedOutAt: z.iso.datetime().nullable(),
    optedOutBy: z.string().nullable().meta({ description: '`stop-word`, or the member who set it' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Contact' });
export type ContactView = z.infer<typeof contactSchema>;

function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function presentContact(row: ContactRow): ContactView {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    phoneNumber: row.phoneNumber,
    name: row.name ?? row.pushName,
    pushName: row.pushName,
    nameEdited: row.name !== null,
    labels: parsed<string[]>(row.labels, []),
    customFields: parsed<Record<string, string>>(row.customFields, {}),
    optedOut: row.optedOutAt !== null,
    optedOutAt: iso(row.optedOutAt),
    optedOutBy: row.optedOutBy,
    createdAt: iso(row.createdAt),
  };
}

const labelSchema = textSchema(1, 50).transform((label) => label.trim());

/** A custom field's name is usable as a `{{variable}}` in replies and broadcasts. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

export const customFieldsSchema = z
  .record(z.string().regex(FIELD_NAME, 'a field name is a letter or _ and then letters, digits or _ (at most 50)'), textSchema(0, 1_000))
  .refine((fields) => Object.keys(fields).length <= 50, ruleCheck(said('contacts.tooManyFields')));

export const contactPatchSchema = strictObject({
  name: textSchema(1, 100).nullable().optional().meta({ description: 'null: show the push name again' }),
  labels: z
    .array(labelSchema)
    .max(20, 'at most 20 labels')
    .transform((labels) => [...new Set(labels.filter((l) => l.length > 0))])
    .optional(),
  customFields: customFieldsSchema.optional().meta({ description: 'Replaces all custom fields' }),
  optedOut: z.boolean().optional().meta({ description: 'true unsubscribes the contact, false subscribes it again' }),
})
  .refine((patch) => Object.keys(patch).length > 0, ruleCheck(said('contacts.noChange')))
  .meta({
    id: 'ContactPatch',
    example: { name: 'Budi Santoso', labels: ['pelanggan', 'jakarta'], customFields: { kota: 'Jakarta' }, optedOut: false },
  });
export type ContactPatch = z.infer<typeof contactPatchSchema>;
