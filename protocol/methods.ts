/**
 * The calls each side makes on the other, and the one-way events, each with the schema of what it
 * carries. Both sides take their types from here and parse what they receive with these schemas.
 *
 * Two kinds of link exist:
 * - the fleet link (`GET /node/ws?nodeId=`), one per session-node, to the FleetObject, which tells
 *   the node which devices it must hold (`assign`);
 * - the device link (`GET /node/devices/:id/ws?nodeId=&frames=batched`), one per held device, to
 *   that device's DeviceObject, which sends `start` when it accepts the link, then carries the
 *   object's commands (`deviceToNode`) and the session's reports and login storage
 *   (`nodeToDevice`). `frames=batched` (`BATCHED_FRAMES`): the node reads messages of several
 *   frames, and the object writes the frames of one moment as one.
 */
import { z } from 'zod';
import { messageKeySchema, storedMessageSchema } from './content';
import { groupIdSchema, groupMethods } from './groups';
import { uploadedMediaSchema } from './media-content';
import { outgoingContentSchema } from './message-kinds';
import { reportSchema } from './reports';

/** A call's params and result, each a schema; a side's methods are a map of these. */
export type MethodSpec = { params: z.ZodType; result: z.ZodType };
export type MethodMap = Record<string, MethodSpec>;

/** The device as its session sees it: what it is called and the linking it belongs to. */
/** How many days of the account's history a device brings when it links (0: none). */
export const HISTORY_DAYS = [0, 1, 7, 30] as const;
export const DEFAULT_HISTORY_DAYS = 7;

