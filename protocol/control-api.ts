/**
 * The control API of Kurir's stand-ins for WhatsApp (docs/simulator.md, docs/emulator.md): what
 * tests, demos and benchmarks ask them to do as the other side of a conversation. The simulator
 * (in the session-node) and the WhatsApp emulator (`emulator/`) take the same requests, read with
 * these schemas, so a test written against one runs against the other.
 */
import { z } from 'zod';
import { groupIdSchema, MAX_GROUP_DESCRIPTION, MAX_GROUP_SUBJECT } from './groups';

export const CONTROL_MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'sticker'] as const;
export type ControlMediaType = (typeof CONTROL_MEDIA_TYPES)[number];
export const INBOUND_REQUEST_TYPES = ['text', ...CONTROL_MEDIA_TYPES, 'location', 'contact', 'button-reply', 'list-reply'] as const;

export function isControlMediaType(type: string): type is ControlMediaType {
  return (CONTROL_MEDIA_TYPES as readonly string[]).includes(type);
}

export const phoneSchema = z.string().regex(/^\d{8,15}$/, 'from must be the sender phone digits');
export const lidSchema = z.string().regex(/^\d{5,20}$/, 'lid must be the LID digits');

export const inboundRequestSchema = z
  .object({
    from: phoneSchema,
    lid: lidSchema.optional(),
    /** A message in this group, from the participant `from`. */
    groupId: groupIdSchema.optional(),
    text: z.string().max(65_536).optional(),
    type: z.enum(INBOUND_REQUEST_TYPES).default('text'),
    quotedId: z.string().min(1).optional(),
    selectedId: z.string().min(1).optional(),
    pushName: z.string().optional(),
    /** audio only: a push-to-talk voice note (`ptt`), as a phone records one. */
    voiceNote: z.boolean().optional(),
    /**
     * With `lid`: WhatsApp gives the LID alone, not the number beside it (as for a contact who
     * hides it). Kurir names the number only if it was given the pair before.
     */
    hidePhone: z.boolean().optional(),
  })
  .refine((request) => !request.hidePhone || request.lid !== undefined, { message: 'hidePhone needs a lid', path: ['hidePhone'] })
  .refine((request) => !request.voiceNote || request.type === 'audio', { message: 'voiceNote is for audio only', path: ['voiceNote'] })
  .refine((request) => (request.type !== 'button-reply' && request.type !== 'list-reply') || request.selectedId !== undefined, {
    message: 'selectedId is required for button-reply and list-reply',
    path: ['selectedId'],
  });
export type InboundRequest = z.infer<typeof inboundRequestSchema>;

export const editRequestSchema = z.object({
  from: phoneSchema,
  lid: lidSchema.optional(),
  groupId: groupIdSchema.optional(),
  /** The contact's own message being edited. */
  messageId: z.string().min(1),
  text: z.string().min(1).max(65_536),
});
export type EditRequest = z.infer<typeof editRequestSchema>;

export const revokeRequestSchema = editRequestSchema.omit({ text: true });
export type RevokeRequest = z.infer<typeof revokeRequestSchema>;

export const pollVoteRequestSchema = z.object({
  from: phoneSchema,
  lid: lidSchema.optional(),
  /** A poll this device sent. */
  pollMessageId: z.string().min(1),
  /** Option texts; empty withdraws the vote. */
  selected: z.array(z.string()).max(12),
});
export type PollVoteRequest = z.infer<typeof pollVoteRequestSchema>;

export const participantsRequestSchema = z.object({
  groupId: groupIdSchema,
  action: z.enum(['add', 'remove', 'promote', 'demote']),
  participants: z.array(phoneSchema).min(1).max(256),
  /** Who made the change; absent when the participants did it themselves (joined by link, left). */
  author: phoneSchema.optional(),
});
export type ParticipantsRequest = z.infer<typeof participantsRequestSchema>;

