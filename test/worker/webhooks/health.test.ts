/**
 * A webhook's health, counted as its attempts finish: the last delivery's outcome and time and
 * the failures of the last 24 h, in the dashboard's list and in the API's list of a device's webhooks.
 */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { operatorSession } from '../dashboard/browser';
import { deviceHarness } from '../harness';
import { admin, connectedDevice, inbound } from '../helpers';

type Listed = {
  id: string;
  health: { lastDelivery: { at: string; ok: boolean; statusCode: number | null } | null; attemptsLast24h: number; failuresLast24h: number };
};

/** The row of the dashboard's webhooks list that holds `url`. */
function row(html: string, url: string): string {
  return [...html.matchAll(/<tr>[\s\S]*?<\/tr>/g)].map((m) => m[0]).find((r) => r.includes(url)) ?? '';
}

describe('webhook health', () => {
  it('a failing webhook looks failing in the list, a healthy one healthy, and a new one says it has not delivered yet', async () => {
    const s = await connectedDevice();
    const harness = deviceHarness(s.deviceId);
    harness.webhooks.answer = (req) =>
      new URL(req.url).hostname === 'broken.test' ? new Response('no', { status: 500 }) : new Response('ok', { status: 200 });
    // No retry: each event is one attempt, so the counts follow the events sent.
    const retry = { attempts: 1, delaySeconds: 1, strategy: 'fixed' };
    const broken = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://broken.test/hook',
      events: ['message.inbound'],
      retry,
    });
    const fine = await admin<{ id: string }>('POST', `/devices/${s.deviceId}/webhooks`, {
      url: 'https://fine.test/hook',
      events: ['message.inbound'],
      retry,
    });
    await admin('POST', `/devices/${s.deviceId}/webhooks`, { url: 'https://quiet.test/hook', events: ['call.received'] });
    await s.node.report('inbound', inbound('IN-H1'), 'in:IN-H1');
    await s.node.report('inbound', inbound('IN-H2'), 'in:IN-H2');

    // Both deliveries to the broken one fail; both to the fine one succeed.
    const listed = async () => (await admin<Listed[]>('GET', `/devices/${s.deviceId}/webhooks`)).body;
    await expect
      .poll(async () => (await listed()).find((w) => w.id === broken.body.id)?.health.attemptsLast24h, { timeout: 10_000 })
      .toBe(2);
    const hooks = await listed();
    expect(hooks.find((w) => w.id === broken.body.id)?.health).toMatchObject({
      lastDelivery: { ok: false, statusCode: 500 },
      failuresLast24h: 2,
    });
    await expect.poll(async () => (await listed()).find((w) => w.id === fine.body.id)?.health.attemptsLast24h).toBe(2);
    expect((await listed()).find((w) => w.id === fine.body.id)?.health).toMatchObject({
      lastDelivery: { ok: true, statusCode: 200 },
      attemptsLast24h: 2,
      failuresLast24h: 0,
    });
    expect(hooks.find((w) => w.id !== broken.body.id && w.id !== fine.body.id)?.health).toEqual({
      lastDelivery: null,
      attemptsLast24h: 0,
      failuresLast24h: 0,
    });

    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/webhooks');
    const brokenRow = row(browser.html, 'https://broken.test/hook');
    expect(brokenRow).toContain(`<span class="badge bad">${t.webhooks.healthFailing}</span>`);
    expect(brokenRow).toContain(t.webhooks.failures24h(2));
    expect(brokenRow).toContain('(500)');
    const fineRow = row(browser.html, 'https://fine.test/hook');
    expect(fineRow).toContain(`<span class="badge ok">${t.webhooks.healthOk}</span>`);
    expect(fineRow).not.toContain(t.webhooks.failures24h(0));
    expect(row(browser.html, 'https://quiet.test/hook')).toContain(t.webhooks.healthNone);
  });
});
