/**
 * The assistant's help in real Chromium against the real stack (simulator engine), with a fake
 * OpenAI-compatible provider on 127.0.0.1: a customer writes, the owner opens the conversation,
 * clicks "Suggest a reply" and finds the model's reply in the reply box, to edit; nothing is sent
 * until they send it. Then the same in English, with a summary.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/stack';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { FakeOpenAI } from '../e2e/fake-openai';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const CUSTOMER = '6281234567890';
const SCOPE = 'browser-agent-help';
const SUGGESTION = 'Halo Kak Budi, kaos hitam ukuran L masih ada 5. Mau kami kirim hari ini?';

const stack = new Stack();
const fake = new FakeOpenAI();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '', conversationUrl: '' };

/**
 * The workspace's provider row, written into the stack's local D1 as the settings would keep it
 * (that page is another part of issue 39): the fake needs no key, so none is kept.
 */
function setProvider(workspaceId: string, baseUrl: string): Promise<void> {
  const sql = `INSERT INTO assistant_providers (workspace_id, kind, base_url, model, api_key, transcription_model, updated_at) VALUES ('${workspaceId}', 'openai', '${baseUrl}', 'gpt-test', NULL, 'whisper-test', ${Date.now()})`;
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', path.join(stack.dir, 'state'), '--command', sql];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/wrangler/wrangler-dist/cli.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`d1 execute failed:\n${output}`))));
  });
}

async function sentToCustomer(): Promise<unknown[]> {
  const sent = await stack.sim<{ to: string }[]>('GET', `/devices/${state.deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(CUSTOMER));
}

describe('the assistant’s help in a browser', () => {
  beforeAll(async () => {
    await fake.start();
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(page, stack, OWNER);
    await setProvider(state.workspaceId, fake.baseUrl(SCOPE));
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'Kak, kaos hitam ukuran L masih ada?' });
    const conversationId = await waitUntil(
      async () =>
        (await stack.admin<{ items: { id: string }[] }>('GET', `/workspaces/${state.workspaceId}/conversations`)).body.items[0]?.id,
      { timeoutMs: 15_000, what: 'the customer’s conversation' },
    );
    state.conversationUrl = `/dashboard/inbox/${state.deviceId}/${conversationId}`;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    await fake.stop();
  }, 60_000);

  it('an agent asks for a suggested reply and finds it in the reply box, to edit before sending', async () => {
    fake.script(SCOPE, [{ content: SUGGESTION }]);
    await page.goto(state.conversationUrl);
    const box = page.getByLabel(t.inbox.replyLabel, { exact: true });
    await box.waitFor();
    await page.getByRole('button', { name: t.agentHelp.suggest }).click();
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe(SUGGESTION);
    await page.getByRole('status').filter({ hasText: t.agentHelp.suggested }).waitFor();
    // The model read the customer's message; nothing went to the customer.
    expect(JSON.stringify(fake.requests(SCOPE)[0]?.body.messages)).toContain('Kak, kaos hitam ukuran L masih ada?');
    expect(await sentToCustomer()).toEqual([]);
    // The agent edits it; the box is the reply box as before (Enter still sends).
    await box.fill(`${SUGGESTION} Ongkir gratis.`);
    await shoot(page, 'agent-help-suggest-id');
    await box.press('Enter');
    await expect.poll(async () => (await sentToCustomer()).length, { timeout: 15_000 }).toBe(1);
  });

  it('in English, a suggestion and a summary of the conversation', async () => {
    fake.script(SCOPE, [
      { content: 'Hi Budi, size L is in stock. Shall we ship it today?' },
      { content: 'Budi asked whether the black T-shirt in L is in stock; the shop offered to ship today.' },
    ]);
    await page.goto(`${state.conversationUrl}?lang=en`);
    const box = page.getByLabel(en.inbox.replyLabel, { exact: true });
    await box.waitFor();
    await page.getByRole('button', { name: en.agentHelp.suggest }).click();
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe('Hi Budi, size L is in stock. Shall we ship it today?');
    await page.getByRole('button', { name: en.agentHelp.summarise }).click();
    await page.getByText('Budi asked whether the black T-shirt in L is in stock; the shop offered to ship today.').waitFor();
    expect(await page.getByRole('button', { name: en.agentHelp.saveNote }).isVisible()).toBe(true);
    await shoot(page, 'agent-help-suggest-en');
  });
});
