/**
 * The `data` of each event in the catalogue, as zod schemas: the one statement of what a webhook
 * receiver (and `GET /events`) gets. The outbox takes each event's data by its schema's type, and
 * the OpenAPI document's `webhooks` and `Event` are generated from the same schemas.
 */
import { z } from '@hono/zod-openapi';
import {
  callEventSchema,
  DEVICE_STATUSES,
  GROUP_PARTICIPANT_ACTIONS,
  HISTORY_SYNC_TYPES,
  inboundEventSchema,
  messageEditedEventSchema,
  messageRevokedEventSchema,
  RECEIPT_STATUSES,
  reactionEventSchema,
} from '../../protocol';
import type { Scope } from '../api-keys/scopes';
import { broadcastCountsSchema } from '../broadcasts/views';
import { groupChangesDataSchema } from '../groups/group-updates';
import { labelEventDataSchema } from '../labels/label-view';

const when = z.iso.datetime().meta({ description: 'When it happened (ISO 8601, UTC)' });
const recordIdOf = (change: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `The ${change} message’s record (\`msg_…\`), null when this device has none` });
const eventId = z.string().meta({ description: 'The event’s id (`evt_…`)' });

/** What a message's event needs (`GET /events` gives every event to `messages:read`, so it reads every other one too). */
const MESSAGES = ['messages:read'] as const;

type EventType = {
  /** Its line in the OpenAPI document's `webhooks`. */
  summary: string;
  /** A key with any of these may subscribe to it (`webhooks/event-scopes.ts`). */
  scopes: readonly Scope[];
  data: z.ZodObject;
};

/**
 * Every event of the catalogue, declared once: its name, its `data` (what a webhook receiver and
 * `GET /events` get), its line in the reference, and the scopes that let an API key receive it. The
 * names webhooks subscribe to, the OpenAPI document's `webhooks` and `Event`, the outbox's types and
 * the scope checks are all read from here; the dashboard's catalogues label each name (their type
 * asks for every one).
 */
