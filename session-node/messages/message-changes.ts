/**
 * Changes to messages that arrive as messages: a contact's edit or delete-for-everyone (a
 * `protocolMessage`), and a vote on one of this account's polls (a `pollUpdateMessage`). Baileys
 * delivers each first as a `messages.upsert` of that message (and then, for edits and deletes, a
 * `messages.update` of the target); Kurir reads the upsert, which carries the sender's key and
 * the change's own id, so each change is reported once.
 *
 * Not covered: edits that come as `secretEncryptedMessage` (reported for newer clients, Baileys
 * issues #2719 and #2541); nothing in Baileys 7.0.0-rc14 decrypts them.
 */
import { jidNormalizedUser, proto, toNumber, type WAMessage } from '@whiskeysockets/baileys';
import { type MessageEditedEvent, type MessageRevokedEvent, type PollVoteReport, toBase64 } from '../../protocol';
import { contentOf, describeContent } from './inbound-content';
import { type LidToPhone, lidDigits, phoneDigits } from './jids';

/** The account's own addresses (`sock.user.id` and `.lid`, device part and all). */
export type OwnJids = { id?: string | null; lid?: string | null };

type Sender = { from: string | null; lid: string | null };

/** The chat as `message.inbound` names it: the group, or a one-to-one chat by phone when known. */
export function chatIdOf(message: WAMessage, sender: Sender): string {
  const chatJid = message.key.remoteJid ?? '';
  return message.key.participant || !sender.from ? chatJid : `${sender.from}@s.whatsapp.net`;
}

/** What a received `protocolMessage` changes: an edit with its new text, a delete, or nothing Kurir reports. */
export type MessageChange = { kind: 'edited'; targetId: string; text: string } | { kind: 'revoked'; targetId: string } | null;

export function changeOf(protocolMessage: proto.Message.IProtocolMessage | null | undefined): MessageChange {
  const targetId = protocolMessage?.key?.id;
  if (!protocolMessage || !targetId) return null;
  if (protocolMessage.type === proto.Message.ProtocolMessage.Type.REVOKE) return { kind: 'revoked', targetId };
  if (protocolMessage.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
    const found = contentOf(protocolMessage.editedMessage);
    // A new caption counts as the new text, as WhatsApp shows it.
    const text = found ? describeContent(found.content, found.kind).text : null;
    return { kind: 'edited', targetId, text: text ?? '' };
  }
  return null;
}

function timestampOf(message: WAMessage): number {
  return toNumber(message.messageTimestamp) * 1000;
}

export function mapEdited(message: WAMessage, change: { targetId: string; text: string }, sender: Sender): MessageEditedEvent {
  return {
    id: message.key.id ?? '',
    messageId: change.targetId,
    chatId: chatIdOf(message, sender),
    from: sender.from,
    text: change.text,
    timestamp: timestampOf(message),
  };
}

export function mapRevoked(message: WAMessage, change: { targetId: string }, sender: Sender): MessageRevokedEvent {
  return {
    id: message.key.id ?? '',
    messageId: change.targetId,
    chatId: chatIdOf(message, sender),
    from: sender.from,
    timestamp: timestampOf(message),
  };
}

function normalized(jids: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const jid of jids) if (jid) out.add(jidNormalizedUser(jid));
  return [...out];
}

/**
 * A contact's vote on one of this account's polls, still encrypted, with every address the vote's
 * key may have been made with: the poll's creator is this account (by phone or by LID), the voter
 * is the sender (by the key's address, its `*Alt`, or the phone the LID table knows). Null for a
 * vote on someone else's poll (this account holds no secret for it) or a vote without a payload.
 */
export function mapPollVote(message: WAMessage, own: OwnJids, sender: Sender, lidToPhone: LidToPhone): PollVoteReport | null {
  const update = contentOf(message.message)?.content.pollUpdateMessage;
  const pollKey = update?.pollCreationMessageKey;
  const vote = update?.vote;
  if (!pollKey?.id || !pollKey.fromMe || !vote?.encPayload || !vote.encIv || !message.key.id) return null;
  const creatorJids = normalized([own.id, own.lid]);
  const { key } = message;
  const primary = key.participant || key.remoteJid;
  const alt = key.participant ? key.participantAlt : key.remoteJidAlt;
  const lid = lidDigits(primary) ?? lidDigits(alt);
  const phone = phoneDigits(primary) ?? phoneDigits(alt) ?? (lid ? lidToPhone(lid) : null);
  const voterJids = normalized([primary, alt, phone ? `${phone}@s.whatsapp.net` : null, lid ? `${lid}@lid` : null]);
  if (creatorJids.length === 0 || voterJids.length === 0) return null;
  const sentAt = update?.senderTimestampMs;
  return {
    id: key.id ?? '',
    pollMessageId: pollKey.id,
    chatId: chatIdOf(message, sender),
    from: sender.from,
    lid: sender.lid,
    creatorJids,
    voterJids,
    encPayload: toBase64(vote.encPayload),
    encIv: toBase64(vote.encIv),
    timestamp: sentAt === null || sentAt === undefined ? timestampOf(message) : toNumber(sentAt),
  };
}
