/**
 * What a session reports to its device's object: status changes, receipts, the messages it keeps
 * for quotes, and the events of the webhook catalogue. Every report carries a `key`; the node
 * repeats a report until the object acknowledges it, and the object drops a repeat by that key.
 */
import { z } from 'zod';
import { storedMessageSchema } from './content';
import { groupUpdatedEventSchema } from './groups';

export const DEVICE_STATUSES = ['CONNECTING', 'QR', 'CONNECTED', 'DISCONNECTED', 'LOGGED_OUT'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const RECEIPT_STATUSES = ['DELIVERED', 'READ', 'PLAYED', 'FAILED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const CALL_STATUSES = ['offer', 'ringing', 'timeout', 'reject', 'accept', 'terminate'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const INBOUND_TYPES = [
  'text',
  'image',
  'video',
  'audio',
  'document',
  'sticker',
  'location',
  'contact',
  'button-reply',
  'list-reply',
  'other',
] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

export const statusEventSchema = z.object({
  status: z.enum(DEVICE_STATUSES),
  qr: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  /** True when this connection completed a new linking (a scan or a pairing code). */
  newLogin: z.boolean().optional(),
});
export type StatusEvent = z.infer<typeof statusEventSchema>;

/**
 * A failed connection attempt and when the next one starts (ms since the epoch), reported per
 * attempt while the device stays DISCONNECTED: the status itself changes once, not per attempt.
 * `attempt` counts the failures in a row (1 for the first).
 */
export const retryEventSchema = z.object({ attempt: z.number().int().min(1), retryAt: z.number() });
export type RetryEvent = z.infer<typeof retryEventSchema>;

/**
 * What the session did to keep the number working, for the device's health: a contact's broken
 * Signal session mended (`cause`: `identity-changed` after a reinstall, `retry-asked` when the
 * contact could not read a message, `undecryptable` when the device could not and asked again),
 * or a socket that stayed open carrying nothing, closed and opened anew (`no-pong`, `no-ack`).
 */
export const HEALTH_SIGNALS = ['session-mended', 'socket-stalled'] as const;
export type HealthSignal = (typeof HEALTH_SIGNALS)[number];
export const HEALTH_CAUSES = ['identity-changed', 'retry-asked', 'undecryptable', 'no-pong', 'no-ack'] as const;
export type HealthCause = (typeof HEALTH_CAUSES)[number];

export const healthEventSchema = z.object({
  signal: z.enum(HEALTH_SIGNALS),
  cause: z.enum(HEALTH_CAUSES),
  /** The contact a mend was for: phone digits, or a LID's digits when the phone is not known. */
  contact: z.string().max(40).nullable(),
  timestamp: z.number(),
});
export type HealthEvent = z.infer<typeof healthEventSchema>;

export const receiptEventSchema = z.object({
  messageId: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  error: z.string().nullable().optional(),
  timestamp: z.number(),
});
export type ReceiptEvent = z.infer<typeof receiptEventSchema>;

/** `message.inbound` data (the webhook catalogue); `media.url` is where the node stored the bytes. */
export const inboundEventSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  from: z.string().nullable(),
  lid: z.string().nullable(),
  pushName: z.string().nullable(),
  type: z.enum(INBOUND_TYPES),
  text: z.string().nullable(),
  quotedId: z.string().nullable(),
  selectedId: z.string().nullable(),
  media: z.object({ mimeType: z.string(), size: z.number(), url: z.string().nullable() }).nullable(),
  timestamp: z.number(),
});
export type InboundEvent = z.infer<typeof inboundEventSchema>;

export const reactionEventSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  from: z.string().nullable(),
  emoji: z.string(),
  timestamp: z.number(),
});
export type ReactionEvent = z.infer<typeof reactionEventSchema>;

export const callEventSchema = z.object({
  id: z.string(),
  from: z.string().nullable(),
  isVideo: z.boolean(),
  /** A group call (the caller rings a group this account is in). */
  isGroup: z.boolean().default(false),
  status: z.enum(CALL_STATUSES),
  timestamp: z.number(),
});

/**
 * A call as the session reports it: its event, and the address it came from (a phone or LID
 * JID), which the object names when it tells the session to reject the call.
 */
export const callReportSchema = callEventSchema.extend({ callerJid: z.string().min(1).max(128).optional() });
export type CallEvent = z.infer<typeof callReportSchema>;

/**
 * A vote on a poll this account sent, still encrypted: the node does not keep the poll's secret,
 * the worker's record of the poll does, and the worker decrypts with `decryptPollVote`
 * (poll-vote.ts explains why). `creatorJids` and `voterJids` are the addresses (phone and LID, no
 * device part) the vote's key may have been made with; `encPayload` and `encIv` are base64.
 */
export const pollVoteReportSchema = z.object({
  /** The vote message's own id. */
  id: z.string(),
  pollMessageId: z.string(),
  chatId: z.string(),
  from: z.string().nullable(),
  lid: z.string().nullable(),
  creatorJids: z.array(z.string()).min(1),
  voterJids: z.array(z.string()).min(1),
  encPayload: z.string(),
  encIv: z.string(),
  timestamp: z.number(),
});
export type PollVoteReport = z.infer<typeof pollVoteReportSchema>;

