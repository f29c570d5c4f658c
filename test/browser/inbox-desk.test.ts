/**
 * The inbox people work in all day, in real Chromium against the real stack (simulator engine):
 * an agent answers from the two-pane inbox with a canned reply (the list beside the conversation
 * and the contact panel; Enter sends, Shift+Enter a new line, `/` the picker); WhatsApp's
 * formatting shows as WhatsApp shows it, hostile text staying text; the tab counts unread
 * conversations live; alerts are off until turned on; on a phone, one pane at a time and a
 * one-row header with its menu. Screenshots at 1280 and 360 px are written by `shoot`.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const BUDI = '6281234567890';
const SARI = '6281311112222';
const ANI = '6281355556666';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };

const stack = new Stack();
let browser: Browser;
let context: BrowserContext;
let agent: Page;
const state = { workspaceId: '', deviceId: '' };

const list = () => agent.locator('#inbox-list');
const pane = () => agent.locator('#conversation-pane');
const composer = () => agent.getByLabel(t.inbox.replyLabel);

/** The texts a customer's phone received from the device (the simulator's log). */
async function received(to: string): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

/** The customers' names on their phones (each message carries it, as WhatsApp's do). */
const NAMES: Record<string, string> = { [BUDI]: 'Budi', [SARI]: 'Sari', [ANI]: 'Ani' };

async function inbound(from: string, text: string): Promise<void> {
  const res = await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from, text, pushName: NAMES[from] });
  expect(res.status).toBe(201);
}

