/**
 * A broadcast from the dashboard in real Chromium against the real stack (simulator engine): an
 * owner sets the device's pace, uploads a CSV of 20 customers and a bad row, sees the bad row with
 * its line and reason before sending, sends, and watches the progress reach 20 sent with the
 * receipts counted, without reloading; and a poster to three customers, each with their own
 * caption; and a campaign whose recipients reach the inbox only once they reply. Since the form asks
 * for confirmation (the count and the time at the device's pace) before a campaign starts, "Send"
 * is followed by "Yes, send it". What reached "WhatsApp" is read from the simulator's log and its
 * control API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const PACE = { min: 20, max: 60 };
/** A 1x1 PNG: the poster. */
const POSTER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const logDir = mkdtempSync(path.join(tmpdir(), 'kurir-browser-broadcast-'));
const sentLog = path.join(logDir, 'sent.log');

const stack = new Stack({ nodeEnv: { SIM_SENT_LOG: sentLog } });
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };

/** 20 customers (numbers written as people do) and, on line 8, a number with letters in it. */
function customersCsv(): string {
  const rows = Array.from(
    { length: 20 },
    (_, i) => `0812-3456-${String(i + 1).padStart(4, '0')};Pelanggan ${i + 1};${i % 2 ? 'Bandung' : 'Medan'}`,
  );
  rows.splice(6, 0, '0812-ABCD-0000;Salah Ketik;Bogor');
  return `\uFEFFnomor;nama;kota\r\n${rows.join('\r\n')}\r\n`;
}

function sentAt(): { to: string; at: number }[] {
  try {
    return readFileSync(sentLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(state.deviceId))
      .map((line) => JSON.parse(line) as { to: string; at: number })
      .sort((a, b) => a.at - b.at);
  } catch {
    return [];
  }
}

