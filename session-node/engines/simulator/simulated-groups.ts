/**
 * The simulated server's side of groups: what the device's account does to its groups (create,
 * participants, subject, description, settings, picture, invite link, leave), with WhatsApp's rules
 * (only a member acts on a group; only an admin changes people, settings and the link; only an
 * admin edits the rest once the group is locked), and what other members do (`change`, the control
 * API). Each change is told to the device as WhatsApp tells it, a notification that the shared
 * mappings turn into `group.participants` or `group.updated` (`messages/group-updates.ts`), the
 * device's own changes included.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { GroupMetadata } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import {
  ControlApiError,
  type GroupChangeRequest,
  type GroupChanges,
  type GroupDetails,
  type GroupParticipantChange,
  type GroupParticipantResult,
  type GroupSettings,
  jpegSize,
  MAX_GROUP_PICTURE_SIDE,
} from '../../../protocol';
import { groupStub, mapGroupUpdate } from '../../messages/group-updates';
import { groupDetails } from '../../messages/groups';
import { EngineError, type GroupAdmin, type SessionReports } from '../engine';
import { reportParticipants } from './contact-reports';
import { flatBlocksJpeg } from './jpeg';
import type { SimulatedAccount } from './simulated-account';

export type SimulatedGroupsDeps = {
  account: SimulatedAccount;
  report: SessionReports;
  logger: Logger;
  /** The account's own phone digits. */
  ownPhone: () => string;
  /** Throws the engine's not-connected error while the device is away. */
  assertConnected: () => void;
};

