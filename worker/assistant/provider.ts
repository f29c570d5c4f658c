/**
 * A workspace's model provider as the assistant uses it: read from D1 with its key opened
 * (`shared/secret-box.ts`). The key leaves here only in the Authorization header of a call to the
 * provider (`chat-client.ts`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { open } from '../shared/secret-box';
import { assistantProviders } from './tables';

/** The box the provider's key is kept in. */
export const PROVIDER_KEY_BOX = 'assistant/provider-key/v1';

export type Provider =
  | { kind: 'openai'; baseUrl: string; model: string; apiKey: string | null; transcriptionModel: string | null }
  | { kind: 'workers-ai'; model: string };

/** Why a workspace's provider cannot be used now. */
export type ProviderMissing = 'none' | 'key-unreadable';

export async function loadProvider(
  db: Db,
  adminToken: string,
  workspaceId: string,
): Promise<{ ok: true; provider: Provider } | { ok: false; why: ProviderMissing }> {
  const [row] = await db.select().from(assistantProviders).where(eq(assistantProviders.workspaceId, workspaceId)).limit(1);
  if (!row) return { ok: false, why: 'none' };
  if (row.kind === 'workers-ai') return { ok: true, provider: { kind: 'workers-ai', model: row.model } };
  const apiKey = row.apiKey === null ? null : await open(adminToken, PROVIDER_KEY_BOX, row.apiKey);
  // A key that no longer opens (ADMIN_TOKEN rotated) is not silently dropped: the provider would answer 401.
  if (row.apiKey !== null && apiKey === null) return { ok: false, why: 'key-unreadable' };
  return {
    ok: true,
    provider: { kind: 'openai', baseUrl: row.baseUrl ?? '', model: row.model, apiKey, transcriptionModel: row.transcriptionModel },
  };
}
