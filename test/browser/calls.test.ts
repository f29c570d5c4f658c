/**
 * Calls rejected with a message in real Chromium against the real stack (simulator engine): an
 * owner turns call rejection on from the device page at a phone's width (htmx, no reload), a
 * customer calls, and the call shows in the inbox's conversation as a rejected call beside the
 * text the customer got; both languages, both widths, screenshots written.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Rina Wati', email: 'rina@tokosinar.test', password: 'teh-tarik-gula-aren' };
const CUSTOMER = '6281234567811';
const TEXT = 'Maaf, kami tidak menerima telepon. Silakan kirim pesan ya.';

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '' };

/** The page is no wider than the window (nothing runs off the side at 360 px). */
async function scrollWidth(): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

describe('calls rejected with a message in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Bandung' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner turns call rejection on at a phone’s width, and a customer’s call shows in the inbox as rejected', async () => {
    const k = t.calls;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/dashboard/devices/${state.deviceId}?lang=id`);
    const panel = page.getByRole('region', { name: k.title });
    await panel.waitFor();
    await markPage(page);
    await panel.getByLabel(k.rejectVoice).check();
    await panel.getByLabel(k.message).fill(TEXT);
    await panel.getByRole('button', { name: k.save }).click();
    await panel.getByText(k.saved).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, 'device-calls-id');
    expect((await stack.admin<{ rejectVoice: boolean; message: string }>('GET', `/devices/${state.deviceId}/calls`)).body).toMatchObject({
      rejectVoice: true,
      message: TEXT,
    });

    await stack.sim('POST', `/devices/${state.deviceId}/call`, { from: CUSTOMER });
    const conversation = await waitUntil(async () => {
      const list = await stack.admin<{ items: { id: string; phoneNumber: string }[] }>(
        'GET',
        `/workspaces/${state.workspaceId}/conversations?q=${CUSTOMER}`,
      );
      return list.body.items.find((c) => c.phoneNumber === CUSTOMER);
    });
    for (const [lang, catalogue] of [
      ['id', t],
      ['en', en],
    ] as const) {
      await page.goto(`/dashboard/inbox/${state.deviceId}/${conversation.id}?lang=${lang}`);
      await page.getByText(catalogue.kinds.callRejected).waitFor();
      await page.getByText(TEXT).first().waitFor();
      await shoot(page, `inbox-call-${lang}`);
    }
    await page.goto(`/dashboard/devices/${state.deviceId}?lang=en`);
    await page.getByRole('region', { name: en.calls.title }).waitFor();
    await shoot(page, 'device-calls-en');
  });
});
