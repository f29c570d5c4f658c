/**
 * What the device's account does to its groups, through its session: each one WhatsApp query
 * (`protocol/groups.ts`), answered as the sends answer when the session cannot (409, 504, 502),
 * 403 when WhatsApp allows the change only to the group's admins, 404 for a group the account is
 * not in. Nothing is kept here: WhatsApp holds the group, and the session's notification of each
 * change becomes `group.participants` or `group.updated` (the device's own changes included).
 */
import {
  type DeviceToNode,
  fromBase64,
  type GroupAdminMethod,
  type GroupDetails,
  type GroupParticipantChange,
  type GroupParticipantResult,
  type GroupSettings,
  type Params,
  type Result,
  type RpcCaller,
  RpcError,
  toBase64,
} from '../../protocol';
import type { SendGate } from '../kernel/send-gate';
import type { Outcome } from '../shared/outcome';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from './node-calls';

type GroupCall = GroupAdminMethod;

export type GroupAdminDeps = { node: RpcCaller<DeviceToNode>; gate: SendGate };

export const notInGroup = (groupId: string) => `group ${groupId} not found (the device's account is not in it)`;

export class GroupAdmin {
  constructor(private readonly deps: GroupAdminDeps) {}

  create(subject: string, participants: string[]): Promise<Outcome<GroupDetails>> {
    return this.call('groups.create', { subject, participants });
  }

  participants(groupId: string, action: GroupParticipantChange, phones: string[]): Promise<Outcome<GroupParticipantResult[]>> {
    return this.mapped(this.call('groups.participants', { groupId, action, participants: phones }), (r) => r.results);
  }

  subject(groupId: string, subject: string): Promise<Outcome<null>> {
    return this.call('groups.subject', { groupId, subject });
  }

  description(groupId: string, description: string): Promise<Outcome<null>> {
    return this.call('groups.description', { groupId, description });
  }

  settings(groupId: string, settings: GroupSettings): Promise<Outcome<null>> {
    return this.call('groups.settings', { groupId, ...settings });
  }

  setPicture(groupId: string, jpeg: Uint8Array): Promise<Outcome<{ pictureId: string | null }>> {
    return this.call('groups.picture.set', { groupId, jpeg: toBase64(jpeg) });
  }

  removePicture(groupId: string): Promise<Outcome<null>> {
    return this.call('groups.picture.remove', { groupId });
  }

  /** The picture's JPEG and id; null when the group has none. */
  picture(groupId: string): Promise<Outcome<{ pictureId: string | null; jpeg: Uint8Array } | null>> {
    return this.mapped(this.call('groups.picture.get', { groupId }), (found) =>
      found ? { pictureId: found.pictureId, jpeg: fromBase64(found.jpeg) } : null,
    );
  }

  /** The invite code; `reset` revokes the current one first. */
  invite(groupId: string, reset: boolean): Promise<Outcome<string>> {
    return this.mapped(this.call('groups.invite', { groupId, reset }), (r) => r.code);
  }

  leave(groupId: string): Promise<Outcome<null>> {
    return this.call('groups.leave', { groupId });
  }

  private async call<K extends GroupCall>(method: K, params: Params<DeviceToNode, K>): Promise<Outcome<Result<DeviceToNode, K>>> {
    const refusal = this.deps.gate.refusal();
    if (refusal) return refusal;
    try {
      return { ok: true, value: await this.deps.node.call(method, params, LOOKUP_TIMEOUT_MS) };
    } catch (error) {
      // WhatsApp's "not found" for a group's query means the account is not in it (or it is gone).
      const groupId = 'groupId' in params ? params.groupId : undefined;
      if (error instanceof RpcError && error.code === 'not-found' && groupId)
        return { ok: false, status: 404, message: notInGroup(groupId) };
      return lookupFailure(error);
    }
  }

  private async mapped<T, U>(outcome: Promise<Outcome<T>>, map: (value: T) => U): Promise<Outcome<U>> {
    const done = await outcome;
    return done.ok ? { ok: true, value: map(done.value) } : done;
  }
}
