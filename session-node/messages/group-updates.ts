/**
 * A group's subject, description, picture, settings or invite link changed, as Kurir reports it
 * (`group.updated`). WhatsApp tells every member's devices with a notification (`w:gp2`, or
 * `picture` for the picture), the acting device's own included; Baileys acks it and upserts it as a
 * stub message (`handleGroupNotification`, `processNotification`) whose key id is the
 * notification's: that id is the event's, so a notification delivered again is reported once.
 *
 * Pure functions over Baileys' shapes, shared by both engines: the simulator builds the same stub
 * messages (`groupStub`), so it cannot report what the Baileys engine would not.
 */
import { proto, type WAMessage, type WAMessageKey, WAMessageStubType } from '@whiskeysockets/baileys';
import type { GroupChanges, GroupUpdatedEvent } from '../../protocol';
import { type LidToPhone, lidDigits, phoneDigits } from './jids';

const isOn = (value: string | null | undefined) => value === 'on' || value === 'true';

/** What a stub says changed, or null for a stub that is no such change (participants, a call…). */
function changesOf(message: WAMessage): GroupChanges | null {
  const first = message.messageStubParameters?.[0];
  switch (message.messageStubType) {
    case WAMessageStubType.GROUP_CHANGE_SUBJECT:
      return first === undefined || first === null ? null : { subject: first };
    case WAMessageStubType.GROUP_CHANGE_DESCRIPTION:
      return { description: first ?? '' };
    case WAMessageStubType.GROUP_CHANGE_ICON:
      return { picture: first || null };
    case WAMessageStubType.GROUP_CHANGE_ANNOUNCE:
      return { onlyAdminsSend: isOn(first) };
    case WAMessageStubType.GROUP_CHANGE_RESTRICT:
      return { onlyAdminsEdit: isOn(first) };
    case WAMessageStubType.GROUP_CHANGE_INVITE_LINK:
      return { inviteCode: first || null };
    case WAMessageStubType.GROUP_MEMBER_ADD_MODE:
      return first ? { onlyAdminsAdd: first !== 'all_member_add' } : null;
    case WAMessageStubType.GROUP_MEMBERSHIP_JOIN_APPROVAL_MODE:
      return first ? { joinApproval: isOn(first) } : null;
  }
  // Disappearing messages turned on or off: the notification becomes a protocol message.
  const protocol = message.message?.protocolMessage;
  if (protocol?.type === proto.Message.ProtocolMessage.Type.EPHEMERAL_SETTING && message.messageStubType == null) {
    return { disappearingSeconds: Number(protocol.ephemeralExpiration ?? 0) };
  }
  return null;
}

/** Who acted: the key's participant (a LID in a LID group, with the phone beside it), or the stub's own (a picture removed). */
export function groupAuthorOf(message: WAMessage): { jid: string | null; pn: string | null } {
  const key: WAMessageKey = message.key;
  return { jid: key.participant || message.participant || null, pn: key.participantAlt ?? null };
}

/**
 * A group notification's stub as `group.updated`, or null for anything else. `author` is the
 * actor's phone digits (resolved from a LID when the session knows it), null when unknown.
 */
export function mapGroupUpdate(message: WAMessage, lidToPhone: LidToPhone): GroupUpdatedEvent | null {
  const groupId = message.key?.remoteJid;
  const id = message.key?.id;
  if (!groupId?.endsWith('@g.us') || !id) return null;
  const changes = changesOf(message);
  if (!changes) return null;
  const { jid, pn } = groupAuthorOf(message);
  const lid = lidDigits(jid);
  const author = phoneDigits(pn) ?? phoneDigits(jid) ?? (lid ? lidToPhone(lid) : null);
  const seconds = Number(message.messageTimestamp ?? 0);
  return { id, groupId, author, changes, timestamp: seconds > 0 ? seconds * 1000 : Date.now() };
}

/**
 * A change as WhatsApp's notification reaches a linked device through Baileys: the stub
 * `handleNotification` upserts (the simulator's stand-in for it). `author` is a phone JID.
 */
export function groupStub(groupId: string, id: string, author: string | null, changes: GroupChanges, now: number): WAMessage {
  const key = { remoteJid: groupId, id, fromMe: false, ...(author ? { participant: author } : {}) };
  const base = { key, messageTimestamp: Math.floor(now / 1000), ...(author ? { participant: author } : {}) };
  const stub = (type: (typeof WAMessageStubType)[keyof typeof WAMessageStubType], parameters: string[] = []): WAMessage => ({
    ...base,
    messageStubType: type,
    messageStubParameters: parameters,
  });
  if (changes.subject !== undefined) return stub(WAMessageStubType.GROUP_CHANGE_SUBJECT, [changes.subject]);
  if (changes.description !== undefined) {
    return stub(WAMessageStubType.GROUP_CHANGE_DESCRIPTION, changes.description ? [changes.description] : []);
  }
  if (changes.picture !== undefined) return stub(WAMessageStubType.GROUP_CHANGE_ICON, changes.picture ? [changes.picture] : []);
  if (changes.onlyAdminsSend !== undefined) {
    return stub(WAMessageStubType.GROUP_CHANGE_ANNOUNCE, [changes.onlyAdminsSend ? 'on' : 'off']);
  }
  if (changes.onlyAdminsEdit !== undefined) {
    return stub(WAMessageStubType.GROUP_CHANGE_RESTRICT, [changes.onlyAdminsEdit ? 'on' : 'off']);
  }
  if (changes.inviteCode !== undefined) return stub(WAMessageStubType.GROUP_CHANGE_INVITE_LINK, [changes.inviteCode ?? '']);
  throw new Error('a simulated group change names nothing that changed');
}
