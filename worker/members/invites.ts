/**
 * Invites: an owner makes a link (shown once; only its hash is kept) that lets one person join the
 * workspace with a role, creating their account or adding the workspace to the one they have.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sha256Hex } from '../shared/crypto';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { workspaces } from '../workspaces/tables';
import type { Role } from './roles';
import { newToken } from './sessions';
import { invites } from './tables';

export const INVITE_MS = 7 * 24 * 3600_000;

export async function createInvite(
  db: Db,
  input: { workspaceId: string; role: Role; createdBy: string | null; name?: string | null; email?: string | null },
  now = Date.now(),
): Promise<{ id: string; token: string; expiresAt: number }> {
  const token = newToken();
  const row = { id: newId('inv'), ...input, tokenHash: await sha256Hex(token), createdAt: now, expiresAt: now + INVITE_MS };
  await db.insert(invites).values(row);
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/** An invite that can still be accepted, with its workspace's name; undefined otherwise. */
export async function openInvite(db: Db, token: string, now = Date.now()) {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select({
      id: invites.id,
      workspaceId: invites.workspaceId,
      role: invites.role,
      name: invites.name,
      email: invites.email,
      workspaceName: workspaces.name,
    })
    .from(invites)
    .innerJoin(workspaces, eq(workspaces.id, invites.workspaceId))
    .where(and(eq(invites.tokenHash, await sha256Hex(token)), isNull(invites.acceptedAt), gt(invites.expiresAt, now)))
    .limit(1);
  return row;
}

/** Marks an invite used by `accountId`; false when someone used it first. */
export async function claimInvite(db: Db, id: string, accountId: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ acceptedAt: now, acceptedBy: accountId })
    .where(and(eq(invites.id, id), isNull(invites.acceptedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length > 0;
}

/** What a list shows of an open invite (never its token's hash). */
export const openInviteColumns = {
  id: invites.id,
  role: invites.role,
  name: invites.name,
  email: invites.email,
  createdAt: invites.createdAt,
  expiresAt: invites.expiresAt,
};

/** The workspace's invites that can still be accepted: not accepted, not expired. */
export const openInvitesOf = (workspaceId: string, now: number) =>
  and(eq(invites.workspaceId, workspaceId), isNull(invites.acceptedAt), gt(invites.expiresAt, now));

/** Every open invite of the workspace, newest first (the members page's list). */
export async function pendingInvites(db: Db, workspaceId: string, now = Date.now()) {
  return db.select(openInviteColumns).from(invites).where(openInvitesOf(workspaceId, now)).orderBy(desc(invites.createdAt));
}

/** Withdraws an invite not yet accepted; false when the workspace has no such open invite. */
export async function withdrawInvite(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const withdrawn = await db
    .delete(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.id, id), isNull(invites.acceptedAt)))
    .returning({ id: invites.id });
  return withdrawn.length > 0;
}
