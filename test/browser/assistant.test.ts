/**
 * An owner points the AI assistant at a provider, in real Chromium against the real stack: a fake
 * OpenAI-compatible server on 127.0.0.1 (test/e2e/fake-openai.ts) stands in for the provider and
 * takes only the owner's key. A plain http URL to a public host is refused in the page's language;
 * the saved key is never shown again; Test connection answers in place, in Indonesian and English,
 * at a phone's width and a desktop's. Screenshots under test/browser/screenshots/ (80-…).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { FakeOpenAI } from '../e2e/fake-openai';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Rina Wijaya', email: 'rina@tokosinar.test', password: 'teh-tarik-panas-manis' };
const KEY = 'sk-toko-sinar-rahasia-789';

const stack = new Stack();
const provider = new FakeOpenAI();
let browser: Browser;
let page: Page;

describe('an owner points the assistant at a provider, in a browser', () => {
  beforeAll(async () => {
    await provider.start();
    provider.requiredKey = KEY;
    await stack.start();
    browser = await launch();
    ({ page } = await person(browser, stack.workerUrl));
    await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    await provider.stop();
  }, 60_000);

  it('saves the provider, never shows the key again, and tests the connection in both languages', async () => {
    await page.getByRole('link', { name: t.assistant.nav, exact: true }).click();
    await page.getByRole('heading', { name: t.assistant.provider.title }).waitFor();
    const f = t.assistant.provider;

    // A plain http URL to a public host, and no model: both said in Indonesian, at their fields.
    await page.getByLabel(f.baseUrl).fill('http://api.example.com/v1');
    await page.getByRole('button', { name: f.save }).click();
    await page.getByText(t.said['url.httpsOrLocal']()).waitFor();
    await page.getByText(t.said['text.empty']()).waitFor();
    await shoot(page, '80-assistant-errors-id');

    await page.getByLabel(f.kind, { exact: true }).selectOption('openai');
    await page.getByLabel(f.baseUrl).fill(provider.baseUrl('browser'));
    await page.getByLabel(f.model, { exact: true }).fill('gpt-4o-mini');
    await page.getByLabel(f.apiKey).fill(KEY);
    await page.getByRole('button', { name: f.save }).click();
    await page.getByText(f.saved).waitFor();
    await page.getByText(f.keySet).waitFor();
    expect(await page.getByLabel(f.apiKey).inputValue()).toBe('');
    expect(await page.content()).not.toContain(KEY);

    // Test connection: the answer appears in its section, the page stays.
    await page.getByRole('button', { name: t.assistant.test.run }).click();
    const result = page.locator('#assistant-test').getByRole('status');
    await result.getByText(t.assistant.test.ok).waitFor();
    expect(await page.getByText(f.saved).count()).toBe(1);
    const [asked] = provider.requests('browser');
    expect(asked?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(asked?.body.model).toBe('gpt-4o-mini');
    await shoot(page, '81-assistant-id');

    // In English, a failing provider: the provider's own words under the page's.
    provider.script('browser', [{ status: 404 }]);
    await page.goto('/dashboard/assistant?lang=en');
    await page.getByRole('button', { name: en.assistant.test.run }).click();
    const failed = page.locator('#assistant-test').getByRole('alert');
    await failed.getByText(en.assistant.test.failed).waitFor();
    await failed.getByText('scripted failure 404', { exact: false }).waitFor();
    await page.getByRole('button', { name: en.assistant.test.run }).click();
    await page.locator('#assistant-test').getByRole('status').getByText(en.assistant.test.ok).waitFor();
    await shoot(page, '82-assistant-en');
    await page.goto('/dashboard/assistant?lang=id');
  });
});
