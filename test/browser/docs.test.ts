/**
 * The API reference in real Chromium against the real stack: a developer opens /docs, finds the
 * public and the management operations, authorizes with an API key and tries GET /events against
 * this gateway, then sends POST /messages as its example fills it in (the device id changed only);
 * nothing the page loads or calls leaves 127.0.0.1, and nothing breaks its
 * Content-Security-Policy.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DEVICE_ID } from '../../worker/shared/examples';
import { Stack } from '../e2e/stack';
import { PNG } from '../worker/media/media-samples';
import { launch, person, setUpWorkspace, shoot } from './harness';

const stack = new Stack();
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Every URL the page asked for, and every error its console showed (a CSP refusal is one). */
const requested: string[] = [];
const consoleErrors: string[] = [];

/**
 * An operation in the list, found as a developer finds it: its path typed into "Filter by tag or
 * path", then its button as a screen reader names it ("GET /events Catch up on…"). The filter is
 * needed, not a convenience: with both doors the list holds over 150 entries, so Swagger UI renders
 * only those near the viewport.
 */
async function operation(method: string, path: string) {
  await page.getByPlaceholder('Filter by tag or path').fill(path);
  const name = new RegExp(`^${method} ${path.replace(/[{}]/g, '\\$&')}( |$)`);
  const found = page.locator('.opblock').filter({ has: page.getByRole('button', { name }) });
  await found.first().waitFor();
  return found;
}

