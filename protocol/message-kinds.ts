/**
 * Every kind of message the worker asks a session to send, each its own schema, and their union.
 * The worker's public interface validates requests first; these schemas are the node's own check
 * of what arrives on the wire, so a broken send is refused before anything is built or uploaded.
 */
import { z } from 'zod';
import { interactiveContentSchema, messageKeySchema, storedMessageSchema } from './content';
import { mediaContentSchema } from './media-content';

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 12;

export const textContentSchema = z.object({ kind: z.literal('text'), text: z.string() });

/** `target` is the full key of the message reacted to; `emoji` "" removes the reaction. */
export const reactionContentSchema = z.object({ kind: z.literal('reaction'), emoji: z.string(), target: messageKeySchema });

export const locationContentSchema = z.object({
  kind: z.literal('location'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: z.string().max(1_000).optional(),
  address: z.string().max(1_000).optional(),
});
export type LocationContent = z.infer<typeof locationContentSchema>;

/** One contact card: the name shown and the WhatsApp number (digits, which become the vCard's `waid`). */
export const contactCardSchema = z.object({
  name: z.string().min(1).max(256),
  phoneNumber: z.string().regex(/^\d{5,15}$/, 'must be the phone digits with country code'),
  organization: z.string().max(256).optional(),
  email: z.string().max(256).optional(),
});
export type ContactCard = z.infer<typeof contactCardSchema>;

/** One card is a `contactMessage`, several a `contactsArrayMessage`. */
export const contactsContentSchema = z.object({
  kind: z.literal('contacts'),
  contacts: z.array(contactCardSchema).min(1).max(20),
});
export type ContactsContent = z.infer<typeof contactsContentSchema>;

/**
 * A poll. Votes arrive encrypted with the poll's secret, which the send result returns
 * (`pollSecret`) for the worker to keep beside the options (see `poll-vote.ts`).
 */
export const pollContentSchema = z.object({
  kind: z.literal('poll'),
  question: z.string().min(1).max(255),
  options: z
    .array(z.string().min(1).max(100))
    .min(POLL_MIN_OPTIONS)
    .max(POLL_MAX_OPTIONS)
    // A vote names an option by the SHA-256 of its text, so two equal options could not be told apart.
    .refine((options) => new Set(options).size === options.length, 'options must differ from each other'),
  /** false: one answer (`selectableOptionsCount` 1); true: any number (0, WhatsApp's "no limit"). */
  multipleAnswers: z.boolean().default(false),
});
export type PollContent = z.infer<typeof pollContentSchema>;

export const CAPTIONED_MEDIA_TYPES = ['image', 'video', 'document'] as const;

/**
 * A new text for a message this account sent; `target` is its full key. `captionOf` names the
 * media type when the message is an image, video or document: its caption is then what changes,
 * and the edit must say so (an edit carrying plain text makes the caption vanish on the phones:
 * tulir/whatsmeow issue #684).
 */
export const editContentSchema = z.object({
  kind: z.literal('edit'),
  target: messageKeySchema.refine((key) => key.fromMe, 'only a message this account sent can be edited'),
  text: z.string().min(1).max(65_536),
  captionOf: z.enum(CAPTIONED_MEDIA_TYPES).optional(),
});
export type EditContent = z.infer<typeof editContentSchema>;

/** Deletes a message for everyone; `target` is its full key. */
export const revokeContentSchema = z.object({
  kind: z.literal('revoke'),
  target: messageKeySchema.refine((key) => key.fromMe, 'only a message this account sent can be deleted for everyone'),
});
export type RevokeContent = z.infer<typeof revokeContentSchema>;

/**
 * A message this account sent, sent once more as it was (a new id): after the number did not
 * deliver it, to the contact's LID (`preferLid`). `original` is the message as the device keeps it.
 */
export const resendContentSchema = z.object({ kind: z.literal('resend'), original: storedMessageSchema });
export type ResendContent = z.infer<typeof resendContentSchema>;

export const outgoingContentSchema = z.discriminatedUnion('kind', [
  textContentSchema,
  reactionContentSchema,
  interactiveContentSchema,
  mediaContentSchema,
  locationContentSchema,
  contactsContentSchema,
  pollContentSchema,
  editContentSchema,
  revokeContentSchema,
  resendContentSchema,
]);
export type OutgoingContent = z.infer<typeof outgoingContentSchema>;
export type OutgoingKind = OutgoingContent['kind'];
