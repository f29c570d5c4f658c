/** API keys in D1: created (the key shown once, its hash kept), listed and revoked, for the management interface and the dashboard. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { deviceStub } from '../kernel/stub';
import { devices } from '../kernel/tables';
import { scopesBeyond } from '../members/role-scopes';
import type { Role } from '../members/roles';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { forgetKey } from './key-cache';
import { keyHash, newApiKey, PREFIX_LENGTH } from './keys';
import { REFRESH_MS } from './revoked-keys';
import { type Scope, scopesToStore, storedScopes } from './scopes';
import { apiKeys } from './tables';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A new key: the row as stored, and the key itself, which is never available again. */
export async function createApiKey(
  db: Db,
  workspaceId: string,
  input: { name: string; rateLimit?: number | undefined; scopes: readonly Scope[]; createdBy?: string | null },
  now = Date.now(),
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = newApiKey();
  const row: ApiKeyRow = {
    id: newId('key'),
    workspaceId,
    name: input.name,
    prefix: key.slice(0, PREFIX_LENGTH),
    keyHash: await keyHash(key),
    rateLimit: input.rateLimit ?? null,
    scopes: scopesToStore(input.scopes),
    createdBy: input.createdBy ?? null,
    createdAt: now,
    lastUsedAt: null,
    revokedAt: null,
  };
  await db.insert(apiKeys).values(row);
  return { row, key };
}

/** The workspace's keys, newest first (hashes included: callers present them without). */
export function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(desc(apiKeys.createdAt));
}

/**
 * Revokes a key of the workspace, refused from the next request on: written in D1, which every
 * route but the sends reads, and told to each of the workspace's devices' objects, which check the
 * sends' keys (key-cache.ts), before this answers. False when the workspace has no such key.
 */
export async function revokeApiKey(env: Env, db: Db, workspaceId: string, keyId: string, now = Date.now()): Promise<boolean> {
  const where = and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, workspaceId));
  const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(where).limit(1);
  if (!row) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(apiKeys.revokedAt)));
  await tellDevices(env, db, workspaceId, [keyId]);
  return true;
}

/**
 * Revokes the live keys `accountId` made in the workspace that hold a scope `role` lacks, or all
 * of them when `role` is null (they left it), as `revokeApiKey` revokes one: a key never holds
 * more than its maker may do. Answers the ids revoked. Run after the change of membership: should it
 * fail, the same change made again (a no-op) revokes them.
 */
export async function revokeKeysBeyond(
  env: Env,
  db: Db,
  workspaceId: string,
  accountId: string,
  role: Role | null,
  now = Date.now(),
): Promise<string[]> {
  const made = await db
    .select({ id: apiKeys.id, scopes: apiKeys.scopes })
    .from(apiKeys)
    .where(and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.createdBy, accountId), isNull(apiKeys.revokedAt)));
  const beyond = made.filter((k) => role === null || scopesBeyond(storedScopes(k.scopes), role).length > 0).map((k) => k.id);
  if (beyond.length === 0) return [];
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.workspaceId, workspaceId), inArray(apiKeys.id, beyond), isNull(apiKeys.revokedAt)));
  await tellDevices(env, db, workspaceId, beyond);
  return beyond;
}

/** Forgets the revoked keys here and tells each of the workspace's devices' objects, which check the sends' keys. */
async function tellDevices(env: Env, db: Db, workspaceId: string, keyIds: readonly string[]): Promise<void> {
  for (const keyId of keyIds) forgetKey(keyId);
  const owned = await db.select({ id: devices.id }).from(devices).where(eq(devices.workspaceId, workspaceId));
  await Promise.all(owned.flatMap(({ id }) => keyIds.map((keyId) => tellRevoked(env, id, keyId))));
}

/** Tells a device's object of a revocation, trying three times; an object never told reads D1 again within `REFRESH_MS`. */
async function tellRevoked(env: Env, deviceId: string, keyId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deviceStub(env, deviceId).keyRevoked(keyId);
      return;
    } catch (error) {
      if (attempt === 3) {
        console.error(
          `the revocation of ${keyId} did not reach device ${deviceId}; it reads D1 again within ${REFRESH_MS / 1000} s`,
          error,
        );
        return;
      }
    }
  }
}
