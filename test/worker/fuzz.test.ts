/**
 * A seeded, bounded fuzz of every endpoint: the public and management ones as the app's OpenAPI
 * document lists them (a new endpoint is fuzzed without editing this file), and the routes it hides
 * under /node (the session-nodes' door), taken from the app's own routes. It asserts what the
 * contract promises whatever a client sends: no 5xx other than 502 and 504, every error in the
 * contract's JSON shape (`{statusCode, message, error}` and `issues` for validation, `Allow` with a
 * 405), every status of a documented operation asked with its own method one that the document
 * declares for it, and afterwards a valid send still goes through.
 *
 * `npm test` runs FUZZ_RUNS requests (300 by default) from FUZZ_SEED (fixed by default);
 * `FUZZ_RUNS=5000 npm run fuzz` runs a bigger one. A failure names the seed and the request's
 * index: `Random.forRequest(seed, index)` makes that request again.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_RATE_LIMIT } from '../../worker/api-keys/rate-limit';
import app from '../../worker/app';
import { contentType, hostileString, type JsonSchema, jsonBody, multipartBody, type Pools } from './fuzz/generators';
import { Random } from './fuzz/random';
import { deviceHarness } from './harness';
import { ADMIN_TOKEN, admin, api, call, connectedDevice, NODE_TOKEN, setup } from './helpers';

/**
 * Read from the worker's bindings (which vitest.config.ts passes on, once it does), then from
 * process.env (where the runtime copies them, with the VITE_-prefixed variables Vite lets through).
 */
function setting(name: string, fallback: number): number {
  // process.env is there (nodejs_compat) but not in the Workers types this project compiles with.
  const processEnv: unknown = Reflect.get(Reflect.get(globalThis, 'process') ?? {}, 'env');
  const fromProcess = (key: string): unknown =>
    typeof processEnv === 'object' && processEnv !== null ? Reflect.get(processEnv, key) : undefined;
  const value = Reflect.get(env, name) ?? fromProcess(name) ?? fromProcess(`VITE_${name}`);
  return typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback;
}

const RUNS = setting('FUZZ_RUNS', 300);
const SEED = setting('FUZZ_SEED', 20_261_123);

type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema; required?: boolean };
type Operation = {
  method: string;
  /** With `{name}` placeholders, as the document writes it. */
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema?: JsonSchema };
  auth: 'admin' | 'key' | 'node' | 'none';
  /** The statuses the document declares for it (none for the hidden routes). */
  statuses?: string[];
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, unknown>[];
        responses?: Record<string, unknown>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Query names the hidden routes read (the document cannot say), and a few no route reads. */
const EXTRA_QUERY = ['nodeId', 'deviceId', 'limit', 'cursor', 'after', 'x'];

function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const [type, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const auth = path.startsWith('/admin') ? 'admin' : op.security?.some((s) => 'ApiKey' in s) ? 'key' : 'none';
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(type ? { body: { type, ...(content?.schema ? { schema: content.schema } : {}) } } : {}),
        auth,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  // The routes the document hides under /node: the session-nodes' door. (The dashboard's pages are
  // hidden too, but they are HTML for a browser, outside the JSON contract.)
  const documented = new Set(ops.map((op) => `${op.method} ${op.path}`));
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/node/')) continue;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    if (documented.has(`${route.method} ${path}`)) continue;
    documented.add(`${route.method} ${path}`);
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    ops.push({
      method: route.method,
      path,
      parameters: names.map((name) => ({ name, in: 'path' as const, required: true })),
      auth: 'node',
    });
  }
  return ops;
}

type Fixture = { pools: Pools; key: string; otherKey: string; doc: OpenApiDocument; ops: Operation[] };

