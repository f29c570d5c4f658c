/**
 * Labels put on and taken off: conversations through their devices' objects (their authority, each
 * change one write with its event), found by id in D1's copies and grouped by device; contacts in
 * D1 (their authority), their events then written on each device of the workspace, since every
 * webhook belongs to a device.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { getContact, updateContact } from '../contacts/contact-list';
import type { ContactPatch, ContactRow } from '../contacts/contact-view';
import { contacts } from '../contacts/tables';
import type { ContactLabelChange } from '../inbox/inbox-part';
import { conversations } from '../inbox/tables';
import { deviceStub } from '../kernel/stub';
import { devices } from '../kernel/tables';
import type { Db } from '../shared/db';
import { HttpError, notFound } from '../shared/errors';
import { unwrap } from '../shared/outcome';
import { MAX_LABELS_EACH } from './label-view';
import { type LabelRef, labelByName } from './labels';
import { conversationLabels } from './tables';

/** How many conversations one call of a device's object labels (a label's deletion goes through its conversations in these). */
const CHUNK = 200;

const refOf = (l: LabelRef): LabelRef => ({ id: l.id, name: l.name, color: l.color });

/**
 * Labels on and off these conversations of the workspace: a 404 naming the first the workspace has
 * none of, before anything is written. Each device's conversations are one write of its object.
 */
export async function labelConversations(
  env: Env,
  db: Db,
  within: string | null,
  workspaceId: string,
  ids: readonly string[],
  add: readonly LabelRef[],
  remove: readonly LabelRef[],
) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: conversations.id, deviceId: conversations.deviceId })
    .from(conversations)
    .where(and(eq(conversations.workspaceId, workspaceId), inArray(conversations.id, unique)));
  const deviceOf = new Map(rows.map((r) => [r.id, r.deviceId]));
  const unknown = unique.find((id) => !deviceOf.has(id));
  if (unknown) throw notFound(`conversation ${unknown} not found`);
  const changed = [];
  for (const [deviceId, group] of groupBy(unique, (id) => deviceOf.get(id) ?? '')) {
    const done = unwrap(await deviceStub(env, deviceId).labelConversations(within, group, add.map(refOf), remove.map(refOf)));
    changed.push(...done);
  }
  return changed;
}

/** Takes a label off every conversation that carries it (before the label is deleted), a device and a chunk at a time. */
export async function unlabelAll(env: Env, db: Db, within: string | null, label: LabelRef): Promise<void> {
  const rows = await db
    .select({ id: conversationLabels.conversationId, deviceId: conversations.deviceId })
    .from(conversationLabels)
    .innerJoin(conversations, eq(conversations.id, conversationLabels.conversationId))
    .where(eq(conversationLabels.labelId, label.id));
  for (const [deviceId, group] of groupBy(rows, (r) => r.deviceId)) {
    const ids = group.map((r) => r.id);
    for (let i = 0; i < ids.length; i += CHUNK) {
      const outcome = await deviceStub(env, deviceId).labelConversations(within, ids.slice(i, i + CHUNK), [], [refOf(label)]);
      // A device deleted meanwhile took its conversations with it.
      if (!outcome.ok && outcome.status !== 404) unwrap(outcome);
    }
  }
}

/**
 * Puts a label on (`added`) or takes it off a contact, by name in its `labels` (the D1 triggers
 * join it to the label); its event goes to every device of the workspace. Nothing changes, and
 * nothing is reported, when the contact already carries it (or does not).
 */
export async function labelContact(
  env: Env,
  db: Db,
  within: string | null,
  contact: ContactRow,
  label: LabelRef,
  added: boolean,
): Promise<ContactRow> {
  const current = parseNames(contact.labels);
  const has = current.includes(label.name);
  if (has === added) return contact;
  if (added && current.length >= MAX_LABELS_EACH)
    throw new HttpError(409, `contact ${contact.id} carries ${MAX_LABELS_EACH} labels already`);
  const next = added ? [...current, label.name] : current.filter((n) => n !== label.name);
  const [row] = await db
    .update(contacts)
    .set({ labels: JSON.stringify(next), updatedAt: Date.now() })
    .where(and(eq(contacts.workspaceId, contact.workspaceId), eq(contacts.id, contact.id)))
    .returning();
  if (!row) throw notFound(`contact ${contact.id} not found`);
  await reportContactLabels(env, db, within, row, [{ label, added }]);
  return row;
}

/** The events of a contact's labels put on and taken off (by a change of its `labels` names too), on each device of its workspace. */
export async function reportContactLabels(
  env: Env,
  db: Db,
  within: string | null,
  contact: ContactRow,
  changes: readonly { label: LabelRef; added: boolean }[],
): Promise<void> {
  if (changes.length === 0) return;
  const events: ContactLabelChange[] = changes.map(({ label, added }) => ({
    added,
    data: { label: refOf(label), target: 'contact', conversationId: null, contactId: contact.id, phoneNumber: contact.phoneNumber },
  }));
  const held = await db.select({ id: devices.id }).from(devices).where(eq(devices.workspaceId, contact.workspaceId));
  for (const { id } of held) {
    const outcome = await deviceStub(env, id).contactLabelled(within, events);
    if (!outcome.ok && outcome.status !== 404) unwrap(outcome);
  }
}

/** What changed between a contact's label names before and after a change of them, as labels (a new name made its label). */
export async function namesChanged(db: Db, workspaceId: string, before: string, after: string) {
  const was = parseNames(before);
  const now = parseNames(after);
  const changes: { label: LabelRef; added: boolean }[] = [];
  for (const [names, others, added] of [
    [now, was, true],
    [was, now, false],
  ] as const) {
    for (const name of names.filter((n) => !others.includes(n))) {
      const label = await labelByName(db, workspaceId, name);
      if (label) changes.push({ label, added });
    }
  }
  return changes;
}

export function parseNames(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/** A member's change of a contact (`updateContact`), with the events of the labels its new `labels` names put on or took off. */
export async function updateContactReported(
  env: Env,
  db: Db,
  within: string | null,
  workspaceId: string,
  id: string,
  patch: ContactPatch,
  by: string,
): Promise<ContactRow | undefined> {
  const before = patch.labels === undefined ? undefined : await getContact(db, workspaceId, id);
  const row = await updateContact(db, workspaceId, id, patch, by);
  if (row && before) await reportContactLabels(env, db, within, row, await namesChanged(db, workspaceId, before.labels, row.labels));
  return row;
}
