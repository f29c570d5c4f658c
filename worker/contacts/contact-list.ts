/** Reading and changing a workspace's contacts in D1 (their authority), for the routes and the dashboard. */
import { and, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import type { ContactPatch, ContactRow } from './contact-view';
import { contacts } from './tables';

export type ContactFilter = PageQuery & { q?: string | undefined; label?: string | undefined; optedOut?: boolean | undefined };

/** `%` and `_` are LIKE's wildcards: a search for "50%" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name, push name or number containing `q` (case-insensitive for ASCII, as SQLite's LIKE). */
export function contactSearch(q: string): SQL | undefined {
  const pattern = likePattern(q);
  return or(
    sql`${contacts.name} LIKE ${pattern} ESCAPE '\\'`,
    sql`${contacts.pushName} LIKE ${pattern} ESCAPE '\\'`,
    like(contacts.phoneNumber, pattern),
  );
}

/** A page of the workspace's contacts, newest first, by search text, label and opt-out. */
export function listContacts(db: Db, workspaceId: string, filter: ContactFilter) {
  return pageNewestFirst(
    db,
    contacts,
    filter,
    eq(contacts.workspaceId, workspaceId),
    filter.q ? contactSearch(filter.q) : undefined,
    filter.label ? sql`EXISTS (SELECT 1 FROM json_each(${contacts.labels}) WHERE value = ${filter.label})` : undefined,
    filter.optedOut === undefined ? undefined : filter.optedOut ? isNotNull(contacts.optedOutAt) : isNull(contacts.optedOutAt),
  );
}

export async function getContact(db: Db, workspaceId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)))
    .limit(1);
  return row;
}

/** Applies a member's change; `by` is who (an account id, or `operator`), kept with an opt-out. */
export async function updateContact(
  db: Db,
  workspaceId: string,
  id: string,
  patch: ContactPatch,
  by: string,
  now = Date.now(),
): Promise<ContactRow | undefined> {
  const current = await getContact(db, workspaceId, id);
  if (!current) return undefined;
  const set: Partial<ContactRow> = { updatedAt: now };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.labels !== undefined) set.labels = JSON.stringify(patch.labels);
  if (patch.customFields !== undefined) set.customFields = JSON.stringify(patch.customFields);
  if (patch.optedOut === true && current.optedOutAt === null) Object.assign(set, { optedOutAt: now, optedOutBy: by });
  if (patch.optedOut === false) Object.assign(set, { optedOutAt: null, optedOutBy: null });
  const [row] = await db
    .update(contacts)
    .set(set)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)))
    .returning();
  return row;
}

/** Every label used in the workspace, for filters and audience pickers. */
export async function contactLabels(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db.all<{ value: string }>(
    sql`SELECT DISTINCT j.value AS value FROM ${contacts}, json_each(${contacts.labels}) AS j WHERE ${contacts.workspaceId} = ${workspaceId} ORDER BY j.value LIMIT 500`,
  );
  return rows.map((r) => r.value);
}
