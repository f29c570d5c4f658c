/** The rules of the inbox's requests and the shapes of its answers (the routes and the dashboard read these). */
import { z } from '@hono/zod-openapi';
import { devicePath } from '../kernel/stub';
import { labelIdSchema } from '../labels/label-view';
import { EMOJI_RULE, isSingleEmoji } from '../messages/emoji';
import { messageIdSchema } from '../messages/message-id';
import { messageRecordSchema } from '../messages/records';
import { pageQuerySchema } from '../shared/cursor';
import { EXAMPLE_MESSAGE_ID } from '../shared/examples';
import { idParam, idPattern, strictObject, textSchema } from '../shared/fields';
import { conversationSchema, noteSchema } from './conversation-view';

const ACCOUNT_ID = /^acc_[0-9A-Za-z]{20}$/;

export const conversationPath = devicePath.extend({ conversationId: idParam('cnv', 'conversation', 'conversationId') });

export const memberIdSchema = z.string().regex(ACCOUNT_ID, 'is not a member id (acc_…)');

export const conversationListQuerySchema = pageQuerySchema.extend({
  deviceId: z.string().max(64).optional(),
  status: z
    .enum(['open', 'resolved'])
    .optional()
    .transform((s) => (s === undefined ? undefined : s === 'open' ? ('OPEN' as const) : ('RESOLVED' as const))),
  assignee: z
    .union([z.literal('unassigned'), z.literal('queued'), memberIdSchema])
    .optional()
    .meta({
      description:
        '`unassigned`, `queued` (waiting in a team’s queue for an available agent), or a member id (the dashboard’s “mine” is the viewer’s own)',
    }),
  teamId: z
    .string()
    .regex(idPattern('team'), 'a team id (team_…)')
    .optional()
    .meta({ description: 'Only the conversations routed to this team (404 when the workspace has none of this id)' }),
  q: z.string().max(100).optional().meta({ description: 'The contact’s name or number, or text of one of its messages, containing this' }),
  labelId: labelIdSchema
    .optional()
    .meta({ description: 'Only the conversations carrying this label (404 when the workspace has none of this id)' }),
});

/** A message of a conversation: the record with its conversation, what it quotes and why it failed. */
export const inboxMessageSchema = messageRecordSchema
  .extend({
    conversationId: z.string(),
    replyToId: z.string().nullable(),
    error: z.string().nullable(),
    call: z.object({ isVideo: z.boolean(), isGroup: z.boolean(), rejected: z.boolean() }).nullable().meta({
      description: 'A call that rang the device (its content is empty): its kind, and whether the device rejected it; null for a message',
    }),
  })
  .meta({ id: 'InboxMessage' });

export const conversationDetailSchema = conversationSchema.extend({ notes: z.array(noteSchema) }).meta({ id: 'ConversationDetail' });

export const assignSchema = strictObject({
  memberId: memberIdSchema.nullable().meta({ description: 'A member of the device’s workspace; null unassigns' }),
  // The example unassigns: a member id is one of the workspace's own, which an example cannot know.
}).meta({ id: 'Assignment', example: { memberId: null } });

const asMember = memberIdSchema.optional().meta({ description: 'Operator only: the member this is done as (recorded with it)' });

export const noteBodySchema = strictObject({ text: textSchema(1, 4_096), memberId: asMember }).meta({
  id: 'NewNote',
  example: { text: 'Pelanggan minta dikirim besok pagi.' },
});

export const replySchema = strictObject({
  text: textSchema(1, 65_536).meta({ description: 'The reply; WhatsApp formatting applies' }),
  replyToId: messageIdSchema.optional().meta({ description: 'The messaging-app id of a message to quote' }),
  memberId: asMember,
}).meta({ id: 'InboxReply', example: { text: 'Baik kak, kami cek dulu ya.' } });

export const inboxReactionSchema = strictObject({
  messageId: messageIdSchema,
  emoji: z
    .string()
    .refine((value) => value === '' || isSingleEmoji(value), EMOJI_RULE)
    .meta({ description: 'Exactly one emoji, or "" to remove the reaction', example: '👍' }),
}).meta({ id: 'InboxReaction', example: { messageId: EXAMPLE_MESSAGE_ID, emoji: '🙏' } });
