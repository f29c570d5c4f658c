/** A webhook's page says where it starts in the device's events, and a failed attempt shows its named cause. */
import { describe, expect, it } from 'vitest';
import { deviceHarness, webhooksSettled } from '../harness';
import { admin, connectedDevice, mirrored } from '../helpers';
import { operatorSession } from './browser';

describe('a webhook’s page', () => {
  it('says from which seq the webhook receives, and names why an attempt failed', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = () => 'refuse';
    const hook = await admin<{ id: string; fromSeq: number }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://one.test/hook',
      events: ['device.status'],
      from: 1,
      retry: { attempts: 1, delaySeconds: 1, strategy: 'fixed' },
    });
    expect(hook.body.fromSeq).toBe(1);
    await expect.poll(() => harness.webhooks.got.length).toBeGreaterThan(0);
    await webhooksSettled(s.deviceId);
    await mirrored(s.deviceId);
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get(`/dashboard/webhooks/${hook.body.id}`);
    expect(browser.html).toContain('Menerima event perangkat mulai seq 1');
    expect(browser.html).toContain('connection refused: one.test:443 accepts no connection');
    const deliveryId = /data-delivery="(dlv_\w+)"/.exec(browser.html)?.[1] ?? '';
    await browser.get(`/dashboard/deliveries/${deliveryId}`);
    expect(browser.html).toContain('connection refused: one.test:443 accepts no connection');
  });
});
