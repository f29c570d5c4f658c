import { describe, expect, it } from 'vitest';
import { admin, call, FakeNode, NODE_TOKEN, setup } from '../helpers';

type Device = { id: string; status: string; qr: string | null; sessionId: string; phoneNumber: string | null };

describe('the device link', () => {
  it('is refused before the upgrade without a valid NODE_TOKEN', async () => {
    const s = await setup();
    const wrong = await FakeNode.open(s.deviceId, 'node-a', 'not-the-token');
    expect(wrong.res.status).toBe(401);
    expect(wrong.node).toBeNull();
    const none = await call(`/node/devices/${s.deviceId}/ws?nodeId=n`, { headers: { Upgrade: 'websocket' } });
    expect(none.status).toBe(401);
    expect(none.webSocket).toBeNull();
    const fleet = await call('/node/ws?nodeId=n', { headers: { Upgrade: 'websocket', Authorization: 'Bearer nope' } });
    expect(fleet.status).toBe(401);
  });

  it('holds a device on one node at a time: a second node is refused while the first holds it', async () => {
    const s = await setup();
    const first = await FakeNode.connect(s.deviceId, 'node-a');
    const second = await FakeNode.open(s.deviceId, 'node-b');
    expect(second.res.status).toBe(409);
    expect(await second.res.text()).toContain('node-a');
    first.close();
    await expect.poll(async () => (await FakeNode.open(s.deviceId, 'node-b')).res.status).toBe(101);
  });

  it('lets the same node replace its own older link', async () => {
    const s = await setup();
    await FakeNode.connect(s.deviceId, 'node-a');
    const again = await FakeNode.open(s.deviceId, 'node-a');
    expect(again.res.status).toBe(101);
  });

  it('sends the device and its stored creds when a node takes it', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    await expect.poll(() => node.frames.length).toBeGreaterThan(0);
    expect(node.frames[0]).toMatchObject({ t: 'evt', name: 'start', data: { device: { id: s.deviceId, name: 'CS 1' }, creds: null } });
    await node.request('creds.set', { creds: '{"me":{"id":"628@s.whatsapp.net"}}' });
    node.close();
    const next = await FakeNode.connect(s.deviceId, 'node-b');
    await expect.poll(() => next.frames.length).toBeGreaterThan(0);
    expect(next.frames[0]).toMatchObject({ data: { creds: '{"me":{"id":"628@s.whatsapp.net"}}' } });
  });

  it('stores the login so that any node can resume: keys round-trip, null deletes', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    const value = JSON.stringify({ keyPair: { public: { type: 'Buffer', data: 'AQID' } } });
    await node.request('auth.set', { data: { 'pre-key': { '1': value, '2': value }, session: { '628:1@s.whatsapp.net': 'x' } } });
    const got = await node.request('auth.get', { type: 'pre-key', ids: ['1', '2', '3'] });
    expect(got).toMatchObject({ ok: true, result: { '1': value, '2': value } });
    await node.request('auth.set', { data: { 'pre-key': { '1': null } } });
    expect(await node.request('auth.get', { type: 'pre-key', ids: ['1', '2'] })).toMatchObject({ result: { '2': value } });
    const many = Array.from({ length: 250 }, (_, i) => String(i));
    expect(await node.request('auth.get', { type: 'pre-key', ids: many })).toMatchObject({ ok: true });
  });

  it('shows status, QR and phone number from the node, and DISCONNECTED when the node goes away', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'QR', qr: '2@qr-ref' });
    expect((await admin<Device>('GET', `/devices/${s.deviceId}`)).body).toMatchObject({ status: 'QR', qr: '2@qr-ref' });
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    const connected = await admin<Device>('GET', `/devices/${s.deviceId}`);
    expect(connected.body).toMatchObject({ status: 'CONNECTED', qr: null, phoneNumber: '6281200000001' });
    expect(connected.body.sessionId).toMatch(/^ses_/);
    node.close();
    await expect.poll(async () => (await admin<Device>('GET', `/devices/${s.deviceId}`)).body.status).toBe('DISCONNECTED');
    const listed = await admin<Device[]>('GET', `/workspaces/${s.workspaceId}/devices`);
    expect(listed.body[0]?.status).toBe('DISCONNECTED');
  });

  it('erases the login on logout and refuses nodes until connect, which issues a new sessionId', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    await node.request('creds.set', { creds: '{"registered":true}' });
    await node.request('auth.set', { data: { 'pre-key': { '1': '{"k":1}' } } });
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    const before = (await admin<Device>('GET', `/devices/${s.deviceId}`)).body;
    const out = await admin<Device>('POST', `/devices/${s.deviceId}/logout`);
    expect(out.body.status).toBe('LOGGED_OUT');
    expect(node.frames.some((f) => f.t === 'req' && f.method === 'logout')).toBe(true);
    expect((await FakeNode.open(s.deviceId, 'node-b')).res.status).toBe(409);
    const back = await admin<Device>('POST', `/devices/${s.deviceId}/connect`);
    expect(back.body.status).toBe('CONNECTING');
    expect(back.body.sessionId).not.toBe(before.sessionId);
    // The next node starts from an empty login: the old creds and keys are gone.
    const next = await FakeNode.connect(s.deviceId, 'node-b');
    await expect.poll(() => next.frames.length).toBeGreaterThan(0);
    expect(next.frames[0]).toMatchObject({ t: 'evt', name: 'start', data: { creds: null, device: { sessionId: back.body.sessionId } } });
    expect(await next.request('auth.get', { type: 'pre-key', ids: ['1'] })).toMatchObject({ ok: true, result: {} });
  });

  it('ends in LOGGED_OUT, with the login erased, when the engine reports the device removed', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    await node.request('creds.set', { creds: '{"registered":true}' });
    await node.report('status', { status: 'LOGGED_OUT', reason: 'logged-out' });
    await expect.poll(async () => (await admin<Device>('GET', `/devices/${s.deviceId}`)).body.status).toBe('LOGGED_OUT');
    const next = await FakeNode.open(s.deviceId, 'node-b');
    expect(next.res.status).toBe(409);
  });

  it('asks the holding node for a pairing code', async () => {
    const s = await setup();
    const none = await admin<{ message: string }>('POST', `/devices/${s.deviceId}/pairing-code`, { phoneNumber: '6281234567890' });
    expect(none.status).toBe(409);
    await FakeNode.connect(s.deviceId);
    const res = await admin<{ code: string }>('POST', `/devices/${s.deviceId}/pairing-code`, { phoneNumber: '6281234567890' });
    expect(res).toEqual({ status: 200, body: { code: 'ABCD1234' } });
    const bad = await admin('POST', `/devices/${s.deviceId}/pairing-code`, { phoneNumber: '0812' });
    expect(bad.status).toBe(400);
  });

  it('deletes a device with its session', async () => {
    const s = await setup();
    const node = await FakeNode.connect(s.deviceId);
    expect((await admin('DELETE', `/devices/${s.deviceId}`)).status).toBe(204);
    expect((await admin('GET', `/devices/${s.deviceId}`)).status).toBe(404);
    await expect.poll(() => node.ws.readyState).toBe(WebSocket.CLOSED);
    expect((await FakeNode.open(s.deviceId, 'node-a')).res.status).toBe(404);
  });
});