describe('a broadcast in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    rmSync(logDir, { recursive: true, force: true });
  }, 60_000);

  it('an owner sends a CSV broadcast to 20 customers: the bad row is reported, the pace kept, and the progress reaches 20 sent with the receipts counted', async () => {
    // The device's ban protection, fast for the test.
    await page.goto(`/dashboard/broadcasts/pace/${state.deviceId}`);
    await page.getByLabel(t.broadcasts.settings.min).fill(String(PACE.min / 1000).replace('.', ','));
    await page.getByLabel(t.broadcasts.settings.max).fill(String(PACE.max / 1000).replace('.', ','));
    // A gap this short risks a ban: saved only once the risk is accepted.
    await page.getByLabel(t.broadcasts.settings.accept).check();
    await page.getByRole('button', { name: t.broadcasts.settings.save }).click();
    await page.getByText(t.broadcasts.settings.saved).waitFor();

    await page.getByRole('link', { name: t.nav.broadcasts }).click();
    await page.getByRole('heading', { name: t.broadcasts.title, exact: true }).waitFor();
    await page.getByRole('link', { name: t.broadcasts.new }).click();
    await page.getByLabel(t.broadcasts.form.name).fill('Promo akhir tahun');
    await page.getByLabel(t.broadcasts.form.text).fill('Halo {{name}} di {{kota}}, diskon 20% untuk Anda!');
    await page
      .getByLabel(t.broadcasts.form.csv)
      .setInputFiles({ name: 'pelanggan.csv', mimeType: 'text/csv', buffer: Buffer.from(customersCsv()) });

    // Checked first: how many, the bad row with its line and reason, how the first message reads.
    await page.getByRole('button', { name: t.broadcasts.form.check }).click();
    const preview = page.locator('#broadcast-preview');
    await preview.getByText(t.broadcasts.form.previewCounts(20, 0)).waitFor();
    const badRow = preview.getByRole('row').filter({ hasText: `${t.broadcasts.row} 8` });
    await badRow.getByText('"0812-ABCD-0000" berisi karakter selain angka').waitFor();
    await preview.getByText('Halo Pelanggan 1 di Medan, diskon 20% untuk Anda!').waitFor();
    await shoot(page, '30-broadcast-check');

    await page.getByRole('button', { name: t.broadcasts.form.submit }).click();
    const confirm = page.locator('#broadcast-confirm');
    await confirm.getByText(t.campaigns.confirm.recipients(20)).waitFor();
    await shoot(page, '30-broadcast-confirm');
    await confirm.getByRole('button', { name: t.campaigns.confirm.yes }).click();
    await page.getByRole('heading', { name: 'Promo akhir tahun' }).waitFor();
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    // The progress moves live, up to every recipient sent and their receipts back.
    const progress = page.locator('#broadcast-progress');
    await progress.locator('#broadcast-sent', { hasText: t.broadcasts.ofTotal(20, 20) }).waitFor({ timeout: 60_000 });
    await progress.locator('[data-count="read"]', { hasText: /^20$/ }).waitFor({ timeout: 30_000 });
    expect(await progress.locator('[data-count="delivered"]').textContent()).toBe('20');
    await progress.getByText(String(t.broadcasts.statuses.COMPLETED)).waitFor();
    await progress.getByText(t.broadcasts.today(20, 500)).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    // The audience report keeps the bad row.
    await page
      .locator('#broadcast-audience')
      .getByRole('row')
      .filter({ hasText: `${t.broadcasts.row} 8` })
      .waitFor();
    await shoot(page, '31-broadcast-done');

    // At "WhatsApp": each of the 20 once, never closer than the pace's lower end.
    const sent = await waitUntil(() => (sentAt().length >= 20 ? sentAt() : null), { what: '20 messages at the simulator' });
    expect(new Set(sent.map((s) => s.to)).size).toBe(20);
    expect(sent).toHaveLength(20);
    const gaps = sent.slice(1).map((s, i) => s.at - (sent[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PACE.min);

    await page.getByRole('link', { name: t.nav.broadcasts }).click();
    await page
      .locator('#broadcast-list')
      .getByRole('row')
      .filter({ hasText: 'Promo akhir tahun' })
      .getByText(t.broadcasts.ofTotal(20, 20))
      .waitFor();
    await shoot(page, '32-broadcast-list');
  });

  it('a broadcast with a poster reaches three recipients with their own caption', async () => {
    await stack.admin('PUT', `/devices/${state.deviceId}/broadcast-pace`, { paceMinMs: PACE.min, paceMaxMs: PACE.max });
    await stack.warmupOff(state.deviceId);
    const uploads = async () => (await stack.sim<{ uploads: number }>('GET', `/devices/${state.deviceId}/activity`)).body.uploads;
    const before = await uploads();
    const f = t.broadcasts.form;
    await page.goto('/dashboard/broadcasts/new');
    await page.getByLabel(f.name).fill('Poster akhir pekan');
    // Only the chosen type's fields show.
    expect(await page.getByLabel(f.media.caption, { exact: true }).isVisible()).toBe(false);
    await page.getByLabel(t.campaigns.type.media).check();
    await page.getByLabel(f.media.type, { exact: true }).selectOption('image');
    await page.getByLabel(f.media.file, { exact: true }).setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: POSTER });
    await page.getByLabel(f.media.caption, { exact: true }).fill('Halo {{name}}, poster promo untuk Anda!');
    const customers = ['nama,nomor', 'Budi,081298760001', 'Sari,081298760002', 'Tono,081298760003'].join('\r\n');
    await page.getByLabel(f.csv).setInputFiles({ name: 'poster.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) });
    await shoot(page, '33-broadcast-poster-form');

    await page.getByRole('button', { name: f.submit }).click();
    await page.locator('#broadcast-confirm').getByRole('button', { name: t.campaigns.confirm.yes }).click();
    await page.getByRole('heading', { name: 'Poster akhir pekan' }).waitFor();
    const progress = page.locator('#broadcast-progress');
    await progress.locator('#broadcast-sent', { hasText: t.broadcasts.ofTotal(3, 3) }).waitFor({ timeout: 60_000 });
    await progress.getByText(String(t.broadcasts.statuses.COMPLETED)).waitFor();
    await shoot(page, '34-broadcast-poster-done');

    // At "WhatsApp": each got the image with their own caption, and the image was uploaded once.
    type Sent = { to: string; content: { imageMessage?: { caption?: string; mimetype?: string } } };
    const images = await waitUntil(
      async () => {
        const sent = (await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`)).body.filter((e) => e.content.imageMessage);
        return sent.length >= 3 ? sent : null;
      },
      { what: 'three images at the simulator' },
    );
    expect(images.map((e) => [e.to.split('@')[0], e.content.imageMessage?.caption, e.content.imageMessage?.mimetype])).toEqual([
      ['6281298760001', 'Halo Budi, poster promo untuk Anda!', 'image/png'],
      ['6281298760002', 'Halo Sari, poster promo untuk Anda!', 'image/png'],
      ['6281298760003', 'Halo Tono, poster promo untuk Anda!', 'image/png'],
    ]);
    expect((await uploads()) - before).toBe(1);
  });

  it('a campaign’s recipients appear in the inbox only after they reply', async () => {
    await stack.admin('PUT', `/devices/${state.deviceId}/broadcast-pace`, { paceMinMs: PACE.min, paceMaxMs: PACE.max });
    await stack.warmupOff(state.deviceId);
    const f = t.broadcasts.form;
    await page.goto('/dashboard/broadcasts/new');
    await page.getByLabel(f.name).fill('Kabar toko');
    await page.getByLabel(f.text).fill('Halo {{name}}, toko buka sampai malam!');
    const customers = ['phone,name', '081277770001,Rina', '081277770002,Joko', '081277770003,Wati'].join('\r\n');
    await page.getByLabel(f.csv).setInputFiles({ name: 'kabar.csv', mimeType: 'text/csv', buffer: Buffer.from(customers) });
    await shoot(page, '35-broadcast-form-text');
    await page.getByRole('button', { name: f.submit }).click();
    await page.locator('#broadcast-confirm').getByRole('button', { name: t.campaigns.confirm.yes }).click();
    const progress = page.locator('#broadcast-progress');
    await progress.getByText(String(t.broadcasts.statuses.COMPLETED)).waitFor({ timeout: 60_000 });

    // Sent to three, and the inbox shows none of them.
    await page.goto('/dashboard/inbox');
    for (const shown of ['Rina', 'Joko', 'Wati', '6281277770001', '6281277770002', '6281277770003'])
      expect(await page.getByText(shown).count(), shown).toBe(0);

    // Joko replies: his conversation opens, the only one, the campaign's message above his reply.
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, {
      from: '6281277770002',
      pushName: 'Joko',
      text: 'Sampai jam berapa kak?',
    });
    const list = page.locator('#inbox-list');
    await waitUntil(
      async () => {
        await page.goto('/dashboard/inbox');
        return (await list.getByText('Sampai jam berapa kak?').count()) > 0 ? true : null;
      },
      { what: 'the replying customer in the inbox' },
    );
    expect(await list.getByRole('link').count()).toBe(1);
    await list.getByRole('link').first().click();
    const thread = page.locator('#thread');
    const campaignMessage = thread.getByText('Halo Joko, toko buka sampai malam!');
    const reply = thread.getByText('Sampai jam berapa kak?');
    await campaignMessage.waitFor();
    await reply.waitFor();
    const [above, below] = await Promise.all([campaignMessage.boundingBox(), reply.boundingBox()]);
    expect((above?.y ?? 0) < (below?.y ?? 0)).toBe(true);
    await shoot(page, '36-campaign-reply-in-inbox');
  });
});