/** The fuzzed workspace (a connected device, a webhook, a template, a record), another workspace, and their ids. */
async function fixture(): Promise<Fixture> {
  const target = await connectedDevice();
  deviceHarness(target.deviceId).webhooks.answer = () => new Response('ok');
  // A rate limit the fuzz never reaches: a 429 is a valid answer, but it would hide everything else.
  await admin('PATCH', `/workspaces/${target.workspaceId}/api-keys/${target.keyId}`, { rateLimit: MAX_RATE_LIMIT });
  const hook = await admin<{ id: string }>('POST', `/devices/${target.deviceId}/webhooks`, {
    url: 'https://hooks.example.com/kurir',
    events: ['device.status', 'message.inbound'],
  });
  const template = await admin<{ id: string }>('POST', `/workspaces/${target.workspaceId}/templates`, { name: 'promo', content: 'Diskon' });
  const sent = await api<{ id: string; messageId: string }>('/messages', target.key, {
    deviceId: target.deviceId,
    phoneNumber: '6281234567890',
    content: 'Halo',
  });
  const deliveries = await admin<{ items: { id: string }[] }>('GET', `/webhooks/${hook.body.id}/deliveries`);
  const other = await setup();
  const doc = (await (await call('/openapi.json')).json()) as OpenApiDocument;
  // The fuzzed key's own id is left out, so that the fuzz does not revoke the key it uses.
  const ids = [
    target.workspaceId,
    target.deviceId,
    hook.body.id,
    template.body.id,
    sent.body.id,
    ...deliveries.body.items.map((d) => d.id),
    other.workspaceId,
    other.deviceId,
    other.keyId,
  ];
  return {
    pools: { ids, deviceIds: [target.deviceId, target.deviceId, other.deviceId], messageIds: [sent.body.messageId, '3EB0NOTKNOWN0001'] },
    key: target.key,
    otherKey: other.key,
    doc,
    ops: operationsOf(doc),
  };
}

/** encodeURIComponent, except that a lone surrogate becomes the bytes a careless encoder writes for it (invalid UTF-8). */
function encodePart(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

type Built = { method: string; url: string; headers: Headers; body?: BodyInit };

function build(op: Operation, r: Random, f: Fixture): Built | null {
  const method = r.chance(0.85) ? op.method : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND']);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    // Mostly an id of the kind the parameter names (its pattern in the document), so that requests get past the lookup.
    const pattern = op.parameters.find((p) => p.name === name)?.schema?.pattern;
    const fitting = pattern ? f.pools.ids.filter((id) => new RegExp(pattern).test(id)) : [];
    const value = r.weighted<string>([
      [fitting.length > 0 ? 6 : 0, () => r.pick(fitting)],
      [2, () => r.pick(f.pools.ids)],
      [3, () => hostileString(r, f.pools)],
    ]);
    return r.chance(0.9) ? encodePart(value) : value.replace(/[/?#]/g, '');
  });
  const query = new URLSearchParams();
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    if (!(parameter.required || r.chance(0.6))) continue;
    const plausible =
      parameter.name === 'deviceId' ? r.pick(f.pools.deviceIds) : parameter.schema?.enum ? String(r.pick(parameter.schema.enum)) : '5';
    query.append(parameter.name, r.chance(0.7) ? plausible : hostileString(r, f.pools));
    if (r.chance(0.05)) query.append(parameter.name, '6');
  }
  if (op.auth === 'node' || r.chance(0.1)) query.append(r.pick(EXTRA_QUERY), r.chance(0.7) ? 'node-fuzz' : hostileString(r, f.pools));
  const search = query.toString();
  const url = `http://kurir.test${path.startsWith('/') ? '' : '/'}${path}${search ? `?${search}` : ''}`;

  const headers = new Headers();
  try {
    const auth = r.weighted<'right' | 'lower' | 'none' | 'wrong' | 'other'>([
      [28, () => 'right'],
      [1, () => 'lower'],
      [1, () => 'none'],
      [1, () => 'wrong'],
      [1, () => 'other'],
    ]);
    if (op.auth === 'key' && auth !== 'none')
      headers.set('X-API-Key', auth === 'wrong' ? 'kw_wrong' : auth === 'other' ? f.otherKey : f.key);
    if ((op.auth === 'admin' || op.auth === 'node') && auth !== 'none') {
      // 'other': the other door's token (the node token at the management interface, and the reverse).
      const [token, otherToken] = op.auth === 'admin' ? [ADMIN_TOKEN, NODE_TOKEN] : [NODE_TOKEN, ADMIN_TOKEN];
      headers.set(
        'Authorization',
        `${auth === 'lower' ? 'bearer' : 'Bearer'} ${auth === 'wrong' ? 'nope' : auth === 'other' ? otherToken : token}`,
      );
    }
    if (r.chance(0.1)) headers.set('Idempotency-Key', r.chance(0.7) ? `fuzz-${r.int(1, 5)}` : 'i'.repeat(r.pick([255, 256, 1000])));
    // Never a real WebSocket to the fuzzed devices with a valid token: that would take their node link.
    if (op.auth === 'node' && r.chance(0.3) && auth !== 'right' && auth !== 'lower') headers.set('Upgrade', 'websocket');
  } catch {
    return null;
  }

  let body: BodyInit | undefined;
  if (op.body && method !== 'GET' && method !== 'HEAD') {
    if (op.body.type === 'multipart/form-data') {
      const made = multipartBody(r, f.pools);
      body = made.body;
      if (made.type) headers.set('Content-Type', made.type);
    } else {
      body = jsonBody(op.body.schema, r, f.pools, (ref) => f.doc.components?.schemas?.[ref.split('/').at(-1) ?? '']);
      const type = contentType(op.body.type, r);
      if (type !== undefined) headers.set('Content-Type', type);
    }
  } else if (method !== 'GET' && method !== 'HEAD' && r.chance(0.2)) {
    body = r.pick(['{}', 'junk', '\u0000']);
  }
  return { method, url, headers, ...(body === undefined ? {} : { body }) };
}

