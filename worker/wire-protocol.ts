/**
 * The wire protocol between the worker's Durable Objects and a session-node.
 *
 * Both sides import this module, so it holds only plain types, zod validators and a tiny
 * transport-agnostic RPC peer; it must never import a `cloudflare:*` module.
 *
 * Two kinds of WebSocket exist:
 * - the fleet link (`GET /node/ws?nodeId=`), one per session-node, to the FleetObject, which tells
 *   the node which devices it must hold (`assign` events);
 * - the device link (`GET /node/devices/:id/ws?nodeId=`), one per held device, to that device's
 *   DeviceObject, which carries commands (send, pairing code, logout), the engine's reports
 *   (status, receipts, stored messages) and the device's login (auth state).
 *
 * Every frame is JSON: a request `{t:'req', id, method, params}`, its response
 * `{t:'res', id, ok, result | error}`, or a one-way event `{t:'evt', name, data}`.
 */
import { z } from 'zod';

export const DEVICE_STATUSES = ['CONNECTING', 'QR', 'CONNECTED', 'DISCONNECTED', 'LOGGED_OUT'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const RECEIPT_STATUSES = ['DELIVERED', 'READ', 'PLAYED', 'FAILED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** A messaging-app message key, as Baileys' `WAMessageKey` carries it. */
export const messageKeySchema = z.object({
  remoteJid: z.string(),
  id: z.string(),
  fromMe: z.boolean(),
  participant: z.string().optional(),
});
export type MessageKey = z.infer<typeof messageKeySchema>;

/**
 * A message the session keeps so that a later quote or reaction can use it. `raw` is the whole
 * Baileys `WAMessage`, serialised with `BufferJSON.replacer`; the worker never looks inside it.
 */
export const storedMessageSchema = z.object({
  key: messageKeySchema,
  raw: z.string(),
  timestamp: z.number(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

/** What the worker asks a session to send; the message builder turns it into Baileys content. */
const interactiveButtonSchema = z.object({ id: z.string(), label: z.string() });
const interactiveRowSchema = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });
export const TEMPLATE_BUTTON_TYPES = ['url', 'copy', 'phone', 'reply'] as const;
export const INTERACTIVE_KINDS = ['url-button', 'quick-reply', 'list', 'copy-code', 'template'] as const;
export const HEADER_MEDIA_KINDS = ['image', 'video', 'document'] as const;

/**
 * An interactive message as the public API accepted it (spec 4.2), already validated by the
 * worker. `headerMedia.url` is where the node fetches the file's bytes (with its NODE_TOKEN).
 */
export const interactiveContentSchema = z.object({
  kind: z.literal('interactive'),
  type: z.enum(INTERACTIVE_KINDS),
  body: z.string(),
  header: z.string().optional(),
  footer: z.string().optional(),
  buttonLabel: z.string().optional(),
  url: z.string().optional(),
  copyCode: z.string().optional(),
  buttons: z.array(interactiveButtonSchema).optional(),
  sections: z.array(z.object({ title: z.string(), rows: z.array(interactiveRowSchema) })).optional(),
  templateButtons: z
    .array(z.object({ type: z.enum(TEMPLATE_BUTTON_TYPES), label: z.string(), value: z.string() }))
    .optional(),
  headerMedia: z
    .object({
      kind: z.enum(HEADER_MEDIA_KINDS),
      mimeType: z.string(),
      fileName: z.string().optional(),
      url: z.string(),
    })
    .optional(),
});
export type InteractiveContent = z.infer<typeof interactiveContentSchema>;

export const outgoingContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  /** `target` is the full key of the message reacted to; `emoji` "" removes the reaction. */
  z.object({ kind: z.literal('reaction'), emoji: z.string(), target: messageKeySchema }),
  interactiveContentSchema,
]);
export type OutgoingContent = z.infer<typeof outgoingContentSchema>;

export const sendParamsSchema = z.object({
  /** Destination phone number, digits only; a reaction goes to its target's chat instead. */
  to: z.string().regex(/^\d{8,15}$/).optional(),
  content: outgoingContentSchema,
  /** The full stored message being quoted, when the send replies to one. */
  quoted: storedMessageSchema.nullable().optional(),
});
export type SendParams = z.infer<typeof sendParamsSchema>;
export type SendResult = { messageId: string };

export type DeviceInfo = { id: string; name: string; sessionId: string };

/** Sent by the DeviceObject as soon as it accepts a node's device link. */
export type StartData = {
  device: DeviceInfo;
  /** Baileys `AuthenticationCreds` serialised with `BufferJSON.replacer`, or null before a login. */
  creds: string | null;
};

/** The engine's reports to the DeviceObject. */
export const statusEventSchema = z.object({
  status: z.enum(DEVICE_STATUSES),
  qr: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
  /** True when this connection completed a new linking (a scan or a pairing code). */
  newLogin: z.boolean().optional(),
});
export type StatusEvent = z.infer<typeof statusEventSchema>;

export const receiptEventSchema = z.object({
  messageId: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  error: z.string().nullable().optional(),
  timestamp: z.number(),
});
export type ReceiptEvent = z.infer<typeof receiptEventSchema>;

export const messagesStoredEventSchema = z.object({ messages: z.array(storedMessageSchema).max(500) });

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

/** `message.inbound` data (CONTRACT section 4); `media.url` is filled in by the worker's upload. */
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

export const CALL_STATUSES = ['offer', 'ringing', 'timeout', 'reject', 'accept', 'terminate'] as const;
export const callEventSchema = z.object({
  id: z.string(),
  from: z.string().nullable(),
  isVideo: z.boolean(),
  status: z.enum(CALL_STATUSES),
  timestamp: z.number(),
});
export type CallEvent = z.infer<typeof callEventSchema>;

/**
 * Everything a session reports to its device's object. Each report is a `report` request that the
 * node repeats until the object acknowledges it; `key` lets the object drop a repeat it already has.
 */
export const reportSchema = z.discriminatedUnion('name', [
  z.object({ key: z.string().min(1).max(300), name: z.literal('status'), data: statusEventSchema }),
  z.object({ key: z.string().min(1).max(300), name: z.literal('receipt'), data: receiptEventSchema }),
  z.object({ key: z.string().min(1).max(300), name: z.literal('messages.stored'), data: messagesStoredEventSchema }),
  z.object({
    key: z.string().min(1).max(300),
    name: z.literal('inbound'),
    data: z.object({ event: inboundEventSchema, stored: storedMessageSchema.nullable() }),
  }),
  z.object({ key: z.string().min(1).max(300), name: z.literal('reaction'), data: reactionEventSchema }),
  z.object({ key: z.string().min(1).max(300), name: z.literal('call'), data: callEventSchema }),
]);
export type Report = z.infer<typeof reportSchema>;

/** Auth-state values are BufferJSON strings; null deletes. */
export const authGetParamsSchema = z.object({ type: z.string().min(1), ids: z.array(z.string()).max(2000) });
export const authSetParamsSchema = z.object({
  data: z.record(z.string(), z.record(z.string(), z.string().nullable())),
});
export const credsSetParamsSchema = z.object({ creds: z.string() });

/** Methods a node calls on its DeviceObject, with their params and results. */
export type NodeToDevice = {
  'auth.get': { params: z.infer<typeof authGetParamsSchema>; result: Record<string, string> };
  'auth.set': { params: z.infer<typeof authSetParamsSchema>; result: null };
  'creds.set': { params: z.infer<typeof credsSetParamsSchema>; result: null };
  report: { params: Report; result: null };
};

/** Methods a DeviceObject calls on the node holding it. */
export type DeviceToNode = {
  send: { params: SendParams; result: SendResult };
  pairingCode: { params: { phoneNumber: string }; result: { code: string } };
  logout: { params: Record<string, never>; result: null };
};

/** Error codes a node answers a request with. */
export const RPC_ERROR_CODES = ['rejected', 'not-connected', 'bad-request', 'timeout', 'internal'] as const;
export type RpcErrorCode = (typeof RPC_ERROR_CODES)[number];

export const frameSchema = z.union([
  z.object({ t: z.literal('req'), id: z.number().int(), method: z.string(), params: z.unknown() }),
  z.object({ t: z.literal('res'), id: z.number().int(), ok: z.literal(true), result: z.unknown() }),
  z.object({
    t: z.literal('res'),
    id: z.number().int(),
    ok: z.literal(false),
    error: z.object({ code: z.enum(RPC_ERROR_CODES), message: z.string() }),
  }),
  z.object({ t: z.literal('evt'), name: z.string(), data: z.unknown() }),
]);
export type Frame = z.infer<typeof frameSchema>;

export function parseFrame(text: string): Frame | null {
  try {
    const parsed = frameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The failure a request ends with, on the side that made it. */
export class RpcError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

type Pending = { resolve: (value: unknown) => void; reject: (error: RpcError) => void; timer: ReturnType<typeof setTimeout> };

/**
 * One side's half of the request/response bookkeeping. It does not own the socket: `send` writes a
 * frame, and the owner feeds every `res` frame it receives to `settle`.
 */
export class RpcCaller<Methods extends Record<string, { params: unknown; result: unknown }>> {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly send: (frame: Frame) => void) {}

  call<M extends keyof Methods & string>(method: M, params: Methods[M]['params'], timeoutMs: number): Promise<Methods[M]['result']> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RpcError('timeout', `no answer to ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        this.send({ t: 'req', id, method, params });
      } catch (error) {
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new RpcError('not-connected', error instanceof Error ? error.message : String(error)));
      }
    });
  }

  settle(frame: Extract<Frame, { t: 'res' }>): void {
    const entry = this.pending.get(frame.id);
    if (!entry) return;
    this.pending.delete(frame.id);
    clearTimeout(entry.timer);
    if (frame.ok) entry.resolve(frame.result);
    else entry.reject(new RpcError(frame.error.code, frame.error.message));
  }

  /** Fails every request still waiting, e.g. when the socket closes. */
  failAll(reason: string): void {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new RpcError('not-connected', reason));
      this.pending.delete(id);
    }
  }
}

/** Fleet link: the FleetObject tells a node the full list of devices it must hold. */
export type AssignEvent = { deviceIds: string[] };

export const NODE_CLOSE_CODES = {
  /** The DeviceObject gave the device to another node, or the device was deleted. */
  released: 4001,
  /** The same node opened a newer link for the device. */
  replaced: 4002,
} as const;
