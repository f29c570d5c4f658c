/**
 * What the simulated messaging server knows about accounts and groups: which numbers have
 * WhatsApp (every number, unless the control API said otherwise), the groups the device is in,
 * and what the device did besides sending (read receipts, presence), for tests to look at.
 */
import { randomInt } from 'node:crypto';
import type { GroupMetadata } from '@whiskeysockets/baileys';
import type {
  GroupDetails,
  GroupRequest,
  GroupSummary,
  MessageKey,
  NumberCheck,
  NumbersRequest,
  ParticipantsRequest,
  PresenceState,
} from '../../../protocol';
import { groupDetails, groupSummary } from '../../messages/groups';
import { EngineError } from '../engine';

/** Entries kept per list: a long run would otherwise grow without bound. */
const KEPT = 1_000;
const noLids = () => null;

export class SimulatedAccount {
  private readonly missing = new Set<string>();
  /** The groups the device is in, by JID, as the simulated server has them (`simulated-groups.ts` changes them). */
  readonly groups = new Map<string, GroupMetadata>();
  readonly presence: Array<{ jid: string; state: PresenceState }> = [];
  readonly reads: MessageKey[] = [];
  /** What the device did to calls (a reject), as the emulator's activity lists them. */
  readonly calls: Array<{ to: string; action: string; callId: string }> = [];
  /** Files uploaded to the simulated media servers (a reused upload is not one). */
  uploads = 0;

  setNumbers(request: NumbersRequest): void {
    for (const digits of request.missing) this.missing.add(digits);
    for (const digits of request.existing) this.missing.delete(digits);
  }

  checkNumbers(phoneNumbers: string[]): NumberCheck[] {
    return phoneNumbers.map((phoneNumber) =>
      this.missing.has(phoneNumber)
        ? { phoneNumber, exists: false, jid: null }
        : { phoneNumber, exists: true, jid: `${phoneNumber}@s.whatsapp.net` },
    );
  }

  /**
   * A group the device is in: made by its account (`ownPhone`, then its super admin), or by
   * `request.creator`, with the device's account a plain member.
   */
  createGroup(request: GroupRequest, ownPhone: string): string {
    const id = `120363${String(randomInt(100_000_000, 999_999_999))}${String(randomInt(100_000, 999_999))}@g.us`;
    const creator = request.creator ?? ownPhone;
    const participants: GroupMetadata['participants'] = [{ id: `${creator}@s.whatsapp.net`, admin: 'superadmin' }];
    if (creator !== ownPhone) participants.push({ id: `${ownPhone}@s.whatsapp.net`, admin: null });
    for (const p of request.participants) {
      const jid = `${p.phoneNumber}@s.whatsapp.net`;
      if (!participants.some((known) => known.id === jid)) participants.push({ id: jid, admin: p.admin ?? null });
    }
    const creation = Math.floor(Date.now() / 1000);
    this.groups.set(id, { id, subject: request.subject, owner: `${creator}@s.whatsapp.net`, creation, participants });
    return id;
  }

  hasGroup(groupId: string): boolean {
    return this.groups.has(groupId);
  }

  /** The groups `ownPhone` is in (one it left is no longer listed). */
  listGroups(ownPhone: string): GroupSummary[] {
    return [...this.groups.values()].filter((group) => isMember(group, ownPhone)).map(groupSummary);
  }

  groupDetails(groupId: string, ownPhone: string): GroupDetails {
    const group = this.groups.get(groupId);
    if (!group) throw new EngineError('bad-request', `the group ${groupId} cannot be read: item-not-found`);
    if (!isMember(group, ownPhone)) throw new EngineError('bad-request', `the group ${groupId} cannot be read: forbidden`);
    return groupDetails(group, noLids);
  }

  /** Applies a participant change to the group's list, as the server would before telling the device. */
  changeParticipants(request: ParticipantsRequest): void {
    const group = this.groups.get(request.groupId);
    if (!group) throw new EngineError('bad-request', `the device is in no group ${request.groupId}`);
    const ids = new Set(request.participants.map((digits) => `${digits}@s.whatsapp.net`));
    if (request.action === 'add') {
      const present = new Set(group.participants.map((p) => p.id));
      for (const id of ids) if (!present.has(id)) group.participants.push({ id, admin: null });
    } else if (request.action === 'remove') {
      group.participants = group.participants.filter((p) => !ids.has(p.id));
    } else {
      for (const p of group.participants) if (ids.has(p.id)) p.admin = request.action === 'promote' ? 'admin' : null;
    }
  }

  /** Whose phones a message to `jid` reaches: the contact, or the group's other participants. */
  receiversOf(jid: string, ownPhone: string): string[] {
    const group = this.groups.get(jid);
    if (!group) return [jid.split('@')[0] ?? jid];
    return group.participants.map((p) => p.id.split('@')[0] ?? p.id).filter((phone) => phone !== ownPhone);
  }

  recordPresence(jid: string, state: PresenceState): void {
    this.presence.push({ jid, state });
    if (this.presence.length > KEPT) this.presence.shift();
  }

  recordCall(to: string, action: string, callId: string): void {
    this.calls.push({ to, action, callId });
    if (this.calls.length > KEPT) this.calls.shift();
  }

  recordReads(keys: MessageKey[]): void {
    this.reads.push(...keys);
    if (this.reads.length > KEPT) this.reads.splice(0, this.reads.length - KEPT);
  }
}

const isMember = (group: GroupMetadata, phone: string) => group.participants.some((p) => p.id === `${phone}@s.whatsapp.net`);
