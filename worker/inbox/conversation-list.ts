/**
 * The workspace's inbox: its conversations (D1 copies of the device objects' rows) newest activity
 * first, by device, status, assignee (or waiting in a team's queue), team, label and search text
 * (the contact's name or number, or the text of any of its messages), with the contact's name.
 * Paged by (last activity, id).
 */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { prefixBounds, sameWithoutIndex, searchTerms } from '../contacts/search-terms';
import { contacts } from '../contacts/tables';
import { devices } from '../kernel/tables';
import { conversationLabels } from '../labels/tables';
import { afterCursor, encodeCursor, type PageQuery } from '../shared/cursor';
import type { Db } from '../shared/db';
import type { Conversation, ConversationStatus } from './conversation-view';
import { conversations } from './tables';

export type ConversationFilter = PageQuery & {
  deviceId?: string | undefined;
  status?: ConversationStatus | undefined;
  /** A member's id, `unassigned`, or `queued` (waiting in its team's queue). */
  assignee?: string | undefined;
  /** A team of the workspace (the caller checked it is): the conversations routed to it. */
  teamId?: string | undefined;
  q?: string | undefined;
  /** A label of the workspace (the caller checked it is): its conversations are a range of `conversation_labels_page`. */
  labelId?: string | undefined;
};

export type ListedConversation = Conversation & { name: string | null };

export async function listConversations(
  db: Db,
  workspaceId: string,
  filter: ConversationFilter,
): Promise<{ rows: ListedConversation[]; nextCursor: string | null }> {
  const t = conversations;
  const cursor = filter.cursor;
  const search = filter.q ? conversationSearch(workspaceId, filter.q) : undefined;
  // A query the indexes cannot answer (see `search-terms.ts`) finds nothing, without a read.
  if (filter.q && !search) return { rows: [], nextCursor: null };
  // With a label, its join table leads: the page is a range of its index, and the conversations'
  // own indexes are kept out of the plan (`sameWithoutIndex`), as they are for a search.
  const byLabel = filter.labelId ? conversationLabels : undefined;
  const off = Boolean(search || byLabel);
  const conditions: (SQL | undefined)[] = [
    off ? sameWithoutIndex(t.workspaceId, workspaceId) : eq(t.workspaceId, workspaceId),
    filter.deviceId ? (off ? sameWithoutIndex(t.deviceId, filter.deviceId) : eq(t.deviceId, filter.deviceId)) : undefined,
    filter.status ? (byLabel ? sameWithoutIndex(t.status, filter.status) : eq(t.status, filter.status)) : undefined,
    filter.assignee === 'unassigned'
      ? isNull(t.assigneeId)
      : // Waiting: a range of the partial index `conversations_queued_page`.
        filter.assignee === 'queued'
        ? isNotNull(t.queuedAt)
        : filter.assignee
          ? byLabel
            ? sameWithoutIndex(t.assigneeId, filter.assignee)
            : eq(t.assigneeId, filter.assignee)
          : undefined,
    filter.teamId ? (off ? sameWithoutIndex(t.teamId, filter.teamId) : eq(t.teamId, filter.teamId)) : undefined,
    search,
    byLabel && filter.labelId ? eq(byLabel.labelId, filter.labelId) : undefined,
    byLabel ? afterCursor(cursor, byLabel.lastMessageAt, byLabel.conversationId) : afterCursor(cursor, t.lastMessageAt, t.id),
  ];
  const select = db.select({ c: t, name: sql<string | null>`COALESCE(${contacts.name}, ${contacts.pushName})` });
  const rows = byLabel
    ? await select
        .from(byLabel)
        .innerJoin(t, eq(t.id, byLabel.conversationId))
        .innerJoin(devices, eq(devices.id, t.deviceId))
        .leftJoin(contacts, eq(contacts.id, t.contactId))
        .where(and(...conditions))
        .orderBy(desc(byLabel.lastMessageAt), desc(byLabel.conversationId))
        .limit(filter.limit + 1)
    : await select
        .from(t)
        // A deleted device's conversations leave the inbox with it.
        .innerJoin(devices, eq(devices.id, t.deviceId))
        .leftJoin(contacts, eq(contacts.id, t.contactId))
        .where(and(...conditions))
        .orderBy(desc(t.lastMessageAt), desc(t.id))
        .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit).map(({ c, name }) => ({ ...c, name, lastDirection: c.lastDirection, resolvedAt: c.resolvedAt }));
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > filter.limit && last ? encodeCursor({ createdAt: last.lastMessageAt, id: last.id }) : null,
  };
}

/**
 * The ids of the conversations whose number starts with `q`'s digits, whose contact's name or
 * number holds `q`, or with a message holding `q`: a union of index lookups (the number's range of
 * `conversations_workspace_contact`, the FTS5 tables' matches looked up in
 * `conversations_workspace_contact_id`), so a search costs what it finds, not the workspace's size.
 */
function conversationSearch(workspaceId: string, q: string): SQL | undefined {
  const { numberPrefix, match } = searchTerms(q);
  const found: SQL[] = [];
  if (numberPrefix) {
    const [from, to] = prefixBounds(numberPrefix);
    found.push(sql`SELECT id FROM conversations WHERE workspace_id = ${workspaceId} AND contact >= ${from} AND contact < ${to}`);
  }
  if (match) {
    found.push(
      sql`SELECT id FROM conversations WHERE workspace_id = ${workspaceId} AND contact_id IN (SELECT fc.id FROM contacts_fts
        JOIN contacts AS fc ON fc.rowid = contacts_fts.rowid WHERE contacts_fts MATCH ${match} AND fc.workspace_id = ${workspaceId})`,
      sql`SELECT id FROM conversations WHERE workspace_id = ${workspaceId} AND (contact_id, device_id) IN (SELECT fm.contact_id, fm.device_id
        FROM messages_fts JOIN messages AS fm ON fm.rowid = messages_fts.rowid WHERE messages_fts MATCH ${match} AND fm.workspace_id = ${workspaceId})`,
    );
  }
  return found.length > 0 ? sql`${conversations.id} IN (${sql.join(found, sql` UNION `)})` : undefined;
}

/** The name to show for a contact of the workspace, when D1 knows it. */
export async function contactName(db: Db, workspaceId: string, contactId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`COALESCE(${contacts.name}, ${contacts.pushName})` })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, contactId)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * A contact's conversations on the workspace's devices, newest activity first, with each device's
 * name (at most `limit`; the contact panel lists them). One range of
 * `conversations_workspace_contact_id`: a contact has one conversation a device, so the few rows
 * are sorted here rather than by a sort in SQLite.
 */
export async function contactConversations(
  db: Db,
  workspaceId: string,
  contactId: string,
  limit: number,
): Promise<{ id: string; deviceId: string; deviceName: string; status: ConversationStatus; lastMessageAt: number }[]> {
  const t = conversations;
  return db
    .select({ id: t.id, deviceId: t.deviceId, deviceName: devices.name, status: t.status, lastMessageAt: t.lastMessageAt })
    .from(t)
    .innerJoin(devices, eq(devices.id, t.deviceId))
    .where(and(eq(t.workspaceId, workspaceId), eq(t.contactId, contactId)))
    .limit(limit)
    .then((rows) => rows.sort((a, b) => b.lastMessageAt - a.lastMessageAt));
}
