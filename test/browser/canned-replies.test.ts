/**
 * The Canned replies page in real Chromium against the real stack: an owner writes a canned reply,
 * previews it as a contact without a name (its fallback) and as a named one with a field of their
 * own, saves it, and finds it in the list by its shortcut.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const TEXT = 'Halo {{name|kak}}, ongkir ke {{kota|kota Anda}} Rp10.000.\nPesanan sebelum jam 15.00 dikirim hari ini.';

const stack = new Stack();
let browser: Browser;
let page: Page;

describe('canned replies in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner writes a canned reply and sees its preview', async () => {
    await page.getByRole('link', { name: t.canned.nav, exact: true }).first().click();
    await page.getByRole('heading', { name: t.canned.title, exact: true }).waitFor();
    await expect.poll(() => page.getByText(t.canned.empty).isVisible()).toBe(true);
    await page.getByRole('link', { name: t.canned.new }).click();

    await page.getByLabel(t.canned.shortcut, { exact: true }).fill('ongkir');
    await page.getByLabel(t.canned.text, { exact: true }).fill(TEXT);
    // The sample's name is empty at first: the preview shows the fallbacks.
    expect(await page.getByLabel(t.templates.sample.name, { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: t.templates.preview }).click();
    const bubble = page.locator('#canned-preview .preview-text');
    await expect
      .poll(() => bubble.textContent())
      .toBe('Halo kak, ongkir ke kota Anda Rp10.000.\nPesanan sebelum jam 15.00 dikirim hari ini.');

    await page.getByLabel(t.templates.sample.name, { exact: true }).fill('Budi');
    await page.getByLabel(t.templates.sample.fields, { exact: true }).fill('Kota=Bandung');
    await page.getByRole('button', { name: t.templates.preview }).click();
    await expect
      .poll(() => bubble.textContent())
      .toBe('Halo Budi, ongkir ke Bandung Rp10.000.\nPesanan sebelum jam 15.00 dikirim hari ini.');
    // What was typed stays in the form across a preview.
    expect(await page.getByLabel(t.canned.text, { exact: true }).inputValue()).toBe(TEXT);
    await shoot(page, 'canned-reply-preview');

    await page.getByRole('button', { name: t.common.save }).click();
    await page.getByRole('status').filter({ hasText: t.canned.created }).waitFor();
    expect(await page.getByRole('cell', { name: '/ongkir', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `${t.canned.edit}: /ongkir` }).isVisible()).toBe(true);
    await shoot(page, 'canned-replies');
  });
});
