/** The dashboard's device and webhook pages, on the device objects the management interface uses. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { deviceHarness, webhooksSettled } from '../harness';
import { admin, call, connectedDevice, FakeNode, mirrored, setup } from '../helpers';
import { ORIGIN, operatorSession } from './browser';

describe('devices in the dashboard', () => {
  it('draws the QR the session reports as an SVG, and shows "Terhubung" once linked', async () => {
    const s = await setup();
    const { browser } = await operatorSession(s.workspaceId);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'QR', qr: '2@kurir-test-ref,abc,def' });
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    expect(browser.html).toMatch(/<svg role="img" aria-label="Kode QR untuk menautkan perangkat ini"/);
    expect(browser.html).not.toContain('2@kurir-test-ref');
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    expect(browser.html).not.toContain('<svg');
    expect(browser.html).toContain('>Terhubung<');
    expect(browser.html).toContain('Tertaut ke 6281200000001.');
  });

  it("refuses another workspace's device as unknown", async () => {
    const mine = await setup();
    const other = await setup();
    const { browser } = await operatorSession(mine.workspaceId);
    expect((await browser.get(`/dashboard/devices/${other.deviceId}`)).status).toBe(404);
  });

  it('forwards a live view to the device object, which pushes each status change', async () => {
    const s = await setup();
    const { browser } = await operatorSession(s.workspaceId);
    const res = await browser.request(`/dashboard/devices/${s.deviceId}/live`, { headers: { Upgrade: 'websocket', Origin: ORIGIN } });
    expect(res.status).toBe(101);
    const ws = res.webSocket;
    if (!ws) throw new Error('no socket');
    ws.accept();
    const seen: string[] = [];
    ws.addEventListener('message', (e) => seen.push(JSON.parse(String(e.data)).device?.status));
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await expect.poll(() => seen).toContain('CONNECTED');
    // From another site, without an upgrade, or for another workspace's device: refused.
    const other = await setup();
    expect(
      (
        await browser.request(`/dashboard/devices/${s.deviceId}/live`, {
          headers: { Upgrade: 'websocket', Origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await browser.request(`/dashboard/devices/${s.deviceId}/live`, { headers: { Accept: 'application/json' } })).status).toBe(426);
    expect(
      (await browser.request(`/dashboard/devices/${other.deviceId}/live`, { headers: { Upgrade: 'websocket', Origin: ORIGIN } })).status,
    ).toBe(404);
  });
});

describe('webhooks in the dashboard', () => {
  it('shows the API’s validation issues next to the fields and keeps what was typed', async () => {
    const s = await setup();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/webhooks/new');
    const res = await browser.post('/dashboard/webhooks', {
      deviceId: s.deviceId,
      url: 'ftp://shop.test/hook',
      hmacKey: 'short',
      'retry.attempts': '99',
      'retry.delaySeconds': '2',
      'retry.strategy': 'exponential',
    });
    expect(res.status).toBe(400);
    const html = browser.html;
    expect(html).toMatch(/id="f-url-error">[^<]+</);
    // In the page's language (Indonesian: the browser asks for no other).
    expect(html).toMatch(/id="f-events-error">pilih paling sedikit 1</);
    expect(html).toMatch(/id="f-hmacKey-error">minimal 16 karakter</);
    expect(html).toMatch(/id="f-retry-attempts-error">[^<]*20/);
    expect(html).toContain('value="ftp://shop.test/hook"');
    // The key typed is never sent back.
    expect(html).not.toContain('value="short"');
  });

  it('spells out the retry schedule and never shows the HMAC key, only that one is set', async () => {
    const s = await setup();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/webhooks/new');
    const res = await browser.post('/dashboard/webhooks', {
      deviceId: s.deviceId,
      url: 'https://shop.test/hook',
      events: ['message.inbound', 'device.status'],
      hmacKey: 'a-signing-key-of-24-chars',
      'retry.attempts': '5',
      'retry.delaySeconds': '2',
      'retry.strategy': 'exponential',
      enabled: 'on',
    });
    expect(res.status).toBe(303);
    await browser.get(res.headers.get('Location') ?? '');
    expect(browser.html).toContain('2 s, 4 s, 8 s, 16 s');
    expect(browser.html).not.toContain('a-signing-key-of-24-chars');
    expect(browser.html).toContain('Kunci sudah diatur');
    const listed = await admin<{ hasHmacKey: boolean; events: string[] }[]>('GET', `/devices/${s.deviceId}/webhooks`);
    expect(listed.body[0]).toMatchObject({ hasHmacKey: true, events: ['message.inbound', 'device.status'] });
  });

  it('sends a test event to the one webhook tested, whatever it subscribes to, and lists its delivery', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => new Response('ok', { status: 200 });
    const tested = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://one.test/hook',
      events: ['call.received'],
      hmacKey: 'k'.repeat(20),
    });
    await admin('POST', `/devices/${s.deviceId}/webhooks`, { url: 'https://two.test/hook', events: ['message.inbound', 'call.received'] });
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get(`/dashboard/webhooks/${tested.body.id}`);
    const res = await browser.post(`/dashboard/webhooks/${tested.body.id}/test`, {});
    expect(res.status).toBe(303);
    await expect.poll(() => harness.webhooks.got.length).toBe(1);
    const [sent] = harness.webhooks.got;
    expect(sent?.url).toBe('https://one.test/hook');
    expect(sent?.headers['x-kurir-event']).toBe('webhook.test');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      event: 'webhook.test',
      device: { id: s.deviceId },
      data: { webhookId: tested.body.id },
    });
    expect(sent?.headers['x-kurir-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    await webhooksSettled(s.deviceId);
    await mirrored(s.deviceId);
    await browser.get(`/dashboard/webhooks/${tested.body.id}?tested`);
    expect(browser.html).toContain('Event uji diantrekan');
    expect(browser.html).toMatch(/data-status="SUCCEEDED" data-attempts="1"/);
    const deliveryId = /data-delivery="(dlv_\w+)"/.exec(browser.html)?.[1] ?? '';
    await browser.get(`/dashboard/deliveries/${deliveryId}`);
    expect(browser.html).toContain('&quot;event&quot;: &quot;webhook.test&quot;');
    expect(browser.html).toContain('X-Kurir-Signature');
    // The test event is a real event of the device: the next seq, and GET /events lists it.
    const events = await env.DB.prepare('SELECT event FROM deliveries WHERE webhook_id = ?').bind(tested.body.id).all<{ event: string }>();
    expect(events.results.map((r) => r.event)).toEqual(['webhook.test']);
    const log = await call(`/events?deviceId=${s.deviceId}&after=0`, { headers: { 'X-API-Key': s.key } });
    const items = ((await log.json()) as { items: { seq: number; event: string; data: { webhookId?: string } }[] }).items;
    const test = items.find((e) => e.event === 'webhook.test');
    expect(test?.data.webhookId).toBe(tested.body.id);
    expect(test?.seq).toBe(Math.max(...items.map((e) => e.seq)));
    expect(JSON.parse(sent?.body ?? '{}').seq).toBe(test?.seq);
  });

  it("refuses another workspace's webhook and delivery as unknown", async () => {
    const s = await setup();
    const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://one.test/hook',
      events: ['call.received'],
    });
    const other = await setup();
    const { browser } = await operatorSession(other.workspaceId);
    expect((await browser.get(`/dashboard/webhooks/${hook.body.id}`)).status).toBe(404);
    await browser.get('/dashboard/webhooks');
    expect((await browser.post(`/dashboard/webhooks/${hook.body.id}/test`, {})).status).toBe(404);
  });
});
