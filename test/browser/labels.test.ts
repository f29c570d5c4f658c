/**
 * Labels in real Chromium against the real stack (simulator engine): the owner makes labels on
 * the Labels page, labels two conversations at once from the inbox's list, adds and removes one
 * from a conversation's header, and filters the inbox by label; in Indonesian and in English, at
 * a phone's width and a desktop's (screenshots).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokolabel.test', password: 'kopi-susu-gula-aren' };
const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };

type Listed = { items: { name: string | null; phoneNumber: string; labelIds: string[] }[] };
const listed = async (query = '') =>
  (await stack.admin<Listed>('GET', `/workspaces/${state.workspaceId}/conversations${query}`)).body.items;

describe('labels in the inbox, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER, 'Toko Label');
    state.deviceId = (await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Label' })).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
    for (const from of ['6281111111111', '6282222222222', '6283333333333'])
      await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from, text: `Halo dari ${from.slice(-4)}` });
    await waitUntil(async () => (await listed()).length === 3, { timeoutMs: 20_000, what: 'three conversations in the inbox' });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('the owner makes labels with a name and a colour, and a taken name is refused at its field', async () => {
    await page.goto('/dashboard/labels');
    const l = t.lbl;
    for (const [name, color] of [
      ['VIP', 'purple'],
      ['Komplain', 'red'],
    ] as const) {
      await page.getByLabel(l.name).first().fill(name);
      await page.getByLabel(l.color).first().selectOption(color);
      await page.getByRole('button', { name: l.create }).click();
      await page.getByRole('status').filter({ hasText: l.created }).waitFor();
    }
    await page.getByLabel(l.name).first().fill('VIP');
    await page.getByRole('button', { name: l.create }).click();
    await expect.poll(() => page.getByText(l.taken).count()).toBeGreaterThan(0);
    const labels = await stack.admin<{ items: { name: string; color: string }[] }>('GET', `/workspaces/${state.workspaceId}/labels`);
    expect(labels.body.items.map((x) => [x.name, x.color])).toEqual([
      ['Komplain', 'red'],
      ['VIP', 'purple'],
    ]);
    await page.goto('/dashboard/labels');
    await shoot(page, '70-labels-id');
    await page.goto('/dashboard/labels?lang=en');
    await page.getByRole('heading', { name: en.lbl.title, exact: true }).waitFor();
    await shoot(page, '70-labels-en');
    await page.goto('/dashboard/labels?lang=id');
  });

  it('labels two conversations at once from the list, then adds and removes one from a conversation’s header', async () => {
    await page.goto('/dashboard/inbox');
    const l = t.lbl;
    const [first, second] = (await listed()).map((c) => c.phoneNumber);
    await page.getByRole('checkbox', { name: first ?? '' }).check();
    await page.getByRole('checkbox', { name: second ?? '' }).check();
    await page.getByLabel(l.bulkLegend).selectOption({ label: 'VIP' });
    await page.getByRole('button', { name: l.bulkAdd }).click();
    await waitUntil(async () => (await listed()).filter((c) => c.labelIds.length === 1).length === 2, {
      timeoutMs: 10_000,
      what: 'two conversations labelled VIP',
    });
    await expect.poll(() => page.locator('[data-conversation] [data-label="VIP"]').count()).toBe(2);

    // One conversation: its header adds Komplain and takes VIP off.
    await page.locator('[data-conversation]').first().getByRole('link').first().click();
    const head = page.locator('#conversation-head');
    await head.getByLabel(l.label, { exact: true }).selectOption({ label: 'Komplain' });
    await head.getByRole('button', { name: l.add }).click();
    await expect.poll(() => head.locator('[data-label="Komplain"]').count()).toBe(1);
    await head.getByRole('button', { name: l.remove('VIP') }).click();
    await expect.poll(() => head.locator('[data-label="VIP"]').count()).toBe(0);
    await shoot(page, '71-inbox-conversation-labels-id');
  });

  it('filters the inbox by label, in Indonesian and in English', async () => {
    const labels = (await stack.admin<{ items: { id: string; name: string }[] }>('GET', `/workspaces/${state.workspaceId}/labels`)).body
      .items;
    const vip = labels.find((x) => x.name === 'VIP')?.id ?? '';
    await page.goto(`/dashboard/inbox?labelId=${vip}`);
    await expect.poll(() => page.locator('[data-conversation]').count()).toBe(1);
    await shoot(page, '72-inbox-label-filter-id');
    await page.goto(`/dashboard/inbox?labelId=${vip}&lang=en`);
    await page.getByRole('button', { name: en.lbl.bulkAdd }).waitFor();
    await expect.poll(() => page.locator('[data-conversation]').count()).toBe(1);
    await shoot(page, '72-inbox-label-filter-en');
    // A phone's width: the chips and the bulk form stay within it.
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
        .documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/inbox?lang=id');
  });
});
