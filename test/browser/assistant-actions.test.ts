/**
 * The AI assistant's Actions page in real Chromium against the real stack, at a phone's width: an
 * owner adds an action, copies its signing secret (shown once), and deletes it in English; nothing
 * runs off the side at 360 px; screenshots written.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { clipboardText, launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Sari Dewi', email: 'sari@tokosinar.test', password: 'es-cendol-gula-merah' };
const SCHEMA = '{"type":"object","properties":{"orderId":{"type":"string"}},"required":["orderId"]}';

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '' };

/** The page is no wider than the window (nothing runs off the side at 360 px). */
async function scrollWidth(): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

describe('the assistant’s actions in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner adds an action at a phone’s width, copies its secret once, and deletes it', async () => {
    const a = t.assistantActions;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/assistant/actions?lang=id');
    await page.getByRole('heading', { name: a.title, exact: true }).waitFor();
    expect(await page.getByText(a.empty).isVisible()).toBe(true);
    await page.getByLabel(a.name, { exact: true }).fill('order_status');
    await page.getByLabel(a.description, { exact: true }).fill('Cek status pesanan dari nomor pesanan.');
    await page.getByLabel(a.parameters, { exact: true }).fill(SCHEMA);
    await page.getByLabel(a.url, { exact: true }).fill('https://toko.example.com/kurir/order-status');
    await page.getByRole('button', { name: a.add }).click();

    const secret = page.getByRole('textbox', { name: a.newSecret });
    await secret.waitFor();
    const value = await secret.inputValue();
    expect(value).toMatch(/^kas_[0-9A-Za-z]{40}$/);
    await page.getByRole('button', { name: t.common.copy }).click();
    await expect.poll(() => clipboardText(page)).toBe(value);
    const row = page.locator('tr[data-action="order_status"]');
    expect(await row.getByText('order_status', { exact: true }).isVisible()).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, 'assistant-actions-id');
    const listed = await stack.admin<{ items: { name: string }[] }>('GET', `/workspaces/${state.workspaceId}/assistant/actions`);
    expect(listed.body.items.map((i) => i.name)).toEqual(['order_status']);

    // Shown once: the page read again has no secret.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/assistant/actions?lang=en');
    await page.getByRole('heading', { name: en.assistantActions.title, exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: en.assistantActions.newSecret }).count()).toBe(0);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, 'assistant-actions-en');
    await page.locator('tr[data-action="order_status"]').getByRole('button', { name: en.common.delete }).click();
    await page.getByRole('status').filter({ hasText: en.assistantActions.deleted }).waitFor();
    expect(await page.getByText(en.assistantActions.empty).isVisible()).toBe(true);
  });
});
