/**
 * A workspace's provider pointed at the fake OpenAI-compatible server (test/e2e/fake-openai.ts),
 * in a scope of the test's own: its row written straight into D1 with the key sealed, as the
 * settings would keep it, and the fake's script and record reached over HTTP.
 */
import { env } from 'cloudflare:workers';
import { inject } from 'vitest';
import { PROVIDER_KEY_BOX } from '../../../worker/assistant/provider';
import { assistantProviders } from '../../../worker/assistant/tables';
import { getDb } from '../../../worker/shared/db';
import { seal } from '../../../worker/shared/secret-box';
import type { Recorded, Scripted } from '../../e2e/fake-openai';

export const PROVIDER_KEY = 'sk-test-agent-help';

export async function fakeProvider(
  workspaceId: string,
  {
    replies = [],
    transcripts = [],
    transcriptionModel = 'whisper-test',
  }: { replies?: Scripted[]; transcripts?: Scripted[]; transcriptionModel?: string | null } = {},
) {
  const scope = `help-${crypto.randomUUID()}`;
  const base = `${inject('openai')}/${scope}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ replies, transcripts }) });
  await getDb(env)
    .insert(assistantProviders)
    .values({
      workspaceId,
      kind: 'openai',
      baseUrl: `${base}/v1`,
      model: 'gpt-test',
      apiKey: await seal(env.ADMIN_TOKEN, PROVIDER_KEY_BOX, PROVIDER_KEY),
      transcriptionModel,
      updatedAt: Date.now(),
    })
    .onConflictDoUpdate({ target: assistantProviders.workspaceId, set: { baseUrl: `${base}/v1`, transcriptionModel } });
  return {
    requests: async () => (await (await fetch(`${base}/_fake/requests`)).json()) as Recorded[],
    script: async (more: { replies?: Scripted[]; transcripts?: Scripted[] }) => {
      await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify(more) });
    },
  };
}
