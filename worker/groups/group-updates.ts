/**
 * `group.updated` as receivers get it: what changed in one of the device's groups (its subject,
 * description, picture, settings or invite link), by whom, from the session's report of WhatsApp's
 * notification. One notification usually changes one thing, so `changes` usually holds one field.
 */
import { z } from '@hono/zod-openapi';
import type { ReportData } from '../../protocol';
import { iso } from '../shared/time';

/**
 * The device object's domain event of a group's change (`devices/device-events.ts`): emitted inside
 * the report's transaction when WhatsApp tells a new subject, by whomever, so the kept subject the
 * pages name the group by follows at once.
 */
export type GroupEvents = { 'group.renamed': { groupId: string; subject: string } };

/** A group's invite link, from its code. */
export const inviteLinkOf = (code: string) => `https://chat.whatsapp.com/${code}`;

export const groupChangesDataSchema = z
  .object({
    subject: z.string().optional().meta({ description: 'The new subject' }),
    description: z.string().optional().meta({ description: 'The new description; `""` when it was removed' }),
    picture: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'WhatsApp’s id of the new picture (`GET /groups/{groupId}/picture` reads it); null when it was removed' }),
    onlyAdminsSend: z.boolean().optional().meta({ description: 'Only admins may send messages' }),
    onlyAdminsEdit: z.boolean().optional().meta({ description: 'Only admins may change the subject, description and picture' }),
    joinApproval: z.boolean().optional().meta({ description: 'New members wait for an admin’s approval' }),
    onlyAdminsAdd: z.boolean().optional().meta({ description: 'Only admins may add members' }),
    disappearingSeconds: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Disappearing messages: how long messages last, in seconds; 0 when turned off' }),
    inviteLink: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The invite link was reset: the new link (the old one no longer works); null when WhatsApp did not tell it' }),
  })
  .meta({ id: 'GroupChanges', description: 'Only what changed is present' });

/** The node's report as receivers get it: the author by phone digits, a new invite code as its link. */
export function groupUpdatedData(r: ReportData<'group.updated'>) {
  const { inviteCode, ...rest } = r.changes;
  const changes = inviteCode === undefined ? rest : { ...rest, inviteLink: inviteCode ? inviteLinkOf(inviteCode) : null };
  return { id: r.id, groupId: r.groupId, by: r.author, changes, timestamp: iso(r.timestamp) };
}
