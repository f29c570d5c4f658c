/**
 * The AI assistant's D1 tables: the workspace's model provider (one per workspace). The provider's
 * key is kept encrypted (`shared/secret-box.ts`): the worker must send it, so it cannot be a hash;
 * it is never read back to a page or an API answer.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { workspaces } from '../workspaces/tables';

export const PROVIDER_KINDS = ['openai', 'workers-ai'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export const assistantProviders = sqliteTable('assistant_providers', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  /** `openai`: any OpenAI-compatible chat completions endpoint; `workers-ai`: the worker's `AI` binding. */
  kind: text('kind', { enum: PROVIDER_KINDS }).notNull(),
  /** The endpoint's base URL, up to and including its version (`https://api.openai.com/v1`); null for Workers AI. */
  baseUrl: text('base_url'),
  /** The chat model's name as the provider knows it. */
  model: text('model').notNull(),
  /** AES-GCM of the key (`shared/secret-box.ts`, purpose `assistant/provider-key/v1`); null: the endpoint needs none. */
  apiKey: text('api_key'),
  /** The transcription model (voice notes) at the same base URL; null: voice notes are not transcribed. */
  transcriptionModel: text('transcription_model'),
  updatedAt: integer('updated_at').notNull(),
});

/** Tokens a workspace's assistant used on a UTC day (`YYYY-MM-DD`): read before each call, added to after it. */
export const assistantTokenDays = sqliteTable(
  'assistant_token_days',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    tokens: integer('tokens').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);
