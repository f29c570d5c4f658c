import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../worker/shared/crypto';
import { admin, api, call, connectedDevice, setup } from '../helpers';

type ErrorBody = { statusCode: number; message: string; error: string };
const body = (deviceId: string) => ({ deviceId, phoneNumber: '6281234567890', content: 'x' });

describe('API keys', () => {
  it('shows a new key once, with the kw_ prefix and at least 256 bits of randomness, and stores only its hash', async () => {
    const ws = await admin<{ id: string }>('POST', '/workspaces', { name: 'W' });
    const created = await admin<{ id: string; key: string; prefix: string; name: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, {
      name: 'crm',
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^kw_[0-9A-Za-z]{43}$/); // 43 base62 chars = 256.1 bits
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);

    const listed = await admin<Record<string, unknown>[]>('GET', `/workspaces/${ws.body.id}/api-keys`);
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.key);
    expect(listed.body[0]).toMatchObject({ id: created.body.id, name: 'crm', revokedAt: null });

    const rows = await env.DB.prepare('SELECT * FROM api_keys').all();
    expect(JSON.stringify(rows.results)).not.toContain(created.body.key);
    expect(rows.results.some((r) => r.key_hash === undefined)).toBe(false);
    const hash = await sha256Hex(created.body.key);
    expect(rows.results.filter((r) => r.key_hash === hash)).toHaveLength(1);
  });

  it('refuses a request without a key with the 401 body of the spec', async () => {
    const s = await setup();
    const res = await api<ErrorBody>('/messages', null, body(s.deviceId));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(/missing/i) });
  });

  it('refuses an unknown key', async () => {
    const s = await setup();
    const res = await api<ErrorBody>('/messages', 'kw_notakey', body(s.deviceId));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/invalid or has been revoked/);
  });

  it('refuses a revoked key on the very next request', async () => {
    const s = await connectedDevice();
    expect((await api('/messages', s.key, body(s.deviceId))).status).toBe(201);
    const revoked = await admin('DELETE', `/workspaces/${s.workspaceId}/api-keys/${s.keyId}`);
    expect(revoked.status).toBe(204);
    const res = await api<ErrorBody>('/messages', s.key, body(s.deviceId));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Unauthorized');
    const listed = await admin<{ revokedAt: string | null }[]>('GET', `/workspaces/${s.workspaceId}/api-keys`);
    expect(listed.body[0]?.revokedAt).toMatch(/Z$/);
  });

  // A send takes its key as this worker instance last read it; another instance revoking the key
  // cannot make this one forget it: what it can do is write D1 and tell the workspace's devices.
  const revokedElsewhere = async (s: { deviceId: string; keyId: string }, tell: boolean) => {
    await env.DB.prepare('UPDATE api_keys SET revoked_at = ?1 WHERE id = ?2').bind(Date.now(), s.keyId).run();
    if (tell) await env.DEVICE.get(env.DEVICE.idFromName(s.deviceId)).keyRevoked(s.keyId);
  };

  it("refuses a send with a key revoked elsewhere though this instance still holds it: the device's object was told", async () => {
    const s = await connectedDevice();
    expect((await api('/messages', s.key, body(s.deviceId))).status).toBe(201);
    await revokedElsewhere(s, true);
    const res = await api<ErrorBody>('/messages', s.key, body(s.deviceId));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/revoked/);
    expect(s.node.frames.filter((f) => f.t === 'req' && f.method === 'send')).toHaveLength(1);
    const logOf = async () =>
      (await admin<{ items: { status: number }[] }>('GET', `/workspaces/${s.workspaceId}/request-log`)).body.items.map((e) => e.status);
    await expect.poll(logOf).toEqual([401, 201]);
  });

  it("checks in D1 a held key whose answer the device's object did not give: a bad body or an unknown device is a 401 once revoked", async () => {
    const s = await connectedDevice();
    expect((await api('/messages', s.key, body(s.deviceId))).status).toBe(201);
    await revokedElsewhere(s, false);
    expect((await api('/messages', s.key, { ...body(s.deviceId), phoneNumber: '0812' })).status).toBe(401);
    expect((await api('/messages', s.key, body('dev_AAAAAAAAAAAAAAAAAAAA'))).status).toBe(401);
    // Only the revocation's own message tells the object: until then the object lets it through,
    // which is why revoking (the route and the dashboard) tells every device before it answers.
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/api-keys/${s.keyId}`)).status).toBe(204);
    expect((await api('/messages', s.key, body(s.deviceId))).status).toBe(401);
  });

  it('logs what the device answered, as the client saw it: 409 while it is not connected, 502 when refused', async () => {
    const s = await connectedDevice();
    s.node.onSend = () => ({ error: 'rejected', message: 'refused (406)' });
    expect((await api('/messages', s.key, body(s.deviceId))).status).toBe(502);
    const idle = await setup();
    expect((await api('/messages', idle.key, body(idle.deviceId))).status).toBe(409);
    const logOf = async (workspaceId: string) =>
      (await admin<{ items: { status: number; deviceId: string }[] }>('GET', `/workspaces/${workspaceId}/request-log`)).body.items;
    await expect.poll(async () => (await logOf(s.workspaceId)).map((e) => e.status)).toEqual([502]);
    await expect.poll(async () => (await logOf(idle.workspaceId)).map((e) => [e.status, e.deviceId])).toEqual([[409, idle.deviceId]]);
  });

  it("never reaches another workspace's device: it is a 404", async () => {
    const mine = await connectedDevice();
    const theirs = await connectedDevice();
    const res = await api<ErrorBody>('/messages', mine.key, body(theirs.deviceId));
    expect(res.status).toBe(404);
  });

  it('logs every request made with a key: key, method, path, status, duration, device', async () => {
    const s = await connectedDevice();
    await api('/messages', s.key, body(s.deviceId));
    await api('/messages', s.key, { ...body(s.deviceId), phoneNumber: '0812' });
    await expect
      .poll(async () => (await admin<{ items: unknown[] }>('GET', `/workspaces/${s.workspaceId}/request-log`)).body.items.length)
      .toBe(2);
    const log = await admin<{ items: Record<string, unknown>[]; nextCursor: string | null }>(
      'GET',
      `/workspaces/${s.workspaceId}/request-log?keyId=${s.keyId}&limit=1`,
    );
    expect(log.body.items[0]).toMatchObject({ keyId: s.keyId, method: 'POST', path: '/messages', status: 400, deviceId: null });
    expect(typeof log.body.items[0]?.durationMs).toBe('number');
    const next = await admin<{ items: Record<string, unknown>[] }>(
      'GET',
      `/workspaces/${s.workspaceId}/request-log?limit=1&cursor=${log.body.nextCursor}`,
    );
    expect(next.body.items[0]).toMatchObject({ status: 201, deviceId: s.deviceId });
    const keys = await admin<{ lastUsedAt: string | null }[]>('GET', `/workspaces/${s.workspaceId}/api-keys`);
    expect(keys.body[0]?.lastUsedAt).not.toBeNull();
  });

  it('answers 429 with Retry-After once a key goes over its rate limit (100 per 10 s by default)', async () => {
    const s = await setup();
    const listed = await admin<{ rateLimit: number }[]>('GET', `/workspaces/${s.workspaceId}/api-keys`);
    expect(listed.body[0]?.rateLimit).toBe(100);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof api<ErrorBody>>> | null = null;
    for (let i = 0; i < 130; i++) {
      const answer = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId });
      statuses.push(answer.status);
      refused ??= answer.status === 429 ? answer : null;
    }
    // A sliding window estimated from two fixed ones: exactly 100 pass, unless the burst straddles a
    // window boundary, where the previous window's share fades as the burst goes on and lets a few
    // more through, the last of them possibly at the burst's end on a slow machine.
    const passed = statuses.filter((status) => status !== 429).length;
    expect(passed).toBeGreaterThanOrEqual(100);
    expect(passed).toBeLessThanOrEqual(110);
    expect(statuses.slice(0, 100).every((status) => status !== 429)).toBe(true);
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toMatch(/100 requests per 10 seconds/);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('takes a rate limit set per key, at creation and by a change', async () => {
    const s = await setup();
    const small = await admin<{ key: string; id: string; rateLimit: number }>('POST', `/workspaces/${s.workspaceId}/api-keys`, {
      name: 'tight',
      rateLimit: 5,
    });
    expect(small.body.rateLimit).toBe(5);
    const burst = async (n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push((await api('/messages', small.body.key, { deviceId: s.deviceId })).status);
      return statuses.filter((status) => status !== 429).length;
    };
    const passed = await burst(12);
    expect(passed).toBeGreaterThanOrEqual(5);
    expect(passed).toBeLessThanOrEqual(7);
    const raised = await admin<{ rateLimit: number }>('PATCH', `/workspaces/${s.workspaceId}/api-keys/${small.body.id}`, {
      rateLimit: 1000,
    });
    expect(raised.body.rateLimit).toBe(1000);
    expect(await burst(30)).toBe(30);
    const bad = await admin('PATCH', `/workspaces/${s.workspaceId}/api-keys/${small.body.id}`, { rateLimit: 0 });
    expect(bad.status).toBe(400);
  });
});

describe('the management interface', () => {
  it('refuses requests without the admin token', async () => {
    const res = await fetchAdmin('/admin/workspaces', '');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await fetchAdmin('/admin/workspaces', 'wrong')).status).toBe(401);
  });
});

function fetchAdmin(path: string, token: string) {
  return call(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}