describe('the API reference in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    context = await browser.newContext({ baseURL: stack.workerUrl, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('a developer opens /docs and finds the public operations and the management interface', async () => {
    await page.goto('/docs');
    await expect.poll(() => page.title()).toBe('Kurir API reference');
    // The whole list is too long to render at once: Swagger UI keeps only what is near the viewport.
    await page.locator('.operations-virtual').waitFor();
    for (const [method, path] of [
      ['POST', '/messages'],
      ['POST', '/messages/interactive'],
      ['POST', '/messages/reaction'],
      ['GET', '/events'],
      ['GET', '/health'],
      ['POST', '/admin/workspaces'],
      ['POST', '/admin/workspaces/{ws}/api-keys'],
      ['GET', '/admin/devices/{id}'],
    ]) {
      expect(await (await operation(method ?? '', path ?? '')).count(), `${method} ${path}`).toBe(1);
    }
    // The reference's own pages and the nodes' door are not operations of the interface.
    for (const hidden of ['/docs', '/node']) {
      await page.getByPlaceholder('Filter by tag or path').fill(hidden);
      await page.getByText('No operations defined in spec!').waitFor();
    }
    // Cleared, the whole list is back (rendered virtually, as it is long).
    await page.getByPlaceholder('Filter by tag or path').fill('');
    await page.locator('.operations-virtual').waitFor();
    await shoot(page, '40-docs');
  });

  it('authorizes with an API key and tries GET /events against this gateway, seeing its answer', async () => {
    const device = await stack.linkedDevice();
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    // Swagger UI's authorization box (no dialog role): the ApiKey scheme's form names X-API-Key.
    const dialog = page.locator('.dialog-ux');
    // Both doors are offered: a workspace's key, and the operator's token.
    expect(await dialog.locator('.auth-container').filter({ hasText: 'AdminToken' }).count()).toBe(1);
    const apiKey = dialog.locator('.auth-container').filter({ hasText: 'X-API-Key' });
    await apiKey.getByRole('textbox', { name: 'Value:' }).fill(device.key);
    await apiKey.getByRole('button', { name: 'Apply credentials' }).click();
    await apiKey.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await apiKey.getByRole('button', { name: 'Close' }).click();

    const events = await operation('GET', '/events');
    await events.getByRole('button', { name: /^GET \/events / }).click();
    await events.getByRole('button', { name: 'Try it out' }).click();
    await events.getByRole('textbox', { name: 'deviceId' }).fill(device.deviceId);
    await events.getByRole('button', { name: 'Execute' }).click();

    const response = events.locator('.live-responses-table .response');
    await response.first().waitFor();
    await expect.poll(() => response.locator('.response-col_status').first().textContent()).toBe('200');
    const body = (await events.locator('.live-responses-table .response-col_description pre').first().textContent()) ?? '';
    expect(JSON.parse(body)).toMatchObject({ items: expect.any(Array) });
    // The request went to this gateway with the key (Swagger UI shows it as a curl command).
    const curl = (await events.locator('.curl-command').textContent()) ?? '';
    expect(curl).toContain(`${stack.workerUrl}/events?deviceId=${device.deviceId}`);
    expect(curl).toContain(`X-API-Key: ${device.key}`);
    await shoot(page, '41-docs-try-it');
    // The operation alone, to look at: the whole page is many screens long.
    await events.screenshot({ path: path.join(import.meta.dirname, 'screenshots', '42-docs-try-it-events.png') });
  });

  it('sends POST /messages with Try it out as the example fills it in, changing only the device id, and the message goes out', async () => {
    const device = await stack.linkedDevice();
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    const apiKey = page.locator('.dialog-ux .auth-container').filter({ hasText: 'X-API-Key' });
    await apiKey.getByRole('button', { name: 'Remove authorization' }).click();
    await apiKey.getByRole('textbox', { name: 'Value:' }).fill(device.key);
    await apiKey.getByRole('button', { name: 'Apply credentials' }).click();
    await apiKey.getByRole('button', { name: 'Close' }).click();

    const send = await operation('POST', '/messages');
    await send.getByRole('button', { name: /^POST \/messages / }).click();
    await send.getByRole('button', { name: 'Try it out' }).click();
    const body = send.locator('textarea.body-param__text');
    const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;
    // What the reference offers is the example itself: no junk optional field to take out.
    expect(Object.keys(example).sort()).toEqual(['content', 'deviceId', 'phoneNumber']);
    await body.fill(JSON.stringify({ ...example, deviceId: device.deviceId }, null, 2));
    await send.getByRole('button', { name: 'Execute' }).click();

    const response = send.locator('.live-responses-table .response');
    await response.first().waitFor();
    await expect.poll(() => response.locator('.response-col_status').first().textContent()).toBe('201');
    const answer = (await send.locator('.live-responses-table .response-col_description pre').first().textContent()) ?? '';
    expect(JSON.parse(answer)).toMatchObject({ deviceId: device.deviceId, status: expect.stringMatching(/^(PENDING|SENT)$/) });
    await send.screenshot({ path: path.join(import.meta.dirname, 'screenshots', '43-docs-try-it-send.png') });
  });

  it('sends a photo with Try it out on POST /messages/media, its JSON payload typed as text beside the file', async () => {
    const device = await stack.linkedDevice();
    await page.goto('/docs');
    await page
      .getByRole('button', { name: /Authorize/ })
      .first()
      .click();
    const apiKey = page.locator('.dialog-ux .auth-container').filter({ hasText: 'X-API-Key' });
    await apiKey.getByRole('textbox', { name: 'Value:' }).fill(device.key);
    await apiKey.getByRole('button', { name: 'Apply credentials' }).click();
    await apiKey.getByRole('button', { name: 'Close' }).click();

    const media = await operation('POST', '/messages/media');
    await media.getByRole('button', { name: /^POST \/messages\/media / }).click();
    await media.getByRole('button', { name: 'Try it out' }).click();
    await media.getByLabel('Request content type').selectOption('multipart/form-data');
    const payloadRow = media.locator('tr[data-property-name="payload"]');
    // A text field holding the example, not a file picker.
    expect(await payloadRow.locator('input[type="file"]').count()).toBe(0);
    const payload = payloadRow.getByPlaceholder('payload');
    const example = JSON.parse(await payload.inputValue()) as Record<string, unknown>;
    expect(example).toMatchObject({ type: 'image', phoneNumber: expect.any(String) });
    await payload.fill(JSON.stringify({ ...example, deviceId: device.deviceId }));
    await media
      .locator('tr[data-property-name="file"] input[type="file"]')
      .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: Buffer.from(PNG) });
    await media.getByRole('button', { name: 'Execute' }).click();

    const response = media.locator('.live-responses-table .response');
    await response.first().waitFor();
    const answer = async () => media.locator('.live-responses-table .response-col_description pre').first().textContent();
    await expect
      .poll(async () => `${await response.locator('.response-col_status').first().textContent()} ${await answer()}`)
      .toMatch(/^201 /);
    const sent = await stack.sim<{ content: { imageMessage?: { caption?: string } } }[]>('GET', `/devices/${device.deviceId}/sent`);
    expect(sent.body.some((m) => m.content.imageMessage?.caption === example.caption)).toBe(true);
    await media.screenshot({ path: path.join(import.meta.dirname, 'screenshots', '44-docs-try-it-media.png') });
  });

  it('says that the examples’ device is not the reader’s, and names the reader’s own once they are signed in to the dashboard', async () => {
    await page.goto('/docs');
    await page.getByText(`The examples name the device ${EXAMPLE_DEVICE_ID}, which is not one of yours`).waitFor();

    const reader = await person(browser, stack.workerUrl);
    try {
      await setUpWorkspace(reader.page, stack, { name: 'Dewi', email: 'dewi@docs.test', password: 'kopi-susu-gula-aren' }, 'Toko Docs');
      const listed = (await stack.admin<{ id: string; name: string }[] | { items: { id: string; name: string }[] }>('GET', '/workspaces'))
        .body;
      const workspaceId = (Array.isArray(listed) ? listed : listed.items).find((w) => w.name === 'Toko Docs')?.id ?? '';
      const device = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Docs' });
      await stack.waitForStatus(device.body.id, 'CONNECTED');
      await reader.page.goto('/docs');
      await reader.page.getByText(`The examples use your device CS Docs (${device.body.id})`).waitFor();
      await reader.page.getByPlaceholder('Filter by tag or path').fill('/messages');
      const send = reader.page.locator('.opblock').filter({ has: reader.page.getByRole('button', { name: /^POST \/messages / }) });
      await send.getByRole('button', { name: /^POST \/messages / }).click();
      await send.getByRole('button', { name: 'Try it out' }).click();
      const example = JSON.parse(await send.locator('textarea.body-param__text').inputValue()) as { deviceId: string };
      expect(example.deviceId).toBe(device.body.id);
      await shoot(reader.page, '45-docs-own-device');
    } finally {
      await reader.context.close();
    }
  });

  it('asked for nothing outside 127.0.0.1 and broke no rule of its Content-Security-Policy', () => {
    expect(requested.length).toBeGreaterThan(3);
    const elsewhere = requested.filter((url) => !url.startsWith(`${stack.workerUrl}/`) && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
