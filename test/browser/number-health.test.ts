/**
 * A number's health and the delivery watchdog in real Chromium against the real stack (simulator
 * engine): an owner reads the device's health panel in Indonesian and English at a phone's width
 * and a desktop's, changes the warm-up and the watchdog's time through their forms (htmx, no
 * reload), and sees in the open conversation and on the Messages page that WhatsApp refused one
 * message (463, then sent again to the contact's LID) and never delivered another (no receipt).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
/** A customer WhatsApp addresses by LID: a send to the number is refused (463), one to the LID arrives. */
const CUSTOMER = { phone: '6281234567801', lid: '123456789012345', name: 'Budi' };
/** A number WhatsApp takes messages for and never delivers them. */
const SILENT = '6281234567802';

type Row = { id: string; content: string; undeliveredReason: string | null; resentAt: string | null };

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '', key: '' };
const refused: string[] = [];

/** The page is no wider than the window (nothing runs off the side at 360 px). */
async function scrollWidth(): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

async function records(): Promise<Row[]> {
  return (await stack.admin<{ items: Row[] }>('GET', `/workspaces/${state.workspaceId}/messages?direction=OUTBOUND`)).body.items;
}

describe('a number’s health in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
    state.key = (await stack.admin<{ key: string }>('POST', `/workspaces/${state.workspaceId}/api-keys`, { name: 'toko' })).body.key;
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner reads the health panel in both languages and at both widths: the score, what to do, the last days and the warm-up', async () => {
    for (const [lang, catalogue] of [
      ['id', t],
      ['en', en],
    ] as const) {
      const g = catalogue.health;
      await page.goto(`/dashboard/devices/${state.deviceId}?lang=${lang}`);
      const panel = page.getByRole('region', { name: g.title });
      await panel.waitFor();
      await panel.getByText(g.outOf(100)).waitFor();
      await panel.getByText(g.levels.good, { exact: true }).waitFor();
      // A number linked today: warming up, said with what to do, and the first step's cap today.
      await panel.getByText(g.advice['warming-up'].todo).waitFor();
      await panel.getByText(g.warmup.capToday(20, 0)).waitFor();
      await panel.getByText(g.ageDays(0)).waitFor();
      // uPlot drew the last days, and the table beside it has the 7 days and their total.
      await expect.poll(() => panel.locator('.chart canvas').count()).toBe(1);
      expect(await panel.locator('table.report-table tbody tr').count()).toBe(8);
      await page.getByRole('region', { name: g.options.title }).getByLabel(g.options.undeliveredAfter).waitFor();
      await shoot(page, `device-health-${lang}`);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.goto(`/dashboard/devices/${state.deviceId}?lang=id`);
  });

  it('an owner changes the warm-up through its form, a mistake shown beside its field, all without leaving the page', async () => {
    const w = t.health.warmup;
    const panel = page.getByRole('region', { name: t.health.title });
    await markPage(page);
    const first = panel.getByRole('group', { name: w.step(1) });
    // A cap left empty: refused under the field, in Indonesian, the rest kept as typed.
    await first.getByLabel(w.cap).fill('');
    await panel.getByRole('button', { name: w.save }).click();
    await panel.locator('#f-steps-0--cap-error').waitFor();
    await panel.getByRole('alert').waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await panel
      .getByRole('group', { name: w.step(1) })
      .getByLabel(w.cap)
      .fill('15');
    await panel
      .getByRole('group', { name: w.step(2) })
      .getByLabel(w.fromDay)
      .fill('2');
    await panel.getByRole('button', { name: w.save }).click();
    await panel.getByText(w.saved).waitFor();
    await panel.getByText(w.capToday(15, 0)).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    // The figure was swapped with the form; the chart stayed as it was drawn.
    expect(await panel.locator('.chart canvas').count()).toBe(1);
    const health = await stack.admin<{ warmup: { steps: { fromDay: number; cap: number }[]; capToday: number } }>(
      'GET',
      `/devices/${state.deviceId}/health`,
    );
    expect(health.body.warmup.capToday).toBe(15);
    expect(health.body.warmup.steps.slice(0, 2)).toEqual([
      { fromDay: 0, cap: 15 },
      { fromDay: 2, cap: 50 },
    ]);
    await shoot(page, 'device-health-warmup-saved');

    // Turned off: campaigns follow their own pace.
    await panel.getByLabel(w.enabled).uncheck();
    await panel.getByRole('button', { name: w.save }).click();
    await panel.getByText(w.off).waitFor();
    expect((await stack.admin<{ warmup: { enabled: boolean } }>('GET', `/devices/${state.deviceId}/health`)).body.warmup.enabled).toBe(
      false,
    );
  });

  it('an owner sets the delivery watchdog to one minute, and a message to a number that never receives goes out', async () => {
    const o = t.health.options;
    const options = page.getByRole('region', { name: o.title });
    await markPage(page);
    await options.getByLabel(o.undeliveredAfter).fill('1');
    await options.getByRole('button', { name: o.save }).click();
    await options.getByText(o.saved).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect((await stack.admin('GET', `/devices/${state.deviceId}`)).body).toMatchObject({ undeliveredAfterMinutes: 1 });
    // WhatsApp takes what is sent to SILENT and never delivers it: the watchdog marks it after a minute (checked last).
    expect((await stack.sim('POST', `/devices/${state.deviceId}/withhold`, { to: SILENT })).status).toBe(202);
    const sent = await stack.api('/messages', state.key, { deviceId: state.deviceId, phoneNumber: SILENT, content: 'Tagihan bulan ini' });
    expect(sent.status).toBe(201);
  });

  it('a message WhatsApp refuses for the number (463) is marked in the open conversation, with why, and sent again to the LID', async () => {
    // The customer writes first, addressed by LID, so the session knows their LID.
    expect(
      (
        await stack.sim('POST', `/devices/${state.deviceId}/inbound`, {
          from: CUSTOMER.phone,
          lid: CUSTOMER.lid,
          pushName: CUSTOMER.name,
          text: 'Pesanan saya sudah dikirim?',
        })
      ).status,
    ).toBe(201);
    expect((await stack.sim('POST', `/devices/${state.deviceId}/withhold`, { to: CUSTOMER.phone, code: 463 })).status).toBe(202);
    await page.goto('/dashboard/inbox');
    const line = page.locator('#inbox-list li').filter({ hasText: 'Pesanan saya sudah dikirim?' });
    await line.waitFor({ timeout: 30_000 });
    await line.getByRole('link').first().click();
    await page.locator('#thread').getByText('Pesanan saya sudah dikirim?').waitFor();
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    const sent = await stack.api('/messages', state.key, {
      deviceId: state.deviceId,
      phoneNumber: CUSTOMER.phone,
      content: 'Sudah kak, resi JNE 1234',
    });
    expect(sent.status).toBe(201);
    const bubble = page.locator('#thread li').filter({ hasText: 'Sudah kak, resi JNE 1234' });
    await bubble.getByText(t.undelivered.mark, { exact: true }).waitFor({ timeout: 30_000 });
    await bubble.getByText(t.undelivered.reasons['463'] ?? '463').waitFor();
    await bubble.getByText(t.undelivered.resent).waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    const row = (await records()).find((r) => r.content === 'Sudah kak, resi JNE 1234');
    expect(row).toMatchObject({ undeliveredReason: '463', resentAt: expect.any(String) });
    await shoot(page, 'undelivered-conversation-id');
    await page.goto(`${new URL(page.url()).pathname}?lang=en`);
    await page
      .locator('#thread li')
      .filter({ hasText: 'Sudah kak, resi JNE 1234' })
      .getByText(en.undelivered.reasons['463'] ?? '463')
      .waitFor();
    await shoot(page, 'undelivered-conversation-en');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a message with no delivery receipt within the minute is marked on the Messages page, in both languages', async () => {
    await expect
      .poll(async () => (await records()).find((r) => r.content === 'Tagihan bulan ini')?.undeliveredReason ?? null, {
        timeout: 110_000,
        interval: 2_000,
      })
      .toBe('no-receipt');
    for (const [lang, catalogue] of [
      ['en', en],
      ['id', t],
    ] as const) {
      await page.goto(`/dashboard/messages?lang=${lang}`);
      const silent = page.locator('tr').filter({ hasText: 'Tagihan bulan ini' });
      await silent.getByText(catalogue.undelivered.mark, { exact: true }).waitFor();
      await silent.getByText(catalogue.undelivered.reasons['no-receipt'] ?? 'no-receipt').waitFor();
      const refusedRow = page.locator('tr').filter({ hasText: 'Sudah kak, resi JNE 1234' });
      await refusedRow.getByText(catalogue.undelivered.resent).waitFor();
      await shoot(page, `undelivered-messages-${lang}`);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(refused).toEqual([]);
  }, 150_000);
});
