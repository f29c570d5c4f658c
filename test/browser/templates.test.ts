/**
 * The Templates page in real Chromium against the real stack: a member writes a template, previews
 * it as a contact without a name (its fallback) and as a named one with a field of their own, saves
 * it, and finds it from the broadcast form's template picker.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const TEXT = 'Halo {{name|kak}}, pesanan Anda sudah dikirim ke {{kota}}.\nTerima kasih!';

const stack = new Stack();
let browser: Browser;
let page: Page;

describe('templates in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    // The broadcast form (and its template picker) needs a device to send from.
    const workspaceId = await setUpWorkspace(page, stack, OWNER);
    await stack.admin('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Jakarta' });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('a member creates a template and previews it with a sample contact', async () => {
    await page.getByRole('link', { name: t.templates.nav, exact: true }).first().click();
    await page.getByRole('heading', { name: t.templates.title, exact: true }).waitFor();
    await expect.poll(() => page.getByText(t.templates.empty).isVisible()).toBe(true);
    await page.getByRole('link', { name: t.templates.new }).click();

    await page.getByLabel(t.common.name, { exact: true }).fill('Pesanan dikirim');
    await page.getByLabel(t.templates.content, { exact: true }).fill(TEXT);
    // The sample's name is empty at first: the preview shows the fallback, and names what has no value.
    expect(await page.getByLabel(t.templates.sample.name, { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: t.templates.preview }).click();
    const bubble = page.locator('#template-preview .preview-text');
    await expect.poll(() => bubble.textContent()).toBe('Halo kak, pesanan Anda sudah dikirim ke .\nTerima kasih!');
    expect(await page.getByText(t.templates.missing('{{kota}}')).isVisible()).toBe(true);

    await page.getByLabel(t.templates.sample.name, { exact: true }).fill('Budi');
    await page.getByLabel(t.templates.sample.fields, { exact: true }).fill('kota=Bandung');
    await page.getByRole('button', { name: t.templates.preview }).click();
    await expect.poll(() => bubble.textContent()).toBe('Halo Budi, pesanan Anda sudah dikirim ke Bandung.\nTerima kasih!');
    expect(await page.getByText(t.templates.missing('{{kota}}')).count()).toBe(0);
    // What was typed stays in the form across a preview.
    expect(await page.getByLabel(t.templates.content, { exact: true }).inputValue()).toBe(TEXT);
    await shoot(page, 'template-preview');

    await page.getByRole('button', { name: t.common.save }).click();
    await page.getByRole('status').filter({ hasText: t.templates.created }).waitFor();
    expect(await page.getByRole('link', { name: 'Pesanan dikirim', exact: true }).isVisible()).toBe(true);
    await shoot(page, 'templates');

    // The broadcast form's template picker offers it, and leads back to the page.
    await page.goto('/dashboard/broadcasts/new');
    // The form shows one message type's fields at a time: the template's once it is chosen.
    await page.getByRole('radio', { name: t.campaigns.type.template }).check();
    expect(await page.getByLabel(t.broadcasts.form.template).locator('option').allTextContents()).toContain('Pesanan dikirim');
    await page.getByRole('link', { name: t.templates.pickerLink }).click();
    await page.getByRole('heading', { name: t.templates.title, exact: true }).waitFor();
  });
});
