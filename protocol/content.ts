/**
 * What travels between a device's Durable Object and the session holding it, message-wise: the
 * keys of messaging-app messages, the stored copies kept for quotes and reactions, and what the
 * worker asks a session to send (already validated by the worker's public interface).
 */
import { z } from 'zod';

/** The largest media file either side moves: received media, and a document header (100 MiB). */
export const MAX_MEDIA_BYTES = 100 * 1024 * 1024;

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

export const TEMPLATE_BUTTON_TYPES = ['url', 'copy', 'phone', 'reply'] as const;
export const INTERACTIVE_KINDS = ['url-button', 'quick-reply', 'list', 'copy-code', 'template'] as const;
export const HEADER_MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type InteractiveKind = (typeof INTERACTIVE_KINDS)[number];
export type HeaderMediaKind = (typeof HEADER_MEDIA_KINDS)[number];
export type TemplateButtonType = (typeof TEMPLATE_BUTTON_TYPES)[number];

/**
 * An interactive message as the public API accepted it (spec 4.2). `headerMedia.url` is where the
 * node fetches the file's bytes (with its NODE_TOKEN).
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
  buttons: z.array(z.object({ id: z.string(), label: z.string() })).optional(),
  sections: z
    .array(
      z.object({ title: z.string(), rows: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional() })) }),
    )
    .optional(),
  templateButtons: z.array(z.object({ type: z.enum(TEMPLATE_BUTTON_TYPES), label: z.string(), value: z.string() })).optional(),
  headerMedia: z
    .object({ kind: z.enum(HEADER_MEDIA_KINDS), mimeType: z.string(), fileName: z.string().optional(), url: z.string() })
    .optional(),
});
export type InteractiveContent = z.infer<typeof interactiveContentSchema>;