const jidOf = (digits: string) => `${digits}@s.whatsapp.net`;
const digitsOf = (jid: string) => jid.split('@')[0] ?? jid;
const noLids = () => null;
const notificationId = () => randomBytes(8).toString('hex').toUpperCase();
/** An invite code as WhatsApp's look: 22 letters and digits. */
const inviteCode = () =>
  Array.from(randomBytes(22), (byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.charAt(byte % 62)).join('');

export class SimulatedGroups implements GroupAdmin {
  private readonly pictures = new Map<string, { id: string; jpeg: Uint8Array }>();
  private readonly invites = new Map<string, string>();

  constructor(private readonly deps: SimulatedGroupsDeps) {}

  async create(subject: string, participants: string[]): Promise<GroupDetails> {
    this.deps.assertConnected();
    // WhatsApp leaves out who has no account.
    const existing = this.deps.account.checkNumbers(participants).filter((check) => check.exists);
    const id = this.deps.account.createGroup(
      { subject, participants: existing.map(({ phoneNumber }) => ({ phoneNumber })) },
      this.deps.ownPhone(),
    );
    return groupDetails(this.group(id), noLids);
  }

  async participants(groupId: string, action: GroupParticipantChange, phones: string[]): Promise<GroupParticipantResult[]> {
    const group = this.group(groupId);
    this.mustBeAdmin(group, this.deps.ownPhone(), `${action} participants`);
    const exists = new Map(this.deps.account.checkNumbers(phones).map((check) => [check.phoneNumber, check.exists]));
    const results = phones.map((phoneNumber) => ({
      phoneNumber,
      code: codeFor(action, roleIn(group, phoneNumber), exists.get(phoneNumber)),
    }));
    const changed = [...new Set(results.filter((r) => r.code === null).map((r) => r.phoneNumber))];
    if (changed.length > 0) {
      this.deps.account.changeParticipants({ groupId, action, participants: changed });
      this.tell(reportParticipants(this.deps.report, { groupId, action, participants: changed, author: this.deps.ownPhone() }));
    }
    return results;
  }

  async subject(groupId: string, subject: string): Promise<void> {
    this.edit(groupId, { subject });
  }

  async description(groupId: string, description: string): Promise<void> {
    this.edit(groupId, { description });
  }

  async settings(groupId: string, settings: GroupSettings): Promise<void> {
    const group = this.group(groupId);
    this.mustBeAdmin(group, this.deps.ownPhone(), 'change its settings');
    for (const changes of settingChanges(group, settings)) this.apply(group, this.deps.ownPhone(), changes);
  }

  async setPicture(groupId: string, jpeg: Uint8Array): Promise<string | null> {
    const size = jpegSize(jpeg);
    if (!size) throw new EngineError('bad-request', 'WhatsApp refused the picture (406 not-acceptable): it is not a JPEG');
    if (size.width > MAX_GROUP_PICTURE_SIDE || size.height > MAX_GROUP_PICTURE_SIDE) {
      throw new EngineError(
        'bad-request',
        `WhatsApp refused the picture (406 not-acceptable): ${size.width}×${size.height} is over 640×640`,
      );
    }
    const id = `${Math.floor(Date.now() / 1000)}${randomInt(100, 1000)}`;
    this.edit(groupId, { picture: id }, jpeg);
    return id;
  }

  async removePicture(groupId: string): Promise<void> {
    const group = this.group(groupId);
    this.mayEdit(group, this.deps.ownPhone());
    if (this.pictures.has(group.id)) this.apply(group, this.deps.ownPhone(), { picture: null });
  }

  async picture(groupId: string): Promise<{ pictureId: string | null; jpeg: Uint8Array } | null> {
    const picture = this.pictures.get(this.group(groupId).id);
    return picture ? { pictureId: picture.id, jpeg: picture.jpeg } : null;
  }

  async invite(groupId: string, reset: boolean): Promise<string> {
    const group = this.group(groupId);
    this.mustBeAdmin(group, this.deps.ownPhone(), 'read or reset its invite link');
    if (reset) this.apply(group, this.deps.ownPhone(), { inviteCode: inviteCode() });
    const code = this.invites.get(group.id) ?? inviteCode();
    this.invites.set(group.id, code);
    return code;
  }

  async leave(groupId: string): Promise<void> {
    const group = this.group(groupId);
    const own = this.deps.ownPhone();
    this.deps.account.changeParticipants({ groupId: group.id, action: 'remove', participants: [own] });
    this.tell(reportParticipants(this.deps.report, { groupId: group.id, action: 'remove', participants: [own], author: own }));
  }

  /** Another member changes one thing (the control API); resolves with the notification's id once its event is written. */
  async change(request: GroupChangeRequest): Promise<string> {
    this.deps.assertConnected();
    const group = this.deps.account.groups.get(request.groupId);
    if (!group) throw new ControlApiError(404, `the device is in no group ${request.groupId}`);
    const role = roleIn(group, request.author);
    if (role === undefined) throw new ControlApiError(400, `${request.author} is not in the group ${request.groupId}`);
    const adminOnly = request.onlyAdminsSend !== undefined || request.onlyAdminsEdit !== undefined || request.resetInvite !== undefined;
    if ((adminOnly || group.restrict) && role === null) {
      throw new ControlApiError(403, `${request.author} is not an admin of the group ${request.groupId}`);
    }
    const { groupId: _, author, picture, resetInvite, ...rest } = request;
    const changes: GroupChanges = { ...rest };
    let jpeg: Uint8Array | undefined;
    if (picture === true) {
      changes.picture = `${Math.floor(Date.now() / 1000)}${randomInt(100, 1000)}`;
      jpeg = flatBlocksJpeg([[randomInt(0, 256), randomInt(0, 256)]]);
    } else if (picture === false) changes.picture = null;
    if (resetInvite) changes.inviteCode = inviteCode();
    return this.apply(group, author, changes, jpeg, true);
  }

  /** A member's edit of the subject, description or picture: allowed to every member unless the group is locked. */
  private edit(groupId: string, changes: GroupChanges, jpeg?: Uint8Array): void {
    const group = this.group(groupId);
    this.mayEdit(group, this.deps.ownPhone());
    this.apply(group, this.deps.ownPhone(), changes, jpeg);
  }

  /** Makes the change on the "server" and tells the device; `wait`: resolve once its event is written. */
  private apply(group: GroupMetadata, author: string, changes: GroupChanges, jpeg?: Uint8Array, wait = false): Promise<string> {
    if (changes.subject !== undefined) {
      group.subject = changes.subject;
      group.subjectOwner = jidOf(author);
      group.subjectTime = Math.floor(Date.now() / 1000);
    }
    if (changes.description !== undefined) {
      group.desc = changes.description || undefined;
      group.descId = changes.description ? notificationId() : undefined;
    }
    if (changes.picture !== undefined) {
      if (changes.picture && jpeg) this.pictures.set(group.id, { id: changes.picture, jpeg });
      else this.pictures.delete(group.id);
    }
    if (changes.onlyAdminsSend !== undefined) group.announce = changes.onlyAdminsSend;
    if (changes.onlyAdminsEdit !== undefined) group.restrict = changes.onlyAdminsEdit;
    if (changes.inviteCode) this.invites.set(group.id, changes.inviteCode);
    const event = mapGroupUpdate(groupStub(group.id, notificationId(), jidOf(author), changes, Date.now()), noLids);
    if (!event) throw new Error('a simulated group change did not map to group.updated');
    const reported = this.deps.report.groupUpdated(event).then(() => event.id);
    if (wait) return reported;
    this.tell(reported);
    return Promise.resolve(event.id);
  }

  /** A notification nobody waits for (the device's own change: its query was answered already); a refusal is logged. */
  private tell(reported: Promise<unknown>): void {
    reported.catch((error: unknown) => this.deps.logger.warn({ err: error }, 'a simulated group notification was not accepted'));
  }

  /** A group the account is in: WhatsApp answers any other as not found. */
  private group(groupId: string): GroupMetadata {
    this.deps.assertConnected();
    const group = this.deps.account.groups.get(groupId);
    if (!group || roleIn(group, this.deps.ownPhone()) === undefined) {
      throw new EngineError('not-found', `the group ${groupId} cannot be changed: item-not-found (the account is not in it)`);
    }
    return group;
  }

  private mustBeAdmin(group: GroupMetadata, phone: string, what: string): void {
    if (!roleIn(group, phone)) throw new EngineError('forbidden', `only an admin of the group may ${what} (401 not-authorized)`);
  }

  private mayEdit(group: GroupMetadata, phone: string): void {
    if (group.restrict) this.mustBeAdmin(group, phone, 'edit it: only admins may change its subject, description and picture');
  }
}

/** A participant's role: undefined when not in the group, null for a plain member. */
function roleIn(group: GroupMetadata, phone: string): 'admin' | 'superadmin' | null | undefined {
  const found = group.participants.find((p) => digitsOf(p.id) === phone);
  return found ? (found.admin ?? null) : undefined;
}

/** What WhatsApp answers for one person: null when done, else its code (404 no account or not a member, 409 nothing to change). */
function codeFor(
  action: GroupParticipantChange,
  role: 'admin' | 'superadmin' | null | undefined,
  exists: boolean | undefined,
): number | null {
  if (action === 'add') return exists === false ? 404 : role !== undefined ? 409 : null;
  if (role === undefined) return 404;
  if (action === 'promote') return role ? 409 : null;
  if (action === 'demote') return role === 'admin' ? null : 409;
  return null;
}

/** One notification per setting that changes, as WhatsApp sends them. */
function settingChanges(group: GroupMetadata, settings: GroupSettings): GroupChanges[] {
  const changes: GroupChanges[] = [];
  if (settings.onlyAdminsSend !== undefined && settings.onlyAdminsSend !== (group.announce === true)) {
    changes.push({ onlyAdminsSend: settings.onlyAdminsSend });
  }
  if (settings.onlyAdminsEdit !== undefined && settings.onlyAdminsEdit !== (group.restrict === true)) {
    changes.push({ onlyAdminsEdit: settings.onlyAdminsEdit });
  }
  return changes;
}