export const EVENT_TYPES = {
  'message.inbound': {
    summary: 'A message arrived (text, media, a button or list reply)',
    scopes: MESSAGES,
    data: inboundEventSchema.extend({ timestamp: when }).meta({ id: 'MessageInboundData' }),
  },
  'message.receipt': {
    summary: 'A sent message was delivered, read, played, or refused after being accepted',
    scopes: MESSAGES,
    data: z
      .object({
        id: z.string().meta({ description: '`<messageId>:<status>`: one receipt per message and status' }),
        messageId: z.string(),
        recordId: z.string().nullable().meta({ description: 'The message record (`msg_…`); null for a message sent from the phone' }),
        status: z.enum(RECEIPT_STATUSES),
        phoneNumber: z.string().nullable(),
        error: z.string().nullable().meta({ description: 'For FAILED: WhatsApp’s code' }),
        timestamp: when,
      })
      .meta({ id: 'MessageReceiptData' }),
  },
  'message.reaction': {
    summary: 'A contact reacted to a message (an empty emoji: the reaction was removed)',
    scopes: MESSAGES,
    data: reactionEventSchema.extend({ timestamp: when }).meta({ id: 'MessageReactionData' }),
  },
  'message.edited': {
    summary: 'A contact edited a message: its record takes the new text (`editedAt`)',
    scopes: MESSAGES,
    data: messageEditedEventSchema
      .extend({
        id: z.string().meta({ description: 'The edit’s own messaging-app id' }),
        messageId: z.string().meta({ description: 'The message edited (its messaging-app id)' }),
        recordId: recordIdOf('edited'),
        text: z.string().meta({ description: 'The new text (or caption)' }),
        timestamp: when,
      })
      .meta({ id: 'MessageEditedData' }),
  },
  'message.revoked': {
    summary: 'A contact deleted a message for everyone: its record says so (`deletedAt`)',
    scopes: MESSAGES,
    data: messageRevokedEventSchema
      .extend({
        id: z.string().meta({ description: 'The delete’s own messaging-app id' }),
        messageId: z.string().meta({ description: 'The message deleted for everyone (its messaging-app id)' }),
        recordId: recordIdOf('deleted'),
        timestamp: when,
      })
      .meta({ id: 'MessageRevokedData' }),
  },
  'message.undelivered': {
    summary:
      'WhatsApp took a sent message and did not deliver it (no receipt in time, or refused after); Kurir sends it once more to the contact’s LID',
    scopes: MESSAGES,
    data: z
      .object({
        id: eventId,
        recordId: z
          .string()
          .meta({ description: 'The message record (`msg_…`): its `undeliveredAt` and `undeliveredReason` say the same' }),
        messageId: z.string().nullable().meta({ description: 'The messaging-app id it went out with' }),
        phoneNumber: z.string().meta({ description: 'The contact it was for' }),
        reason: z.string().meta({
          description: '`no-receipt`: no delivery receipt within the device’s time (10 minutes by default); or WhatsApp’s code (`463`)',
          example: 'no-receipt',
        }),
        resending: z.boolean().meta({
          description: 'Whether Kurir sends it once more, to the contact’s LID when WhatsApp gave one (the record’s `resentAt` then)',
        }),
        timestamp: when,
      })
      .meta({ id: 'MessageUndeliveredData' }),
  },
  'message.failed': {
    summary:
      'A scheduled message did not go: its device stayed disconnected past the limit (an hour) after its time; its record ends FAILED with the same reason',
    scopes: MESSAGES,
    data: z
      .object({
        id: eventId,
        recordId: z.string().meta({ description: 'The message record (`msg_…`), now FAILED with this reason as its `error`' }),
        phoneNumber: z.string().meta({ description: 'The contact (or group JID) it was for' }),
        reason: z.string().meta({ description: '`device-disconnected`', example: 'device-disconnected' }),
        scheduledAt: z.iso.datetime().meta({ description: 'When it was to go' }),
        timestamp: when,
      })
      .meta({ id: 'MessageFailedData' }),
  },
  'history.imported': {
    summary:
      'The account’s history came into the inbox (when the device linked, or a conversation asked for more): how many chats and messages; none of them is sent as its own event',
    scopes: MESSAGES,
    data: z
      .object({
        id: eventId,
        syncType: z.enum(HISTORY_SYNC_TYPES).meta({
          description: '`initial` and `recent`: brought when the device linked; `on-demand`: a conversation asked for older messages',
        }),
        chats: z.number().int().meta({ description: 'Chats the import touched' }),
        messages: z.number().int().meta({ description: 'Messages it added to the inbox (marked `history`)' }),
        skipped: z.number().int().meta({ description: 'Messages already there, or older than the device’s `historyDays`' }),
        oldest: z.iso.datetime().nullable().meta({ description: 'The oldest message added, or null when none was' }),
        timestamp: when,
      })
      .meta({ id: 'HistoryImportedData' }),
  },
  'poll.vote': {
    summary: 'Someone voted on a poll this device sent: the option texts they chose now',
    scopes: MESSAGES,
    data: z
      .object({
        id: z.string().meta({ description: 'The vote’s own messaging-app id' }),
        pollMessageId: z.string().meta({ description: 'The poll voted on (its messaging-app id)' }),
        recordId: z.string().meta({ description: 'The poll’s message record (`msg_…`)' }),
        from: z.string().nullable().meta({ description: 'The voter’s phone number (digits), null when WhatsApp told only a LID' }),
        lid: z.string().nullable(),
        selected: z
          .array(z.string())
          .meta({ description: 'The option texts chosen: the voter’s whole current choice (empty: the vote was withdrawn)' }),
        timestamp: when,
      })
      .meta({ id: 'PollVoteData' }),
  },
  'call.received': {
    summary: 'A call came in; one event per call status',
    scopes: MESSAGES,
    data: callEventSchema
      .extend({
        isGroup: z.boolean().meta({ description: 'A group call' }),
        rejected: z.boolean().meta({
          description:
            'The device rejected the call and answered the caller with its text (its call settings, docs/calls.md); every status of the call says so',
        }),
        timestamp: when,
      })
      .meta({ id: 'CallReceivedData' }),
  },
  'device.status': {
    summary: 'The device’s status changed',
    scopes: ['devices', 'messages:read'],
    data: z
      .object({
        id: eventId,
        status: z.enum(DEVICE_STATUSES),
        previousStatus: z.enum(DEVICE_STATUSES),
        reason: z.string().nullable(),
        phoneNumber: z.string().nullable(),
      })
      .meta({ id: 'DeviceStatusData' }),
  },
  'conversation.assigned': {
    summary: 'A team-inbox conversation was assigned or unassigned',
    scopes: ['inbox', 'messages:read'],
    data: z
      .object({
        id: eventId,
        conversationId: z.string(),
        contactId: z.string(),
        memberId: z.string().nullable().meta({ description: 'Null when the conversation was unassigned' }),
        automatic: z.boolean().meta({
          description:
            'True when the team’s automatic assignment did it (a new or reopened conversation, its queue drained, or handed back by an agent going away); false when someone assigned it by hand',
        }),
        teamId: z.string().nullable().meta({ description: 'The team whose automatic assignment it was; null when by hand' }),
      })
      .meta({ id: 'ConversationAssignedData' }),
  },
  'conversation.rated': {
    summary: 'A customer answered the rating question asked when their conversation was resolved',
    scopes: ['inbox', 'messages:read'],
    data: z
      .object({
        id: eventId,
        conversationId: z.string(),
        contactId: z.string(),
        memberId: z.string().nullable().meta({ description: 'The agent credited: the assignee when resolved, else who resolved it' }),
        score: z.number().int().min(1).max(5).meta({ description: '1 (bad) to 5 (excellent)' }),
        askedAt: z.iso.datetime().meta({ description: 'When the question was asked (the resolve)' }),
        ratedAt: when,
      })
      .meta({ id: 'ConversationRatedData' }),
  },
  'label.added': {
    summary: 'A label was put on a conversation or a contact',
    scopes: ['inbox', 'contacts', 'messages:read'],
    data: labelEventDataSchema.meta({ id: 'LabelAddedData' }),
  },
  'label.removed': {
    summary: 'A label was taken off a conversation or a contact',
    scopes: ['inbox', 'contacts', 'messages:read'],
    data: labelEventDataSchema.meta({ id: 'LabelRemovedData' }),
  },
  'broadcast.completed': {
    summary: 'A broadcast ended (completed or cancelled), with its counts',
    scopes: ['broadcasts', 'messages:read'],
    data: z.object({ id: eventId, broadcastId: z.string(), counts: broadcastCountsSchema }).meta({ id: 'BroadcastCompletedData' }),
  },
  'group.participants': {
    summary: 'People joined or left one of the device’s groups, or were promoted to admin or demoted',
    scopes: ['groups', 'messages:read'],
    data: z
      .object({
        id: z.string().meta({ description: 'The change’s own id, as WhatsApp reported it' }),
        groupId: z.string().meta({ description: 'The group’s JID', example: '120363041234567890@g.us' }),
        action: z.enum(GROUP_PARTICIPANT_ACTIONS),
        participants: z
          .array(z.string())
          .meta({ description: 'Who joined, left, was promoted or demoted: phone digits (LID digits when WhatsApp hides the number)' }),
        by: z
          .string()
          .nullable()
          .meta({ description: 'Who made the change (phone digits); null when they did it themselves or it is unknown' }),
        timestamp: when,
      })
      .meta({ id: 'GroupParticipantsData' }),
  },
  'group.updated': {
    summary:
      'One of the device’s groups changed its subject, description, picture, settings or invite link (by the device or another member)',
    scopes: ['groups', 'messages:read'],
    data: z
      .object({
        id: z.string().meta({ description: 'The change’s own id: WhatsApp’s notification’s (deduplicate on it)' }),
        groupId: z.string().meta({ description: 'The group’s JID', example: '120363041234567890@g.us' }),
        by: z
          .string()
          .nullable()
          .meta({ description: 'Who made the change (phone digits), the device’s own number for its own changes; null when unknown' }),
        changes: groupChangesDataSchema,
        timestamp: when,
      })
      .meta({ id: 'GroupUpdatedData' }),
  },
} satisfies Record<string, EventType>;