describe('the inbox people work in all day, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    ({ context, page: agent } = await person(browser, stack.workerUrl));
    state.workspaceId = await setUpWorkspace(agent, stack, OWNER);
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
    await inbound(BUDI, 'Permisi, kaos hitam L ada?');
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an agent opens a conversation beside the list and answers it, Enter to send, Shift+Enter for a new line', async () => {
    await agent.goto('/dashboard/inbox');
    await agent.waitForSelector('body[data-live-ready]');
    await pane().getByText(t.desk.choose).waitFor();
    await markPage(agent);

    // The conversation opens beside the list, without leaving the page, at its own address.
    await list().getByRole('link', { name: 'Budi' }).click();
    await pane().locator('#thread').getByText('Permisi, kaos hitam L ada?').waitFor();
    expect(await stillSamePage(agent)).toBe(true);
    expect(new URL(agent.url()).pathname).toMatch(/^\/dashboard\/inbox\/dev_[^/]+\/cnv_[^/]+$/);
    expect(await list().isVisible()).toBe(true);
    expect(await list().locator('a[aria-current]').textContent()).toBe('Budi');
    const panel = agent.getByRole('region', { name: t.desk.contact });
    await panel.getByRole('heading', { name: 'Budi' }).waitFor();
    expect(await panel.textContent()).toContain(BUDI);
    expect(await panel.getByText(t.desk.subscribed).isVisible()).toBe(true);

    // Shift+Enter makes a new line; nothing is sent until Enter.
    await composer().click();
    await composer().pressSequentially('Baris satu');
    await composer().press('Shift+Enter');
    await composer().pressSequentially('baris dua');
    expect(await composer().inputValue()).toBe('Baris satu\nbaris dua');
    await composer().press('Enter');
    await pane().locator('#thread li.bubble.out').filter({ hasText: 'baris dua' }).waitFor();
    await waitUntil(async () => (await received(BUDI)).includes('Baris satu\nbaris dua'), { what: 'the two lines at Budi’s phone' });
    await shoot(agent, '50-inbox-two-pane');

    // The conversation's address loaded directly is the same two panes, this conversation open.
    await agent.goto(agent.url());
    expect(await list().isVisible()).toBe(true);
    await pane().locator('#thread').getByText('Permisi, kaos hitam L ada?').waitFor();
  });

  it('an agent answers from the two-pane inbox with a canned reply', async () => {
    // Canned replies are issue 25 item 2's (branch h-q): its API and the picker's fragment route.
    const canned = await stack.admin('POST', `/workspaces/${state.workspaceId}/canned-replies`, {
      shortcut: 'salam',
      text: 'Halo {{name|kak}}, ada yang bisa kami bantu?',
    });
    expect(canned.status).toBe(201);
    await agent.goto('/dashboard/inbox');
    await list().getByRole('link', { name: 'Budi' }).click();
    await pane().locator('#thread').getByText('Permisi, kaos hitam L ada?').waitFor();

    // `/` opens the canned replies; Esc closes them; arrows and Enter put one in the box, filled for Budi.
    await composer().click();
    await composer().pressSequentially('/sal');
    const picker = agent.getByRole('listbox');
    await picker.getByRole('option').first().waitFor();
    await composer().press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await composer().inputValue()).toBe('/sal');
    await composer().pressSequentially('a');
    await picker.getByRole('option').first().waitFor();
    await composer().press('ArrowDown');
    await composer().press('ArrowUp');
    expect(await picker.getByRole('option', { selected: true }).count()).toBe(1);
    // From the top: the list pane sticks to the window's top, and a full-page shot of a scrolled page shows it lower.
    await agent.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await shoot(agent, '54-inbox-canned-picker');
    await composer().press('Enter');
    expect(await composer().inputValue()).toBe('Halo Budi, ada yang bisa kami bantu?');
    await composer().press('Enter');
    await pane().locator('#thread li.bubble.out').filter({ hasText: 'Halo Budi, ada yang bisa kami bantu?' }).waitFor();
    await waitUntil(async () => (await received(BUDI)).includes('Halo Budi, ada yang bisa kami bantu?'), {
      what: 'the canned reply at Budi’s phone',
    });
  });

  it('formatting shows as WhatsApp shows it, and hostile text stays text', async () => {
    await agent.goto('/dashboard/inbox');
    await list().getByRole('link', { name: 'Budi' }).click();
    await pane().locator('#thread').getByText('Permisi, kaos hitam L ada?').waitFor();
    await agent.waitForSelector('body[data-live-ready]');
    await inbound(
      BUDI,
      '*Promo* _hari ini_ ~85rb~ pakai ```HEMAT10``` di https://toko.example/promo <script>alert(1)</script> javascript:alert(1)',
    );
    const bubble = pane().locator('#thread li.bubble.in').filter({ hasText: 'HEMAT10' });
    await bubble.waitFor({ timeout: 30_000 });
    expect(await bubble.locator('strong').textContent()).toBe('Promo');
    expect(await bubble.locator('em').textContent()).toBe('hari ini');
    expect(await bubble.locator('s').textContent()).toBe('85rb');
    expect(await bubble.locator('code').textContent()).toBe('HEMAT10');
    const link = bubble.getByRole('link', { name: 'https://toko.example/promo' });
    expect(await link.getAttribute('href')).toBe('https://toko.example/promo');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await bubble.textContent()).toContain('<script>alert(1)</script> javascript:alert(1)');
    expect(await bubble.locator('script').count()).toBe(0);
    expect(await bubble.locator('a[href^="javascript"]').count()).toBe(0);
  });

  it('the tab counts conversations with unread messages, kept current live', async () => {
    await agent.goto('/dashboard/inbox');
    await agent.waitForSelector('body[data-live-ready]');
    expect(await agent.title()).toBe(`${t.inbox.title} · ${t.product}`);
    await markPage(agent);
    await inbound(SARI, 'Kak, pesanan saya sudah dikirim?');
    await waitUntil(async () => (await agent.title()) === `(1) ${t.inbox.title} · ${t.product}`, { what: 'the unread count in the title' });
    expect(await stillSamePage(agent)).toBe(true);
    await list().getByRole('link', { name: 'Sari' }).click();
    await pane().locator('#thread').getByText('Kak, pesanan saya sudah dikirim?').waitFor();
    await waitUntil(async () => (await agent.title()) === `${t.inbox.title} · ${t.product}`, { what: 'the count gone once read' });
  });

  it('alerts of a new message are off until the agent turns them on, and then sound', async () => {
    // The npm Chromium is a headless shell, which has no desktop notifications (its permission is
    // always "denied"): the page gets a stand-in that records what Kurir asks of it.
    await context.addInitScript(() => {
      const shown: string[] = [];
      class RecordedNotification {
        static permission = 'default';
        static async requestPermission() {
          RecordedNotification.permission = 'granted';
          return 'granted';
        }
        constructor(title: string) {
          shown.push(title);
        }
      }
      Object.defineProperty(globalThis, 'kurirNotifications', { value: shown });
      Object.defineProperty(globalThis, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
    });
    const chimes: string[] = [];
    agent.on('request', (request) => {
      if (new URL(request.url()).pathname === '/dashboard/assets/chime.wav') chimes.push(request.url());
    });
    await agent.goto('/dashboard/inbox');
    await agent.waitForSelector('body[data-live-ready]');
    const toggle = agent.getByLabel(t.desk.alerts);
    expect(await toggle.isChecked()).toBe(false);
    await inbound(ANI, 'Halo, masih buka?');
    await list().getByRole('link', { name: 'Ani' }).waitFor({ timeout: 30_000 });
    expect(chimes).toEqual([]);

    await toggle.check();
    expect(await agent.evaluate(() => (globalThis as unknown as { Notification: { permission: string } }).Notification.permission)).toBe(
      'granted',
    );
    // Kept in this browser: still on after a reload.
    await agent.reload();
    await agent.waitForSelector('body[data-live-ready]');
    expect(await agent.getByLabel(t.desk.alerts).isChecked()).toBe(true);
    await agent.locator('h1').click();
    await inbound(ANI, 'Jam berapa tutup?');
    await waitUntil(async () => chimes.length > 0, { what: 'the alert’s sound' });
  });

  it('an agent reads the inbox on a phone, one pane at a time, with a one-row header and its menu', async () => {
    await agent.setViewportSize({ width: 360, height: 740 });
    await agent.goto('/dashboard/inbox');
    const header = await agent.locator('header.top').boundingBox();
    expect(header?.height).toBeLessThan(60);
    const nav = agent.getByRole('navigation', { name: t.nav.label });
    expect(await nav.isVisible()).toBe(false);
    expect(await pane().isVisible()).toBe(false);
    await agent.screenshot({ path: 'test/browser/screenshots/51-inbox-phone-list-360.png' });
    await agent.locator('summary', { hasText: t.desk.menu }).click();
    await nav.getByRole('link', { name: t.contacts.nav }).waitFor();
    await agent.screenshot({ path: 'test/browser/screenshots/52-menu-open-360.png' });
    await agent.locator('summary', { hasText: t.desk.menu }).click();
    expect(await nav.isVisible()).toBe(false);

    await list().getByRole('link', { name: 'Budi' }).click();
    await pane().locator('#thread').getByText('HEMAT10').waitFor();
    expect(await list().isVisible()).toBe(false);
    const panel = agent.getByRole('region', { name: t.desk.contact });
    expect(await panel.isVisible()).toBe(false);
    await agent.locator('summary', { hasText: t.desk.showContact }).click();
    await panel.getByRole('heading', { name: 'Budi' }).waitFor();
    await agent.screenshot({ path: 'test/browser/screenshots/53-inbox-phone-conversation-360.png', fullPage: true });
    await agent.getByRole('link', { name: t.desk.backToList }).click();
    await list().getByRole('link', { name: 'Budi' }).waitFor();
    expect(await pane().isVisible()).toBe(false);
    await agent.setViewportSize({ width: 1280, height: 900 });
  });
});
