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

  it('answers 429 with Retry-After once a key goes over its rate limit', async () => {
    const s = await setup();
    let limited: Response | undefined;
    // 100 per fixed 10 s window: a burst may straddle two windows, so up to 200 can pass.
    for (let i = 0; i < 250 && !limited; i++) {
      const res = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId });
      if (res.status === 429) limited = new Response(JSON.stringify(res.body), { headers: res.headers });
    }
    expect(limited).toBeDefined();
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0);
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
