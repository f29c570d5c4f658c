/**
 * What the dashboard's own forms do to API keys, the request log's filters, and a webhook's edit
 * form (enable, events, the write-only key kept, replaced or removed, delete): each checked by what
 * the gateway then does, not by the page alone.
 */
import { describe, expect, it } from 'vitest';
import { deviceHarness } from '../harness';
import { admin, api, call, connectedDevice, setup } from '../helpers';
import { operatorSession } from './browser';

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function signature(key: string, body: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `sha256=${hex(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(body)))}`;
}

/** The rows of the request log's table on the last page, as their status badges. */
const loggedStatuses = (html: string) => [...html.matchAll(/<span class="badge \w+">(\d{3})<\/span>/g)].map((m) => Number(m[1]));

describe('API keys in the dashboard', () => {
  it('revoking a key on the API Key page refuses its very next request, and the list says it is revoked', async () => {
    const s = await setup();
    const events = () => call(`/events?deviceId=${s.deviceId}&after=0`, { headers: { 'X-API-Key': s.key } });
    expect((await events()).status).toBe(200);
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/developer/api-keys');
    expect(browser.html).toContain(`/dashboard/developer/api-keys/${s.keyId}/revoke`);
    expect((await browser.post(`/dashboard/developer/api-keys/${s.keyId}/revoke`, {})).status).toBe(303);
    expect((await events()).status).toBe(401);
    await browser.get('/dashboard/developer/api-keys');
    expect(browser.html).not.toContain(`/dashboard/developer/api-keys/${s.keyId}/revoke`);
    expect(browser.html).toContain('Dicabut');
  });
  it('a key made on the API Key page is shown once, works at once, and is never shown again', async () => {
    const s = await setup();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/developer/api-keys');
    // What the form sends as it first shows: the name, and the scopes ticked by default.
    const made = await browser.post('/dashboard/developer/api-keys', { name: 'Kasir', scopes: ['messages:send', 'messages:read'] });
    expect(made.status).toBe(201);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    const key = /id="new-key"[^>]*value="([^"]+)"/.exec(browser.html)?.[1] ?? '';
    expect(key).not.toBe('');
    const events = await call(`/events?deviceId=${s.deviceId}&after=0`, { headers: { 'X-API-Key': key } });
    expect(events.status).toBe(200);
    await browser.get('/dashboard/developer/api-keys');
    expect(browser.html).toContain('Kasir');
    expect(browser.html).not.toContain(key);
  });
});

describe('the request log in the dashboard', () => {
  it('lists requests newest first with method, path, status, duration and device, filtered by key and by status', async () => {
    const s = await connectedDevice();
    const other = await admin<{ id: string; key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, { name: 'Gudang' });
    const text = (phoneNumber: string) => ({ deviceId: s.deviceId, phoneNumber, content: 'Halo' });
    expect((await api('/messages', s.key, text('6281234567890'))).status).toBe(201);
    expect((await api('/messages', s.key, text('0812'))).status).toBe(400);
    expect((await api('/messages', other.body.key, text('0812'))).status).toBe(400);
    await expect
      .poll(async () => (await admin<{ items: unknown[] }>('GET', `/workspaces/${s.workspaceId}/request-log`)).body.items.length)
      .toBe(3);
    const { browser } = await operatorSession(s.workspaceId);

    expect((await browser.get('/dashboard/developer/request-log')).status).toBe(200);
    expect(loggedStatuses(browser.html)).toEqual([400, 400, 201]);
    expect(browser.html).toContain('<code>POST</code>');
    expect(browser.html).toContain('<code>/messages</code>');
    expect(browser.html).toContain('>CS 1<');
    expect(browser.html).toMatch(/\d+ md</);

    await browser.get('/dashboard/developer/request-log?status=400');
    expect(loggedStatuses(browser.html)).toEqual([400, 400]);
    await browser.get(`/dashboard/developer/request-log?keyId=${other.body.id}`);
    expect(loggedStatuses(browser.html)).toEqual([400]);
    expect(browser.html).toMatch(/<td data-label="Key">Gudang<\/td>/);
    await browser.get(`/dashboard/developer/request-log?keyId=${s.keyId}&status=201`);
    expect(loggedStatuses(browser.html)).toEqual([201]);
    // A status that cannot be one is shown next to the filter, not a server error.
    expect((await browser.get('/dashboard/developer/request-log?status=0x10')).status).toBe(400);
    expect(browser.html).toContain('id="f-status-error"');
  });
});

describe('editing a webhook in the dashboard', () => {
  it('changes its events and enabled, keeps the key when the field is empty, replaces it, removes it, and deletes the webhook', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => new Response('ok', { status: 200 });
    const hook = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://shop.test/hook',
      events: ['call.received'],
      hmacKey: 'o'.repeat(20),
    });
    const { browser } = await operatorSession(s.workspaceId);
    const path = `/dashboard/webhooks/${hook.body.id}`;
    const form = (extra: Record<string, string | string[]>) => ({
      url: 'https://shop.test/hook',
      events: ['call.received', 'device.status'],
      'retry.attempts': '3',
      'retry.delaySeconds': '1',
      'retry.strategy': 'linear',
      ...extra,
    });
    type Listed = { enabled: boolean; events: string[]; hasHmacKey: boolean; retry: unknown };
    const listed = async () => (await admin<Listed[]>('GET', `/devices/${s.deviceId}/webhooks`)).body;
    /** Sends a test event and answers the signature header it was delivered with. */
    const signedWith = async () => {
      const before = harness.webhooks.got.length;
      await browser.get(path);
      expect((await browser.post(`${path}/test`, {})).status).toBe(303);
      await expect.poll(() => harness.webhooks.got.length).toBe(before + 1);
      const sent = harness.webhooks.got.at(-1);
      return { header: sent?.headers['x-kurir-signature'] ?? null, body: sent?.body ?? '' };
    };

    // Disabled, another event, the key field left empty: the key stays.
    await browser.get(path);
    expect((await browser.post(path, form({ hmacKey: '' }))).status).toBe(303);
    expect(await listed()).toMatchObject([
      {
        enabled: false,
        events: ['call.received', 'device.status'],
        hasHmacKey: true,
        retry: { attempts: 3, delaySeconds: 1, strategy: 'linear' },
      },
    ]);
    let sent = await signedWith();
    expect(sent.header).toBe(await signature('o'.repeat(20), sent.body));

    // A new key typed: it replaces the old one, and the page never shows it.
    await browser.get(path);
    expect((await browser.post(path, form({ enabled: 'on', hmacKey: 'n'.repeat(20) }))).status).toBe(303);
    await browser.get(path);
    expect(browser.html).not.toContain('n'.repeat(20));
    expect((await listed())[0]).toMatchObject({ enabled: true, hasHmacKey: true });
    sent = await signedWith();
    expect(sent.header).toBe(await signature('n'.repeat(20), sent.body));

    // The remove box: deliveries go unsigned.
    await browser.get(path);
    expect((await browser.post(path, form({ enabled: 'on', removeHmacKey: 'on' }))).status).toBe(303);
    expect((await listed())[0]).toMatchObject({ hasHmacKey: false });
    sent = await signedWith();
    expect(sent.header).toBeNull();

    await browser.get(path);
    const deleted = await browser.post(`${path}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('Location')).toBe('/dashboard/webhooks');
    expect(await listed()).toEqual([]);
    expect((await browser.get(path)).status).toBe(404);
  });
});