export type EventName = keyof typeof EVENT_TYPES;
export const EVENT_NAMES = Object.keys(EVENT_TYPES) as [EventName, ...EventName[]];

/** Each event's `data` schema. */
export const eventDataSchemas = Object.fromEntries(EVENT_NAMES.map((name) => [name, EVENT_TYPES[name].data])) as {
  [N in EventName]: (typeof EVENT_TYPES)[N]['data'];
};

/**
 * The dashboard's "Send test event" (`webhooks/test-event.ts`): written to the event log like the
 * others, delivered only to the webhook tested, so it is no event a webhook subscribes to.
 */
export const TEST_EVENT = 'webhook.test';
export type TestEventName = typeof TEST_EVENT;
export const TEST_EVENT_SUMMARY = 'The dashboard’s “Send test event”, delivered to the webhook tested only';

/** The test event's data. */
export const testEventDataSchema = z
  .object({ id: eventId, webhookId: z.string().meta({ description: 'The webhook tested (`whk_…`)' }) })
  .meta({ id: 'WebhookTestData' });

/** What the outbox is given for an event: its data, whose `id` is the event's own when left out. */
export type EventData<N extends EventName> = Omit<z.input<(typeof eventDataSchemas)[N]>, 'id'> & { id?: string };

const deviceSchema = z
  .object({
    id: z.string().meta({ example: 'dev_3kTq9Wm2Lx8Rb5Nc1Hs0' }),
    name: z.string().meta({ description: 'The device’s name when the event happened' }),
    sessionId: z.string().meta({ description: 'The device’s linking (`ses_…`); new after each linking that follows a logout' }),
  })
  .meta({ id: 'EventDevice' });

