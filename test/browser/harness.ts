/**
 * Real Chromium (Debian's `chromium`, driven by playwright-core) against the real stack: the
 * worker under `wrangler dev` and a session-node with the simulator, on 127.0.0.1. Screenshots of
 * each page at a phone's width and a desktop's go to test/browser/screenshots/ (not committed).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumMissing = !existsSync(CHROMIUM);
const SHOTS = path.join(import.meta.dirname, 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
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
