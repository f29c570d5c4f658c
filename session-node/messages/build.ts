/**
 * The one message builder. Both engines turn a `send` command into a full Baileys `WAMessage`
 * here, so what the simulator records is byte for byte what the Baileys engine relays.
 */
import {
  type BinaryNode,
  BufferJSON,
  generateMessageIDV2,
  generateWAMessageFromContent,
  proto,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { type SendParams, type StoredMessage, toBase64, type UploadedMedia } from '../../protocol';
import { EngineError } from '../engines/engine';
import type { BuildContext } from './build-context';
import { buildInteractive } from './interactive';
import { mediaMessage, uploadOnce } from './media';
import { withMentions } from './mentions';
import { buildKind, relayExtras } from './message-kinds';

export type { BuildContext } from './build-context';
export { MEDIA_UPLOAD_TIMEOUT_MS, uploadOptions } from './build-context';

export interface BuiltMessage {
  /** The chat the message goes to. */
  jid: string;
  /** The full message, key and content, as it is relayed and stored. */
  message: WAMessage;
  /** Extra stanza children the relay must carry (the `biz`/`bot` nodes of interactive messages, a poll's `meta`). */
  additionalNodes: BinaryNode[];
  /** Attributes of the message stanza itself: `edit` for edits (1) and deletes for everyone (7). */
  additionalAttributes?: Record<string, string>;
  /** A media message's upload, for later sends of the same file. */
  uploaded?: UploadedMedia;
  /** A poll's `messageSecret`, base64: its votes are encrypted with it. */
  pollSecret?: string;
}

export function phoneToJid(digits: string): string {
  return `${digits}@s.whatsapp.net`;
}

/** Revives a stored message (BufferJSON text) into the full `WAMessage` Baileys needs to quote. */
export function reviveStoredMessage(stored: StoredMessage): WAMessage {
  const parsed: unknown = JSON.parse(stored.raw, BufferJSON.reviver);
  return proto.WebMessageInfo.fromObject(parsed as Record<string, unknown>) as WAMessage;
}

/** Serialises a message for the Durable Object's message store. */
export function toStoredMessage(message: WAMessage): StoredMessage {
  const key = message.key;
  if (!key?.remoteJid || !key.id) throw new Error('a stored message needs a key with remoteJid and id');
  const timestamp = Number(message.messageTimestamp ?? 0) * 1000 || Date.now();
  return {
    key: {
      remoteJid: key.remoteJid,
      id: key.id,
      fromMe: Boolean(key.fromMe),
      ...(key.participant ? { participant: key.participant } : {}),
    },
    raw: JSON.stringify(message, BufferJSON.replacer),
    timestamp,
  };
}

/** The chat a send goes to: the group, the phone's chat, or (reactions, edits, deletes) the target's chat. */
export function destinationOf(params: SendParams & { lidJid?: string | undefined }): string {
  const { content } = params;
  if (params.lidJid && params.to) return params.lidJid;
  if (content.kind === 'reaction' || content.kind === 'edit' || content.kind === 'revoke') return content.target.remoteJid;
  if (params.groupId) return params.groupId;
  if (!params.to) throw new EngineError('bad-request', 'a message needs a destination phone number or group');
  return phoneToJid(params.to);
}

export async function buildOutgoing(params: SendParams & { lidJid?: string | undefined }, context: BuildContext): Promise<BuiltMessage> {
  const { content } = params;
  const quoted = params.quoted ? reviveStoredMessage(params.quoted) : undefined;
  const messageId = params.messageId ?? generateMessageIDV2(context.userJid);
  const options = { userJid: context.userJid, messageId, ...(quoted ? { quoted } : {}) };
  const jid = destinationOf(params);
  const mentions = params.mentions ?? [];

  switch (content.kind) {
    case 'resend': {
      // The message as it went, under a new id: its content unchanged, for the contact's other address.
      const original = reviveStoredMessage(content.original).message;
      if (!original) throw new EngineError('bad-request', 'the message to send again has no content');
      return { jid, message: generateWAMessageFromContent(jid, original, { userJid: context.userJid, messageId }), additionalNodes: [] };
    }
    case 'reaction': {
      const reaction: proto.IMessage = {
        reactionMessage: { key: content.target, text: content.emoji, senderTimestampMs: Date.now() },
      };
      return { jid, message: generateWAMessageFromContent(jid, reaction, { userJid: context.userJid, messageId }), additionalNodes: [] };
    }
    case 'text': {
      // extendedTextMessage (not `conversation`) so a quote's contextInfo has a place to live.
      const built = withMentions({ extendedTextMessage: { text: content.text } }, mentions, content.text);
      return { jid, message: generateWAMessageFromContent(jid, built, options), additionalNodes: [] };
    }
    case 'media': {
      const uploaded = await uploadOnce(content, context);
      const built = withMentions(mediaMessage(content, uploaded, content.caption), mentions, content.caption);
      return { jid, message: generateWAMessageFromContent(jid, built, options), additionalNodes: [], uploaded };
    }
    case 'location':
    case 'contacts':
    case 'poll':
    case 'edit':
    case 'revoke': {
      const built = await buildKind(content, context);
      const extras = relayExtras(content.kind);
      const secret = content.kind === 'poll' ? built.messageContextInfo?.messageSecret : undefined;
      const message =
        content.kind === 'edit' || content.kind === 'revoke'
          ? // A protocol message quotes nothing and mentions no one.
            generateWAMessageFromContent(jid, built, { userJid: context.userJid, messageId })
          : generateWAMessageFromContent(jid, withMentions(built, mentions), options);
      return {
        jid,
        message,
        ...extras,
        ...(secret && secret.length > 0 ? { pollSecret: toBase64(secret) } : {}),
      };
    }
    case 'interactive': {
      const built = await buildInteractive(jid, content, context);
      return {
        jid,
        message: generateWAMessageFromContent(jid, built.content, options),
        additionalNodes: built.additionalNodes,
      };
    }
  }
}
