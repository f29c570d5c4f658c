/** Reading and changing a workspace's contacts in D1 (their authority), for the routes and the dashboard. */
import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { labelByName, listLabels } from '../labels/labels';
import { contactLabels as contactLabelRows } from '../labels/tables';
import { afterCursor, encodeCursor, type PageQuery, pageNewestFirst } from '../shared/cursor';
import type { Db } from '../shared/db';
import type { ContactPatch, ContactRow } from './contact-view';
import { prefixBounds, sameWithoutIndex, searchTerms } from './search-terms';
import { contacts } from './tables';

export type ContactFilter = PageQuery & {
  q?: string | undefined;
  /** A label's name, or its id (checked by the caller to be the workspace's). */
  label?: string | undefined;
  labelId?: string | undefined;
  optedOut?: boolean | undefined;
};

/**
 * Contacts whose number starts with `q`'s digits (a range of `contacts_workspace_phone`), or whose
 * name, push name or number holds `q` (`contacts_fts`), whatever the case and accents: a union of
 * index lookups, so a search costs what it finds, not the workspace's size.
 */
export function contactSearch(workspaceId: string, q: string): SQL | undefined {
  const { numberPrefix, match } = searchTerms(q);
  const found: SQL[] = [];
  if (numberPrefix) {
    const [from, to] = prefixBounds(numberPrefix);
    found.push(sql`SELECT rowid FROM contacts WHERE workspace_id = ${workspaceId} AND phone_number >= ${from} AND phone_number < ${to}`);
  }
  if (match) {
    // The FTS5 table holds every workspace's contacts: only this one's matches join the union.
    found.push(sql`SELECT fc.rowid FROM contacts_fts JOIN contacts AS fc ON fc.rowid = contacts_fts.rowid
      WHERE contacts_fts MATCH ${match} AND fc.workspace_id = ${workspaceId}`);
  }
  return found.length > 0 ? sql`${contacts}.rowid IN (${sql.join(found, sql` UNION `)})` : undefined;
}

/** A page of the workspace's contacts, newest first, by search text, label and opt-out. */
export async function listContacts(
  db: Db,
  workspaceId: string,
  filter: ContactFilter,
): Promise<{ rows: ContactRow[]; nextCursor: string | null }> {
  const search = filter.q ? contactSearch(workspaceId, filter.q) : undefined;
  // A query the indexes cannot answer (see `search-terms.ts`) finds nothing, without a read.
  if (filter.q && !search) return { rows: [], nextCursor: null };
  const optedOut =
    filter.optedOut === undefined ? undefined : filter.optedOut ? isNotNull(contacts.optedOutAt) : isNull(contacts.optedOutAt);
  const labelId = filter.labelId ?? (filter.label ? (await labelByName(db, workspaceId, filter.label))?.id : undefined);
  // A name no label has is carried by no contact.
  if (filter.label && !labelId) return { rows: [], nextCursor: null };
  if (!labelId) {
    return pageNewestFirst(
      db,
      contacts,
      filter,
      search ? sameWithoutIndex(contacts.workspaceId, workspaceId) : eq(contacts.workspaceId, workspaceId),
      search,
      optedOut,
    );
  }
  // The label's contacts are a range of `contact_labels_page`, in the list's order (created, id).
  const cl = contactLabelRows;
  const rows = await db
    .select({ c: contacts })
    .from(cl)
    .innerJoin(contacts, eq(contacts.id, cl.contactId))
    .where(
      and(
        eq(cl.labelId, labelId),
        sameWithoutIndex(contacts.workspaceId, workspaceId),
        search,
        optedOut,
        afterCursor(filter.cursor, cl.contactCreatedAt, cl.contactId),
      ),
    )
    .orderBy(desc(cl.contactCreatedAt), desc(cl.contactId))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit).map((r) => r.c);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > filter.limit && last ? encodeCursor(last) : null };
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

/** The names of the workspace's labels, for filters and audience pickers (a range of `labels_workspace_name`). */
export async function contactLabels(db: Db, workspaceId: string): Promise<string[]> {
  return (await listLabels(db, workspaceId)).map((l) => l.name);
}

/** The number and the name to show (a member's, else the push name) of each of these contacts of the workspace. */
export async function contactsByIds(
  db: Db,
  workspaceId: string,
  ids: readonly string[],
): Promise<Map<string, { phoneNumber: string; name: string | null }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: contacts.id,
      phoneNumber: contacts.phoneNumber,
      name: sql<string | null>`COALESCE(${contacts.name}, ${contacts.pushName})`,
    })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, unique)));
  return new Map(rows.map((r) => [r.id, { phoneNumber: r.phoneNumber, name: r.name }]));
}