/** A contact edited a message: `messageId` is the edited message, `id` the edit's own message id. */
export const messageEditedEventSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  chatId: z.string(),
  from: z.string().nullable(),
  text: z.string(),
  timestamp: z.number(),
});
export type MessageEditedEvent = z.infer<typeof messageEditedEventSchema>;

/** A contact deleted a message for everyone: `messageId` is the deleted message, `id` the revoke's own. */
export const messageRevokedEventSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  chatId: z.string(),
  from: z.string().nullable(),
  timestamp: z.number(),
});
export type MessageRevokedEvent = z.infer<typeof messageRevokedEventSchema>;

export const GROUP_PARTICIPANT_ACTIONS = ['joined', 'left', 'promoted', 'demoted'] as const;
export type GroupParticipantAction = (typeof GROUP_PARTICIPANT_ACTIONS)[number];

/** People joined, left, were promoted to admin or demoted in a group; `author` made the change (null: themselves or unknown). */
export const groupParticipantsEventSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  action: z.enum(GROUP_PARTICIPANT_ACTIONS),
  author: z.string().nullable(),
  participants: z.array(z.object({ phoneNumber: z.string().nullable(), lid: z.string().nullable() })).min(1),
  timestamp: z.number(),
});
export type GroupParticipantsEvent = z.infer<typeof groupParticipantsEventSchema>;

export const HISTORY_SYNC_TYPES = ['initial', 'recent', 'on-demand'] as const;
export type HistorySyncType = (typeof HISTORY_SYNC_TYPES)[number];

/** A message of the account's history: what it was (as `message.inbound` names it), and the message itself. */
export const historyMessageSchema = z.object({
  id: z.string(),
  /** The contact the chat is with: phone digits, null when WhatsApp gave only a LID. */
  phoneNumber: z.string().nullable(),
  lid: z.string().nullable(),
  fromMe: z.boolean(),
  pushName: z.string().nullable(),
  type: z.enum(INBOUND_TYPES),
  text: z.string().nullable(),
  /**
   * A file's type and size: its bytes stay with WhatsApp until someone opens it. `url`: where the
   * workspace's API key will read it (the node names it; the first read downloads it, `media.download`).
   */
  media: z.object({ mimeType: z.string(), size: z.number(), url: z.string().optional() }).nullable(),
  timestamp: z.number(),
  stored: storedMessageSchema,
});
export type HistoryMessage = z.infer<typeof historyMessageSchema>;

/** At most this many history messages travel in one `history` report. */
export const HISTORY_MESSAGES_PER_REPORT = 200;

/**
 * A part of the account's history, as WhatsApp's history sync brought it (`initial` and `recent`
 * right after linking, `on-demand` when a chat asked for older messages), within the days the
 * device was set to bring. `final` on the last report of an import: its counts are complete.
 */
export const historyReportSchema = z.object({
  syncType: z.enum(HISTORY_SYNC_TYPES),
  chats: z
    .array(z.object({ phoneNumber: z.string().nullable(), lid: z.string().nullable(), name: z.string().nullable() }))
    .max(HISTORY_MESSAGES_PER_REPORT),
  messages: z.array(historyMessageSchema).max(HISTORY_MESSAGES_PER_REPORT),
  final: z.boolean(),
});
export type HistoryReport = z.infer<typeof historyReportSchema>;

/** At most this many stored messages travel in one `messages.stored` report. */
export const STORED_MESSAGES_PER_REPORT = 500;

const key = z.string().min(1).max(300);

export const reportSchema = z.discriminatedUnion('name', [
  z.object({ key, name: z.literal('status'), data: statusEventSchema }),
  z.object({ key, name: z.literal('receipt'), data: receiptEventSchema }),
  z.object({ key, name: z.literal('retry'), data: retryEventSchema }),
  z.object({ key, name: z.literal('health'), data: healthEventSchema }),
  z.object({ key, name: z.literal('history'), data: historyReportSchema }),
  z.object({
    key,
    name: z.literal('messages.stored'),
    data: z.object({ messages: z.array(storedMessageSchema).max(STORED_MESSAGES_PER_REPORT) }),
  }),
  /** `stored` is the received message itself, kept for quotes and reactions. */
  z.object({ key, name: z.literal('inbound'), data: z.object({ event: inboundEventSchema, stored: storedMessageSchema.nullable() }) }),
  z.object({ key, name: z.literal('reaction'), data: reactionEventSchema }),
  z.object({ key, name: z.literal('call'), data: callReportSchema }),
  z.object({ key, name: z.literal('poll.vote'), data: pollVoteReportSchema }),
  z.object({ key, name: z.literal('message.edited'), data: messageEditedEventSchema }),
  z.object({ key, name: z.literal('message.revoked'), data: messageRevokedEventSchema }),
  z.object({ key, name: z.literal('group.participants'), data: groupParticipantsEventSchema }),
  z.object({ key, name: z.literal('group.updated'), data: groupUpdatedEventSchema }),
]);
export type Report = z.infer<typeof reportSchema>;
export type ReportName = Report['name'];
/** One report's data by name. */
export type ReportData<N extends ReportName> = Extract<Report, { name: N }>['data'];
