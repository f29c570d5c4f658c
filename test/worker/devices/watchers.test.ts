import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { admin, FakeNode, setup } from '../helpers';

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
});
