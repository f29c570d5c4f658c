/**
 * The members API's lists: a workspace's members and its open invites, newest first, a page at a
 * time by (createdAt, id) as every list is paged (shared/cursor.ts), on their own indexes.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterCursor, encodeCursor, type PageQuery } from '../shared/cursor';
import type { Db } from '../shared/db';
import { openInviteColumns, openInvitesOf } from './invites';
import { accounts, invites, memberships } from './tables';

type Page<T> = { rows: T[]; nextCursor: string | null };

function toPage<T>(rows: T[], limit: number, position: (row: T) => { createdAt: number; id: string }): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(position(last)) : null };
}

export type MemberRow = { accountId: string; name: string; email: string; role: 'owner' | 'admin' | 'agent'; createdAt: number };

const memberColumns = {
  accountId: memberships.accountId,
  name: accounts.name,
  email: accounts.email,
  role: memberships.role,
  createdAt: memberships.createdAt,
};

/** One member of the workspace; undefined when the account is not one. */
export async function findMember(db: Db, workspaceId: string, accountId: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row;
}

/** A page of the workspace's members, the newest to join first. */
export async function pageMembers(db: Db, workspaceId: string, query: PageQuery): Promise<Page<MemberRow>> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.workspaceId, workspaceId), afterCursor(query.cursor, memberships.createdAt, memberships.accountId)))
    .orderBy(desc(memberships.createdAt), desc(memberships.accountId))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.createdAt, id: r.accountId }));
}

export type InviteRow = {
  id: string;
  role: 'owner' | 'admin' | 'agent';
  name: string | null;
  email: string | null;
  createdAt: number;
  expiresAt: number;
};

/** A page of the workspace's open invites (not accepted, not expired), newest first. */
export async function pageOpenInvites(db: Db, workspaceId: string, query: PageQuery, now = Date.now()): Promise<Page<InviteRow>> {
  const rows = await db
    .select(openInviteColumns)
    .from(invites)
    .where(and(openInvitesOf(workspaceId, now), afterCursor(query.cursor, invites.createdAt, invites.id)))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => r);
}
