/**
 * Real Chromium (npm's `@sparticuz/chromium`, or `CHROMIUM_PATH`: see `chromium.ts`), driven by
 * playwright-core, against the real stack: the worker under `wrangler dev` and a session-node
 * with the simulator, on 127.0.0.1. Screenshots of each page at a phone's width and a desktop's
 * go to test/browser/screenshots/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { requestSetupLink } from '../../scripts/setup-link';
import { id as t } from '../../worker/dashboard/i18n/id';
import type { Stack } from '../e2e/stack';
import { CHROMIUM_ARGS } from './chromium';

const SHOTS = path.join(import.meta.dirname, 'screenshots');

/** The Chromium that the project's global setup found and started once (`global-setup.ts`). */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
}

/** A person's browser: Indonesian, in Jakarta's time zone, allowed to use the clipboard on the dashboard. */
export async function person(browser: Browser, baseURL: string, locale = 'id-ID'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale, timezoneId: 'Asia/Jakarta', viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  // A confirmation (delete, revoke, log out) is accepted, as a person clicking OK.
  page.on('dialog', (dialog) => void dialog.accept());
  return { context, page };
}

/** The page as it looks at 1280 px and at 360 px (the whole page, scrolled). */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The text on the page's clipboard (what a copy button put there). */
export async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
  );
}

/** Marks the page so a later check can tell it was not reloaded in between. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { kurirMark: boolean }).kurirMark = true;
  });
}

export async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (globalThis as unknown as { kurirMark?: boolean }).kurirMark === true);
}

/**
 * The first run as a new owner makes it: the operator's setup link, the setup form filled in
 * Indonesian (the page's language), then the devices page. Answers the new workspace's id.
 */
export async function setUpWorkspace(
  page: Page,
  stack: Stack,
  owner: { name: string; email: string; password: string },
  workspaceName = 'Toko Sinar',
): Promise<string> {
  const link = await requestSetupLink(stack.workerUrl, stack.adminToken);
  await page.goto(link ?? '');
  await page.getByLabel(t.setup.workspaceName).fill(workspaceName);
  await page.getByLabel(t.setup.yourName).fill(owner.name);
  await page.getByLabel(t.common.email).fill(owner.email);
  await page.getByLabel(t.common.password).fill(owner.password);
  await page.getByRole('button', { name: t.setup.submit }).click();
  await page.getByRole('heading', { name: t.devices.title, exact: true }).waitFor();
  const list = (await stack.admin<{ id: string }[] | { items: { id: string }[] }>('GET', '/workspaces')).body;
  return (Array.isArray(list) ? list : list.items)[0]?.id ?? '';
}
