/**
 * The groups a device's account is in, as its session reads them from WhatsApp on each ask through
 * the API (a group's subject and members change on the phones), and what the account does to them
 * (`group-admin.ts`). Only the subjects are kept, for the dashboard's pages (`group-subjects.ts`);
 * each read here refreshes them, and so does every rename WhatsApp tells (`group.renamed`).
 */
import type {
  DeviceToNode,
  GroupDetails,
  GroupParticipantChange,
  GroupParticipantResult,
  GroupSettings,
  GroupSummary,
  RpcCaller,
} from '../../protocol';
import type { SendGate } from '../kernel/send-gate';
import type { MessageEvents } from '../messages/message-reports';
import { isGroupJid } from '../messages/recipient';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Subscriber } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { GroupAdmin } from './group-admin';
import { GROUP_SUBJECT } from './group-subject-mirror';
import { GroupSubjects } from './group-subjects';
import type { GroupEvents } from './group-updates';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from './node-calls';

export type GroupsPartDeps = {
  node: RpcCaller<DeviceToNode>;
  gate: SendGate;
  storage: DurableObjectStorage;
  clock: Clock;
  waitUntil: (promise: Promise<unknown>) => void;
  mirror: D1Mirror;
  followUp: FollowUp;
  events: Subscriber<MessageEvents & GroupEvents>;
};

export class GroupsPart {
  private readonly subjects: GroupSubjects;
  private readonly admin: GroupAdmin;

  constructor(private readonly deps: GroupsPartDeps) {
    this.admin = new GroupAdmin(deps);
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
    // A rename WhatsApp told (a member's on their phone, or the device's own): kept at once, so the
    // pages need not wait for the hourly read (a microtask: after the report's transaction).
    deps.events.on('group.renamed', ({ groupId, subject }) => {
      deps.waitUntil(
        Promise.resolve()
          .then(() => this.subjects.keep([{ id: groupId, subject }]))
          .catch((error: unknown) => console.warn(`keeping group ${groupId}'s new subject failed`, error)),
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

  /** A new group made by the account, with these people (WhatsApp leaves out who has no account). */
  async create(subject: string, participants: string[]): Promise<Outcome<GroupDetails>> {
    const made = await this.admin.create(subject, participants);
    if (made.ok) await this.subjects.keep([made.value]);
    return made;
  }

  participants(groupId: string, action: GroupParticipantChange, phones: string[]): Promise<Outcome<GroupParticipantResult[]>> {
    return this.admin.participants(groupId, action, phones);
  }

  /** Renames the group; the group as WhatsApp has it then. */
  async setSubject(groupId: string, subject: string): Promise<Outcome<GroupDetails>> {
    return this.thenRead(groupId, await this.admin.subject(groupId, subject));
  }

  /** An empty description removes it; the group as WhatsApp has it then. */
  async setDescription(groupId: string, description: string): Promise<Outcome<GroupDetails>> {
    return this.thenRead(groupId, await this.admin.description(groupId, description));
  }

  async setSettings(groupId: string, settings: GroupSettings): Promise<Outcome<GroupDetails>> {
    return this.thenRead(groupId, await this.admin.settings(groupId, settings));
  }

  setPicture(groupId: string, jpeg: Uint8Array): Promise<Outcome<{ pictureId: string | null }>> {
    return this.admin.setPicture(groupId, jpeg);
  }

  removePicture(groupId: string): Promise<Outcome<null>> {
    return this.admin.removePicture(groupId);
  }

  picture(groupId: string): Promise<Outcome<{ pictureId: string | null; jpeg: Uint8Array } | null>> {
    return this.admin.picture(groupId);
  }

  invite(groupId: string, reset: boolean): Promise<Outcome<string>> {
    return this.admin.invite(groupId, reset);
  }

  leave(groupId: string): Promise<Outcome<null>> {
    return this.admin.leave(groupId);
  }

  /** What a page calls the group: its kept subject, read from the session only when old or unknown. */
  subject(groupId: string): Promise<string | null> {
    return this.subjects.subject(groupId);
  }

  /** After a change WhatsApp took, the group read again (its kept subject with it). */
  private async thenRead(groupId: string, changed: Outcome<null>): Promise<Outcome<GroupDetails>> {
    return changed.ok ? this.get(groupId) : changed;
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
