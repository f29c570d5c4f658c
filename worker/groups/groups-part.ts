/**
 * The groups a device's account is in, as its session reads them from WhatsApp on each ask (a
 * group's subject and members change on the phones, so nothing is kept here). Creating groups and
 * changing their settings are not supported yet (docs/interface.md).
 */
import type { DeviceToNode, GroupDetails, GroupSummary, RpcCaller } from '../../protocol';
import type { SendGate } from '../devices/send-gate';
import type { Outcome } from '../shared/outcome';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from './node-calls';

export class GroupsPart {
  constructor(
    private readonly node: RpcCaller<DeviceToNode>,
    private readonly gate: SendGate,
  ) {}

  async list(): Promise<Outcome<GroupSummary[]>> {
    const refusal = this.gate.refusal();
    if (refusal) return refusal;
    try {
      const { groups } = await this.node.call('groups.list', {}, LOOKUP_TIMEOUT_MS);
      return { ok: true, value: groups };
    } catch (error) {
      return lookupFailure(error);
    }
  }

  /** `groupId`: the group's JID. */
  async get(groupId: string): Promise<Outcome<GroupDetails>> {
    const refusal = this.gate.refusal();
    if (refusal) return refusal;
    try {
      return { ok: true, value: await this.node.call('groups.get', { groupId }, LOOKUP_TIMEOUT_MS) };
    } catch (error) {
      return lookupFailure(error, `group ${groupId} not found (the device's account is not in it)`);
    }
  }
}
