/**
 * What a simulated contact does to messages and groups: edits and deletes their own message,
 * votes on this account's poll, and (as a group admin) adds, removes, promotes or demotes people.
 * Built as WhatsApp delivers them to a linked device after Baileys' clean-up (a `protocolMessage`
 * or a `pollUpdateMessage` in an upsert, a `group-participants.update`), so the shared mapping
 * turns them into the same reports as the Baileys engine's.
 */
import type { BaileysEventMap, proto, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import { proto as waProto } from '@whiskeysockets/baileys';
import { type EditRequest, encryptPollVote, type ParticipantsRequest, type PollVoteRequest, type RevokeRequest } from '../../../protocol';
import { contactKey, messageId, senderKey } from './inbound-message';

function protocolMessage(key: WAMessageKey, content: proto.Message.IProtocolMessage): WAMessage {
  const now = Date.now();
  return { key, message: { protocolMessage: content }, messageTimestamp: Math.floor(now / 1000) };
}

/** The contact's edit of their message `messageId`, as `{text, edit}` makes it. */
export function buildEdit(request: EditRequest): WAMessage {
  const key = senderKey(request, messageId());
  return protocolMessage(key, {
    key: { remoteJid: key.remoteJid, fromMe: false, id: request.messageId, ...(key.participant ? { participant: key.participant } : {}) },
    type: waProto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
    editedMessage: { conversation: request.text },
    timestampMs: Date.now(),
  });
}

/** The contact's delete for everyone of their message `messageId`. */
export function buildRevoke(request: RevokeRequest): WAMessage {
  const key = senderKey(request, messageId());
  return protocolMessage(key, {
    key: { remoteJid: key.remoteJid, fromMe: false, id: request.messageId, ...(key.participant ? { participant: key.participant } : {}) },
    type: waProto.Message.ProtocolMessage.Type.REVOKE,
  });
}

/** The poll's options and secret, read from the poll message this device sent. */
export function pollOf(message: WAMessage): { options: string[]; secret: Uint8Array } | null {
  const content = message.message;
  const poll = content?.pollCreationMessage ?? content?.pollCreationMessageV3 ?? content?.pollCreationMessageV2;
  const secret = content?.messageContextInfo?.messageSecret;
  if (!poll || !secret) return null;
  return { options: (poll.options ?? []).map((option) => option.optionName ?? ''), secret };
}

/**
 * The contact's vote, encrypted as their phone does (creator: this account by phone; voter: the
 * contact by phone), with the poll's key as Baileys rewrites it on arrival.
 */
export async function buildPollVote(request: PollVoteRequest, poll: WAMessage, creatorJid: string, secret: Uint8Array): Promise<WAMessage> {
  const key = contactKey(request.from, request.lid, messageId());
  const now = Date.now();
  const vote = await encryptPollVote(request.selected, {
    secret,
    pollMessageId: request.pollMessageId,
    creatorJid,
    voterJid: `${request.from}@s.whatsapp.net`,
  });
  return {
    key,
    message: {
      pollUpdateMessage: {
        pollCreationMessageKey: { remoteJid: key.remoteJid, fromMe: true, id: poll.key.id },
        vote,
        senderTimestampMs: now,
      },
    },
    messageTimestamp: Math.floor(now / 1000),
  };
}

export function participantsUpdate(request: ParticipantsRequest): BaileysEventMap['group-participants.update'] {
  return {
    id: request.groupId,
    author: request.author ? `${request.author}@s.whatsapp.net` : '',
    participants: request.participants.map((digits) => ({ id: `${digits}@s.whatsapp.net`, admin: null })),
    action: request.action,
  };
}
