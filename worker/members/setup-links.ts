/**
 * First run: a one-time link that creates the first workspace and its owner. `npm start` asks for
 * one with ADMIN_TOKEN (`POST /admin/setup-link`) while no account exists; asking again replaces
 * the previous link, and the link dies once used.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256Hex } from '../shared/crypto';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { workspaces } from '../workspaces/tables';
import { anyAccount, newAccountStatements } from './accounts';
import { newToken } from './sessions';
import { setupLinks } from './tables';

export const SETUP_LINK_MS = 24 * 3600_000;

/** A new setup link's token, or null when the first owner exists already. */
export async function issueSetupLink(db: Db, now = Date.now()): Promise<{ token: string; expiresAt: number } | null> {
  if (await anyAccount(db)) return null;
  const token = newToken();
  const expiresAt = now + SETUP_LINK_MS;
  await db.batch([db.delete(setupLinks), db.insert(setupLinks).values({ tokenHash: await sha256Hex(token), createdAt: now, expiresAt })]);
  return { token, expiresAt };
}

export async function setupLinkOpen(db: Db, token: string, now = Date.now()): Promise<boolean> {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return false;
  const rows = await db
    .select({ h: setupLinks.tokenHash })
    .from(setupLinks)
    .where(and(eq(setupLinks.tokenHash, await sha256Hex(token)), isNull(setupLinks.usedAt), gt(setupLinks.expiresAt, now)))
    .limit(1);
  return rows.length > 0 && !(await anyAccount(db));
}

/**
 * Uses the link: the workspace, the owner's account and membership. Null when the link is not
 * open (used, replaced, expired, or an account exists already).
 */
export async function completeSetup(
  db: Db,
  token: string,
  input: { workspaceName: string; name: string; email: string; password: string },
  now = Date.now(),
): Promise<{ workspaceId: string; accountId: string } | null> {
  if (!(await setupLinkOpen(db, token, now))) return null;
  const claimed = await db
    .update(setupLinks)
    .set({ usedAt: now })
    .where(and(eq(setupLinks.tokenHash, await sha256Hex(token)), isNull(setupLinks.usedAt)))
    .returning({ h: setupLinks.tokenHash });
  if (claimed.length === 0) return null;
  const workspaceId = newId('ws');
  const { accountId, statements } = await newAccountStatements(db, input, { workspaceId, role: 'owner' }, now);
  await db.batch([db.insert(workspaces).values({ id: workspaceId, name: input.workspaceName, createdAt: now }), ...statements]);
  return { workspaceId, accountId };
}
