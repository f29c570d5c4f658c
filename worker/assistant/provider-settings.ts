/**
 * A workspace's model provider as the API and the settings page read and write it: one zod schema
 * for both, the key write-only (sealed in D1, shown only as `hasKey`; kept when left out, removed
 * with `null`), and Workers AI accepted only where the worker has its `AI` binding.
 */

import { env } from 'cloudflare:workers';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { strictObject } from '../shared/fields';
import { isLocalDev } from '../shared/local-dev';
import { ruleCheck, ruleIssue, said } from '../shared/said';
import { seal } from '../shared/secret-box';
import { checkWebhookUrl, MAX_URL_LENGTH } from '../webhooks/url-policy';
import { PROVIDER_KEY_BOX } from './provider';
import { assistantProviders, PROVIDER_KINDS, type ProviderKind } from './tables';

/** Whether this worker has Workers AI (`[ai] binding = "AI"`), read when a provider is checked. */
export const workersAiBound = () => env.AI !== undefined;

/** A model's or a key's characters: printable, no spaces (they go into a JSON body and a header); empty is `min`'s to say. */
const PRINTABLE = /^[\x21-\x7e]*$/;

const modelSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => PRINTABLE.test(v), ruleCheck(said('assistant.printable')));

/**
 * The endpoint's base, up to its version (`https://api.openai.com/v1`): https to a public host, or
 * http to 127.0.0.1 / localhost while the worker runs locally (the webhooks' rule: the worker
 * calls it). Without credentials, a query or a fragment: the paths are added after it.
 */
const baseUrlSchema = z
  .string()
  .transform((value, ctx) => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(value.trim());
    } catch {
      // checkWebhookUrl says why.
    }
    if (parsed && (parsed.username || parsed.password)) {
      ctx.addIssue(ruleIssue(said('assistant.urlCredentials')));
      return z.NEVER;
    }
    if (parsed && (parsed.search || parsed.hash)) {
      ctx.addIssue(ruleIssue(said('assistant.urlQuery')));
      return z.NEVER;
    }
    const check = checkWebhookUrl(value.trim(), isLocalDev());
    if (check.ok) return check.url.replace(/\/+$/, '');
    ctx.addIssue(ruleIssue(check.said));
    return z.NEVER;
  })
  .meta({
    type: 'string',
    format: 'uri',
    maxLength: MAX_URL_LENGTH,
    description:
      'The endpoint up to its version; Kurir adds `/chat/completions` and `/audio/transcriptions`. https:// to a public host, or http:// to 127.0.0.1 / localhost while the worker runs locally',
    example: 'https://api.openai.com/v1',
  });

export const providerInputSchema = strictObject({
  kind: z.enum(PROVIDER_KINDS).meta({
    description:
      '`openai`: any OpenAI-compatible chat completions endpoint; `workers-ai`: Cloudflare Workers AI through the worker’s `AI` binding (400 where the worker has none)',
  }),
  baseUrl: baseUrlSchema.optional(),
  model: modelSchema.meta({ description: 'The chat model as the provider names it', example: 'gpt-4o-mini' }),
  apiKey: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine((v) => PRINTABLE.test(v), ruleCheck(said('assistant.printable')))
    .nullable()
    .optional()
    .meta({ description: 'Write-only: sets the key; left out, the stored key is kept; `null` removes it (an endpoint without keys)' }),
  transcriptionModel: modelSchema
    .nullable()
    .optional()
    .meta({ description: 'The voice-note transcription model at the same base URL (`openai` only); null or left out: none' }),
})
  .superRefine((v, ctx) => {
    if (v.kind === 'openai') {
      if (v.baseUrl === undefined) ctx.addIssue(ruleIssue(said('assistant.baseUrlNeeded'), ['baseUrl']));
      return;
    }
    if (!workersAiBound()) ctx.addIssue(ruleIssue(said('assistant.notBound'), ['kind']));
    for (const field of ['baseUrl', 'apiKey', 'transcriptionModel'] as const) {
      if (typeof v[field] === 'string') ctx.addIssue(ruleIssue(said('assistant.notForWorkersAi'), [field]));
    }
  })
  .meta({
    id: 'AssistantProviderInput',
    example: {
      kind: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-proj-example',
      transcriptionModel: 'whisper-1',
    },
  });

export type ProviderInput = z.infer<typeof providerInputSchema>;

/** The provider as shown: never the key, only whether one is set. */
export type ProviderView = {
  kind: ProviderKind;
  baseUrl: string | null;
  model: string;
  hasKey: boolean;
  transcriptionModel: string | null;
  updatedAt: number;
};

type Row = typeof assistantProviders.$inferSelect;

const viewOf = (row: Row): ProviderView => ({
  kind: row.kind,
  baseUrl: row.baseUrl,
  model: row.model,
  hasKey: row.apiKey !== null,
  transcriptionModel: row.transcriptionModel,
  updatedAt: row.updatedAt,
});

async function row(db: Db, workspaceId: string): Promise<Row | undefined> {
  const [found] = await db.select().from(assistantProviders).where(eq(assistantProviders.workspaceId, workspaceId)).limit(1);
  return found;
}

export async function readProvider(db: Db, workspaceId: string): Promise<ProviderView | null> {
  const found = await row(db, workspaceId);
  return found ? viewOf(found) : null;
}

/**
 * Sets or replaces the workspace's provider. The key is sealed when given, removed with `null`, and
 * otherwise the stored one is kept (an OpenAI-compatible provider's; Workers AI takes none).
 */
export async function saveProvider(
  db: Db,
  adminToken: string,
  workspaceId: string,
  input: ProviderInput,
  now = Date.now(),
): Promise<ProviderView> {
  const openai = input.kind === 'openai';
  const apiKey = !openai
    ? null
    : input.apiKey === null
      ? null
      : input.apiKey !== undefined
        ? await seal(adminToken, PROVIDER_KEY_BOX, input.apiKey)
        : ((await row(db, workspaceId))?.apiKey ?? null);
  const values = {
    kind: input.kind,
    baseUrl: openai ? (input.baseUrl ?? null) : null,
    model: input.model,
    apiKey,
    transcriptionModel: openai ? (input.transcriptionModel ?? null) : null,
    updatedAt: now,
  };
  const [saved] = await db
    .insert(assistantProviders)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: assistantProviders.workspaceId, set: values })
    .returning();
  if (!saved) throw new Error('the provider was not saved');
  return viewOf(saved);
}

/** Removes the workspace's provider; false when it had none. */
export async function removeProvider(db: Db, workspaceId: string): Promise<boolean> {
  const removed = await db
    .delete(assistantProviders)
    .where(eq(assistantProviders.workspaceId, workspaceId))
    .returning({ id: assistantProviders.workspaceId });
  return removed.length > 0;
}