/** A member changes one thing of a group the device is in (`POST …/group-update`). */
export const groupChangeRequestSchema = z
  .object({
    groupId: groupIdSchema,
    /** The member who changes it: any member, or only an admin once the group lets only admins edit (or for the settings and the link). */
    author: phoneSchema,
    subject: z.string().min(1).max(MAX_GROUP_SUBJECT).optional(),
    /** An empty one removes it. */
    description: z.string().max(MAX_GROUP_DESCRIPTION).optional(),
    /** true: a new picture (a small JPEG); false: the picture removed. */
    picture: z.boolean().optional(),
    onlyAdminsSend: z.boolean().optional(),
    onlyAdminsEdit: z.boolean().optional(),
    /** The invite link is reset: the old one stops working. */
    resetInvite: z.literal(true).optional(),
  })
  .refine(
    (r) =>
      [r.subject, r.description, r.picture, r.onlyAdminsSend, r.onlyAdminsEdit, r.resetInvite].filter((v) => v !== undefined).length === 1,
    { message: 'exactly one of subject, description, picture, onlyAdminsSend, onlyAdminsEdit and resetInvite', path: ['subject'] },
  );
export type GroupChangeRequest = z.infer<typeof groupChangeRequestSchema>;

export const reactionRequestSchema = z.object({
  from: phoneSchema,
  lid: lidSchema.optional(),
  messageId: z.string().min(1),
  /** Empty removes the contact's reaction. */
  emoji: z.string().max(32),
});
export type ReactionRequest = z.infer<typeof reactionRequestSchema>;

export const callRequestSchema = z.object({
  from: phoneSchema,
  lid: lidSchema.optional(),
  isVideo: z.boolean().default(false),
  /** A group call: the contact rings a group the device's account is in. */
  isGroup: z.boolean().default(false),
});
export type CallRequest = z.infer<typeof callRequestSchema>;

export const numbersRequestSchema = z.object({
  /** Numbers that have no WhatsApp account from now on. */
  missing: z.array(phoneSchema).max(1_000).default([]),
  /** Numbers that have one again. */
  existing: z.array(phoneSchema).max(1_000).default([]),
});
export type NumbersRequest = z.infer<typeof numbersRequestSchema>;

export const groupRequestSchema = z.object({
  subject: z.string().min(1).max(MAX_GROUP_SUBJECT),
  participants: z.array(z.object({ phoneNumber: phoneSchema, admin: z.enum(['admin', 'superadmin']).optional() })).max(1_024),
  /** Someone else made the group (its super admin) and the device's account is a plain member; absent, the device made it. */
  creator: phoneSchema.optional(),
});
export type GroupRequest = z.infer<typeof groupRequestSchema>;

export const DISCONNECT_REASONS = ['connection-lost', 'logged-out', 'unreachable'] as const;
export const disconnectRequestSchema = z.object({ reason: z.enum(DISCONNECT_REASONS) });

export const failNextRequestSchema = z.object({
  count: z.number().int().min(1).max(1000).default(1),
  /**
   * Absent: the sends are refused at once (the API answers 502). A code (463, 479…): they are
   * accepted, then refused by WhatsApp with that code, which comes as a `FAILED` receipt.
   */
  code: z.number().int().min(400).max(599).optional(),
});
export type FailNextRequest = z.infer<typeof failNextRequestSchema>;

/** Linking a device by its QR, as its owner's phone scanning it (emulator only). */
export const scanRequestSchema = z.object({
  /** The QR's text, as the device shows it. */
  qr: z.string().min(1).max(1_000),
  /** The account's number: a new account's (`62899…`) when absent. */
  phoneNumber: z
    .string()
    .regex(/^\d{8,15}$/, 'phoneNumber must be digits with the country code')
    .optional(),
});
export type ScanRequest = z.infer<typeof scanRequestSchema>;

/** Linking by a pairing code, as typed on the phone of the number the device asked to link to (emulator only). */
export const enterCodeRequestSchema = z.object({
  phoneNumber: z.string().regex(/^\d{8,15}$/, 'phoneNumber must be digits with the country code'),
  code: z.string().regex(/^[A-Z0-9]{8}$/, 'code must be the 8 characters the device showed'),
});
export type EnterCodeRequest = z.infer<typeof enterCodeRequestSchema>;

/** A contact reinstalls WhatsApp: new Signal keys, no sessions; its session with the device is broken (emulator only). */
export const breakSessionRequestSchema = z.object({ from: phoneSchema });
export type BreakSessionRequest = z.infer<typeof breakSessionRequestSchema>;

/** A contact's phone asks the device for a message it sent it again (a retry receipt; emulator only). */
export const retryRequestSchema = z.object({ from: phoneSchema, messageId: z.string().min(1) });
export type RetryRequest = z.infer<typeof retryRequestSchema>;

/**
 * Messages from the device to `to` are accepted and never delivered (no code), or refused after
 * being accepted with `code` (463, say), until `release`. Only what is addressed to the number:
 * the same contact written to by its LID gets them.
 */
