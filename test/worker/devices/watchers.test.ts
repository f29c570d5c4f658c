import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { deviceHarness } from '../harness';
import { admin, connectedDevice, FakeNode, inbound, setup } from '../helpers';

async function watch(deviceId: string, workspaceId: string) {
  const stub = env.DEVICE.get(env.DEVICE.idFromName(deviceId));
  const res = await stub.fetch(`http://kurir.test/devices/${deviceId}/live`, {
    headers: { Upgrade: 'websocket', 'X-Kurir-Workspace': workspaceId },
  });
  const ws = res.webSocket;
  const seen: { type: string; device?: { status: string; qr: string | null }; delivery?: unknown }[] = [];
  if (ws) {
    ws.accept();
    ws.addEventListener('message', (e) => {
      seen.push(JSON.parse(String(e.data)));
    });
  }
  return { res, ws, seen };
}

describe('watching a device live', () => {
  it('tells an open page each status and QR as it changes', async () => {
    const s = await setup();
    const watcher = await watch(s.deviceId, s.workspaceId);
    expect(watcher.res.status).toBe(101);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'QR', qr: '2@first-ref' });
    await node.status({ status: 'QR', qr: '2@second-ref' });
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await expect
      .poll(() => watcher.seen.map((m) => `${m.device?.status}:${m.device?.qr ?? ''}`))
      .toEqual(['QR:2@first-ref', 'QR:2@second-ref', 'CONNECTED:']);
  });

  it("refuses another workspace's page, and a page that closes leaves the device as it was", async () => {
    const s = await setup();
    const other = await setup();
    expect((await watch(s.deviceId, other.workspaceId)).res.status).toBe(404);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    const watcher = await watch(s.deviceId, s.workspaceId);
    watcher.ws?.close(1000, 'page closed');
    // Nothing to wait for but time: a watcher's close must change nothing, and a change would come at once.
    await new Promise((r) => setTimeout(r, 50));
    expect((await admin<{ status: string }>('GET', `/devices/${s.deviceId}`)).body.status).toBe('CONNECTED');
  });

  it('tells a page of a delivery attempt once its D1 copy shows it, and the failed attempt stays due for its retry', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.clock.freeze(Date.UTC(2031, 0, 1, 8, 0, 0));
    harness.webhooks.answer = () => new Response('nope', { status: 500 });
    const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/kurir',
      events: ['message.inbound'],
      retry: { attempts: 3, delaySeconds: 2, strategy: 'fixed' },
    });
    expect(hook.status).toBe(201);
    const watcher = await watch(s.deviceId, s.workspaceId);
    // What each message says, and whether the D1 copy (the page's list) shows it yet when it arrives.
    const told: string[] = [];
    watcher.ws?.addEventListener('message', (e) => {
      const message = JSON.parse(String(e.data)) as { type: string; delivery?: { id: string; status: string; attempts: number } };
      const d = message.delivery;
      if (!d) return;
      void env.DB.prepare('SELECT status, attempts FROM deliveries WHERE id = ?')
        .bind(d.id)
        .first<{ status: string; attempts: number }>()
        .then((row) => told.push(`${d.status}/${d.attempts} ${row ? (row.attempts >= d.attempts ? 'listed' : 'behind') : 'missing'}`));
    });
    await s.node.report('inbound', inbound('IN-1'), 'in:IN-1');
    await expect.poll(() => told).toEqual(['PENDING/0 listed', 'PENDING/1 listed']);
    // The second attempt is still on the object's alarm (telling the page takes nothing from the follow-up's schedule).
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    const alarm = await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm());
    expect(alarm).toBe(Date.UTC(2031, 0, 1, 8, 0, 2));
  });
});
