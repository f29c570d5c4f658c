/**
 * How the AI assistant answers on one device, set by an owner in real Chromium against the real
 * stack: from the Assistant page's link to the device's page, in Indonesian at a phone's width and
 * in English at a desktop's. The saved values are on the page read again and in the API's
 * `GET /devices/{id}/assistant`, with the hand-over target and the token cap (not on the form) kept;
 * a wait out of range and over-long instructions are refused at their fields in the page's
 * language, with nothing saved; nothing runs off the side at 360 px. Screenshots under
 * test/browser/screenshots/ (83-…).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantSettings } from '../../worker/assistant/settings-schema';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const DEVICE = 'CS Jakarta';

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '', teamId: '' };

/** The page is no wider than the window (nothing runs off the side at 360 px). */
async function scrollWidth(): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

/** The device's assistant as the API reads it. */
async function stored(): Promise<AssistantSettings> {
  const read = await stack.admin<{ settings: AssistantSettings }>('GET', `/devices/${state.deviceId}/assistant`);
  expect(read.status).toBe(200);
  return read.body.settings;
}

/** The Assistant page, then its link to the device, as an owner follows it; answers when the device's page is shown. */
async function openFromAssistant(catalogue: typeof t | typeof en): Promise<void> {
  await page.goto('/dashboard/assistant');
  const devices = page.getByRole('region', { name: catalogue.assistant.devices.title });
  await devices.getByRole('link', { name: DEVICE, exact: true }).click();
  await page.getByRole('heading', { name: catalogue.assistant.devices.pageTitle(DEVICE), level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/dashboard/assistant/devices/${state.deviceId}`);
}

/** What the form shows, read as a person reads it. */
async function shown(d: typeof t.assistant.devices) {
  return {
    enabled: await page.getByLabel(d.enabled, { exact: true }).isChecked(),
    when: await page.getByLabel(d.when, { exact: true }).inputValue(),
    instructions: await page.getByLabel(d.instructions, { exact: true }).inputValue(),
    knowledge: await page.getByLabel(d.knowledge, { exact: true }).inputValue(),
    debounceSeconds: await page.getByLabel(d.debounce, { exact: true }).inputValue(),
    maxAnswersPerDay: await page.getByLabel(d.maxAnswers, { exact: true }).inputValue(),
    maxTurns: await page.getByLabel(d.maxTurns, { exact: true }).inputValue(),
    answerGroups: await page.getByLabel(d.groups, { exact: true }).isChecked(),
  };
}

const ID_FORM = {
  enabled: true,
  when: 'outside-hours',
  instructions: 'Kamu CS Toko Sinar. Jawab singkat dan ramah, pakai bahasa sehari-hari.',
  knowledge: 'Buka Senin–Sabtu 08.00–17.00.\nOngkir JNE 2–3 hari.\nKaos polos Rp85.000, ukuran S sampai XXL.',
  debounceSeconds: '12',
  maxAnswersPerDay: '40',
  maxTurns: '8',
  answerGroups: true,
};

describe('an owner sets how the assistant answers on a device, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
    state.deviceId = (await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: DEVICE })).body.id;
    state.teamId = (await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/teams`, { name: 'Penjualan' })).body.id;
    // Set through the API only: the page must keep them when it saves.
    const put = await stack.admin('PUT', `/devices/${state.deviceId}/assistant/settings`, {
      maxTokensPerDay: 500_000,
      handOverTo: { type: 'team', teamId: state.teamId },
    });
    expect(put.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('in Indonesian at a phone’s width: fills the form, saves, and reads it back on the page and through the API', async () => {
    const d = t.assistant.devices;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/assistant?lang=id');
    await openFromAssistant(t);
    expect(await shown(d)).toEqual({
      enabled: false,
      when: 'no-rule',
      instructions: '',
      knowledge: '',
      debounceSeconds: '5',
      maxAnswersPerDay: '20',
      maxTurns: '6',
      answerGroups: false,
    });
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.getByLabel(d.enabled, { exact: true }).check();
    await page.getByLabel(d.when, { exact: true }).selectOption(ID_FORM.when);
    await page.getByLabel(d.instructions, { exact: true }).fill(ID_FORM.instructions);
    await page.getByLabel(d.knowledge, { exact: true }).fill(ID_FORM.knowledge);
    await page.getByLabel(d.debounce, { exact: true }).fill(ID_FORM.debounceSeconds);
    await page.getByLabel(d.maxAnswers, { exact: true }).fill(ID_FORM.maxAnswersPerDay);
    await page.getByLabel(d.maxTurns, { exact: true }).fill(ID_FORM.maxTurns);
    await page.getByLabel(d.groups, { exact: true }).check();
    await page.getByRole('button', { name: d.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: d.saved }).waitFor();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, '83-assistant-device-saved-id');

    // Read again: the page shows what was saved, and so does the API, the rest kept.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await page.getByRole('heading', { name: d.pageTitle(DEVICE), level: 1 }).waitFor();
    expect(await shown(d)).toEqual(ID_FORM);
    expect(await stored()).toEqual({
      enabled: true,
      when: 'outside-hours',
      instructions: ID_FORM.instructions,
      knowledge: ID_FORM.knowledge,
      debounceSeconds: 12,
      maxAnswersPerDay: 40,
      maxTurns: 8,
      maxTokensPerDay: 500_000,
      handOverTo: { type: 'team', teamId: state.teamId },
      answerGroups: true,
    });
  });

  it('in Indonesian at a phone’s width: a wait out of range is refused at its field, and nothing is saved', async () => {
    const d = t.assistant.devices;
    const before = await stored();
    await page.setViewportSize({ width: 360, height: 740 });
    await openFromAssistant(t);
    await page.getByLabel(d.debounce, { exact: true }).fill('121');
    await page.getByLabel(d.maxTurns, { exact: true }).fill('3');
    await page.getByRole('button', { name: d.save, exact: true }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: t.common.fixErrors(1) })
      .waitFor();
    expect(await page.locator('#f-debounceSeconds-error').textContent()).toBe(t.said['field.atMost']({ max: 120, inclusive: true }));
    expect(await page.getByLabel(d.debounce, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, to be corrected; nothing said saved.
    expect(await page.getByLabel(d.debounce, { exact: true }).inputValue()).toBe('121');
    expect(await page.getByLabel(d.maxTurns, { exact: true }).inputValue()).toBe('3');
    expect(await page.getByRole('status').filter({ hasText: d.saved }).count()).toBe(0);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, '84-assistant-device-refused-id');
    expect(await stored()).toEqual(before);

    // An empty wait is not read as 0.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel(d.debounce, { exact: true }).fill('');
    await page.getByRole('button', { name: d.save, exact: true }).click();
    await page.locator('#f-debounceSeconds-error').getByText(t.said['field.notANumber'](), { exact: true }).waitFor();
    expect(await stored()).toEqual(before);
  });

  it('in English at a desktop’s width: changes it, sees it saved, and over-long instructions are refused with nothing saved', async () => {
    const d = en.assistant.devices;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/assistant?lang=en');
    await openFromAssistant(en);
    expect(await shown(d)).toEqual(ID_FORM);

    const instructions = 'You are Toko Sinar’s customer service. Answer briefly, in the customer’s language.';
    await page.getByLabel(d.when, { exact: true }).selectOption('no-rule');
    await page.getByLabel(d.instructions, { exact: true }).fill(instructions);
    await page.getByLabel(d.debounce, { exact: true }).fill('0');
    await page.getByLabel(d.maxAnswers, { exact: true }).fill('500');
    await page.getByLabel(d.maxTurns, { exact: true }).fill('1');
    await page.getByLabel(d.groups, { exact: true }).uncheck();
    await page.getByRole('button', { name: d.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: d.saved }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: d.pageTitle(DEVICE), level: 1 }).waitFor();
    const saved = {
      ...ID_FORM,
      when: 'no-rule',
      instructions,
      debounceSeconds: '0',
      maxAnswersPerDay: '500',
      maxTurns: '1',
      answerGroups: false,
    };
    expect(await shown(d)).toEqual(saved);
    expect(await stored()).toEqual({
      enabled: true,
      when: 'no-rule',
      instructions,
      knowledge: ID_FORM.knowledge,
      debounceSeconds: 0,
      maxAnswersPerDay: 500,
      maxTurns: 1,
      maxTokensPerDay: 500_000,
      handOverTo: { type: 'team', teamId: state.teamId },
      answerGroups: false,
    });
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, '85-assistant-device-saved-en');

    // Instructions one character over the limit, and the assistant turned off in the same save.
    const before = await stored();
    const long = 'a'.repeat(8_001);
    await page.getByLabel(d.enabled, { exact: true }).uncheck();
    await page.getByLabel(d.instructions, { exact: true }).fill(long);
    await page.getByRole('button', { name: d.save, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: en.common.fixErrors(1) })
      .waitFor();
    expect(await page.locator('#f-instructions-error').textContent()).toBe(en.said['text.tooLong']({ max: 8_000, length: 8_001 }));
    expect(await page.getByLabel(d.enabled, { exact: true }).isChecked()).toBe(false);
    expect(await page.getByLabel(d.instructions, { exact: true }).inputValue()).toBe(long);
    expect(await page.getByRole('status').filter({ hasText: d.saved }).count()).toBe(0);
    expect(await stored()).toEqual(before);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await shoot(page, '86-assistant-device-refused-en');
    await page.goto('/dashboard/assistant?lang=id');
  });
});
