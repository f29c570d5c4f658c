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
  // Other tests' session-nodes may be linked to the fleet while these run: nothing here assumes none is.
  it('answers without a key, never cached: D1 answered, and the verdict follows the session-nodes linked', async () => {
    const { status, body, res } = await health();
    expect(status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toMatchObject({ worker: { ok: true }, d1: { ok: true }, nodes: { ok: true } });
    expect(body.status).toBe(body.nodes.connected > 0 ? 'ok' : 'degraded');
  });

  it('counts the session-nodes linked to the fleet, and is ok once one is', async () => {
    const before = (await health()).body.nodes.connected;
    const sockets: WebSocket[] = [];
    try {
      sockets.push(await linkNode('health-node-a'));
      sockets.push(await linkNode('health-node-b'));
      expect((await health()).body).toMatchObject({ status: 'ok', nodes: { ok: true, connected: before + 2 } });
      sockets[0]?.close(1000, 'leaving');
      await expect.poll(async () => (await health()).body.nodes.connected).toBe(before + 1);
      sockets[1]?.close(1000, 'leaving');
      await expect.poll(async () => (await health()).body.nodes.connected).toBe(before);
    } finally {
      for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.close(1000, 'test over');
    }
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
    // 414: a path or query over its length, which the app answers before any route (6dabf2b).
    expect(Object.keys((get?.responses as object) ?? {})).toEqual(['200', '414', '503']);
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
