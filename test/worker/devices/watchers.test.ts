import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { COPY_WAIT_MS, Watchers } from '../../../worker/kernel/watchers';
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

  it('knows a page watches from its opening, and that none does once the last one closed', async () => {
    const s = await connectedDevice();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    const watched = () =>
      runInDurableObject(stub, (instance) => (instance as unknown as { p: { watchers: Watchers } }).p.watchers.watched());
    expect(await watched()).toBe(false);
    const watcher = await watch(s.deviceId, s.workspaceId);
    expect(await watched()).toBe(true);
    watcher.ws?.close(1000, 'page closed');
    await expect.poll(watched).toBe(false);
    // Opened again, it is told again.
    const again = await watch(s.deviceId, s.workspaceId);
    await s.node.request('reports', { reports: [{ key: 'in:W-AGAIN', name: 'inbound', data: inbound('W-AGAIN') }] });
    await expect.poll(() => again.seen.some((m) => m.type === 'record')).toBe(true);
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

  it('tells the pages at the latest a few seconds on when the D1 copies never come, and goes on telling them', async () => {
    const sent: string[] = [];
    const socket = { send: (text: string) => sent.push(text) };
    const ctx = { getWebSockets: () => [socket], getTags: () => ['watch'] } as unknown as DurableObjectState;
    // A D1 that never answers, and a timer fired by hand.
    const timers: { ms: number; fire: () => void }[] = [];
    const watchers = new Watchers(
      ctx,
      () => new Promise<void>(() => {}),
      (ms, fire) => {
        timers.push({ ms, fire });
        return () => {};
      },
    );
    watchers.tell({ type: 'note', note: { id: 'n1' } });
    await expect.poll(() => timers.length).toBe(1);
    expect(timers[0]?.ms).toBe(COPY_WAIT_MS);
    expect(sent).toEqual([]);
    timers[0]?.fire();
    await expect.poll(() => sent.length).toBe(1);
    // The next change is not held behind the first: it waits its own few seconds, then goes out.
    watchers.tell({ type: 'note', note: { id: 'n2' } });
    await expect.poll(() => timers.length).toBe(2);
    timers[1]?.fire();
    await expect.poll(() => sent.map((text) => (JSON.parse(text) as { note: { id: string } }).note.id)).toEqual(['n1', 'n2']);
  });

  it('tells a device change once more when its D1 copies land after the wait ran out', async () => {
    const sent: string[] = [];
    const socket = { send: (text: string) => sent.push(text) };
    const ctx = { getWebSockets: () => [socket], getTags: () => ['watch'] } as unknown as DurableObjectState;
    // A D1 slower than the wait: its copies are written only when the test says so.
    let written = () => {};
    const copies = new Promise<void>((resolve) => {
      written = resolve;
    });
    const timers: (() => void)[] = [];
    const watchers = new Watchers(
      ctx,
      () => copies,
      (_ms, fire) => {
        timers.push(fire);
        return () => {};
      },
    );
    watchers.tell({ type: 'device', device: { status: 'LOGGED_OUT' } });
    watchers.tell({ type: 'note', note: { id: 'n1' } });
    await expect.poll(() => timers.length).toBe(1);
    timers[0]?.();
    await expect.poll(() => sent.length).toBe(2);
    written();
    // The device's change again, for the pages to read what D1 now shows; the note only once.
    await expect.poll(() => sent.map((text) => (JSON.parse(text) as { type: string }).type)).toEqual(['device', 'note', 'device']);
  });

  it('tells a page whose socket opened while copies were on their way to read again once they are written, and no other', async () => {
    let written = () => {};
    let copying: Promise<void> | null = new Promise<void>((resolve) => {
      written = resolve;
    });
    const ctx = { acceptWebSocket: (ws: WebSocket) => ws.accept() } as unknown as DurableObjectState;
    const watchers = new Watchers(ctx, () => copying);
    const open = () => {
      const ws = watchers.accept().webSocket;
      const seen: string[] = [];
      ws?.accept();
      ws?.addEventListener('message', (e) => seen.push(String(e.data)));
      return seen;
    };
    const early = open();
    // Nothing to wait for but time: told before the copies land, its page would read without them.
    await new Promise((r) => setTimeout(r, 50));
    expect(early).toEqual([]);
    written();
    await expect.poll(() => early).toEqual([JSON.stringify({ type: 'open' })]);
    // Nothing on its way: a page's own read on opening shows everything.
    copying = null;
    const later = open();
    await new Promise((r) => setTimeout(r, 50));
    expect(later).toEqual([]);
  });
});