export const sessionDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  sessionId: z.string(),
  historyDays: z
    .number()
    .int()
    .refine((days) => (HISTORY_DAYS as readonly number[]).includes(days), 'historyDays must be 0, 1, 7 or 30')
    .optional(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

/** At most this many reports go in one `reports` call; a session's backlog drains in such batches. */
export const REPORTS_PER_CALL = 100;
/** At most this many ids in one `auth.get`. */
export const AUTH_IDS_PER_GET = 2_000;
/** At most this many ids in one `messages.get`. */
export const MESSAGE_IDS_PER_GET = 50;

/** Methods a session-node calls on its device's object. */
export const nodeToDevice = {
  /** Signal keys of one type; ids with no value are absent from the result. Values are BufferJSON strings. */
  'auth.get': {
    params: z.object({ type: z.string().min(1), ids: z.array(z.string()).max(AUTH_IDS_PER_GET) }),
    result: z.record(z.string(), z.string()),
  },
  /** Writes the keys of one Baileys transaction at once; a null value deletes. */
  'auth.set': {
    params: z.object({ data: z.record(z.string(), z.record(z.string(), z.string().nullable())) }),
    result: z.null(),
  },
  'creds.set': { params: z.object({ creds: z.string() }), result: z.null() },
  /**
   * Messages the device keeps, by WhatsApp id: the session asks for one a phone wants again (a
   * retry receipt) that its memory no longer has, after a restart or on another node.
   */
  'messages.get': {
    params: z.object({ ids: z.array(z.string().min(1).max(128)).min(1).max(MESSAGE_IDS_PER_GET) }),
    result: z.object({ messages: z.array(storedMessageSchema) }),
  },
  /**
   * Reports, in the order the session made them. The object takes each once (by its key) and
   * answers when all are written; `refused` names the ones it could not take, which the node drops.
   */
  reports: {
    params: z.object({ reports: z.array(reportSchema).min(1).max(REPORTS_PER_CALL) }),
    result: z.object({ refused: z.array(z.object({ key: z.string(), message: z.string() })) }),
  },
} as const satisfies MethodMap;
export type NodeToDevice = typeof nodeToDevice;

const phoneDigitsSchema = z.string().regex(/^\d{8,15}$/);
/** At most this long "typing…" before a send (WhatsApp's own chat state lasts about 10 s). */
export const MAX_TYPING_MS = 20_000;

export const sendParamsSchema = z
  .object({
    /** Destination phone number, digits only; a reaction, edit or delete goes to its target's chat instead. */
    to: phoneDigitsSchema.optional(),
    /** Destination group, instead of `to`. */
    groupId: groupIdSchema.optional(),
    content: outgoingContentSchema,
    /**
     * The id the message goes out with, chosen by the device's object so that its record knows it
     * before the send (a receipt then settles a send whose answer was lost); the node makes one when
     * absent.
     */
    messageId: z
      .string()
      .regex(/^[0-9A-F]{16,32}$/)
      .optional(),
    /** The full stored message being quoted, when the send replies to one. */
    quoted: storedMessageSchema.nullable().optional(),
    /**
     * Address the message to the contact's LID rather than its number (a resend after the number
     * did not deliver); refused (`bad-request`) when the session knows no LID for the number.
     */
    preferLid: z.boolean().optional(),
    /**
     * Phone numbers mentioned: each becomes a JID in `contextInfo.mentionedJid`, and `@digits` is
     * added to the text or caption when it is not there yet (WhatsApp highlights only mentions the
     * text shows).
     */
    mentions: z.array(phoneDigitsSchema).max(256).optional(),
    /** Shows "typing…" (or "recording…" before a voice note) for this long, then sends. */
    typingMs: z.number().int().min(0).max(MAX_TYPING_MS).optional(),
  })
  .refine((params) => params.to === undefined || params.groupId === undefined, {
    message: 'a message goes to a phone number or to a group, not both',
    path: ['groupId'],
  });
export type SendParams = z.infer<typeof sendParamsSchema>;

export const sendResultSchema = z.object({
  messageId: z.string(),
  /** The sent message as the session keeps it, for later quotes and reactions. */
  stored: storedMessageSchema,
  /** A media send: the upload, which later sends of the same file may carry instead of its bytes. */
  uploaded: uploadedMediaSchema.optional(),
  /** A poll: its `messageSecret` (base64), which the worker keeps to decrypt the votes (poll-vote.ts). */
  pollSecret: z.string().optional(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

export const PRESENCE_STATES = ['composing', 'recording', 'paused'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
/** At most this many numbers per `contacts.check` (bulk checks are a known ban trigger). */
export const MAX_NUMBERS_PER_CHECK = 50;

export const presenceParamsSchema = z
  .object({ to: phoneDigitsSchema.optional(), groupId: groupIdSchema.optional(), state: z.enum(PRESENCE_STATES) })
  .refine((params) => (params.to === undefined) !== (params.groupId === undefined), {
    message: 'exactly one of to and groupId is required',
    path: ['to'],
  });

export const numberCheckSchema = z.object({
  phoneNumber: z.string(),
  exists: z.boolean(),
  /** The account's JID when it exists, else null. */
  jid: z.string().nullable(),
});
export type NumberCheck = z.infer<typeof numberCheckSchema>;

/** Methods a device's object calls on the node holding the device. */
export const deviceToNode = {
  send: { params: sendParamsSchema, result: sendResultSchema },
  /** Links by an 8-character code instead of a QR scan. */
  pairingCode: { params: z.object({ phoneNumber: phoneDigitsSchema }), result: z.object({ code: z.string() }) },
  logout: { params: z.object({}), result: z.null() },
  /** Tries to connect now instead of at the end of the wait of a retry (the dashboard's "Try again now"). */
  reconnect: { params: z.object({}), result: z.null() },
  /** Marks received messages read (blue ticks); the keys as stored (`participant` in groups). */
  read: { params: z.object({ keys: z.array(messageKeySchema).min(1).max(100) }), result: z.null() },
  /** "typing…", "recording…" or neither, in one chat. */
  presence: { params: presenceParamsSchema, result: z.null() },
  /** Whether each number has a WhatsApp account, in the order asked. */
  'contacts.check': {
    params: z.object({ phoneNumbers: z.array(phoneDigitsSchema).min(1).max(MAX_NUMBERS_PER_CHECK) }),
    result: z.object({ results: z.array(numberCheckSchema) }),
  },
  /**
   * Asks the account's phone for a chat's messages older than `before` (the oldest the chat has);
   * they come back as a `history` report (`on-demand`). Answers once the phone was asked.
   */
  'history.fetch': {
    params: z.object({ before: storedMessageSchema, count: z.number().int().min(1).max(500) }),
    result: z.null(),
  },
  /** Rejects a ringing call (WhatsApp's decline): its id and the address it came from (`callerJid` of its report). */
  'calls.reject': {
    params: z.object({ callId: z.string().min(1).max(128), callerJid: z.string().min(1).max(128) }),
    result: z.null(),
  },
  /**
   * Downloads the file of a message the device has only a stored copy of (a history message's:
   * WhatsApp keeps the bytes until someone opens it), stores it as received media are stored, and
   * answers where it is. `not-found` when WhatsApp no longer has it.
   */
  'media.download': {
    params: z.object({ stored: storedMessageSchema }),
    result: z.object({ url: z.string() }),
  },
  ...groupMethods,
} as const satisfies MethodMap;
export type DeviceToNode = typeof deviceToNode;

/** One-way events on the device link: the object's first frame once it accepted the link. */
export const deviceLinkEvents = {
  start: z.object({
    device: sessionDeviceSchema,
    /** Baileys `AuthenticationCreds` serialised with `BufferJSON.replacer`, or null before a login. */
    creds: z.string().nullable(),
  }),
} as const;
export type StartData = z.infer<(typeof deviceLinkEvents)['start']>;

/** One-way events on the fleet link: the full list of devices the node must hold, whenever it changes. */
export const fleetLinkEvents = {
  assign: z.object({ deviceIds: z.array(z.string()) }),
} as const;
export type AssignData = z.infer<(typeof fleetLinkEvents)['assign']>;

export const NODE_CLOSE_CODES = {
  /** The DeviceObject gave the device to another node, or the device was logged out or deleted. */
  released: 4001,
  /** The same node opened a newer link for the device. */
  replaced: 4002,
} as const;
