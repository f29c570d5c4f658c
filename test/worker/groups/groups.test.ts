import { describe, expect, it } from 'vitest';
import { call, connectedDevice } from '../helpers';

const GROUP = '120363041234567890@g.us';

const get = async <T>(path: string, key: string) => {
  const res = await call(path, { headers: { 'X-API-Key': key } });
  return { status: res.status, body: (await res.json()) as T };
};

describe('GET /groups', () => {
  it('lists the groups the device is in with their subjects and sizes', async () => {
    const s = await connectedDevice();
    s.node.onCall = (method) => (method === 'groups.list' ? { groups: [{ id: GROUP, subject: 'Pelanggan Toko Sinar', size: 3 }] } : null);
    const res = await get<{ items: unknown[] }>(`/groups?deviceId=${s.deviceId}`, s.key);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([{ id: GROUP, subject: 'Pelanggan Toko Sinar', size: 3 }]);
  });

  it('gives one group with its participants, by JID or by its digits', async () => {
    const s = await connectedDevice();
    const participants = [
      { phoneNumber: '6281234567890', lid: '123456789012345', admin: 'superadmin' },
      { phoneNumber: null, lid: '223456789012345', admin: null },
    ];
    const details = {
      id: GROUP,
      subject: 'Pelanggan',
      description: 'Promo tiap Jumat',
      owner: '6281234567890',
      createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      onlyAdminsSend: true,
      onlyAdminsEdit: false,
      participants,
    };
    s.node.onCall = (method) => (method === 'groups.get' ? details : null);
    const byJid = await get(`/groups/${GROUP}?deviceId=${s.deviceId}`, s.key);
    expect(byJid).toEqual({ status: 200, body: { ...details, createdAt: '2026-01-02T03:04:05.000Z' } });
    const byDigits = await get(`/groups/120363041234567890?deviceId=${s.deviceId}`, s.key);
    expect(byDigits.status).toBe(200);
    expect(s.node.calls.filter((c) => c.method === 'groups.get').map((c) => c.params)).toEqual([{ groupId: GROUP }, { groupId: GROUP }]);
  });

  it('answers 404 for a group the device is not in, and for a malformed group id without asking', async () => {
    const s = await connectedDevice();
    s.node.onCall = () => {
      throw new Error('unexpected');
    };
    const bad = await get<{ statusCode: number }>(`/groups/not-a-group?deviceId=${s.deviceId}`, s.key);
    expect(bad.status).toBe(404);
    expect(s.node.calls).toEqual([]);
  });

  it('answers 400 without deviceId, 404 for another workspace’s device, 409 when not connected', async () => {
    const s = await connectedDevice();
    const other = await connectedDevice();
    expect((await get('/groups', s.key)).status).toBe(400);
    expect((await get(`/groups?deviceId=${other.deviceId}`, s.key)).status).toBe(404);
    await s.node.status({ status: 'DISCONNECTED', reason: 'test' });
    expect((await get(`/groups?deviceId=${s.deviceId}`, s.key)).status).toBe(409);
  });
});
