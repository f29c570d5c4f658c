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
  type WAMediaUploadFunction,
  type WAMessage,
} from '@whiskeysockets/baileys';
import type { SendParams, StoredMessage } from '../../protocol';
import { EngineError } from '../engines/engine';
import { buildInteractive } from './interactive';
import type { RelayVariant } from './relay-nodes';

export interface BuildContext {
  /** The sending account's own JID (`sock.user.id`). */
  userJid: string;
  /** Uploads header media; the Baileys engine passes `sock.waUploadToServer`. */
  upload: WAMediaUploadFunction;
  /** Fetches the bytes of header media from the worker. */
  fetchMedia: (url: string) => Promise<Buffer>;
  /** Which relay nodes interactive messages carry (`KURIR_INTERACTIVE_VARIANT`); default `mixed`. */
  relayVariant?: RelayVariant;
}

export interface BuiltMessage {
  /** The chat the message goes to. */
  jid: string;
  /** The full message, key and content, as it is relayed and stored. */
  message: WAMessage;
  /** Extra stanza children the relay must carry (the `biz`/`bot` nodes of interactive messages). */
  additionalNodes: BinaryNode[];
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

export async function buildOutgoing(params: SendParams, context: BuildContext): Promise<BuiltMessage> {
  const { content } = params;
  const quoted = params.quoted ? reviveStoredMessage(params.quoted) : undefined;
  const messageId = params.messageId ?? generateMessageIDV2(context.userJid);
  const options = { userJid: context.userJid, messageId, ...(quoted ? { quoted } : {}) };

  if (content.kind === 'reaction') {
    const jid = content.target.remoteJid;
    const reaction: proto.IMessage = {
      reactionMessage: {
        key: content.target,
        text: content.emoji,
        senderTimestampMs: Date.now(),
      },
    };
    return { jid, message: generateWAMessageFromContent(jid, reaction, { userJid: context.userJid, messageId }), additionalNodes: [] };
  }

  if (!params.to) throw new EngineError('bad-request', 'a message needs a destination phone number');
  const jid = phoneToJid(params.to);
  if (content.kind === 'text') {
    // extendedTextMessage (not `conversation`) so a quote's contextInfo has a place to live.
    const text: proto.IMessage = { extendedTextMessage: { text: content.text } };
    return { jid, message: generateWAMessageFromContent(jid, text, options), additionalNodes: [] };
  }

  const built = await buildInteractive(jid, content, context);
  return {
    jid,
    message: generateWAMessageFromContent(jid, built.content, options),
    additionalNodes: built.additionalNodes,
  };
}
