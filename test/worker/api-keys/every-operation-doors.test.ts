/**
 * Every operation of the OpenAPI document at its door, table-driven so that a route cannot be added
 * without its scope: at the key's path, a key without the scope is a 403 naming it, a key holding
 * just that scope passes the door (its body may still be a 4xx: never 401 or 403), and another
 * workspace's key gets 404 for this workspace's ids; at the operator's path, ADMIN_TOKEN passes.
 */
import { describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../../worker/api-keys/scopes';
import { ADMIN_TOKEN, admin, call, setup } from '../helpers';

type Parameter = { name: string; in: string; required?: boolean; schema?: { example?: unknown; default?: unknown } };
type Schema = { $ref?: string; example?: unknown };
type Operation = {
  'x-kurir-scope'?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
type Op = { method: string; path: string; op: Operation };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ROUTE_SCOPES = new Set<string>([...SCOPES, 'operator', 'public']);
/** The document's named schemas, where a body's example may sit behind a `$ref`. */
let schemas: Record<string, Schema> = {};

async function operations(): Promise<Op[]> {
  const doc = (await (await call('/openapi.json')).json()) as Doc;
  const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation })),
  );
  // What changes the fixtures for the rows after it goes last: deletes, the device's last of all.
  const rank = ({ method, path }: Op) => (method !== 'delete' ? 0 : path.endsWith('/devices/{id}') ? 2 : 1);
  schemas = doc.components.schemas;
  return ops.sort((a, b) => rank(a) - rank(b));
}

/** The example of the operation's JSON body (every body has a whole-object one), with the fixture's device and no URL. */
function bodyOf(op: Operation, deviceId: string, reaching = false): { body?: string; type?: string; fetches?: boolean } {
  const content = op.requestBody?.content;
  if (!content) return {};
  const json = content['application/json'];
  if (!json) return { type: Object.keys(content)[0] ?? '' };
  const ref = json.schema.$ref?.split('/').pop();
  const example = (ref ? schemas[ref]?.example : undefined) ?? json.schema.example ?? {};
  const withDevice = typeof example === 'object' && example !== null && 'deviceId' in example ? { ...example, deviceId } : example;
  // A URL the worker would reach out to (a media file; a webhook, once it is made) is made one it
  // refuses at once where the request would get that far: these tests reach no network.
  const offline = (k: string, v: unknown) => (k === 'mediaUrl' || (reaching && k === 'url') ? 'not a url' : v);
  const body = JSON.stringify(withDevice, offline);
  return { body, type: 'application/json', fetches: body.includes('not a url') };
}

type Fixture = { workspaceId: string; deviceId: string; templateId: string };

/** The path with this fixture's ids (made-up ones where the fixture has no such thing), and its required query. */
function urlOf(path: string, op: Operation, f: Fixture): { url: string; ownIds: boolean } {
  let ownIds = false;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'ws') return f.workspaceId;
    const own =
      name === 'templateId'
        ? f.templateId
        : name === 'deviceId' || (name === 'id' && /^(\/admin)?\/devices\//.test(path))
          ? f.deviceId
          : null;
    if (own) {
      ownIds = true;
      return own;
    }
    if (name === 'action') return 'pause';
    if (name === 'groupId') return '120363000000000000';
    const prefix = { contactId: 'ctc', conversationId: 'cnv', messageId: 'msg', keyId: 'key' }[name];
    const byPath = path.includes('/broadcasts/')
      ? 'brd'
      : path.includes('/webhooks/')
        ? 'whk'
        : path.includes('/deliveries/')
          ? 'dlv'
          : 'x';
    return `${prefix ?? byPath}_8fK2mQ9xLr4TbZ1cWp7n`;
  });
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query' || !p.required) continue;
    if (p.name === 'deviceId') ownIds = true;
    query.set(p.name, p.name === 'deviceId' ? f.deviceId : String(p.schema?.example ?? p.schema?.default ?? '0'));
  }
  return { url: query.size > 0 ? `${filled}?${query}` : filled, ownIds };
}

