/**
 * Dashboard sessions: a random token in an HttpOnly cookie, only its SHA-256 in D1, so a leaked
 * table opens nothing. Server-side, so signing out (or removing a member) ends a session at once:
 * every request reads it again. Each session has its own CSRF token for forms and calls.
 */
import { and, eq, gt } from 'drizzle-orm';
import { sha256Hex } from '../shared/crypto';
import type { Db } from '../shared/db';
import { randomBase62 } from '../shared/ids';
import type { Standing } from './roles';
import { accounts, dashboardSessions, memberships } from './tables';

export const SESSION_COOKIE = 'kurir_session';
export const MEMBER_SESSION_MS = 7 * 24 * 3600_000;
/** The operator's token opens every workspace: its sessions are shorter. */
export const OPERATOR_SESSION_MS = 12 * 3600_000;

export type DashboardSession = {
  tokenHash: string;
  csrfToken: string;
  expiresAt: number;
  /** Null for the operator. */
  account: { id: string; name: string; email: string } | null;
  workspaceId: string | null;
  /** The viewer's standing in the open workspace; null when none is open (or they are no longer a member). */
  standing: Standing | null;
};

export const newToken = () => randomBase62(43);

export async function createSession(
  db: Db,
  owner: { accountId: string | null; workspaceId: string | null },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + (owner.accountId === null ? OPERATOR_SESSION_MS : MEMBER_SESSION_MS);
  await db.insert(dashboardSessions).values({
    tokenHash: await sha256Hex(token),
    accountId: owner.accountId,
    workspaceId: owner.workspaceId,
    csrfToken: newToken(),
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session of a cookie's token, or null (unknown, revoked or expired). */
export async function readSession(db: Db, token: string, now = Date.now()): Promise<DashboardSession | null> {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return null;
  const s = dashboardSessions;
  const [row] = await db
    .select({
      tokenHash: s.tokenHash,
      csrfToken: s.csrfToken,
      expiresAt: s.expiresAt,
      accountId: s.accountId,
      workspaceId: s.workspaceId,
      name: accounts.name,
      email: accounts.email,
      role: memberships.role,
    })
    .from(s)
    .leftJoin(accounts, eq(accounts.id, s.accountId))
    .leftJoin(memberships, and(eq(memberships.accountId, s.accountId), eq(memberships.workspaceId, s.workspaceId)))
    .where(and(eq(s.tokenHash, await sha256Hex(token)), gt(s.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const account = row.accountId && row.name !== null && row.email !== null ? { id: row.accountId, name: row.name, email: row.email } : null;
  if (row.accountId && !account) return null;
  const standing: Standing | null = row.workspaceId === null ? null : account ? (row.role ?? null) : 'operator';
  return { tokenHash: row.tokenHash, csrfToken: row.csrfToken, expiresAt: row.expiresAt, account, workspaceId: row.workspaceId, standing };
}

/** Ends a session now: its cookie is refused from the next request on. */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.tokenHash, tokenHash));
}

export async function openWorkspace(db: Db, tokenHash: string, workspaceId: string): Promise<void> {
  await db.update(dashboardSessions).set({ workspaceId }).where(eq(dashboardSessions.tokenHash, tokenHash));
}
