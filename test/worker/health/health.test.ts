import { describe, expect, it } from 'vitest';
import { checkD1, verdict } from '../../../worker/health/checks';
import { call, NODE_TOKEN } from '../helpers';

type Health = {
  status: string;
  worker: { ok: boolean };
  d1: { ok: boolean; ms: number; error?: string };
  nodes: { ok: boolean; ms: number; connected: number };
};

async function health(): Promise<{ status: number; body: Health; res: Response }> {
  const res = await call('/health');
  return { status: res.status, body: (await res.clone().json()) as Health, res };
}

/** A session-node's fleet link, as the session-node opens it. */
async function linkNode(nodeId: string): Promise<WebSocket> {
  const res = await call(`/node/ws?nodeId=${nodeId}`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${NODE_TOKEN}` } });
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error('no socket');
  ws.accept();
  return ws;
}

describe('GET /health', () => {
  it('answers without a key, never cached: D1 answered, and degraded while no session-node is linked', async () => {
    const { status, body, res } = await health();
    expect(status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toMatchObject({ status: 'degraded', worker: { ok: true }, d1: { ok: true }, nodes: { ok: true, connected: 0 } });
    expect(body.d1.ms).toBeGreaterThanOrEqual(0);
  });

  it('counts the session-nodes linked to the fleet, and is ok once one is', async () => {
    const a = await linkNode('health-node-a');
    const b = await linkNode('health-node-b');
    expect((await health()).body).toMatchObject({ status: 'ok', nodes: { ok: true, connected: 2 } });
    a.close(1000, 'leaving');
    await expect.poll(async () => (await health()).body.nodes.connected).toBe(1);
    b.close(1000, 'leaving');
    await expect.poll(async () => (await health()).body.status).toBe('degraded');
  });

  it('HEAD answers the status without a body, for checks that only read it', async () => {
    const res = await call('/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('is in the OpenAPI document, with no security and its 503', async () => {
    const doc = (await (await call('/openapi.json')).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const get = doc.paths['/health']?.get;
    expect(get?.security).toEqual([]);
    expect(Object.keys((get?.responses as object) ?? {})).toEqual(['200', '503']);
  });
});

describe('the health verdict', () => {
  const up = { ok: true, ms: 1 };
  it('is down without D1 (503), degraded without a session-node, ok with both', () => {
    expect(verdict({ ok: false, ms: 3000, error: 'timed out' }, { ...up, connected: 2 })).toBe('down');
    expect(verdict(up, { ...up, connected: 0 })).toBe('degraded');
    expect(verdict(up, { ok: false, ms: 3000, error: 'unreachable', connected: 0 })).toBe('degraded');
    expect(verdict(up, { ...up, connected: 1 })).toBe('ok');
  });

  it('reports a D1 that fails as unreachable, without its message', async () => {
    const broken = {
      prepare: () => ({
        first: () => Promise.reject(new Error('D1_ERROR: secret internals')),
      }),
    } as unknown as D1Database;
    expect(await checkD1(broken)).toMatchObject({ ok: false, error: 'unreachable' });
  });
});
