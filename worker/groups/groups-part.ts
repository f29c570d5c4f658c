/**
 * The groups a device's account is in, as its session reads them from WhatsApp on each ask through
 * the API (a group's subject and members change on the phones). Only the subjects are kept, for
 * the dashboard's pages (`group-subjects.ts`); each read here refreshes them. Creating groups and
 * changing their settings are not supported yet (docs/interface.md).
 */
import type { DeviceToNode, GroupDetails, GroupSummary, RpcCaller } from '../../protocol';
import type { SendGate } from '../kernel/send-gate';
import type { MessageEvents } from '../messages/message-reports';
import { isGroupJid } from '../messages/recipient';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Subscriber } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { GROUP_SUBJECT } from './group-subject-mirror';
import { GroupSubjects } from './group-subjects';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from './node-calls';

export type GroupsPartDeps = {
  node: RpcCaller<DeviceToNode>;
  gate: SendGate;
  storage: DurableObjectStorage;
  clock: Clock;
  waitUntil: (promise: Promise<unknown>) => void;
  mirror: D1Mirror;
  followUp: FollowUp;
  events: Subscriber<MessageEvents>;
};

export class GroupsPart {
  private readonly subjects: GroupSubjects;

  constructor(private readonly deps: GroupsPartDeps) {
    this.subjects = new GroupSubjects({
      ...deps,
      read: (groupId) => this.read(groupId),
      named: (groups) => {
        for (const group of groups) deps.mirror.mark(GROUP_SUBJECT, group.id, { subject: group.subject });
        deps.followUp.soon();
      },
    });
    // A message in a group never named yet: its subject is read once, in the background, so the
    // lists show the group's name from its first message (a microtask: after the report's transaction).
    deps.events.on('message.received', (r) => {
      if (!isGroupJid(r.contact)) return;
      deps.waitUntil(
        Promise.resolve()
          .then(async () => {
            if (!(await this.subjects.known(r.contact))) await this.subjects.subject(r.contact);
          })
          .catch((error: unknown) => console.warn(`reading group ${r.contact}'s subject failed`, error)),
      );
    });
  }

  async list(): Promise<Outcome<GroupSummary[]>> {
    const refusal = this.deps.gate.refusal();
    if (refusal) return refusal;
    try {
      const { groups } = await this.deps.node.call('groups.list', {}, LOOKUP_TIMEOUT_MS);
      await this.subjects.keep(groups);
      return { ok: true, value: groups };
    } catch (error) {
      return lookupFailure(error);
    }
  }

  /** `groupId`: the group's JID. */
  async get(groupId: string): Promise<Outcome<GroupDetails>> {
    const found = await this.read(groupId);
    if (found.ok) await this.subjects.keep([found.value]);
    return found;
  }

  /** What a page calls the group: its kept subject, read from the session only when old or unknown. */
  subject(groupId: string): Promise<string | null> {
    return this.subjects.subject(groupId);
  }

  private async read(groupId: string): Promise<Outcome<GroupDetails>> {
    const refusal = this.deps.gate.refusal();
    if (refusal) return refusal;
    try {
      return { ok: true, value: await this.deps.node.call('groups.get', { groupId }, LOOKUP_TIMEOUT_MS) };
    } catch (error) {
      return lookupFailure(error, `group ${groupId} not found (the device's account is not in it)`);
    }
  }
}
