/**
 * /admin/workspaces/:ws/assistant/actions: added with a secret answered once (and kept sealed),
 * listed, changed, deleted; each rule of a name, a description, a schema and a URL refused with
 * the contract's 400 at its field; a key needs the `assistant` scope.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { loadActions } from '../../../worker/assistant/action-store';
import { getDb } from '../../../worker/shared/db';
import { ADMIN_TOKEN, admin, call } from '../helpers';

type Action = {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  url: string;
  secret?: string;
};
type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

const PARAMETERS = { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] };
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'order_status',
  description: 'Looks up an order by its number.',
  parameters: PARAMETERS,
  url: 'https://shop.example.com/kurir/order-status',
  ...over,
});

async function workspace(): Promise<string> {
  return (await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' })).body.id;
}

describe('the assistant actions API', () => {
  it('adds an action with its secret answered once, lists, changes and deletes it', async () => {
    const ws = await workspace();
    const made = await admin<Action>('POST', `/workspaces/${ws}/assistant/actions`, valid());
    expect(made).toMatchObject({ status: 201, body: { workspaceId: ws, name: 'order_status', parameters: PARAMETERS } });
    expect(made.body.id).toMatch(/^act_/);
    expect(made.body.secret).toMatch(/^kas_[0-9A-Za-z]{40}$/);
    const { secret, ...shown } = made.body;
    const path = `/workspaces/${ws}/assistant/actions/${made.body.id}`;
    expect((await admin<Action>('GET', path)).body).toEqual(shown);
    expect((await admin<{ items: Action[] }>('GET', `/workspaces/${ws}/assistant/actions`)).body).toEqual({ items: [shown] });

    // Kept sealed in D1, and opened for a call as it was given.
    const stored = await env.DB.prepare('SELECT secret FROM assistant_actions WHERE id = ?').bind(made.body.id).first<{ secret: string }>();
    expect(stored?.secret).not.toContain(secret ?? '');
    const loaded = await loadActions(getDb(env), ADMIN_TOKEN, ws);
    const action = { id: shown.id, name: shown.name, description: shown.description, parameters: shown.parameters, url: shown.url };
    expect(loaded).toEqual([{ action, secret }]);
    expect(await loadActions(getDb(env), 'another-admin-token', ws)).toMatchObject([{ secret: null }]);

    const changed = await admin<Action>('PATCH', path, { url: 'https://shop.example.com/v2/status', description: 'Order status.' });
    expect(changed).toMatchObject({ status: 200, body: { url: 'https://shop.example.com/v2/status', description: 'Order status.' } });
    expect(changed.body.secret).toBeUndefined();
    expect((await admin('DELETE', path)).status).toBe(204);
    expect((await admin<ErrorBody>('GET', path)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `action ${made.body.id} not found`,
    });
    expect((await admin('DELETE', path)).status).toBe(404);
  });

  it('answers 409 for a name the workspace has already', async () => {
    const ws = await workspace();
    expect((await admin('POST', `/workspaces/${ws}/assistant/actions`, valid())).status).toBe(201);
    const again = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid());
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'another action of this workspace is named order_status' });
    const other = await admin<Action>('POST', `/workspaces/${ws}/assistant/actions`, valid({ name: 'stock' }));
    expect((await admin('PATCH', `/workspaces/${ws}/assistant/actions/${other.body.id}`, { name: 'order_status' })).status).toBe(409);
    expect((await admin('POST', `/workspaces/${await workspace()}/assistant/actions`, valid())).status).toBe(201);
  });

  it('refuses a bad name, description or URL at its field', async () => {
    const ws = await workspace();
    for (const name of ['Order', '1order', 'order-status', '', 'a'.repeat(65), 'hand_over']) {
      const res = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ name }));
      expect(res.status, name).toBe(400);
      expect(
        res.body.issues?.map((i) => i.path),
        name,
      ).toEqual(['name']);
    }
    const reserved = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ name: 'hand_over' }));
    expect(reserved.body.issues?.[0]?.message).toBe('hand_over is the assistant’s own tool: choose another name');
    for (const description of ['', 'x'.repeat(1025)]) {
      const res = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ description }));
      expect(res.body.issues?.map((i) => i.path)).toEqual(['description']);
    }
    for (const url of ['http://shop.example.com/x', 'ftp://shop.example.com/x', 'https://10.0.0.1/x', 'not a url']) {
      const res = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ url }));
      expect(res.status, url).toBe(400);
      expect(
        res.body.issues?.map((i) => i.path),
        url,
      ).toEqual(['url']);
    }
    const all = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, {
      name: 'X',
      description: '',
      url: 'x',
      parameters: [],
      y: 1,
    });
    expect(all).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request' } });
    expect(all.body.issues?.map((i) => i.path).sort()).toEqual(['', 'description', 'name', 'parameters', 'url']);
  });

  it('refuses a schema that is not a JSON Schema of an object, naming what is wrong', async () => {
    const ws = await workspace();
    const cases: [unknown, RegExp][] = [
      [{ type: 'string' }, /\/type/],
      [{ properties: {} }, /type/],
      [{ type: 'object', properties: { a: { type: 'strin' } } }, /\/properties\/a\/type/],
      [{ type: 'object', required: 'a' }, /\/required/],
      [{ type: 'object', properties: { a: { type: 'string', pattern: '(' } } }, /\/properties\/a\/pattern/],
      [{ type: 'object', properties: { a: { type: 'string', minLength: -1 } } }, /minLength/],
      [{ type: 'object', properties: { a: { $ref: 'https://evil.example.com/s.json' } } }, /\$ref/],
      [{ type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }, /usable/],
      [{ type: 'object', description: 'x'.repeat(17_000) }, /16384 bytes/],
    ];
    for (const [parameters, said] of cases) {
      const res = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ parameters }));
      expect(res.status, JSON.stringify(parameters).slice(0, 80)).toBe(400);
      expect(res.body.issues?.map((i) => i.path)).toEqual(['parameters']);
      expect(res.body.issues?.[0]?.message, JSON.stringify(parameters).slice(0, 80)).toMatch(said);
    }
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 40; i++) deep = { type: 'object', properties: { a: deep } };
    const tooDeep = await admin<ErrorBody>('POST', `/workspaces/${ws}/assistant/actions`, valid({ parameters: deep }));
    expect(tooDeep.body.issues?.[0]?.message).toMatch(/levels deep/);
    const rich = {
      type: 'object',
      properties: {
        orderId: { type: 'string', pattern: '^INV-\\d+$', description: 'e.g. INV-1042' },
        items: { type: 'array', items: { $ref: '#/$defs/item' }, maxItems: 10 },
        when: { type: ['string', 'null'], format: 'date' },
      },
      required: ['orderId'],
      additionalProperties: false,
      $defs: { item: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer', minimum: 1 } } } },
    };
    expect((await admin('POST', `/workspaces/${ws}/assistant/actions`, valid({ parameters: rich }))).status).toBe(201);
  });

  it('is the operator’s, or a key’s with the assistant scope', async () => {
    const ws = await workspace();
    const keyWith = async (scopes: string[]) =>
      (await admin<{ key: string }>('POST', `/workspaces/${ws}/api-keys`, { name: scopes.join(' '), scopes })).body.key;
    const allowed = await keyWith(['assistant']);
    const made = await call('/assistant/actions', {
      method: 'POST',
      headers: { 'X-API-Key': allowed, 'Content-Type': 'application/json' },
      body: JSON.stringify(valid()),
    });
    expect(made.status).toBe(201);
    const refused = await call('/assistant/actions', { headers: { 'X-API-Key': await keyWith(['chatbot']) } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).message).toBe('this API key lacks the scope "assistant"');
  });
});