async function send(o: Op, f: Fixture, auth: Record<string, string>, reaching = true) {
  const { url } = urlOf(o.path, o.op, f);
  const { body, type } = bodyOf(o.op, f.deviceId, reaching);
  const res = await call(url, {
    method: o.method.toUpperCase(),
    headers: { ...auth, ...(type ? { 'Content-Type': type } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, message: text.startsWith('{') ? (JSON.parse(text) as { message?: string }).message : undefined };
}

async function key(workspaceId: string, scopes: readonly string[]): Promise<string> {
  const made = await admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'probe', scopes });
  expect(made.status).toBe(201);
  return made.body.key;
}

async function fixture(): Promise<Fixture> {
  const s = await setup();
  const template = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/templates`, {
    name: 'Promo',
    content: 'Halo {{name}}',
  });
  expect(template.status).toBe(201);
  return { workspaceId: s.workspaceId, deviceId: s.deviceId, templateId: template.body.id };
}

describe('every operation of the document at its door', () => {
  it('declares a scope and the door’s security: a route without its scope fails here', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(60);
    const undeclared = ops.filter((o) => !ROUTE_SCOPES.has(o.op['x-kurir-scope'] ?? '')).map((o) => `${o.method} ${o.path}`);
    expect(undeclared).toEqual([]);
    for (const { path, op } of ops) {
      const scope = op['x-kurir-scope'] ?? '';
      const expected = path.startsWith('/admin/') ? [{ AdminToken: [] }] : scope === 'public' ? [] : [{ ApiKey: [scope] }];
      expect({ path, security: op.security }).toEqual({ path, security: expected });
      // An operator's operation has no key's path.
      if (scope === 'operator') expect(path.startsWith('/admin/')).toBe(true);
    }
  });

  it('at the key’s path: 403 naming the scope without it, through with it, 404 for another workspace’s ids', async () => {
    const ops = (await operations()).filter((o) => !o.path.startsWith('/admin/') && o.op['x-kurir-scope'] !== 'public');
    const mine = await fixture();
    const theirs = await fixture();
    const needed = [...new Set(ops.map((o) => o.op['x-kurir-scope'] as Scope))];
    const holding = new Map<string, string>();
    const lacking = new Map<string, string>();
    for (const scope of needed) {
      holding.set(scope, await key(mine.workspaceId, [scope]));
      lacking.set(
        scope,
        await key(
          mine.workspaceId,
          SCOPES.filter((s) => s !== scope && s !== 'all'),
        ),
      );
    }
    const stranger = await key(theirs.workspaceId, ['all']);
    const seen: string[] = [];
    for (const o of ops) {
      const scope = o.op['x-kurir-scope'] ?? '';
      const row = `${o.method.toUpperCase()} ${o.path}`;
      const refused = await send(o, mine, { 'X-API-Key': lacking.get(scope) ?? '' });
      expect({ row, ...refused }).toEqual({ row, status: 403, message: `this API key lacks the scope "${scope}"` });
      // Where the request names this workspace's ids and its body is a JSON example the route reads
      // whole (a file's body, multipart or a picture's bytes, has no example to pass validation).
      const sent = bodyOf(o.op, mine.deviceId);
      if (urlOf(o.path, o.op, mine).ownIds && (sent.type === undefined || sent.type === 'application/json') && !sent.fetches) {
        const foreign = await send(o, mine, { 'X-API-Key': stranger }, false);
        expect({ row, status: foreign.status }).toEqual({ row, status: 404 });
      }
      // Through the scope's gate: a 403 after it is the route's own rule (a members key inviting
      // an agent without an agent's scopes), not the door's.
      const allowed = await send(o, mine, { 'X-API-Key': holding.get(scope) ?? '' });
      const gated = [401, 500].includes(allowed.status) || (allowed.status === 403 && allowed.message === refused.message);
      expect({ row, refused: gated }).toEqual({ row, refused: false });
      seen.push(row);
    }
    expect(seen).toEqual(
      expect.arrayContaining(['GET /devices', 'POST /devices', 'GET /devices/{id}/qr', 'POST /broadcasts', 'GET /conversations']),
    );
  }, 120_000);

  it('at the operator’s path: ADMIN_TOKEN passes for any workspace', async () => {
    const ops = (await operations()).filter((o) => o.path.startsWith('/admin/'));
    const f = await fixture();
    for (const o of ops) {
      const row = `${o.method.toUpperCase()} ${o.path}`;
      const res = await send(o, f, { Authorization: `Bearer ${ADMIN_TOKEN}` });
      expect({ row, refused: [401, 403, 500].includes(res.status) }).toEqual({ row, refused: false });
    }
  }, 120_000);
});
