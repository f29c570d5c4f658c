/**
 * Workers AI as a workspace's provider: accepted only while the worker has its `AI` binding (absent
 * under `wrangler dev` and here, so a test lends it one), and tested through it like any provider.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiBinding } from '../../../worker/assistant/chat-client';
import { testConnection } from '../../../worker/assistant/connection-test';
import { english } from '../../../worker/shared/said';
import { admin } from '../helpers';

const bindings = env as { AI?: AiBinding };
const io = { fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init), timeoutMs: 1_000 };

describe('Workers AI as the provider', () => {
  afterEach(() => {
    delete bindings.AI;
  });

  it('is accepted once the worker has the binding, without an endpoint’s fields', async () => {
    const ws = (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Awan' })).body.id;
    const path = `/workspaces/${ws}/assistant/provider`;
    expect((await admin('PUT', path, { kind: 'workers-ai', model: '@cf/meta/llama-3.1-8b-instruct' })).status).toBe(400);
    bindings.AI = { run: async () => ({ response: 'OK' }) };
    const set = await admin('PUT', path, { kind: 'workers-ai', model: '@cf/meta/llama-3.1-8b-instruct' });
    expect(set).toMatchObject({
      status: 200,
      body: { kind: 'workers-ai', baseUrl: null, model: '@cf/meta/llama-3.1-8b-instruct', hasKey: false, transcriptionModel: null },
    });
  });

  it('answers the test through the binding, and says when there is none', async () => {
    const provider = { kind: 'workers-ai', model: '@cf/x' } as const;
    const asked: string[] = [];
    const ai: AiBinding = {
      run: async (model) => {
        asked.push(model);
        return { response: 'OK' };
      },
    };
    expect(await testConnection(provider, { ...io, ai })).toMatchObject({ ok: true, reason: null, reply: 'OK', model: '@cf/x' });
    expect(asked).toEqual(['@cf/x']);
    const unbound = await testConnection(provider, io);
    expect(unbound).toMatchObject({ ok: false, reason: 'not-bound' });
    expect(english(unbound.said)).toBe('Workers AI is not bound to this worker (deploy it with [ai] binding = "AI" in wrangler.toml)');
    const slow = await testConnection(provider, { ...io, ai: { run: () => new Promise(() => {}) } });
    expect(slow).toMatchObject({ ok: false, reason: 'timeout' });
  });
});
