/**
 * API keys the send routes resolve without a D1 read. A send reaches its device's object anyway,
 * and that object refuses a revoked key (`RevokedKeys`, told by the revocation before it answers),
 * so what this worker instance remembers of a key (its id, workspace, rate limit and scopes) may be a
 * little old without a revoked key getting through. Every other route reads the key in D1.
 */
export type KeyRow = {
  id: string;
  workspaceId: string;
  revokedAt: number | null;
  rateLimit: number | null;
  /** As stored: space-separated, null for a key made before scopes (see scopes.ts). */
  scopes: string | null;
};

/** How long a key's row is trusted here: a changed rate limit applies within this in other instances. */
export const KEY_CACHE_MS = 30_000;
const MAX_KEYS = 10_000;

const rows = new Map<string, { row: KeyRow; at: number }>();

/** The key with this hash as read within `KEY_CACHE_MS`, or null. */
export function cachedKey(hash: string, now = Date.now()): KeyRow | null {
  const hit = rows.get(hash);
  if (!hit) return null;
  if (now - hit.at > KEY_CACHE_MS) {
    rows.delete(hash);
    return null;
  }
  return hit.row;
}

/** Remembers a live key as just read in D1. */
export function rememberKey(hash: string, row: KeyRow, now = Date.now()): void {
  if (row.revokedAt !== null) return;
  rows.set(hash, { row, at: now });
  if (rows.size > MAX_KEYS) {
    const oldest = rows.keys().next().value;
    if (oldest !== undefined) rows.delete(oldest);
  }
}

/** Forgets a key changed or revoked through this instance (others forget it within `KEY_CACHE_MS`). */
export function forgetKey(keyId: string): void {
  for (const [hash, { row }] of rows) if (row.id === keyId) rows.delete(hash);
}
