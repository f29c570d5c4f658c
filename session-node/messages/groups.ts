/**
 * Groups as Kurir reports them: summaries, participants (phone and LID digits, whichever WhatsApp
 * told), and participant changes. Pure functions over Baileys' shapes, shared by both engines.
 *
 * A participant is `{id, phoneNumber?, lid?, admin}`: in a LID-addressed group `id` is the LID
 * and `phoneNumber` the phone JID; in a phone-addressed one `id` is the phone JID and `lid` the
 * LID (Baileys `groups.js`). The session's LID table fills in a phone WhatsApp left out.
 */
import type { BaileysEventMap, GroupParticipant as BaileysParticipant, GroupMetadata } from '@whiskeysockets/baileys';
import type { GroupDetails, GroupParticipant, GroupParticipantAction, GroupParticipantsEvent, GroupSummary } from '../../protocol';
import { type LidToPhone, lidDigits, phoneDigits } from './jids';

type Addressed = Pick<BaileysParticipant, 'id' | 'phoneNumber' | 'lid'>;

/** Phone and LID digits of a participant, from whichever fields hold them. */
export function addressOf(participant: Addressed, lidToPhone: LidToPhone): { phoneNumber: string | null; lid: string | null } {
  const lid = lidDigits(participant.id) ?? lidDigits(participant.lid);
  const phoneNumber = phoneDigits(participant.id) ?? phoneDigits(participant.phoneNumber) ?? (lid ? lidToPhone(lid) : null);
  return { phoneNumber, lid };
}

export function participantOf(participant: BaileysParticipant, lidToPhone: LidToPhone): GroupParticipant {
  const admin = participant.admin === 'admin' || participant.admin === 'superadmin' ? participant.admin : null;
  return { ...addressOf(participant, lidToPhone), admin };
}

export function groupSummary(metadata: GroupMetadata): GroupSummary {
  return { id: metadata.id, subject: metadata.subject ?? '', size: metadata.size ?? metadata.participants.length };
}

export function groupDetails(metadata: GroupMetadata, lidToPhone: LidToPhone): GroupDetails {
  const owner = metadata.owner ? addressOf({ id: metadata.owner, phoneNumber: metadata.ownerPn }, lidToPhone).phoneNumber : null;
  return {
    id: metadata.id,
    subject: metadata.subject ?? '',
    description: metadata.desc || null,
    owner,
    createdAt: metadata.creation ? metadata.creation * 1000 : null,
    onlyAdminsSend: metadata.announce === true,
    onlyAdminsEdit: metadata.restrict === true,
    participants: metadata.participants.map((participant) => participantOf(participant, lidToPhone)),
  };
}

const ACTIONS: Partial<Record<BaileysEventMap['group-participants.update']['action'], GroupParticipantAction>> = {
  add: 'joined',
  remove: 'left',
  promote: 'promoted',
  demote: 'demoted',
};

/**
 * A `group-participants.update` as `group.participants`, or null for what it does not report
 * (`modify`, a number change, which Baileys 7 fails to parse anyway). `author` is who made the
 * change; null when it is the participant themselves (joining by link, leaving) or unknown.
 */
export function mapGroupParticipants(
  update: BaileysEventMap['group-participants.update'],
  lidToPhone: LidToPhone,
  meta: { id: string; now: number },
): GroupParticipantsEvent | null {
  const action = ACTIONS[update.action];
  if (!action || update.participants.length === 0) return null;
  const participants = update.participants.map((participant) => addressOf(participant, lidToPhone));
  const author = update.author
    ? addressOf({ id: update.author, ...(update.authorPn ? { phoneNumber: update.authorPn } : {}) }, lidToPhone)
    : null;
  const self =
    author && participants.some((p) => (p.phoneNumber && p.phoneNumber === author.phoneNumber) || (p.lid && p.lid === author.lid));
  return {
    id: meta.id,
    groupId: update.id,
    action,
    author: author && !self ? author.phoneNumber : null,
    participants,
    timestamp: meta.now,
  };
}