const CONTRACT_5XX = new Set([502, 504]);

/**
 * A status the document does not declare for the operation asked with its own method. A 405 is the
 * path's answer to another method, not an operation's, and the hidden routes declare nothing.
 */
function undeclared(op: Operation, built: Built, status: number): string | null {
  if (!op.statuses || built.method !== op.method || status === 405 || op.statuses.includes(String(status))) return null;
  return `a ${status}, which the document does not declare for ${op.method} ${op.path} (it declares ${op.statuses.join(', ')})`;
}

/** What is wrong with a response by the contract, or null. */
async function problemOf(built: Built, res: Response): Promise<string | null> {
  res.webSocket?.accept();
  res.webSocket?.close(1000, 'fuzz');
  if (res.status >= 500 && !CONTRACT_5XX.has(res.status)) return `a ${res.status}: ${(await res.text()).slice(0, 300)}`;
  if (res.status < 400 || built.method === 'HEAD') {
    await res.body?.cancel();
    return null;
  }
  if (!/^application\/json/.test(res.headers.get('Content-Type') ?? ''))
    return `an error without a JSON body (${res.headers.get('Content-Type')})`;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `an error body that is not JSON: ${text.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null) return `an error body that is not an object: ${text.slice(0, 200)}`;
  const { statusCode, message, error, issues, ...rest } = body as Record<string, unknown>;
  if (statusCode !== res.status) return `statusCode ${String(statusCode)} in a ${res.status}`;
  if (typeof message !== 'string' || typeof error !== 'string') return `an error body without message and error: ${text.slice(0, 200)}`;
  if (Object.keys(rest).length > 0) return `an error body with other keys: ${Object.keys(rest).join(', ')}`;
  if (issues !== undefined) {
    const ok =
      Array.isArray(issues) &&
      issues.every((i) => typeof i?.path === 'string' && typeof i?.message === 'string' && Object.keys(i).length === 2);
    if (!ok) return `malformed issues: ${JSON.stringify(issues).slice(0, 200)}`;
  }
  if (res.status === 405 && !res.headers.get('Allow')) return 'a 405 without Allow';
  return null;
}

describe('fuzz', () => {
  it(
    `every endpoint answers ${RUNS} hostile requests (seed ${SEED}) within the contract, and a valid send still goes through`,
    async () => {
      const f = await fixture();
      // The control: a workspace the fuzz never learns the ids of.
      const control = await connectedDevice();
      expect(f.ops.length).toBeGreaterThan(20);
      expect(f.ops.some((op) => op.path.startsWith('/node/'))).toBe(true);

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (let index = 0; index < RUNS; index++) {
        const r = Random.forRequest(SEED, index);
        const op = r.pick(f.ops);
        const built = build(op, r, f);
        if (!built) continue;
        let request: Request;
        try {
          request = new Request(built.url, {
            method: built.method,
            headers: built.headers,
            ...(built.body === undefined ? {} : { body: built.body }),
          });
        } catch {
          continue; // a request the platform would not let a client make
        }
        const where = `#${index} (FUZZ_SEED=${SEED}) ${built.method} ${built.url.slice(0, 160)} [${op.method} ${op.path}]`;
        try {
          const res = await call(request.url.slice('http://kurir.test'.length), request);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const problem = (await problemOf(built, res)) ?? undeclared(op, built, res.status);
          if (problem) failures.push(`${where}: ${problem}`);
        } catch (error) {
          failures.push(`${where}: threw ${error instanceof Error ? error.stack : String(error)}`);
        }
      }
      console.log(
        `fuzz: ${RUNS} requests, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
      );
      expect(failures).toEqual([]);

      const after = await api<{ status: string }>('/messages', control.key, {
        deviceId: control.deviceId,
        phoneNumber: '6281234567890',
        content: 'masih jalan',
      });
      expect(after.status).toBe(201);
      expect(after.body.status).toBe('SENT');
      expect((await call('/openapi.json')).status).toBe(200);
    },
    Math.max(60_000, RUNS * 400),
  );
});
