/** Labels as the API, the dashboard and the `label.added` / `label.removed` events show them, and the rules of their input. */
import { z } from '@hono/zod-openapi';
import { idParam, strictObject, textSchema } from '../shared/fields';
import { LABEL_COLORS } from './tables';

/** The most labels one conversation or contact carries. */
export const MAX_LABELS_EACH = 20;

export const labelColorSchema = z.enum(LABEL_COLORS).meta({ description: 'One of the dashboard’s palette' });

export const labelSchema = z
  .object({
    id: z.string().meta({ example: 'lbl_8fK2mQ9xLr4TbZ1cWp7n' }),
    name: z.string().meta({ example: 'VIP' }),
    color: labelColorSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Label' });

const labelName = textSchema(1, 40).transform((s) => s.trim());

export const labelInputSchema = strictObject({ name: labelName, color: labelColorSchema.default('grey') }).meta({
  id: 'LabelInput',
  example: { name: 'VIP', color: 'purple' },
});

export const labelPatchSchema = strictObject({ name: labelName.optional(), color: labelColorSchema.optional() })
  .refine((p) => p.name !== undefined || p.color !== undefined, { error: 'give a name or a color to change' })
  .meta({ id: 'LabelPatch', example: { color: 'red' } });

export const labelIdSchema = z.string().regex(/^lbl_[0-9A-Za-z]{20}$/, 'a label id (lbl_…)');
export const labelPath = z.object({ labelId: idParam('lbl', 'label', 'labelId') });
export const addLabelSchema = strictObject({ labelId: labelIdSchema }).meta({ example: { labelId: 'lbl_8fK2mQ9xLr4TbZ1cWp7n' } });

/** The label in an event: as it was named when it was added or removed. */
const eventLabel = z.object({ id: z.string(), name: z.string(), color: labelColorSchema });

/** `label.added` and `label.removed`: a label put on or taken off a conversation or a contact. */
export const labelEventDataSchema = z.object({
  id: z.string().meta({ description: 'The event’s id (`evt_…`)' }),
  label: eventLabel,
  target: z.enum(['conversation', 'contact']).meta({ description: 'What was labelled' }),
  conversationId: z.string().nullable().meta({ description: 'The conversation, for a conversation’s label; null for a contact’s' }),
  contactId: z.string(),
  phoneNumber: z.string().meta({ description: 'The contact’s number (or LID)' }),
});
export type LabelEventData = Omit<z.infer<typeof labelEventDataSchema>, 'id'>;
