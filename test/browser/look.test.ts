/**
 * What a new user saw wrong in the dashboard's look (issue 25's "Look"), in real Chromium against
 * the real stack: search boxes and date-and-time fields look like every other field (same border,
 * padding, corners and height), and the conversation's assign button stays beside its select at
 * 1280 px, beside or under it on a phone without overflowing.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };

/** How a field looks: what a person sees of its box. */
async function looks(field: Locator) {
  return field.evaluate((el) => {
    // The page's own window (this file is typed without the DOM's globals).
    const s = (globalThis as unknown as { getComputedStyle(e: typeof el): Record<string, string> }).getComputedStyle(el);
    return {
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      radius: s.borderTopLeftRadius,
      padding: `${s.paddingTop} ${s.paddingLeft}`,
      background: s.backgroundColor,
      font: `${s.fontSize} ${s.fontFamily}`,
      height: Math.round(el.getBoundingClientRect().height),
    };
  });
}

describe('the dashboard’s look', () => {
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
  }, 60_000);

  it('a member finds the search boxes styled like the other fields', async () => {
    await page.goto('/dashboard/inbox');
    const search = page.getByRole('search').getByLabel(t.inbox.search);
    const status = page.getByRole('search').getByLabel(t.inbox.status);
    await shoot(page, 'look-inbox-search');
    expect(await looks(search)).toEqual(await looks(status));
    await page.goto('/dashboard/contacts');
    const contactSearch = page.getByRole('search').getByLabel(t.contacts.search);
    await shoot(page, 'look-contacts-search');
    expect(await looks(contactSearch)).toEqual(await looks(page.getByRole('search').locator('select').first()));
  });

  it('a member finds the broadcast’s date and time field styled like the other fields', async () => {
    await page.goto('/dashboard/broadcasts/new');
    const when = page.locator('input[type="datetime-local"]');
    const name = page.getByLabel(t.broadcasts.form.name, { exact: true });
    await shoot(page, 'look-broadcast-schedule');
    expect(await looks(when)).toEqual(await looks(name));
  });

  it('a member sees the assign button beside its select at 1280 px', async () => {
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: '6281234567890', text: 'Kaos hitam L ada?' });
    await page.goto('/dashboard/inbox');
    const first = page.locator('#inbox-list').getByRole('link').first();
    await first.waitFor({ timeout: 30_000 });
    await first.click();
    await page.locator('#thread').getByText('Kaos hitam L ada?').waitFor();
    const select = page.locator('#conversation-head select[name="memberId"]');
    const button = page.locator('#conversation-head').getByRole('button', { name: t.inbox.assign, exact: true });
    await shoot(page, 'look-conversation-assign');
    const [s, b] = [await select.boundingBox(), await button.boundingBox()];
    expect(s && b && Math.abs(s.y + s.height / 2 - (b.y + b.height / 2)) < 4).toBe(true);
    expect(s && b && b.x >= s.x + s.width).toBe(true);
    // On a phone the form fits the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    const form = page.locator('#conversation-head form[action$="/assign"]');
    const box = await form.boundingBox();
    expect(box && box.x + box.width <= 360).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('a member reads a missing page’s detail in Indonesian, and sees the device list', async () => {
    const res = await page.goto('/dashboard/templates/tpl_AAAAAAAAAAAAAAAAAAAA');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('alert').textContent()).toContain('Templat tpl_AAAAAAAAAAAAAAAAAAAA tidak ditemukan');
    await shoot(page, 'look-error-404');
    await page.goto('/dashboard/devices');
    await page.getByRole('link', { name: 'CS Jakarta' }).waitFor();
    await shoot(page, 'look-devices');
  });
});