describe('the fleet', () => {
  it('hands each wanted device to exactly one node and moves them when a node leaves', async () => {
    const a = await setup();
    const b = await setup();
    const open = async (nodeId: string) => {
      const res = await call(`/node/ws?nodeId=${nodeId}`, { headers: { Upgrade: 'websocket', Authorization: `Bearer ${NODE_TOKEN}` } });
      const ws = res.webSocket;
      if (!ws) throw new Error('no socket');
      ws.accept();
      const assigned: string[][] = [];
      ws.addEventListener('message', (e) => {
        assigned.push((JSON.parse(String(e.data)) as { data: { deviceIds: string[] } }).data.deviceIds);
      });
      return { ws, assigned };
    };
    // Storage is shared by the tests of a file: other tests' devices are wanted too.
    const n1 = await open('n1');
    await expect.poll(() => n1.assigned.at(-1)).toEqual(expect.arrayContaining([a.deviceId, b.deviceId]));
    const all = n1.assigned.at(-1)?.length;
    const n2 = await open('n2');
    await expect.poll(() => n2.assigned.length).toBeGreaterThan(0);
    // Devices stay where they are while their node lives.
    expect(n2.assigned.at(-1)).toEqual([]);
    n1.ws.close(1000, 'bye');
    await expect.poll(() => n2.assigned.at(-1)?.length).toBe(all);
    expect(n2.assigned.at(-1)).toEqual(expect.arrayContaining([a.deviceId, b.deviceId]));
  });
});
