/**
 * The RPC methods of a device's object for its account's contacts and groups on WhatsApp (groups/):
 * whether numbers are on WhatsApp (answers kept a day), the groups the account is in, and what it
 * does to them. The object (`device-object.ts`) passes its methods of these names on here
 * (`passed-on.ts`): this class's prototype holds only them.
 */
import type {
  GroupDetails,
  GroupParticipantChange,
  GroupParticipantResult,
  GroupSettings,
  GroupSummary,
  NumberCheck,
} from '../../protocol';
import type { Caller, Outcome } from '../shared/outcome';
import type { DeviceCore } from './device-core';
import type { DeviceParts } from './device-parts';

export class DeviceGroupsRpc {
  private readonly p: DeviceParts;

  constructor(private readonly core: DeviceCore) {
    this.p = core.p;
  }

  async checkNumbers(caller: Caller, phoneNumbers: string[]): Promise<Outcome<NumberCheck[]>> {
    return this.core.act(caller, () => this.p.numberChecks.check(phoneNumbers));
  }

  async groups(caller: Caller): Promise<Outcome<GroupSummary[]>> {
    return this.core.act(caller, () => this.p.groups.list());
  }

  /** `groupId`: the group's JID. */
  async group(caller: Caller, groupId: string): Promise<Outcome<GroupDetails>> {
    return this.core.act(caller, () => this.p.groups.get(groupId));
  }

  /** What the dashboard calls the group `groupId`: its kept subject, without a WhatsApp query on each ask. */
  async groupSubject(caller: Caller, groupId: string): Promise<Outcome<string | null>> {
    return this.core.act(caller, async () => ({ ok: true, value: await this.p.groups.subject(groupId) }));
  }

  async createGroup(caller: Caller, subject: string, participants: string[]): Promise<Outcome<GroupDetails>> {
    return this.core.act(caller, () => this.p.groups.create(subject, participants));
  }

  async changeGroupParticipants(
    caller: Caller,
    groupId: string,
    action: GroupParticipantChange,
    phones: string[],
  ): Promise<Outcome<GroupParticipantResult[]>> {
    return this.core.act(caller, () => this.p.groups.participants(groupId, action, phones));
  }

  async setGroupSubject(caller: Caller, groupId: string, subject: string): Promise<Outcome<GroupDetails>> {
    return this.core.act(caller, () => this.p.groups.setSubject(groupId, subject));
  }

  async setGroupDescription(caller: Caller, groupId: string, description: string): Promise<Outcome<GroupDetails>> {
    return this.core.act(caller, () => this.p.groups.setDescription(groupId, description));
  }

  async setGroupSettings(caller: Caller, groupId: string, settings: GroupSettings): Promise<Outcome<GroupDetails>> {
    return this.core.act(caller, () => this.p.groups.setSettings(groupId, settings));
  }

  async setGroupPicture(caller: Caller, groupId: string, jpeg: Uint8Array): Promise<Outcome<{ pictureId: string | null }>> {
    return this.core.act(caller, () => this.p.groups.setPicture(groupId, jpeg));
  }

  async removeGroupPicture(caller: Caller, groupId: string): Promise<Outcome<null>> {
    return this.core.act(caller, () => this.p.groups.removePicture(groupId));
  }

  /** The group's picture (JPEG) and its id; null when it has none. */
  async groupPicture(caller: Caller, groupId: string): Promise<Outcome<{ pictureId: string | null; jpeg: Uint8Array } | null>> {
    return this.core.act(caller, () => this.p.groups.picture(groupId));
  }

  /** The group's invite code; `reset` revokes the current one first. */
  async groupInvite(caller: Caller, groupId: string, reset: boolean): Promise<Outcome<string>> {
    return this.core.act(caller, () => this.p.groups.invite(groupId, reset));
  }

  async leaveGroup(caller: Caller, groupId: string): Promise<Outcome<null>> {
    return this.core.act(caller, () => this.p.groups.leave(groupId));
  }
}
