/**
 * The groups API's shapes: what a group looks like to a client, what each change takes, and what
 * a change of people answers per person. One statement of each rule, for the routes, the OpenAPI
 * document and the dashboard's forms alike.
 */
import { z } from '@hono/zod-openapi';
import {
  GROUP_ADMIN_ROLES,
  GROUP_PARTICIPANT_CHANGES,
  type GroupDetails,
  type GroupParticipantChange,
  type GroupParticipantResult,
  MAX_GROUP_DESCRIPTION,
  MAX_GROUP_PARTICIPANTS_PER_CALL,
  MAX_GROUP_SUBJECT,
  participantReason,
} from '../../protocol';
import { groupIdSchema } from '../messages/recipient';
import { EXAMPLE_DEVICE_ID } from '../shared/examples';
import { idSchema, phoneNumberSchema, strictObject, textSchema } from '../shared/fields';
import { iso } from '../shared/time';

export const deviceIdField = idSchema.meta({
  description: 'The device whose account acts; it must be CONNECTED',
  example: EXAMPLE_DEVICE_ID,
});
export const groupQuerySchema = z.object({ deviceId: deviceIdField });
export const groupPathSchema = z.object({ groupId: groupIdSchema.meta({ param: { name: 'groupId', in: 'path' } }) });

const EXAMPLE_GROUP = '120363041234567890@g.us';

export const groupSummarySchema = z
  .object({
    id: z.string().meta({ description: 'The group’s JID: the `groupId` of a send', example: EXAMPLE_GROUP }),
    subject: z.string().meta({ example: 'Pelanggan Toko Sinar' }),
    size: z.number().int().meta({ description: 'How many participants it has' }),
  })
  .meta({ id: 'GroupSummary' });

export const groupDetailsSchema = z
  .object({
    id: z.string().meta({ example: EXAMPLE_GROUP }),
    subject: z.string(),
    description: z.string().nullable().meta({ description: 'Null when the group has none' }),
    owner: z.string().nullable().meta({ description: 'Who made the group (phone digits), when WhatsApp tells it' }),
    createdAt: z.iso.datetime().nullable().meta({ description: 'When the group was made' }),
    onlyAdminsSend: z.boolean().meta({ description: 'Only admins may send messages' }),
    onlyAdminsEdit: z.boolean().meta({ description: 'Only admins may change the subject, description and picture' }),
    participants: z.array(
      z.object({
        phoneNumber: z
          .string()
          .nullable()
          .meta({ description: 'Phone digits; null when WhatsApp hides the number (then `lid` names them)' }),
        lid: z.string().nullable().meta({ description: 'The participant’s LID digits, when WhatsApp told it' }),
        admin: z.enum(GROUP_ADMIN_ROLES).nullable(),
      }),
    ),
  })
  .meta({ id: 'GroupDetails' });
export type GroupView = z.infer<typeof groupDetailsSchema>;

/** A group as the API shows it: its time as ISO 8601. */
export function presentGroup(group: GroupDetails): GroupView {
  return { ...group, createdAt: group.createdAt === null ? null : iso(group.createdAt) };
}

const participantsField = z
  .array(phoneNumberSchema)
  .min(1)
  .max(MAX_GROUP_PARTICIPANTS_PER_CALL)
  .refine((numbers) => new Set(numbers).size === numbers.length, { message: 'name each number once' })
  .meta({ description: `1 to ${MAX_GROUP_PARTICIPANTS_PER_CALL} phone numbers`, example: ['6281234567890', '6289876543210'] });

const subjectField = textSchema(1, MAX_GROUP_SUBJECT).meta({
  description: `The group’s name: 1 to ${MAX_GROUP_SUBJECT} characters`,
  example: 'Reseller Bandung',
});

export const createGroupSchema = strictObject({
  subject: subjectField,
  participants: participantsField.meta({
    description: `The people to add besides the device’s account (1 to ${MAX_GROUP_PARTICIPANTS_PER_CALL}); WhatsApp leaves out numbers without an account, and people whose privacy settings refuse to be added (send them the invite link)`,
  }),
}).meta({ id: 'CreateGroup', example: { subject: 'Reseller Bandung', participants: ['6281234567890', '6289876543210'] } });

export const changeParticipantsSchema = strictObject({
  action: z.enum(GROUP_PARTICIPANT_CHANGES).meta({ description: '`add`, `remove`, `promote` (make admin) or `demote`' }),
  participants: participantsField,
}).meta({ id: 'ChangeGroupParticipants', example: { action: 'add', participants: ['6281234567890'] } });

export const subjectSchema = strictObject({ subject: subjectField }).meta({ id: 'GroupSubject', example: { subject: 'Reseller Jabar' } });

export const descriptionSchema = strictObject({
  description: textSchema(0, MAX_GROUP_DESCRIPTION).meta({
    description: `Up to ${MAX_GROUP_DESCRIPTION} characters; "" removes it`,
    example: 'Harga grosir diumumkan tiap Senin.',
  }),
}).meta({ id: 'GroupDescription', example: { description: 'Harga grosir diumumkan tiap Senin.' } });

export const settingsSchema = strictObject({
  onlyAdminsSend: z.boolean().optional().meta({ description: 'Only admins may send messages' }),
  onlyAdminsEdit: z.boolean().optional().meta({ description: 'Only admins may change the subject, description and picture' }),
})
  .refine((s) => s.onlyAdminsSend !== undefined || s.onlyAdminsEdit !== undefined, {
    message: 'name at least one of onlyAdminsSend and onlyAdminsEdit',
    path: ['onlyAdminsSend'],
  })
  .meta({ id: 'GroupSettings', example: { onlyAdminsSend: true } });

export const participantResultSchema = z
  .object({
    phoneNumber: z.string().meta({ example: '6281234567890' }),
    changed: z.boolean().meta({ description: 'Whether WhatsApp made the change for this person' }),
    code: z.number().int().nullable().meta({ description: 'WhatsApp’s code when it did not (403, 404, 408, 409…); null when it did' }),
    reason: z.string().nullable().meta({ description: 'Why not, in words; null when it did' }),
  })
  .meta({ id: 'GroupParticipantResult' });

export const inviteLinkSchema = z
  .object({
    code: z.string().meta({ example: 'F4k3C0d3Ex4mpl3AbCdEf9' }),
    inviteLink: z.string().meta({ example: 'https://chat.whatsapp.com/F4k3C0d3Ex4mpl3AbCdEf9' }),
  })
  .meta({ id: 'GroupInviteLink' });

export function presentParticipantResults(action: GroupParticipantChange, results: GroupParticipantResult[]) {
  return results.map(({ phoneNumber, code }) => ({
    phoneNumber,
    changed: code === null,
    code,
    reason: code === null ? null : participantReason(action, code),
  }));
}
