/** Accounts and their memberships: who signs in, and with which role in which workspace. */
import { and, asc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { BatchItem, Db } from '../shared/db';
import { HttpError } from '../shared/errors';
import { newId } from '../shared/ids';
import { workspaces } from '../workspaces/tables';
import { hashPassword, type PasswordHash } from './password';
import type { Role } from './roles';
import { accounts, memberships } from './tables';

export type Account = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export function storedHash(account: Account): PasswordHash {
  return { hash: account.passwordHash, salt: account.passwordSalt, iterations: account.passwordIterations };
}

/** The statements that create an account (its password hashed here) with its first membership. */
export async function newAccountStatements(
  db: Db,
  input: { name: string; email: string; password: string },
  membership: { workspaceId: string; role: Role },
  now = Date.now(),
): Promise<{ accountId: string; statements: BatchItem[] }> {
  const accountId = newId('acc');
  const password = await hashPassword(input.password);
  return {
    accountId,
    statements: [
      db.insert(accounts).values({
        id: accountId,
        email: input.email,
        name: input.name,
        passwordHash: password.hash,
        passwordSalt: password.salt,
        passwordIterations: password.iterations,
        createdAt: now,
      }),
      db
        .insert(memberships)
        .values({ ...membership, accountId, createdAt: now })
        .onConflictDoNothing(),
    ],
  };
}

/** A role's rank: 0 for the highest (owner). Written as SQL so a write can compare in its own statement. */
const rankOf = (role: SQL | typeof memberships.role) => sql`CASE ${role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`;

/**
 * Joins an account to a workspace with `role`, or, when it is a member already, keeps the higher
 * of the two roles: an invite never lowers anyone (the last owner accepting an agent's invite
 * would otherwise leave the workspace with no owner). The comparison is in the upsert itself, so
 * no change between a read and the write can slip through.
 */
export function membershipStatement(db: Db, membership: { workspaceId: string; accountId: string; role: Role }, now = Date.now()) {
  return db
    .insert(memberships)
    .values({ ...membership, createdAt: now })
    .onConflictDoUpdate({
      target: [memberships.workspaceId, memberships.accountId],
      set: {
        role: sql`CASE WHEN ${rankOf(sql`excluded.role`)} < ${rankOf(memberships.role)} THEN excluded.role ELSE ${memberships.role} END`,
      },
    });
}

const otherOwners = alias(memberships, 'other_owners');

/**
 * The condition a write that removes or lowers `accountId`'s membership adds to its own statement:
 * the row is not an owner, or another owner of the workspace remains. One statement is atomic in
 * D1, so two owners removing each other at once cannot both succeed.
 */
function anotherOwnerRemains(db: Db, workspaceId: string, accountId: string) {
  return or(
    ne(memberships.role, 'owner'),
    exists(
      db
        .select({ one: sql`1` })
        .from(otherOwners)
        .where(and(eq(otherOwners.workspaceId, workspaceId), eq(otherOwners.role, 'owner'), ne(otherOwners.accountId, accountId))),
    ),
  );
}

/** The workspaces an account belongs to, with its role in each, by name. */
export async function workspacesOf(db: Db, accountId: string) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(workspaces.name));
}

export async function roleIn(db: Db, accountId: string, workspaceId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), eq(memberships.workspaceId, workspaceId)))
    .limit(1);
  return row?.role ?? null;
}

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      accountId: accounts.id,
      name: accounts.name,
      email: accounts.email,
      role: memberships.role,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(asc(accounts.name));
}

/**
 * Who may be changed or removed: members of `roles` only (a key's reach, `role-scopes.ts`), checked in
 * the write itself; `refused` is the answer for a member of another role.
 */
export type Reach = { roles: readonly Role[]; refused: (role: Role) => HttpError };

/** The condition of a write on a member within `reach` (none without one). */
const within = (reach: Reach | undefined) => (reach ? inArray(memberships.role, [...reach.roles]) : undefined);

/** Why a write on `accountId` changed nothing: 404 when no such member, `reach`'s refusal, else `lastOwner`. */
async function unchanged(db: Db, workspaceId: string, accountId: string, reach: Reach | undefined, lastOwner: string): Promise<never> {
  const role = await roleIn(db, accountId, workspaceId);
  if (!role) throw new HttpError(404, `member ${accountId} not found`);
  if (reach && !reach.roles.includes(role)) throw reach.refused(role);
  throw new HttpError(409, lastOwner);
}

/**
 * Removes a member from a workspace (an owner removing themself is how one leaves); the last owner
 * stays, checked in the delete itself (a workspace always has one). Answers the role they had.
 */
export async function removeMember(db: Db, workspaceId: string, accountId: string, reach?: Reach): Promise<Role> {
  const removed = await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        eq(memberships.accountId, accountId),
        within(reach),
        anotherOwnerRemains(db, workspaceId, accountId),
      ),
    )
    .returning({ role: memberships.role });
  if (removed[0]) return removed[0].role;
  return unchanged(db, workspaceId, accountId, reach, 'the last owner of a workspace cannot be removed');
}

/**
 * Gives a member another role. Lowering an owner needs another owner to remain, checked in the
 * update itself as `removeMember` checks its delete; making someone an owner is always allowed.
 */
export async function changeRole(db: Db, workspaceId: string, accountId: string, role: Role, reach?: Reach): Promise<void> {
  const changed = await db
    .update(memberships)
    .set({ role })
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        eq(memberships.accountId, accountId),
        within(reach),
        role === 'owner' ? undefined : anotherOwnerRemains(db, workspaceId, accountId),
      ),
    )
    .returning({ accountId: memberships.accountId });
  if (changed.length > 0) return;
  await unchanged(
    db,
    workspaceId,
    accountId,
    reach,
    'the last owner of a workspace cannot be given another role: make another member an owner first',
  );
}

export async function anyAccount(db: Db): Promise<boolean> {
  return (await db.select({ id: accounts.id }).from(accounts).limit(1)).length > 0;
}
