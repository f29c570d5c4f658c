/**
 * /admin/workspaces/:ws/assistant/provider (and /assistant/provider with a key): a workspace's model
 * provider set, read without its key, replaced, removed, refused when its rules are broken, and its
 * connection tested against the fake OpenAI-compatible provider (test/e2e/fake-openai.ts), each
 * failure named.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import type { Scripted } from '../../e2e/fake-openai';
import { admin, call } from '../helpers';

type Provider = {
  kind: string;
  baseUrl: string | null;
  model: string;
  hasKey: boolean;
  transcriptionModel: string | null;
  updatedAt: string;
};
type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };
type Test = {
  ok: boolean;
  reason: string | null;
  message: string;
  status: number | null;
  providerMessage: string | null;
  model: string;
  reply: string | null;
  ms: number;
};

const KEY = 'sk-live-rahasia-toko-123';

async function workspace(): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
}

/** A scope of its own on the fake provider, with `replies` scripted; its base URL. */
async function fakeProvider(replies: Scripted[] = []): Promise<string> {
  const base = `${inject('openai')}/provider-${crypto.randomUUID()}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ replies }) });
  return `${base}/v1`;
}

async function storedKey(ws: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT api_key FROM assistant_providers WHERE workspace_id = ?')
    .bind(ws)
    .first<{ api_key: string | null }>();
  return row?.api_key ?? null;
}

async function withKey<T>(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await call(path, {
    method,
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

describe('the assistant provider API', () => {
  it('never answers the key, keeps it sealed, keeps it when left out and removes it when asked', async () => {
    const ws = await workspace();
    const path = `/workspaces/${ws}/assistant/provider`;
    expect((await admin<ErrorBody>('GET', path)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'no AI provider is set for this workspace',
    });
    const baseUrl = await fakeProvider();
    const set = await admin<Provider>('PUT', path, { kind: 'openai', baseUrl: `${baseUrl}/`, model: 'gpt-4o-mini', apiKey: KEY });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ kind: 'openai', baseUrl, model: 'gpt-4o-mini', hasKey: true, transcriptionModel: null });
    expect(JSON.stringify(set.body)).not.toContain(KEY);
    const read = await admin<Provider>('GET', path);
    expect(read.body).toEqual(set.body);
    expect(JSON.stringify(read.body)).not.toContain(KEY);
    const sealed = await storedKey(ws);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(KEY);

    // Changed without a key: the same sealed key stays.
    const changed = await admin<Provider>('PUT', path, { kind: 'openai', baseUrl, model: 'gpt-4.1-mini', transcriptionModel: 'whisper-1' });
    expect(changed.body).toMatchObject({ model: 'gpt-4.1-mini', transcriptionModel: 'whisper-1', hasKey: true });
    expect(await storedKey(ws)).toBe(sealed);
    // The test call carries it.
    const tested = await admin<Test>('POST', `${path}/test`);
    expect(tested.body).toMatchObject({ ok: true, reason: null, model: 'gpt-4.1-mini', reply: 'Fake answer.' });
    const [request] = (await (await fetch(`${baseUrl.replace(/\/v1$/, '')}/_fake/requests`)).json()) as {
      headers: Record<string, string>;
    }[];
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);

    // `null` removes it; removing the provider removes all.
    const removed = await admin<Provider>('PUT', path, { kind: 'openai', baseUrl, model: 'gpt-4.1-mini', apiKey: null });
    expect(removed.body.hasKey).toBe(false);
    expect(await storedKey(ws)).toBeNull();
    expect((await admin('DELETE', path)).status).toBe(204);
    expect((await admin('GET', path)).status).toBe(404);
    expect((await admin('DELETE', path)).status).toBe(404);
    expect((await admin<ErrorBody>('POST', `${path}/test`)).body.message).toBe('no AI provider is set for this workspace');
  });

  it('refuses what breaks its rules with 400, naming every field', async () => {
    const ws = await workspace();
    const path = `/workspaces/${ws}/assistant/provider`;
    const cases: [unknown, string[]][] = [
      [{ kind: 'openai', model: 'gpt-4o-mini' }, ['baseUrl']],
      [{ kind: 'openai', baseUrl: 'http://api.example.com/v1', model: 'gpt-4o-mini' }, ['baseUrl']],
      [{ kind: 'openai', baseUrl: 'https://user:pw@api.example.com/v1', model: 'm' }, ['baseUrl']],
      [{ kind: 'openai', baseUrl: 'https://api.example.com/v1?x=1', model: 'm' }, ['baseUrl']],
      [{ kind: 'openai', baseUrl: 'https://10.0.0.7/v1', model: 'm' }, ['baseUrl']],
      [{ kind: 'openai', baseUrl: 'not a url', model: '' }, ['baseUrl', 'model']],
      [{ kind: 'openai', baseUrl: 'https://api.example.com/v1', model: 'gpt 4', apiKey: 'sk bad' }, ['apiKey', 'model']],
      [{ kind: 'claude', model: 'x' }, ['kind']],
      [{ kind: 'openai', baseUrl: 'https://api.example.com/v1', model: 'm', temperature: 1 }, ['']],
      // This worker has no AI binding (as under `wrangler dev`).
      [{ kind: 'workers-ai', model: '@cf/meta/llama-3.1-8b-instruct' }, ['kind']],
      [{ kind: 'workers-ai', model: '@cf/x', baseUrl: 'https://api.example.com/v1', apiKey: 'k' }, ['apiKey', 'baseUrl', 'kind']],
    ];
    for (const [body, paths] of cases) {
      const res = await admin<ErrorBody>('PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.issues?.map((i) => i.path).sort(), JSON.stringify(body)).toEqual(paths);
    }
    const notBound = await admin<ErrorBody>('PUT', path, { kind: 'workers-ai', model: '@cf/x' });
    expect(notBound.body.issues?.[0]?.message).toBe(
      'Workers AI is not bound to this worker (deploy it with [ai] binding = "AI" in wrangler.toml)',
    );
    const plain = await admin<ErrorBody>('PUT', path, { kind: 'openai', baseUrl: 'http://api.example.com/v1', model: 'm' });
    expect(plain.body.issues?.[0]?.message).toBe('must be https:// (or http:// to localhost, 127.0.0.1 or [::1])');
    expect((await admin('PUT', path, 'not json')).status).toBe(400);
    expect((await admin('GET', path)).status).toBe(404);
  });

  it('opens to a key with the assistant scope only', async () => {
    const ws = await workspace();
    const keyWith = async (scopes: string[]) =>
      (await admin<{ key: string }>('POST', `/workspaces/${ws}/api-keys`, { name: scopes.join(' '), scopes })).body.key;
    const baseUrl = await fakeProvider();
    const body = { kind: 'openai', baseUrl, model: 'gpt-4o-mini', apiKey: KEY };
    const chatbot = await keyWith(['chatbot', 'devices']);
    const refused = await withKey<ErrorBody>(chatbot, 'PUT', '/assistant/provider', body);
    expect(refused).toEqual({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'this API key lacks the scope "assistant"' },
    });
    expect((await withKey(chatbot, 'GET', '/assistant/provider')).status).toBe(403);
    expect((await withKey(chatbot, 'POST', '/assistant/provider/test')).status).toBe(403);
    const assistant = await keyWith(['assistant']);
    expect((await withKey<Provider>(assistant, 'PUT', '/assistant/provider', body)).body).toMatchObject({ hasKey: true });
    expect((await withKey<Provider>(assistant, 'GET', '/assistant/provider')).body).toMatchObject({ model: 'gpt-4o-mini', hasKey: true });
    expect((await withKey<Test>(assistant, 'POST', '/assistant/provider/test')).body.ok).toBe(true);
    expect((await withKey(await keyWith(['all']), 'GET', '/assistant/provider')).status).toBe(200);
  });

  it('says what failed when the connection is tested', async () => {
    const ws = await workspace();
    const path = `/workspaces/${ws}/assistant/provider`;
    const baseUrl = await fakeProvider([{ status: 401 }, { status: 404 }, { delayMs: 2_500 }, { status: 503 }]);
    await admin('PUT', path, { kind: 'openai', baseUrl, model: 'gpt-nope', apiKey: 'sk-wrong' });

    const refused = await admin<Test>('POST', `${path}/test`);
    expect(refused).toMatchObject({
      status: 200,
      body: {
        ok: false,
        reason: 'key-refused',
        status: 401,
        providerMessage: 'scripted failure 401',
        message: 'the provider refused the key (401): scripted failure 401',
      },
    });
    const unknown = await admin<Test>('POST', `${path}/test`);
    expect(unknown.body).toMatchObject({
      ok: false,
      reason: 'model-unknown',
      status: 404,
      message: 'the provider does not know the model "gpt-nope", or the base URL is wrong (404): scripted failure 404',
    });
    const slow = await admin<Test>('POST', `${path}/test?timeoutMs=1000`);
    expect(slow.body).toMatchObject({ ok: false, reason: 'timeout', message: 'the provider did not answer within 1000 ms' });
    expect((await admin<Test>('POST', `${path}/test`)).body).toMatchObject({ ok: false, reason: 'unavailable', status: 503 });
    expect((await admin<ErrorBody>('POST', `${path}/test?timeoutMs=99`)).status).toBe(400);

    // Nothing listens on port 9 of this machine.
    await admin('PUT', path, { kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    const gone = await admin<Test>('POST', `${path}/test`);
    expect(gone.body).toMatchObject({ ok: false, reason: 'unreachable', status: null });
    expect(gone.body.message).toMatch(/^the provider could not be reached/);
  });
});
