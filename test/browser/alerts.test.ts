/**
 * An owner told at once, in real Chromium against the real stack (simulator engine): WhatsApp logs a
 * device out, the banner appears on the page the owner has open, in Indonesian and in English, at a
 * phone's width; the WhatsApp message the other device sent the owner carries a link that opens
 * the device's linking page once. Screenshots under test/browser/screenshots/ (60-…).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const OWNER_PHONE = '6281299990000';

type Sent = { id: string; to: string; content: unknown };

/**
 * In the page: the changes a device's object tells on the page's socket (as htmx's ws extension
 * hands them on), one while the devices list is being read and one 5 ms after the next read's swap
 * (htmx's default settle made the new element listen only 20 ms after it); says how many reads of
 * the list started. Plain JavaScript, run by Chromium.
 */
const TELL_AROUND_A_READ = `(async () => {
  const tell = () => document.body.dispatchEvent(new CustomEvent('htmx:wsBeforeMessage', {
    bubbles: true, cancelable: true,
    detail: { message: JSON.stringify({ type: 'device', device: { id: 'dev_told' } }) },
  }));
  const list = (detail) => (detail.requestConfig?.elt ?? detail.elt)?.id === 'devices-list';
  let started = 0;
  document.addEventListener('htmx:beforeRequest', (event) => {
    if (!list(event.detail)) return;
    started++;
    // In flight once this handler returns.
    if (started === 1) queueMicrotask(tell);
  });
  document.addEventListener('htmx:afterRequest', (event) => {
    if (list(event.detail) && started === 2) setTimeout(tell, 5);
  });
  tell();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return started;
})()`;

const stack = new Stack();
let browser: Browser;
let page: Page;

async function addDevice(name: string): Promise<string> {
  await page.goto('/dashboard/devices');
  await page.getByLabel(t.common.name).fill(name);
  await page.getByRole('button', { name: t.devices.addSubmit }).click();
  await page.getByRole('heading', { name }).waitFor();
  await page.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });
  return /\/dashboard\/devices\/(dev_\w+)/.exec(page.url())?.[1] ?? '';
}

describe('an owner told when a device is logged out, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    ({ page } = await person(browser, stack.workerUrl));
    await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  // Before any device: no socket on the page, so the only changes told are the test's own.
  it('a live region hears a change told while it is being read, and one told just after its swap', async () => {
    await page.goto('/dashboard/devices');
    const reads = await page.evaluate<number>(TELL_AROUND_A_READ);
    // The first change's read, the read again for the change told during it, and the last change's.
    expect(reads).toBe(3);
  });

  it('sees the banner at once, in Indonesian and English, and re-links from the WhatsApp message', async () => {
    const watched = await addDevice('CS Jakarta');
    const sender = await addDevice('CS Bandung');

    // Where the alerts go: the owner's number (the email needs a mail server, left empty here).
    await page.getByRole('link', { name: t.alerts.nav }).click();
    await page.getByLabel(t.alerts.phone).fill(OWNER_PHONE);
    await page.getByLabel(t.alerts.email).fill('');
    await page.getByRole('button', { name: t.alerts.save }).click();
    await page.getByText(t.alerts.saved).waitFor();

    // The owner has the devices page open; WhatsApp logs CS Jakarta out.
    await page.goto('/dashboard/devices');
    await page.waitForSelector('body[data-live-ready]');
    await stack.sim('POST', `/devices/${watched}/disconnect`, { reason: 'logged-out' });
    const banner = page.getByRole('region', { name: t.alerts.banner.label });
    await banner.getByText(t.alerts.banner.loggedOut('CS Jakarta')).waitFor({ timeout: 30_000 });
    // The list, read again for the screenshot: its own refresh may have been in flight (htmx drops it then).
    await page.reload();
    await page.locator('#devices-list').getByText(t.status.LOGGED_OUT, { exact: true }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await shoot(page, '60-alert-banner-id');

    // Any other page says it too, in English for an owner who reads English.
    await page.goto('/dashboard/inbox?lang=en');
    await page.getByRole('region', { name: en.alerts.banner.label }).getByText(en.alerts.banner.loggedOut('CS Jakarta')).waitFor();
    await shoot(page, '61-alert-banner-en');
    await page.goto('/dashboard/inbox?lang=id');

    // The message the other device sent the owner, with its one-time link.
    const sent = await waitUntil(
      async () => (await stack.sim<Sent[]>('GET', `/devices/${sender}/sent`)).body.find((m) => m.to.startsWith(OWNER_PHONE)),
      { timeoutMs: 30_000, what: 'the alert sent to the owner' },
    );
    const link = /https?:\/\/[^\s"\\]+\/dashboard\/relink\?token=[0-9A-Za-z]{43}/.exec(JSON.stringify(sent?.content))?.[0];
    expect(link).toBeDefined();

    // Opened on the owner's phone, not signed in: continue, then link again and wait for the QR.
    const { page: phone } = await person(browser, stack.workerUrl);
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto(link ?? '');
    await phone.getByRole('button', { name: t.alerts.relink.continue }).click();
    await phone.getByRole('heading', { name: t.alerts.relink.title('CS Jakarta') }).waitFor();
    await phone.getByRole('button', { name: t.devices.reconnect }).click();
    // The simulator links at once: the page says the device is back.
    await phone.getByText(t.alerts.relink.connected).waitFor({ timeout: 30_000 });
    await phone.getByRole('heading', { name: t.devices.pairingTitle }).waitFor({ state: 'detached' });
    await shoot(phone, '62-relink-done');

    // Used: the same link opens nothing any more; the owner's banner is gone.
    const again = await phone.goto(link ?? '');
    expect(again?.status()).toBe(410);
    await page.goto('/dashboard/devices');
    expect(await page.getByText(t.alerts.banner.loggedOut('CS Jakarta')).count()).toBe(0);
  });
});
