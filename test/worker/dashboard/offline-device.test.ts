/**
 * A device that is not connected, on its page: why in the viewer's words, when the session tries
 * again and a button that makes it try now, the pairing-code form, and the simulator hint once
 * WhatsApp's name keeps failing to resolve.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { FakeNode, mirrored, setup } from '../helpers';
import { operatorSession } from './browser';

const UNRESOLVED = 'network: getaddrinfo ENOTFOUND web.whatsapp.com';

async function offlineDevice() {
  const s = await setup();
  const { browser } = await operatorSession(s.workspaceId);
  const node = await FakeNode.connect(s.deviceId);
  await node.status({ status: 'DISCONNECTED', reason: UNRESOLVED });
  return { ...s, browser, node, page: `/dashboard/devices/${s.deviceId}` };
}

describe('a device that is not connected', () => {
  it('says why in plain Indonesian, keeps the technical text beneath, and offers the pairing code', async () => {
    const { browser, page } = await offlineDevice();
    await browser.get(page);
    expect(browser.html).toContain(t.offline.reasons.unresolved);
    expect(browser.html).toContain(`<code>${UNRESOLVED}</code>`);
    expect(browser.html).toContain(t.devices.pairingTitle);
    expect(browser.html).toContain(`action="${page}/pairing-code"`);
    // No attempt is known to wait yet: no countdown, no button, no hint.
    expect(browser.html).not.toContain(t.offline.tryNow);
    expect(browser.html).not.toContain('KURIR_ENGINE=simulator');
  });

  it('says the same in English to a viewer who reads English', async () => {
    const { browser, page } = await offlineDevice();
    await browser.get(`${page}?lang=en`);
    await browser.get(page);
    expect(browser.html).toContain(en.offline.reasons.unresolved);
  });

  it('counts down to the next attempt, suggests the simulator after repeated failures, and tries again when asked', async () => {
    const { browser, node, page } = await offlineDevice();
    await node.report('retry', { attempt: 1, retryAt: Date.now() + 30_000 });
    await browser.get(page);
    expect(browser.html).toMatch(new RegExp(`${t.offline.retryingIn} <span data-countdown="\\d+">(29|30)</span> ${t.offline.seconds}`));
    expect(browser.html).toContain(t.offline.tryNow);
    expect(browser.html).not.toContain('KURIR_ENGINE=simulator');

    await node.report('retry', { attempt: 2, retryAt: Date.now() + 60_000 });
    await browser.get(page);
    expect(browser.html).toContain(t.offline.failedAttempts(2));
    expect(browser.html).toContain('KURIR_ENGINE=simulator npm start');

    const res = await browser.post(`${page}/retry`, {});
    expect(res.status).toBe(303);
    expect(node.calls.map((c) => c.method)).toContain('reconnect');

    // Once connected, the wait and the count are gone.
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await browser.get(page);
    expect(browser.html).not.toContain(t.offline.tryNow);
    expect(browser.html).not.toContain(t.devices.pairingTitle);
  });

  it('shows in the device list when a disconnected device tries again, as its page does', async () => {
    const { browser, node, deviceId } = await offlineDevice();
    await mirrored(deviceId);
    await browser.get('/dashboard/devices');
    // Disconnected, with no attempt scheduled yet: no time to show.
    expect(browser.html).not.toContain(t.offline.retryingIn);
    await node.report('retry', { attempt: 1, retryAt: Date.now() + 45_000 });
    await browser.get('/dashboard/devices');
    const row = new RegExp(
      `href="/dashboard/devices/${deviceId}"[\\s\\S]*?${t.offline.retryingIn} <span data-countdown="\\d+">(44|45)</span> ${t.offline.seconds}`,
    );
    expect(browser.html).toMatch(row);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await mirrored(deviceId);
    await browser.get('/dashboard/devices');
    expect(browser.html).not.toContain(t.offline.retryingIn);
  });

  it('names each reason a session gives in plain words, never the raw code alone', async () => {
    const { browser, node, page } = await offlineDevice();
    for (const [reason, key] of [
      ['connection-replaced', 'connectionReplaced'],
      ['session-node-gone', 'sessionNodeGone'],
      ['network: connect ECONNREFUSED 157.240.0.1:443', 'refused'],
      ['network: no answer from WhatsApp in time', 'noAnswer'],
    ] as const) {
      await node.status({ status: 'DISCONNECTED', reason });
      await browser.get(page);
      expect(browser.html).toContain(t.offline.reasons[key]);
    }
    await node.status({ status: 'LOGGED_OUT', reason: 'banned' });
    await browser.get(page);
    expect(browser.html).toContain(t.offline.reasons.banned);
  });
});
