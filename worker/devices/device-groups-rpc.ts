/**
 * The RPC methods of a device's object for its account's contacts and groups on WhatsApp (groups/):
 * whether numbers are on WhatsApp (answers kept a day), and the groups the account is in.
 */
import type { GroupDetails, GroupSummary, NumberCheck } from '../../protocol';
import type { Caller, Outcome } from '../shared/outcome';
import { DeviceTeamRpc } from './device-team-rpc';

export abstract class DeviceGroupsRpc extends DeviceTeamRpc {
  async checkNumbers(caller: Caller, phoneNumbers: string[]): Promise<Outcome<NumberCheck[]>> {
    return this.act(caller, () => this.p.numberChecks.check(phoneNumbers));
  }

  async groups(caller: Caller): Promise<Outcome<GroupSummary[]>> {
    return this.act(caller, () => this.p.groups.list());
  }

  /** `groupId`: the group's JID. */
  async group(caller: Caller, groupId: string): Promise<Outcome<GroupDetails>> {
    return this.act(caller, () => this.p.groups.get(groupId));
  }

  /** What the dashboard calls the group `groupId`: its kept subject, without a WhatsApp query on each ask. */
  async groupSubject(caller: Caller, groupId: string): Promise<Outcome<string | null>> {
    return this.act(caller, async () => ({ ok: true, value: await this.p.groups.subject(groupId) }));
  }
}