const PASCAL = (name: string) =>
  name
    .split(/[.-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

function bodyOf<N extends string, D extends z.ZodObject>(name: N, data: D) {
  return z
    .object({
      id: z.string().meta({ example: 'evt_5Nq2Vt8pXc0ZbR4mLk7s' }),
      seq: z
        .number()
        .int()
        .meta({ description: 'Numbers the device’s events 1, 2, 3… in the order they happened (not a webhook’s deliveries)' }),
      event: z.literal(name),
      at: z.iso.datetime(),
      device: deviceSchema,
      data,
    })
    .meta({ id: `${PASCAL(name)}Event` });
}

/** Each event's whole body, as delivered and as `GET /events` lists it. */
export const eventBodySchemas = {
  ...(Object.fromEntries(Object.entries(eventDataSchemas).map(([name, data]) => [name, bodyOf(name, data)])) as {
    [N in EventName]: ReturnType<typeof bodyOf<N, (typeof eventDataSchemas)[N]>>;
  }),
  'webhook.test': bodyOf('webhook.test', testEventDataSchema),
};

/** Any event's body: the one its `event` names. */
export const eventBodySchema = z
  .discriminatedUnion(
    'event',
    Object.values(eventBodySchemas) as [(typeof eventBodySchemas)['webhook.test'], ...(typeof eventBodySchemas)[EventName][]],
  )
  .meta({ id: 'Event' });
