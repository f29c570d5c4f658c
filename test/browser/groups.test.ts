/**
 * The Groups pages in real Chromium against the real stack: an owner makes a group of the device's
 * account from the dashboard, opens it, adds someone, makes them admin and reads the invite link,
 * in Indonesian at a phone's width and in English at a desktop's, with nothing running off the side.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };

const scrollWidth = () =>
  page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );

describe('groups in a browser', () => {
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

  it('an owner makes a group on a phone in Indonesian, adds someone and makes them admin', async () => {
    const g = t.groupsPage;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dashboard/groups?device=${state.deviceId}&lang=id`);
    await page.getByText(g.intro).waitFor();
    await page.getByLabel(g.subject).fill('Reseller Bandung');
    await page.getByLabel(g.participants).fill('6281234567890\n6289876543210');
    await page.getByRole('button', { name: g.create }).click();
    // The new group's page: its name in the form, both people in the table.
    await expect.poll(() => page.getByLabel(g.subject).inputValue()).toBe('Reseller Bandung');
    await page.locator('tr[data-person="6289876543210"]').waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, 'group-360-id');

    await page.getByLabel(g.add).fill('6281311112222');
    await page.getByRole('button', { name: g.addSubmit }).click();
    const added = page.locator('tr[data-person="6281311112222"]');
    await added.waitFor();
    await added.getByRole('button', { name: g.promote }).click();
    await page
      .locator('tr[data-person="6281311112222"]')
      .getByText(g.roles.admin ?? '', { exact: true })
      .waitFor();
    await page.getByText(g.saved).waitFor();
  });

  it('the list shows the group in English at a desktop’s width, and its invite link shows once asked', async () => {
    const g = en.groupsPage;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/groups?device=${state.deviceId}&lang=en`);
    await page.getByRole('link', { name: 'Reseller Bandung' }).click();
    await page.getByRole('button', { name: g.inviteShow }).click();
    await expect.poll(() => page.locator('#invite-link').inputValue()).toMatch(/^https:\/\/chat\.whatsapp\.com\/\S+$/);
    await shoot(page, 'group-1280-en');
  });
});
