/**
 * The AI assistant's D1 tables: the workspace's model provider (one per workspace) and the HTTP
 * actions the model may call (`actions.ts`). The provider's key and each action's signing secret
 * are kept encrypted (`shared/secret-box.ts`): the worker must send it, so it cannot be a hash;
 * it is never read back to a page or an API answer.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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

/**
 * The workspace's actions: functions the model may call, each a URL Kurir POSTs the arguments to,
 * signed with the action's own secret (`action-call.ts`). The name is what the model calls, unique
 * in the workspace; one index serves that and the list in name order.
 */
export const assistantActions = sqliteTable(
  'assistant_actions',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The JSON Schema of the arguments (an object schema), as JSON text. */
    parameters: text('parameters').notNull(),
    url: text('url').notNull(),
    /** AES-GCM of the signing secret (`shared/secret-box.ts`, purpose `assistant/action-secret/v1`). */
    secret: text('secret').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('assistant_actions_workspace_name').on(t.workspaceId, t.name)],
);

/**
 * A received voice note's (or audio's) words, from the workspace's transcription model, keyed by
 * its message record. Kept in D1 beside the records rather than on them: the inbox page, the API
 * and the assistant read it by record id (`transcripts.ts`), and the device's object, which owns
 * the records, needs no migration or RPC for it. Deleted with its device.
 */
export const messageTranscripts = sqliteTable(
  'message_transcripts',
  {
    recordId: text('record_id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    text: text('text').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('message_transcripts_device').on(t.deviceId)],
);

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
