/** API keys in D1: created (the key shown once, its hash kept), listed and revoked, for the management interface and the dashboard. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { keyHash, newApiKey, PREFIX_LENGTH } from './keys';
import { apiKeys } from './tables';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A new key: the row as stored, and the key itself, which is never available again. */
export async function createApiKey(
  db: Db,
  workspaceId: string,
  input: { name: string; rateLimit?: number | undefined },
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

/** Revokes a key of the workspace (refused from the next request on); false when the workspace has no such key. */
export async function revokeApiKey(db: Db, workspaceId: string, keyId: string, now = Date.now()): Promise<boolean> {
  const where = and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, workspaceId));
  const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(where).limit(1);
  if (!row) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(where, isNull(apiKeys.revokedAt)));
  return true;
}
