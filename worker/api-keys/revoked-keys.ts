/**
 * The revoked API keys of a device's workspace, as its object knows them: read from D1 on the
 * object's first send with a key, told by every revocation before the revocation answers
 * (`revokeApiKey`), and read again after `REFRESH_MS`, in case a revocation could not reach the
 * object. A send's key, which the worker took without a D1 read (key-cache.ts), is checked here.
 */
import type { Clock } from '../shared/time';

/** How long the list read from D1 stands for revocations not told to the object. */
export const REFRESH_MS = 60_000;

const REVOKED = `SELECT id FROM api_keys WHERE workspace_id = ?1 AND revoked_at IS NOT NULL`;

export class RevokedKeys {
  /** Told by revocations: never forgotten, so that a list read before a revocation cannot hide it. */
  private readonly told = new Set<string>();
  private read: { workspaceId: string; ids: Set<string>; at: number } | null = null;

  constructor(
    private readonly d1: D1Database,
    private readonly clock: Clock,
  ) {}

  tell(keyId: string): void {
    this.told.add(keyId);
  }

  async revoked(workspaceId: string, keyId: string): Promise<boolean> {
    if (this.told.has(keyId)) return true;
    const now = this.clock.now();
    if (!this.read || this.read.workspaceId !== workspaceId || now - this.read.at > REFRESH_MS) {
      const rows = await this.d1.prepare(REVOKED).bind(workspaceId).all<{ id: string }>();
      this.read = { workspaceId, ids: new Set(rows.results.map((r) => r.id)), at: now };
    }
    return this.read.ids.has(keyId) || this.told.has(keyId);
  }
}
