/**
 * A device's page: its number's health (score, level, what to do, the last days, the warm-up and
 * its form) and its options form.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, connectedDevice } from '../helpers';
import { operatorSession } from './browser';

/** The text of the element with `id` in `html`, tags dropped and spaces squeezed. */
function textOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  const end = html.indexOf('</section>', start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a number’s health on the device page', () => {
  it('shows the score, its level, what to do, the last 7 days and today’s warm-up cap, in the viewer’s language', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    expect((await browser.get(`/dashboard/devices/${s.deviceId}`)).status).toBe(200);
    const panel = textOf(browser.html, 'number-health');
    expect(panel).toContain(t.health.title);
    expect(browser.html).toMatch(/data-score="100"/);
    expect(panel).toContain(t.health.levels.good);
    // A number linked today is warming up: said with what to do, and today's cap is the first step's.
    expect(browser.html).toContain('data-advice="warming-up"');
    expect(panel).toContain(t.health.advice['warming-up'].todo);
    expect(panel).toContain(t.health.warmup.capToday(20, 0));
    expect(panel).toContain(t.health.ageDays(0));
    // The chart's figures, and the table beside it: 7 days and the week's total.
    expect(browser.html).toContain('data-chart="chart-health-days"');
    expect(browser.html.match(/<tr><th scope="row">\d{4}-\d{2}-\d{2}<\/th>/g)).toHaveLength(7);
    // The options' form with the device's own values.
    expect(browser.html).toMatch(/name="undeliveredAfterMinutes" type="number" value="10"/);
    expect(browser.html).toMatch(/<option value="7" selected/);

    await browser.get(`/dashboard/devices/${s.deviceId}?lang=en`);
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    expect(textOf(browser.html, 'number-health')).toContain(en.health.advice['warming-up'].todo);
  });

  it('refuses a warm-up whose steps go back or miss a cap, beside the fields, and keeps what was typed', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    const res = await browser.post(`/dashboard/devices/${s.deviceId}/warmup`, {
      enabled: 'on',
      'steps[0].fromDay': '0',
      'steps[0].cap': '10',
      // A row left empty is dropped: the issues below still name the rows as typed.
      'steps[2].fromDay': '5',
      'steps[2].cap': '',
      untilDay: '14',
    });
    expect(res.status).toBe(400);
    expect(browser.html).toMatch(/id="f-steps-2--cap-error">[^<]+</);
    expect(browser.html).toContain('value="5"');
    const order = await browser.post(`/dashboard/devices/${s.deviceId}/warmup`, {
      enabled: 'on',
      'steps[0].fromDay': '7',
      'steps[0].cap': '10',
      'steps[1].fromDay': '3',
      'steps[1].cap': '30',
      untilDay: '14',
    });
    expect(order.status).toBe(400);
    expect(browser.html).toContain(t.said['warmup.order']());
    // Nothing changed.
    expect((await admin<{ warmup: { untilDay: number } }>('GET', `/devices/${s.deviceId}/health`)).body.warmup.untilDay).toBe(28);
  });

  it('changes the warm-up and turns it off, as the API then reads it', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    const res = await browser.post(`/dashboard/devices/${s.deviceId}/warmup`, {
      enabled: 'on',
      'steps[0].fromDay': '0',
      'steps[0].cap': '15',
      'steps[1].fromDay': '10',
      'steps[1].cap': '80',
      untilDay: '21',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/dashboard/devices/${s.deviceId}?saved=warmup`);
    await browser.get(`/dashboard/devices/${s.deviceId}?saved=warmup`);
    expect(browser.html).toContain(t.health.warmup.saved);
    expect(browser.html).toContain(t.health.warmup.capToday(15, 0));
    const health = await admin<{ warmup: Record<string, unknown> }>('GET', `/devices/${s.deviceId}/health`);
    expect(health.body.warmup).toEqual({
      enabled: true,
      steps: [
        { fromDay: 0, cap: 15 },
        { fromDay: 10, cap: 80 },
      ],
      untilDay: 21,
      capToday: 15,
    });

    await browser.post(`/dashboard/devices/${s.deviceId}/warmup`, {
      'steps[0].fromDay': '0',
      'steps[0].cap': '15',
      untilDay: '21',
    });
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    expect(browser.html).toContain(t.health.warmup.off);
    expect(
      (await admin<{ warmup: { enabled: boolean; capToday: null } }>('GET', `/devices/${s.deviceId}/health`)).body.warmup,
    ).toMatchObject({
      enabled: false,
      capToday: null,
    });
  });

  it('sets the watchdog’s time, the history days and read marks from the options form, refusing a time out of range', async () => {
    const s = await connectedDevice();
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get(`/dashboard/devices/${s.deviceId}`);
    const refused = await browser.post(`/dashboard/devices/${s.deviceId}/options`, { undeliveredAfterMinutes: '0', historyDays: '7' });
    expect(refused.status).toBe(400);
    expect(browser.html).toMatch(/id="f-undeliveredAfterMinutes-error">[^<]*1</);
    const saved = await browser.post(`/dashboard/devices/${s.deviceId}/options`, {
      autoRead: 'on',
      undeliveredAfterMinutes: '3',
      historyDays: '30',
    });
    expect(saved.status).toBe(303);
    expect((await admin('GET', `/devices/${s.deviceId}`)).body).toMatchObject({
      autoRead: true,
      undeliveredAfterMinutes: 3,
      historyDays: 30,
    });
    await browser.get(`/dashboard/devices/${s.deviceId}?saved=options`);
    expect(browser.html).toContain(t.health.options.saved);
    expect(browser.html).toMatch(/name="undeliveredAfterMinutes" type="number" value="3"/);
  });

  it('answers another workspace’s device as unknown', async () => {
    const mine = await connectedDevice();
    const other = await connectedDevice();
    const { browser } = await operatorSession(mine.workspaceId);
    await browser.get(`/dashboard/devices/${mine.deviceId}`);
    expect(
      (await browser.post(`/dashboard/devices/${other.deviceId}/options`, { undeliveredAfterMinutes: '3', historyDays: '7' })).status,
    ).toBe(404);
  });
});
