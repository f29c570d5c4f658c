/**
 * The workspace's inbox: its conversations (D1 copies of the device objects' rows) newest activity
 * first, by device, status, assignee and search text (the contact's name or number, or the text
 * of any of its messages), with the contact's name. Paged by (last activity, id).
 */
import { and, desc, eq, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { contactSearch, likePattern } from '../contacts/contact-list';
import { contacts } from '../contacts/tables';
import { devices } from '../devices/tables';
import { messages } from '../messages/tables';
import { encodeCursor, type PageQuery } from '../shared/cursor';
import type { Db } from '../shared/db';
import type { Conversation, ConversationStatus } from './conversation-view';
import { conversations } from './tables';

export type ConversationFilter = PageQuery & {
  deviceId?: string | undefined;
  status?: ConversationStatus | undefined;
  /** A member's id, or `unassigned`. */
  assignee?: string | undefined;
  q?: string | undefined;
};

export type ListedConversation = Conversation & { name: string | null };

export async function listConversations(
  db: Db,
  workspaceId: string,
  filter: ConversationFilter,
): Promise<{ rows: ListedConversation[]; nextCursor: string | null }> {
  const t = conversations;
  const cursor = filter.cursor;
  const conditions: (SQL | undefined)[] = [
    eq(t.workspaceId, workspaceId),
    filter.deviceId ? eq(t.deviceId, filter.deviceId) : undefined,
    filter.status ? eq(t.status, filter.status) : undefined,
    filter.assignee === 'unassigned' ? isNull(t.assigneeId) : filter.assignee ? eq(t.assigneeId, filter.assignee) : undefined,
    filter.q
      ? or(
          contactSearch(filter.q),
          like(t.contact, likePattern(filter.q)),
          sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.workspaceId} = ${t.workspaceId} AND ${messages.deviceId} = ${t.deviceId}
                AND ${messages.contactId} = ${t.contactId} AND ${messages.content} LIKE ${likePattern(filter.q)} ESCAPE '\\')`,
        )
      : undefined,
    cursor ? or(lt(t.lastMessageAt, cursor.createdAt), and(eq(t.lastMessageAt, cursor.createdAt), lt(t.id, cursor.id))) : undefined,
  ];
  const rows = await db
    .select({ c: t, name: sql<string | null>`COALESCE(${contacts.name}, ${contacts.pushName})` })
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

/** The name to show for a contact of the workspace, when D1 knows it. */
export async function contactName(db: Db, workspaceId: string, contactId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`COALESCE(${contacts.name}, ${contacts.pushName})` })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, contactId)))
    .limit(1);
  return row?.name ?? null;
}
