/**
 * The rating question in real Chromium against the real stack (simulator engine): an owner turns it
 * on from the device page (a mistake shown beside its field, no reload), resolves a conversation
 * in the inbox, and sees the customer's tap arrive in the conversation's header as stars, live; in
 * Indonesian and English, at a phone's width and a desktop's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };
const refused: string[] = [];

async function scrollWidth(): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

describe('the rating question in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
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

  it('an owner turns the rating on from the device page, a mistake shown beside its field, without leaving the page', async () => {
    const r = t.rating.panel;
    await page.goto(`/dashboard/devices/${state.deviceId}?lang=id`);
    const panel = page.getByRole('region', { name: r.title });
    await panel.waitFor();
    await markPage(page);
    await panel.getByLabel(r.enabled).check();
    await panel.getByLabel(r.answerHours).fill('0');
    await panel.getByRole('button', { name: r.save }).click();
    await panel.locator('#f-answerHours-error').waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await panel.getByLabel(r.answerHours).fill('12');
    await panel.getByLabel(r.text, { exact: true }).fill('Bagaimana pelayanan Kak Dewi tadi?');
    await panel.getByRole('button', { name: r.save }).click();
    await panel.getByText(r.saved).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    const saved = await stack.admin('GET', `/devices/${state.deviceId}/rating`);
    expect(saved.body).toEqual({
      enabled: true,
      kind: 'buttons',
      language: 'id',
      text: 'Bagaimana pelayanan Kak Dewi tadi?',
      answerHours: 12,
    });
    for (const [lang, catalogue] of [
      ['id', t],
      ['en', en],
    ] as const) {
      await page.goto(`/dashboard/devices/${state.deviceId}?lang=${lang}`);
      await page.getByRole('region', { name: catalogue.rating.panel.title }).getByLabel(catalogue.rating.panel.enabled).waitFor();
      await shoot(page, `rating-device-${lang}`);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('an owner resolves a conversation in the inbox, and the customer’s tap shows in its header as stars', async () => {
    const customer = '6281234567801';
    expect(
      (await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: customer, text: 'Paket sudah sampai, makasih' })).status,
    ).toBe(201);
    const conversation = await waitUntil(
      async () =>
        (await stack.admin<{ items: { id: string }[] }>('GET', `/workspaces/${state.workspaceId}/conversations?q=${customer}`)).body
          .items[0],
      { what: 'the conversation' },
    );
    await page.goto(`/dashboard/inbox/${state.deviceId}/${conversation.id}?lang=id`);
    const head = page.locator('#conversation-head');
    await head.getByRole('button', { name: t.inbox.resolve }).click();
    await head.getByText(t.rating.asked).waitFor();
    const sent = await waitUntil(
      async () =>
        (await stack.sim<{ id: string; content: unknown }[]>('GET', `/devices/${state.deviceId}/sent`)).body.find((m) =>
          JSON.stringify(m.content).includes('Bagaimana pelayanan Kak Dewi tadi?'),
        ),
      { what: 'the question at the phone' },
    );
    const tap = await stack.sim('POST', `/devices/${state.deviceId}/inbound`, {
      from: customer,
      type: 'button-reply',
      text: '😃 Baik sekali',
      selectedId: 'kurir-rating:5',
      quotedId: sent.id,
    });
    expect(tap.status).toBe(201);
    // Live: the header is told of the rating without a reload, and the conversation stays resolved.
    await head.getByText(t.rating.score(5)).waitFor();
    await head.getByText(t.inbox.statuses.RESOLVED ?? 'RESOLVED', { exact: true }).waitFor();
    for (const [lang, catalogue] of [
      ['id', t],
      ['en', en],
    ] as const) {
      await page.goto(`/dashboard/inbox/${state.deviceId}/${conversation.id}?lang=${lang}`);
      await page.locator('#conversation-head').getByText(catalogue.rating.score(5)).waitFor();
      await page
        .getByText(catalogue.inbox.sources.RATING ?? 'RATING')
        .first()
        .waitFor();
      await shoot(page, `rating-conversation-${lang}`);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await scrollWidth()).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(refused).toEqual([]);
  });
});
