/**
 * What a simulated contact does besides writing: reacting to a message and calling. Built as
 * Baileys delivers them (a reaction message in an upsert, `call` events), so the shared
 * mapping turns them into the webhook events.
 */
import { randomBytes } from 'node:crypto';
import type { WACallEvent, WACallUpdateType, WAMessage } from '@whiskeysockets/baileys';
import type { CallRequest, ReactionRequest } from '../../../protocol';
import { contactKey, messageId } from './inbound-message';

/**
 * The contact's reaction message to `target`. Its key names the target as this device sees it
 * (Baileys rewrites the sender's view of `fromMe` and the chat the same way on arrival).
 */
export function buildReaction(request: ReactionRequest, target: WAMessage): WAMessage {
  const key = contactKey(request.from, request.lid, messageId());
  const now = Date.now();
  return {
    key,
    message: {
      reactionMessage: {
        key: { remoteJid: key.remoteJid, fromMe: Boolean(target.key.fromMe), id: target.key.id },
        text: request.emoji,
        senderTimestampMs: now,
      },
    },
    messageTimestamp: Math.floor(now / 1000),
  };
}

export function callId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** One status change of a call (1:1, or a group call), as Baileys' `call` event carries it (by LID when given). */
export function callEvent(request: CallRequest, id: string, status: WACallUpdateType): WACallEvent {
  const phoneJid = `${request.from}@s.whatsapp.net`;
  const from = request.lid ? `${request.lid}@lid` : phoneJid;
  return {
    chatId: from,
    from,
    ...(request.lid ? { callerPn: phoneJid } : {}),
    id,
    date: new Date(),
    isVideo: request.isVideo,
    isGroup: request.isGroup,
    status,
    offline: false,
  };
}
