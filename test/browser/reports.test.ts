/**
 * The Reports page in real Chromium against the real stack: after messages go out by the API and
 * one comes in, the customer rates the resolved conversation (labelled, its agent in a team), and a
 * customer reinstalls WhatsApp (its session with the device mended), an owner opens the reports in
 * Indonesian and in English, at a phone's width and a desktop's; uPlot draws every chart, every
 * chart has its table, the ratings show the owner's average and their team's, the label its
 * conversation, and the mend shows on its device's row. On the emulator: the simulator has no
 * Signal sessions to break.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack({ engine: 'emulator' });
let browser: Browser;
let page: Page;
let workspaceId = '';
const refused: string[] = [];

describe('reports in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    // The page's policy allows only its own scripts and styles: a chart library breaking it would show here.
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    workspaceId = await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  /**
   * The conversation with `phone`, labelled VIP, assigned to the owner (in the team Penjualan) and
   * resolved, rated 5 by the customer's tap on the question.
   */
  async function rated(deviceId: string, phone: string): Promise<void> {
    expect((await stack.admin('PUT', `/devices/${deviceId}/rating`, { enabled: true })).status).toBe(200);
    const members = await stack.admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/members`);
    const owner = members.body.items[0]?.id;
    const conversation = await waitUntil(
      async () =>
        (await stack.admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/conversations?q=${phone}`)).body.items[0],
      { what: 'the conversation' },
    );
    const path = `/devices/${deviceId}/conversations/${conversation.id}`;
    const team = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/teams`, { name: 'Penjualan' });
    expect((await stack.admin('PUT', `/workspaces/${workspaceId}/teams/${team.body.id}/members/${owner}`, {})).status).toBe(200);
    const vip = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/labels`, { name: 'VIP', color: 'purple' });
    expect((await stack.admin('POST', `${path}/labels`, { labelId: vip.body.id })).status).toBe(200);
    expect((await stack.admin('POST', `${path}/assign`, { memberId: owner })).status).toBe(200);
    expect((await stack.admin('POST', `${path}/resolve`)).status).toBe(200);
    await waitUntil(
      async () =>
        (await stack.sim<{ content: unknown }[]>('GET', `/devices/${deviceId}/sent`)).body.some((m) =>
          JSON.stringify(m.content).includes('kurir-rating:5'),
        ),
      { what: 'the rating question at the phone' },
    );
    const tap = await stack.sim('POST', `/devices/${deviceId}/inbound`, {
      from: phone,
      type: 'button-reply',
      text: '😃',
      selectedId: 'kurir-rating:5',
    });
    expect(tap.status).toBe(201);
  }

  it('an owner reads the reports as charts with their tables, in both languages and at both widths', async () => {
    const device = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Jakarta' });
    await stack.link(device.body.id);
    const key = await stack.admin<{ key: string }>('POST', `/workspaces/${workspaceId}/api-keys`, { name: 'toko' });
    for (const phone of ['6281234567801', '6281234567802', '6281234567803']) {
      const sent = await stack.api('/messages', key.body.key, { deviceId: device.body.id, phoneNumber: phone, content: 'Promo hari ini' });
      expect(sent.status).toBe(201);
    }
    expect((await stack.sim('POST', `/devices/${device.body.id}/inbound`, { from: '6281234567801', text: 'Mau kak' })).status).toBe(201);
    await rated(device.body.id, '6281234567801');
    // The customer reinstalls WhatsApp: the device mends its session with them without anyone acting.
    expect((await stack.sim('POST', `/devices/${device.body.id}/break-session`, { from: '6281234567801' })).status).toBe(202);
    // The counters reach D1 with the device's next copies: wait for them, as the page reads them.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    await expect
      .poll(
        async () =>
          (
            await stack.admin<{ totals: Record<string, number> }>(
              'GET',
              `/workspaces/${workspaceId}/reports/messages?from=${today}&to=${today}&tz=Asia/Jakarta`,
            )
          ).body.totals,
        { timeout: 15_000 },
      )
      .toEqual({ inbound: 2, api: 3, agent: 0, broadcast: 0, chatbot: 0, assistant: 0 });
    await expect
      .poll(
        async () =>
          (
            await stack.admin<{ totals: Record<string, number> }>(
              'GET',
              `/workspaces/${workspaceId}/reports/health?from=${today}&to=${today}&tz=Asia/Jakarta`,
            )
          ).body.totals,
        { timeout: 30_000 },
      )
      .toEqual({ mended: 1, stalled: 0 });

    for (const [lang, catalogue] of [
      ['id', t],
      ['en', en],
    ] as const) {
      await page.goto(`/dashboard/reports?range=today&lang=${lang}`);
      await page.getByRole('heading', { name: catalogue.reports.title, exact: true }).first().waitFor();
      const charts = page.locator('figure.report:has(.chart)');
      expect(await charts.evaluateAll((figures) => figures.map((f) => f.id))).toEqual([
        'figure-messages',
        'figure-delivery',
        'figure-health',
        'figure-inbox',
        'figure-ratings',
        'figure-labels',
        'figure-webhooks',
        'figure-chatbot',
        'figure-assistant',
        'figure-assistant-tokens',
      ]);
      // uPlot drew each one (a canvas in each chart), and each chart has its table, with the figures.
      await expect.poll(() => page.locator('.chart canvas').count()).toBe(10);
      for (const figure of await charts.all()) expect(await figure.locator('details table.report-table').count()).toBe(1);
      await page.getByText(catalogue.reports.table).first().click();
      // Today by the hour: the columns (received, API, agents, broadcasts, chatbot, assistant) summed over the hours.
      const sums = [0, 0, 0, 0, 0, 0];
      for (const row of await page.locator('#figure-messages table.report-table tbody tr').all()) {
        for (const [i, cell] of (await row.locator('td').allTextContents()).entries()) sums[i] = (sums[i] ?? 0) + Number(cell);
      }
      expect(sums).toEqual([2, 3, 0, 0, 0, 0]);
      // The assistant's calls, tokens and time: none today, each said as a row.
      const usage = page.locator('#figure-assistant-usage table.report-table tbody tr');
      expect(await usage.first().locator('th, td').allTextContents()).toEqual([catalogue.reports.assistant.rows.calls, '0']);
      // The ratings: everyone's and the owner's, one answer of 5.
      const ratings = page.locator('#figure-ratings table.report-table tbody tr');
      expect(await ratings.count()).toBe(2);
      expect(await ratings.nth(1).locator('th, td').allTextContents()).toEqual([
        OWNER.name,
        '1',
        catalogue.rating.report.averageOf(5),
        '0',
        '0',
        '0',
        '0',
        '1',
      ]);
      // Under them, the team's: its member's one answer of 5; and the label's conversation, opened and resolved.
      expect(
        await page
          .locator('#figure-team-ratings table.report-table tbody tr th, #figure-team-ratings table.report-table tbody tr td')
          .allTextContents(),
      ).toEqual(['Penjualan', '1', catalogue.rating.report.averageOf(5), '0', '0', '0', '0', '1']);
      const label = page.locator('#figure-labels table.report-table tbody tr');
      expect(await label.count()).toBe(1);
      expect((await label.first().locator('th, td').allTextContents()).slice(0, 3)).toEqual(['VIP', '1', '1']);
      // The mend on its device's row: mended 1, stalled 0, by the reinstall.
      const byDevice = page.locator('#figure-health-devices table.report-table tbody tr');
      expect(await byDevice.count()).toBe(1);
      expect(await byDevice.first().locator('th, td').allTextContents()).toEqual(['CS Jakarta', '1', '0', '1', '0', '0', '0', '0']);
      await shoot(page, `reports-${lang}`);
      // At a phone's width nothing runs off the side.
      await page.setViewportSize({ width: 360, height: 740 });
      const width = await page.evaluate(
        () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(refused).toEqual([]);
  });
});
