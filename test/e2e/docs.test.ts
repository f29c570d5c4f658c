/**
 * The interface describing itself on the running stack (wrangler dev, so the worker as wrangler
 * bundles it, with a simulator session-node): the reference page and its assets, the OpenAPI
 * document it renders, and `/health` following the session-node as it leaves and comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

type Health = { status: string; d1: { ok: boolean }; nodes: { ok: boolean; connected: number } };

const stack = new Stack();
beforeAll(() => stack.start(), 180_000);
afterAll(() => stack.stop(), 60_000);

async function health(): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${stack.workerUrl}/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

async function healthUntil(what: string, check: (h: { status: number; body: Health }) => boolean): Promise<Health> {
  let last: { status: number; body: Health } | undefined;
  await waitUntil(
    async () => {
      last = await health();
      return check(last);
    },
    { timeoutMs: 20_000, intervalMs: 100, what: () => `${what}; last ${JSON.stringify(last)}` },
  );
  if (!last) throw new Error('no answer');
  return last.body;
}

describe('the reference, the document and the health check on the running stack', () => {
  it('GET /health reports D1 and the session-node connected, degraded while it is gone, ok when it is back', async () => {
    expect(await healthUntil('the node to link', (h) => h.status === 200 && h.body.nodes.connected === 1)).toMatchObject({
      status: 'ok',
      d1: { ok: true },
      nodes: { ok: true, connected: 1 },
    });
    await stack.stopNode('node-1');
    expect(await healthUntil('the node to be gone', (h) => h.body.nodes.connected === 0)).toMatchObject({ status: 'degraded' });
    expect((await health()).status).toBe(200);
    await stack.startNode('node-1');
    expect(await healthUntil('the node to link again', (h) => h.body.nodes.connected === 1)).toMatchObject({ status: 'ok' });
  });

  it('GET /docs serves the page, and each asset it names is served by the worker with its type', async () => {
    const page = await fetch(`${stack.workerUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/\s(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets).toHaveLength(3);
    for (const asset of assets) {
      const res = await fetch(`${stack.workerUrl}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(asset.includes('.css') ? /^text\/css/ : /^text\/javascript/);
      const body = await res.text();
      // The files as the package ships them (text), not bundled code or an empty module.
      expect(body.length).toBeGreaterThan(asset.includes('reference.js') ? 500 : 100_000);
    }
  });

  it('GET /openapi.json names this gateway as its server and lists /health, not /docs', async () => {
    const doc = (await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as {
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    expect(doc.servers).toEqual([{ url: stack.workerUrl }]);
    expect(doc.paths['/health']).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/docs'))).toEqual([]);
    const root = await fetch(`${stack.workerUrl}/`, { headers: { Accept: 'application/json' } });
    expect(await root.json()).toEqual({ name: 'Kurir', docs: '/docs', openapi: '/openapi.json', health: '/health' });
  });
});
