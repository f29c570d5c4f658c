/**
 * A workspace's labels in D1 (their authority): made, listed, renamed, recoloured and deleted here.
 * A rename and a deletion also rewrite the contacts that carry the label by name (found through
 * `contact_labels`, so it costs what the label holds, not the workspace); the conversations that
 * carry it by id are their devices' to change (`label-changes.ts`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contacts } from '../contacts/tables';
import type { Db } from '../shared/db';
import { HttpError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { iso } from '../shared/time';
import { contactLabels, type LabelColor, labels } from './tables';

/** The contacts that carry a label (a range of `contact_labels`' primary key). */
const carrying = (labelId: string) =>
  inArray(contacts.id, sql`(SELECT ${contactLabels.contactId} FROM ${contactLabels} WHERE ${contactLabels.labelId} = ${labelId})`);

export type LabelRow = typeof labels.$inferSelect;
/** A label as events and conversations name it. */
export type LabelRef = Pick<LabelRow, 'id' | 'name' | 'color'>;

/** The most labels a workspace keeps: the list is one page, and the dashboard's pickers show them all. */
export const MAX_LABELS = 200;

export const labelNotFound = (id: string) => notFound(`label ${id} not found`);
const duplicateName = (name: string) => new HttpError(409, `the workspace has a label named ${name} already`);

export function presentLabel(l: LabelRow) {
  return { id: l.id, name: l.name, color: l.color, createdAt: iso(l.createdAt), updatedAt: iso(l.updatedAt) };
}

/** Every label of the workspace, by name (a range of `labels_workspace_name`). */
export function listLabels(db: Db, workspaceId: string): Promise<LabelRow[]> {
  return db.select().from(labels).where(eq(labels.workspaceId, workspaceId)).orderBy(asc(labels.name)).limit(MAX_LABELS);
}

export async function getLabel(db: Db, workspaceId: string, id: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), eq(labels.id, id)))
    .limit(1);
  return row ?? null;
}

export async function labelByName(db: Db, workspaceId: string, name: string): Promise<LabelRow | null> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), eq(labels.name, name)))
    .limit(1);
  return row ?? null;
}

/** These labels of the workspace, in the order asked; a 404 naming the first that is not the workspace's. */
export async function labelsOf(db: Db, workspaceId: string, ids: readonly string[]): Promise<LabelRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), inArray(labels.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw labelNotFound(id);
    return row;
  });
}

export async function createLabel(db: Db, workspaceId: string, input: { name: string; color: LabelColor }, now = Date.now()) {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`COUNT(*)` })
    .from(labels)
    .where(eq(labels.workspaceId, workspaceId));
  if (count >= MAX_LABELS) throw new HttpError(409, `a workspace keeps at most ${MAX_LABELS} labels; delete one first`);
  const row: LabelRow = { id: newId('lbl'), workspaceId, name: input.name, color: input.color, createdAt: now, updatedAt: now };
  const inserted = await db.insert(labels).values(row).onConflictDoNothing().returning({ id: labels.id });
  if (inserted.length === 0) throw duplicateName(input.name);
  return row;
}

/**
 * Renames and/or recolours. A new name is written into the contacts that carry the old one, in the
 * same D1 batch (their triggers join them to the same label again).
 */
export async function updateLabel(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { name?: string | undefined; color?: LabelColor | undefined },
  now = Date.now(),
): Promise<LabelRow> {
  const current = await getLabel(db, workspaceId, id);
  if (!current) throw labelNotFound(id);
  const name = patch.name ?? current.name;
  if (name !== current.name && (await labelByName(db, workspaceId, name))) throw duplicateName(name);
  const next: LabelRow = { ...current, name, color: patch.color ?? current.color, updatedAt: now };
  const relabel = db
    .update(contacts)
    .set({
      labels: sql`(SELECT json_group_array(CASE WHEN j.value = ${current.name} THEN ${name} ELSE j.value END) FROM json_each(${contacts.labels}) AS j)`,
      updatedAt: now,
    })
    .where(carrying(id));
  const change = db.update(labels).set({ name: next.name, color: next.color, updatedAt: now }).where(eq(labels.id, id));
  if (name === current.name) await change;
  else await db.batch([change, relabel]);
  return next;
}

/** Deletes the label and takes its name off the contacts that carry it, in one D1 batch. */
export async function deleteLabel(db: Db, workspaceId: string, label: LabelRow, now = Date.now()): Promise<void> {
  await db.batch([
    db
      .update(contacts)
      .set({
        labels: sql`(SELECT json_group_array(j.value) FROM json_each(${contacts.labels}) AS j WHERE j.value != ${label.name})`,
        updatedAt: now,
      })
      .where(carrying(label.id)),
    db.delete(labels).where(and(eq(labels.workspaceId, workspaceId), eq(labels.id, label.id))),
  ]);
}
