/**
 * "Send later" in the team inbox, in real Chromium against the real stack (simulator engine): an
 * agent schedules a reply from the reply box, sees it in the conversation with its time until it
 * goes, cancels another there, and the customer's phone gets only the one that went, once.
 * Screenshots of the conversation with a scheduled reply at 360 and 1280 px are written by `shoot`.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const CUSTOMER = '6281234567891';
const ZONE = 'Asia/Jakarta';

type Sent = { to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };

const stack = new Stack();
let browser: Browser;
let agent: Page;
const state = { workspaceId: '', deviceId: '', key: '' };

const thread = () => agent.locator('#thread');
const bubble = (text: string) => thread().locator('li.bubble').filter({ hasText: text });

async function phoneGot(): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(CUSTOMER)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

/** `at` as a `datetime-local` value on a Jakarta clock (UTC+7, no daylight saving). */
function jakartaWallTime(at: number): string {
  return new Date(at + 7 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** Types a reply and schedules it for `at` (minutes: what the field holds). */
async function scheduleReply(text: string, at: number): Promise<void> {
  await agent.getByLabel(t.inbox.replyLabel).fill(text);
  const later = agent.locator('details.send-later');
  if (!(await later.evaluate((d) => (d as unknown as { open: boolean }).open))) await later.locator('summary').click();
  await agent.getByLabel(t.schedule.sendAt).fill(jakartaWallTime(at));
  await agent.getByRole('button', { name: t.schedule.schedule }).click();
}

describe('send later from the inbox, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    agent = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(agent, stack, OWNER);
    state.key = (await stack.admin<{ key: string }>('POST', `/workspaces/${state.workspaceId}/api-keys`, { name: 'toko' })).body.key;
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'Kapan barang saya dikirim?', pushName: 'Rina' });
    await agent.goto('/dashboard/inbox');
    await agent.locator('#inbox-list').getByRole('link', { name: 'Rina' }).click();
    await thread().getByText('Kapan barang saya dikirim?').waitFor();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('asks for a time when Schedule is pressed without one, keeping what was typed', async () => {
    await agent.getByLabel(t.inbox.replyLabel).fill('Besok pagi dikirim ya kak');
    await agent.locator('details.send-later summary').click();
    await expect.poll(() => agent.locator('details.send-later').textContent()).toContain(ZONE);
    await agent.getByRole('button', { name: t.schedule.schedule }).click();
    await agent.getByText(t.schedule.sendAtRequired).first().waitFor();
    expect(await agent.getByLabel(t.inbox.replyLabel).inputValue()).toBe('Besok pagi dikirim ya kak');
    await shoot(agent, 'inbox-send-later');
    expect(await phoneGot()).toEqual([]);
  });

  it('an agent schedules a reply, sees it in the conversation until it goes, and the customer gets it once', async () => {
    const inAnHour = Date.now() + 60 * 60 * 1000;
    await scheduleReply('Paket kakak dikirim besok pagi', inAnHour);
    const scheduled = bubble('Paket kakak dikirim besok pagi');
    await scheduled.locator('[data-ticks="SCHEDULED"]').waitFor();
    await scheduled.getByText(t.schedule.scheduledFor).waitFor();
    expect(await scheduled.getByRole('button', { name: t.schedule.cancel }).count()).toBe(1);
    await shoot(agent, 'inbox-scheduled-reply');
    expect(await phoneGot()).toEqual([]);

    // The shop moves it to a few seconds from now (the API's PATCH): it goes, and the open page shows it sent.
    const id = await scheduled.getAttribute('data-record');
    const moved = await fetch(`${stack.workerUrl}/scheduled-messages/${id}`, {
      method: 'PATCH',
      headers: { 'X-API-Key': state.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sendAt: new Date(Date.now() + 3_000).toISOString() }),
    });
    expect(moved.status).toBe(200);
    await waitUntil(async () => (await phoneGot()).length === 1, { timeoutMs: 30_000, what: 'the scheduled reply at the phone' });
    await agent.reload();
    await bubble('Paket kakak dikirim besok pagi').locator('[data-ticks]:not([data-ticks="SCHEDULED"])').waitFor();
    expect(await bubble('Paket kakak dikirim besok pagi').getByRole('button', { name: t.schedule.cancel }).count()).toBe(0);
    expect(await phoneGot()).toEqual(['Paket kakak dikirim besok pagi']);
  });

  it('an agent cancels a scheduled reply in the conversation, and it never goes', async () => {
    await scheduleReply('Promo khusus untuk kakak', Date.now() + 2 * 60 * 60 * 1000);
    const scheduled = bubble('Promo khusus untuk kakak');
    await scheduled.locator('[data-ticks="SCHEDULED"]').waitFor();
    await scheduled.getByRole('button', { name: t.schedule.cancel }).click();
    await bubble('Promo khusus untuk kakak').locator('[data-ticks="CANCELLED"]').waitFor();
    expect(await bubble('Promo khusus untuk kakak').getByRole('button', { name: t.schedule.cancel }).count()).toBe(0);
    const list = await fetch(`${stack.workerUrl}/scheduled-messages?deviceId=${state.deviceId}`, { headers: { 'X-API-Key': state.key } });
    expect(((await list.json()) as { items: unknown[] }).items).toEqual([]);
    expect(await phoneGot()).toEqual(['Paket kakak dikirim besok pagi']);
  });
});
