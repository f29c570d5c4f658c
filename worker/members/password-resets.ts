/**
 * A way back in for a member who forgot their password: an owner of their workspace (or the
 * operator) makes a one-time link, shown once as invites are; only its hash is kept. The link
 * lets its holder set a new password once, within `PASSWORD_RESET_MS`, and ends every session of
 * the account (whoever was signed in with the old password is out). A new link replaces the
 * account's earlier unused ones.
 */
import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { sha256Hex } from '../shared/crypto';
import type { Db } from '../shared/db';
import { HttpError } from '../shared/errors';
import { hashPassword } from './password';
import { newToken } from './sessions';
import { accounts, dashboardSessions, loginThrottle, memberships, passwordResets } from './tables';
import { throttleKeys } from './throttle';

/** A day: long enough to reach the member by another channel, short enough that a forgotten link dies. */
export const PASSWORD_RESET_MS = 24 * 3600_000;

/**
 * A reset link's token for a member of `workspaceId`. An owner may make one only for a member of
 * no other workspace: another workspace's owners did not agree to hand that account over, so
 * there only the operator (`createdBy` null) may.
 */
export async function createPasswordReset(
  db: Db,
  input: { workspaceId: string; accountId: string; createdBy: string | null },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const rows = await db
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.accountId, input.accountId));
  if (!rows.some((r) => r.workspaceId === input.workspaceId)) throw new HttpError(404, `member ${input.accountId.slice(0, 64)} not found`);
  if (input.createdBy !== null && rows.some((r) => r.workspaceId !== input.workspaceId)) {
    throw new HttpError(403, 'this member belongs to other workspaces too: only the operator can make their reset link');
  }
  const token = newToken();
  const expiresAt = now + PASSWORD_RESET_MS;
  await db.batch([
    db.delete(passwordResets).where(and(eq(passwordResets.accountId, input.accountId), isNull(passwordResets.usedAt))),
    db.insert(passwordResets).values({ tokenHash: await sha256Hex(token), ...input, createdAt: now, expiresAt }),
  ]);
  return { token, expiresAt };
}

/** The account an open link resets, with its name for the page; undefined when used, replaced, expired or unknown. */
export async function openPasswordReset(db: Db, token: string, now = Date.now()) {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({ accountId: passwordResets.accountId, workspaceId: passwordResets.workspaceId, name: accounts.name, email: accounts.email })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Uses the link: the new password, every session of the account ended, its sign-in throttle
 * cleared. Null when the link is not open (someone used it first, or it expired).
 */
export async function usePasswordReset(
  db: Db,
  token: string,
  password: string,
  now = Date.now(),
): Promise<{ accountId: string; workspaceId: string } | null> {
  const tokenHash = await sha256Hex(token);
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        // The rule the link was made under, again at its use: the account is still a member of the
        // link's workspace, and an owner's link (not the operator's) still covers no other workspace.
        sql`EXISTS (SELECT 1 FROM ${memberships} m WHERE m.account_id = ${passwordResets.accountId} AND m.workspace_id = ${passwordResets.workspaceId})`,
        or(
          isNull(passwordResets.createdBy),
          sql`NOT EXISTS (SELECT 1 FROM ${memberships} m WHERE m.account_id = ${passwordResets.accountId} AND m.workspace_id <> ${passwordResets.workspaceId})`,
        ),
      ),
    )
    .returning({ accountId: passwordResets.accountId, workspaceId: passwordResets.workspaceId });
  if (!claimed) return null;
  const hash = await hashPassword(password);
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, claimed.accountId)).limit(1);
  const prefix = throttleKeys(account?.email ?? '', '').account;
  // ' ' (0x20) ends the prefix, '!' (0x21) is the next character: every key that starts with it.
  const accountKeys = { from: prefix, to: `${prefix.slice(0, -1)}!` };
  await db.batch([
    db
      .update(accounts)
      .set({ passwordHash: hash.hash, passwordSalt: hash.salt, passwordIterations: hash.iterations })
      .where(eq(accounts.id, claimed.accountId)),
    db.delete(dashboardSessions).where(eq(dashboardSessions.accountId, claimed.accountId)),
    // The account's other open links die with this one.
    db.delete(passwordResets).where(and(eq(passwordResets.accountId, claimed.accountId), ne(passwordResets.tokenHash, tokenHash))),
    // Its failures from every address: the keys `account:<email> from <address>`, as one key range.
    db.delete(loginThrottle).where(and(gte(loginThrottle.key, accountKeys.from), lt(loginThrottle.key, accountKeys.to))),
  ]);
  return claimed;
}
