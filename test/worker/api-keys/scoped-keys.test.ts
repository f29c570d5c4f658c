/** Keys with scopes: each opens the workspace's operations it names, at the paths without `/admin`. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../worker/shared/crypto';
import { admin, api, call, connectedDevice, FakeNode, setup } from '../helpers';

type ErrorBody = { statusCode: number; message: string; error: string };

async function keyWith(workspaceId: string, scopes: string[]): Promise<string> {
  const made = await admin<{ key: string; scopes: string[] }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'backend', scopes });
  expect(made.status).toBe(201);
  expect(made.body.scopes).toEqual(scopes);
  return made.body.key;
}

async function get<T>(path: string, key: string): Promise<{ status: number; body: T }> {
  const res = await call(path, { headers: { 'X-API-Key': key } });
  return { status: res.status, body: (await res.json()) as T };
}

describe('scoped API keys', () => {
  it('a key with the devices scope lists and reads its workspace’s devices without /admin', async () => {
    const s = await setup();
    const key = await keyWith(s.workspaceId, ['devices']);
    const listed = await get<{ id: string }[]>('/devices', key);
    expect(listed.status).toBe(200);
    expect(listed.body.map((d) => d.id)).toEqual([s.deviceId]);
    const one = await get<{ id: string; workspaceId: string }>(`/devices/${s.deviceId}`, key);
    expect(one).toMatchObject({ status: 200, body: { id: s.deviceId, workspaceId: s.workspaceId } });
  });

  it('a key without the scope gets 403 naming it, and the request log records the refusal', async () => {
    const s = await setup();
    const key = await keyWith(s.workspaceId, ['messages:send']);
    const refused = await get<ErrorBody>('/broadcasts', key);
    expect(refused).toEqual({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'this API key lacks the scope "broadcasts"' },
    });
    await expect
      .poll(async () => {
        const log = await admin<{ items: { path: string; status: number }[] }>('GET', `/workspaces/${s.workspaceId}/request-log`);
        return log.body.items.map((entry) => `${entry.status} ${entry.path}`);
      })
      .toContain('403 /broadcasts');
  });

  it('a key with the devices scope gets the QR to scan as its string, an SVG and a PNG', async () => {
    const s = await setup();
    const key = await keyWith(s.workspaceId, ['devices']);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'QR', qr: '2@kurir-test-ref,abc,def' });
    expect(await get(`/devices/${s.deviceId}/qr`, key)).toEqual({ status: 200, body: { qr: '2@kurir-test-ref,abc,def' } });
    const svg = await call(`/devices/${s.deviceId}/qr?format=svg`, { headers: { 'X-API-Key': key } });
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg [^>]*role="img"[^>]*aria-label="WhatsApp QR for CS 1"/);
    const png = await call(`/devices/${s.deviceId}/qr?format=png`, { headers: { 'X-API-Key': key } });
    expect(png.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    // The PNG signature, then IHDR: a square image, 1-bit greyscale.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, 16, 13);
    expect(header.getUint32(0)).toBe(header.getUint32(4));
    expect([header.getUint8(8), header.getUint8(9)]).toEqual([1, 0]);
    // A decoder reads it whole: the deflated rows inflate to one filter byte and the bits of each row.
    const side = header.getUint32(0);
    const idatLength = new DataView(bytes.buffer, 33, 4).getUint32(0);
    const inflated = new Uint8Array(
      await new Response(
        new Blob([bytes.subarray(41, 41 + idatLength)]).stream().pipeThrough(new DecompressionStream('deflate')),
      ).arrayBuffer(),
    );
    expect(inflated.length).toBe(side * (1 + Math.ceil(side / 8)));
    await node.status({ status: 'CONNECTED', phoneNumber: '6281234567890' });
    const linked = await get<{ message: string }>(`/devices/${s.deviceId}/qr`, key);
    expect(linked.status).toBe(409);
  });

  it('another workspace’s device is 404 through a key, as for sends', async () => {
    const mine = await setup();
    const theirs = await setup();
    const key = await keyWith(mine.workspaceId, ['all']);
    expect((await get(`/devices/${theirs.deviceId}`, key)).status).toBe(404);
    expect((await get(`/devices/${theirs.deviceId}/chatbot`, key)).status).toBe(404);
    expect((await get(`/devices/${mine.deviceId}/chatbot`, key)).status).toBe(200);
  });

  it('a key created before scopes still sends, and is refused elsewhere with 403', async () => {
    const s = await connectedDevice();
    // A key row as the previous migration made it: no scopes column written, so NULL.
    const legacy = 'kw_LegacyKeyMadeBeforeScopes0000000000000000';
    await env.DB.prepare('INSERT INTO api_keys (id, workspace_id, name, prefix, key_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind('key_Legacy00000000000000', s.workspaceId, 'old', legacy.slice(0, 9), await sha256Hex(legacy), Date.now())
      .run();
    const sent = await api('/messages', legacy, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Halo' });
    expect(sent.status).toBe(201);
    expect((await get(`/events?deviceId=${s.deviceId}&after=0`, legacy)).status).toBe(200);
    const refused = await get<ErrorBody>('/devices', legacy);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('this API key lacks the scope "devices"');
    const listed = await admin<{ name: string; scopes: string[] }[]>('GET', `/workspaces/${s.workspaceId}/api-keys`);
    expect(listed.body.find((k) => k.name === 'old')?.scopes).toEqual(['messages:send', 'messages:read']);
  });

  it('a key cannot reach the operator’s operations: the workspaces and the keys stay behind ADMIN_TOKEN', async () => {
    const s = await setup();
    const key = await keyWith(s.workspaceId, ['all']);
    expect((await get('/workspaces', key)).status).toBe(404);
    expect((await get(`/admin/workspaces/${s.workspaceId}/api-keys`, key)).status).toBe(401);
  });

  it('the operator’s /admin paths keep working for any workspace', async () => {
    const s = await setup();
    expect((await admin('GET', `/workspaces/${s.workspaceId}/devices`)).status).toBe(200);
    expect((await admin('GET', `/devices/${s.deviceId}/chatbot`)).status).toBe(200);
    expect((await admin('GET', '/workspaces/ws_8fK2mQ9xLr4TbZ1cWp7n/devices')).status).toBe(404);
  });
});