export const withholdRequestSchema = z.object({
  to: z.string().regex(/^\d{8,15}$/, 'to must be the recipient phone digits'),
  code: z.number().int().min(400).max(599).optional(),
  release: z.boolean().default(false),
});
export type WithholdRequest = z.infer<typeof withholdRequestSchema>;

/** A contact blocks the device's account (or, `unblock`, lets it through again). */
export const blockRequestSchema = z.object({ from: phoneSchema, unblock: z.boolean().default(false) });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

export const HISTORY_MESSAGE_TYPES = ['text', ...CONTROL_MEDIA_TYPES] as const;

/** A time as milliseconds since 1970 or as an ISO 8601 date. */
const instantSchema = z.union([
  z.number().int().min(0),
  z
    .string()
    .datetime({ offset: true, message: 'at must be an ISO 8601 time or milliseconds since 1970' })
    .transform((at) => Date.parse(at)),
]);

/**
 * What the account's main phone has, sent as history sync when the device links (and later, a
 * chat's older messages on request). Chats add to what was given before.
 */
export const historyRequestSchema = z.object({
  chats: z
    .array(
      z.object({
        from: phoneSchema,
        lid: lidSchema.optional(),
        name: z.string().max(100).optional(),
        messages: z
          .array(
            z.object({
              fromMe: z.boolean(),
              text: z.string().max(65_536).default(''),
              at: instantSchema,
              type: z.enum(HISTORY_MESSAGE_TYPES).default('text'),
            }),
          )
          .max(50_000),
      }),
    )
    .min(1)
    .max(5_000),
});
export type HistoryRequest = z.infer<typeof historyRequestSchema>;

/** A control API request the stand-in refuses: `status` is its answer (400, 404, 409, 413…). */
export class ControlApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlApiError';
  }
}

/** The largest control API body taken. */
export const MAX_CONTROL_BODY = 1024 * 1024;

declare const TextDecoder: { new (): { decode(bytes: Uint8Array): string } };

/** The largest body of `POST …/history` (an account's history, many chats at once). */
export const MAX_HISTORY_BODY = 32 * 1024 * 1024;

/** A request body as it streams in, bounded: `{}` when empty; a 413 past `limit`, a 400 when it is not JSON. */
export async function readControlBody(chunks: AsyncIterable<Uint8Array>, limit = MAX_CONTROL_BODY): Promise<unknown> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.length;
    if (size > limit) throw new ControlApiError(413, 'body too large');
    parts.push(chunk);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  const text = new TextDecoder().decode(all);
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ControlApiError(400, 'the body must be JSON');
  }
}

/** A request checked against its schema; a 400 naming each broken field (`from: …; text: …`). */
export function parseControl<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ControlApiError(400, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

/** One message a device sent, as `GET …/sent` lists it. */
export type SentEntry = {
  id: string;
  /** The chat it went to. */
  to: string;
  /** The WhatsApp message (protobuf JSON), as built (simulator) or as a phone decrypted it (emulator); null until one did. */
  content: unknown;
  /** The stanza's extra nodes (an interactive message's `biz`, a poll's `meta`). */
  nodes: unknown[];
  /** The stanza's own attributes (`edit: "1"` for an edit, `"7"` for a delete for everyone). */
  attrs: Record<string, string>;
  /** The phones (digits) it reached. */
  receivedBy: string[];
  /** How many times a phone got it again after it asked (a retry's resend; emulator only). */
  resent?: number;
  /** A media message's file: its size, SHA-256 (hex) and type. */
  media?: { size: number; sha256: string; mimetype: string | null };
};

/** What a tap on a button or a list row sends back (`interactiveResponseMessage`), as WhatsApp builds it. */
export function tapResponse(request: Pick<InboundRequest, 'type' | 'text' | 'selectedId'>): {
  body: { text: string };
  nativeFlowResponseMessage: { name: string; paramsJson: string; version: number };
} {
  return {
    body: { text: request.text ?? '' },
    nativeFlowResponseMessage: {
      name: request.type === 'list-reply' ? 'single_select' : 'quick_reply',
      paramsJson: JSON.stringify({ id: request.selectedId ?? '' }),
      version: 3,
    },
  };
}

/** The vCard a contact sends as their own contact card. */
export function contactCard(name: string, phone: string): string {
  return `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nTEL;type=CELL;waid=${phone}:+${phone}\nEND:VCARD`;
}
