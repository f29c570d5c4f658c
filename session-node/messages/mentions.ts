/**
 * Mentions: each phone number becomes a JID in the content's `contextInfo.mentionedJid` (as
 * Baileys' `generateWAMessageContent` puts `mentions` there), and the text or caption shows
 * `@digits` for each, added at its end when the writer did not put it in: WhatsApp highlights a
 * mention only where the text has it, and notifies the person either way.
 */
import { getContentType, type proto } from '@whiskeysockets/baileys';

/** `text` with `@digits` appended for every mentioned number it does not show yet. */
export function textWithMentions(text: string, mentions: readonly string[]): string {
  const missing = mentions.filter((digits) => !new RegExp(`@${digits}(?!\\d)`).test(text));
  if (missing.length === 0) return text;
  const tags = missing.map((digits) => `@${digits}`).join(' ');
  return text ? `${text} ${tags}` : tags;
}

/**
 * The content with the mentions in its first field's `contextInfo`, and (for text and captions,
 * when `text` is given) in its text. `text` is the text or caption as written; undefined for kinds
 * without one.
 */
export function withMentions(content: proto.IMessage, mentions: readonly string[], text?: string): proto.IMessage {
  if (mentions.length === 0) return content;
  const kind = getContentType(content);
  const inner: unknown = kind ? content[kind] : undefined;
  if (!kind || inner === null || typeof inner !== 'object') return content;
  const field = inner as { contextInfo?: proto.IContextInfo | null; text?: string | null; caption?: string | null };
  field.contextInfo = { ...(field.contextInfo ?? {}), mentionedJid: [...new Set(mentions)].map((digits) => `${digits}@s.whatsapp.net`) };
  if (text !== undefined && 'text' in field) field.text = textWithMentions(text, mentions);
  else if (text !== undefined) field.caption = textWithMentions(text, mentions);
  return content;
}
