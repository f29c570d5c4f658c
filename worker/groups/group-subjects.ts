/**
 * What the dashboard calls a group: its subject as the session last read it, kept in the device's
 * object. The inbox's conversation head is a live region that re-renders on every change to the
 * conversation, in every open tab; asking the session each time sent WhatsApp one group query per
 * message per tab (a rate-limit and account risk) and made each render wait on the session.
 *
 * So a kept subject answers at once; past `GROUP_SUBJECT_TTL_MS` it is still answered, and read
 * again in the background, one read at a time (a rename WhatsApp tells the session reaches the
 * pages at once, as does the API's read of the group; any other within the hour). Only a group never named yet waits for the session. A failed
 * read (offline, not a member, no answer) is not retried for `GROUP_SUBJECT_RETRY_MS`, so a group
 * the session cannot name costs one query a minute, not one per render.
 *
 * The subjects live in the object's key-value storage (`group-subject:<jid>`), as the number checks
 * do: no table and so no migration; deleting the device deletes them with the rest of its storage.
 * Each subject kept also names the group's contact in D1 (its push name: what the group calls
 * itself), so the inbox's list, the Contacts page and the Messages page, which read D1, show it.
 */
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';

/** How long a subject is answered without reading it again. */
export const GROUP_SUBJECT_TTL_MS = 60 * 60 * 1000;
/** How long after a failed read the session is not asked again. */
export const GROUP_SUBJECT_RETRY_MS = 60 * 1000;

/** Storage accepts at most 128 keys per `put`. */
const PUT_BATCH = 128;

type Kept = { subject: string; at: number };

export type GroupSubjectsDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  /** Reads the group from the session (a WhatsApp query). */
  read: (groupId: string) => Promise<Outcome<{ subject: string }>>;
  /** Keeps the object alive for a read the caller does not wait for. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** Tells D1's copy of the group's contact its subject (the lists' name: see `group-subject-mirror.ts`). */
  named: (groups: Array<{ id: string; subject: string }>) => void;
};

const keyOf = (groupId: string) => `group-subject:${groupId}`;

export class GroupSubjects {
  /** The reads under way, so that renders at the same time share one. */
  private readonly reading = new Map<string, Promise<string | null>>();
  /** When a group's last read failed; in memory, so a fresh object tries once more. */
  private readonly failedAt = new Map<string, number>();

  constructor(private readonly deps: GroupSubjectsDeps) {}

  /** The group's subject, or null when the session has never named it and cannot now. */
  async subject(groupId: string): Promise<string | null> {
    const kept = await this.deps.storage.get<Kept>(keyOf(groupId));
    const now = this.deps.clock.now();
    if (kept && now - kept.at < GROUP_SUBJECT_TTL_MS) return kept.subject;
    const failed = this.failedAt.get(groupId);
    if (failed !== undefined && now - failed < GROUP_SUBJECT_RETRY_MS) return kept?.subject ?? null;
    const read = this.reading.get(groupId) ?? this.read(groupId);
    if (!kept) return read;
    this.deps.waitUntil(read);
    return kept.subject;
  }

  /** Keeps subjects the session has just read (by the API's group reads too); an empty one is not a name. */
  async keep(groups: Array<{ id: string; subject: string }>): Promise<void> {
    const at = this.deps.clock.now();
    const named = groups.filter((group) => group.subject !== '');
    for (let i = 0; i < named.length; i += PUT_BATCH) {
      const entries: Record<string, Kept> = {};
      for (const group of named.slice(i, i + PUT_BATCH)) entries[keyOf(group.id)] = { subject: group.subject, at };
      await this.deps.storage.put(entries);
    }
    for (const group of named) this.failedAt.delete(group.id);
    if (named.length > 0) this.deps.named(named);
  }

  /** Whether a subject is kept for the group (read at most once an hour otherwise; see `subject`). */
  async known(groupId: string): Promise<boolean> {
    return (await this.deps.storage.get<Kept>(keyOf(groupId))) !== undefined;
  }

  private read(groupId: string): Promise<string | null> {
    const read = this.readNow(groupId).finally(() => this.reading.delete(groupId));
    this.reading.set(groupId, read);
    return read;
  }

  private async readNow(groupId: string): Promise<string | null> {
    const found = await this.deps.read(groupId).catch((): Outcome<never> => ({ ok: false, status: 502, message: 'read failed' }));
    if (!found.ok || typeof found.value?.subject !== 'string' || found.value.subject === '') {
      this.failedAt.set(groupId, this.deps.clock.now());
      return null;
    }
    await this.keep([{ id: groupId, subject: found.value.subject }]);
    return found.value.subject;
  }
}
