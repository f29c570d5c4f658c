/**
 * The team inbox and the chatbot in real Chromium against the real stack (simulator engine): a
 * customer's message appears live, an agent replies and the customer's phone gets it, an API
 * message joins the same conversation labelled API, assignment and resolve, and a keyword rule that
 * answers until an agent replies.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSetupLink } from '../../scripts/setup-link';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { chromiumMissing, launch, markPage, person, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const CUSTOMER = '6281234567890';

type Sent = { id: string; to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };
type Record = { content: string; source: string; memberId: string | null; ruleId: string | null };

const stack = new Stack();
let browser: Browser;
let page: Page;
const state = { workspaceId: '', deviceId: '', key: '', conversationUrl: '' };

/** The texts the customer's phone received from the device (the simulator's log). */
async function received(to = CUSTOMER): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

async function records(): Promise<Record[]> {
  return (await stack.admin<{ items: Record[] }>('GET', `/workspaces/${state.workspaceId}/messages`)).body.items;
}

describe.skipIf(chromiumMissing)('the team inbox in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    const link = await requestSetupLink(stack.workerUrl, stack.adminToken);
    await page.goto(link ?? '');
    await page.getByLabel(t.setup.workspaceName).fill('Toko Sinar');
    await page.getByLabel(t.setup.yourName).fill(OWNER.name);
    await page.getByLabel(t.common.email).fill(OWNER.email);
    await page.getByLabel(t.common.password).fill(OWNER.password);
    await page.getByRole('button', { name: t.setup.submit }).click();
    await page.getByRole('heading', { name: t.devices.title, exact: true }).waitFor();
    const list = (await stack.admin<{ id: string }[] | { items: { id: string }[] }>('GET', '/workspaces')).body;
    state.workspaceId = (Array.isArray(list) ? list : list.items)[0]?.id ?? '';
    state.key = (await stack.admin<{ key: string }>('POST', `/workspaces/${state.workspaceId}/api-keys`, { name: 'toko' })).body.key;
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('a customer’s message appears in the open inbox without reloading, and an agent’s reply reaches the customer labelled as the agent’s', async () => {
    await page.getByRole('link', { name: t.inbox.nav }).click();
    await page.getByRole('heading', { name: t.inbox.title, exact: true }).waitFor();
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'Halo, kaos hitam ukuran L ada?' });
    const line = page.locator('#inbox-list').getByText('Halo, kaos hitam ukuran L ada?');
    await line.waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    await page.locator('#inbox-list').getByText(t.inbox.unread(1)).waitFor();
    await shoot(page, '20-inbox');

    await page.locator('#inbox-list').getByRole('link').first().click();
    await page.locator('#thread').getByText('Halo, kaos hitam ukuran L ada?').waitFor();
    state.conversationUrl = page.url();
    await page.getByLabel(t.inbox.replyLabel).fill('Ada kak, ukuran L tinggal 3');
    await page.getByRole('button', { name: t.inbox.send, exact: true }).click();
    await page.locator('#thread').getByText('Ada kak, ukuran L tinggal 3').waitFor();
    await waitUntil(async () => (await received()).includes('Ada kak, ukuran L tinggal 3'), { what: 'the reply at the customer’s phone' });
    const reply = (await records()).find((r) => r.content === 'Ada kak, ukuran L tinggal 3');
    expect(reply).toMatchObject({ source: 'DASHBOARD', memberId: expect.stringMatching(/^acc_/) });
    const bubble = page.locator('#thread li').filter({ hasText: 'Ada kak, ukuran L tinggal 3' });
    await bubble.getByText(`${t.inbox.sources.DASHBOARD} · ${t.inbox.by(OWNER.name)}`).waitFor();
    // The simulator's receipts move the ticks on the open page.
    await bubble.getByText(t.inbox.statusTicks.READ ?? 'READ').waitFor({ timeout: 30_000 });
  });

  it('a message sent with the API shows in the same conversation, live, labelled API', async () => {
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    const sent = await stack.api('/messages', state.key, {
      deviceId: state.deviceId,
      phoneNumber: CUSTOMER,
      content: 'Pesanan #1042 sudah dikirim',
    });
    expect(sent.status).toBe(201);
    const bubble = page.locator('#thread li').filter({ hasText: 'Pesanan #1042 sudah dikirim' });
    await bubble.waitFor({ timeout: 30_000 });
    await bubble.getByText(t.inbox.sources.API ?? 'API', { exact: true }).waitFor();
    expect(await stillSamePage(page)).toBe(true);
    await shoot(page, '21-conversation');
  });

  it('an agent assigns the conversation, resolves it, and the inbox filters show it', async () => {
    await page.getByLabel(t.inbox.assignee, { exact: true }).selectOption({ label: OWNER.name });
    await page.getByRole('button', { name: t.inbox.assign }).click();
    await page.locator('#conversation-head [data-assigned]').getByText(OWNER.name).waitFor();
    await page.getByRole('button', { name: t.inbox.resolve }).click();
    await page
      .locator('#conversation-head')
      .getByText(t.inbox.statuses.RESOLVED ?? 'Selesai')
      .waitFor();
    await page.getByRole('button', { name: t.inbox.reopen }).waitFor();
    await page.goto('/dashboard/inbox?status=resolved&assignee=mine');
    await page.locator('#inbox-list').getByText('Pesanan #1042 sudah dikirim').waitFor();
    await page.goto('/dashboard/inbox?status=open');
    await page.locator('#inbox-list').getByText(t.inbox.empty).waitFor();
  });

  it('a keyword rule answers a customer, and goes quiet in the conversation once an agent replied', async () => {
    await page.getByRole('link', { name: t.chatbot.nav }).click();
    await page.getByLabel(t.chatbot.ruleName, { exact: true }).fill('Harga');
    await page.getByLabel(t.chatbot.trigger, { exact: true }).selectOption('keyword-contains');
    await page.getByLabel(t.chatbot.value, { exact: true }).fill('harga');
    await page.getByLabel(t.chatbot.reply, { exact: true }).fill('Halo {{name|kak}}, daftar harga: kaos 85rb');
    await page.getByRole('button', { name: t.chatbot.addRule }).click();
    await page.locator('[data-rule="Harga"]').waitFor();
    await page.getByLabel(t.chatbot.testText).fill('berapa harga kaos?');
    await page.getByRole('button', { name: t.chatbot.test, exact: true }).click();
    await page.locator('#test-result').getByText(t.chatbot.fires('Harga')).waitFor();
    await shoot(page, '22-chatbot');

    // The conversation was resolved: the bot answers there.
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'harga kaos berapa?' });
    await waitUntil(async () => (await received()).some((text) => text.startsWith('Halo') && text.includes('daftar harga')), {
      what: 'the bot’s answer at the customer’s phone',
    });
    const answer = (await records()).find((r) => r.content.includes('daftar harga'));
    expect(answer).toMatchObject({ source: 'CHATBOT', ruleId: expect.stringMatching(/^rul_/) });
    await page.goto(state.conversationUrl);
    await page
      .locator('#thread li')
      .filter({ hasText: 'daftar harga' })
      .getByText(t.inbox.sources.CHATBOT ?? 'Chatbot')
      .waitFor();

    // An agent replies: the bot keeps quiet here from now on.
    await page.getByLabel(t.inbox.replyLabel).fill('Saya bantu langsung ya kak');
    await page.getByRole('button', { name: t.inbox.send, exact: true }).click();
    await page.locator('#conversation-head').getByText(t.inbox.botQuiet).waitFor();
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'harga yang XL?' });
    // Another customer asks too: once the bot answered them, it had its turn on the first customer's message.
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: '6289876543210', text: 'harga?' });
    await waitUntil(async () => (await received('6289876543210')).length === 1, { what: 'the bot’s answer to the other customer' });
    expect((await received()).filter((text) => text.includes('daftar harga'))).toHaveLength(1);
    await page.locator('#thread').getByText('harga yang XL?').waitFor({ timeout: 30_000 });
    await shoot(page, '23-bot-quiet');
  });

  it('contacts show the customer with the push name, and can be labelled', async () => {
    await page.getByRole('link', { name: t.contacts.nav }).click();
    await page.getByRole('heading', { name: t.contacts.title, exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: CUSTOMER }).getByRole('link').click();
    await page.getByLabel(t.contacts.labels, { exact: true }).fill('vip, grosir');
    await page.getByRole('button', { name: t.contacts.save }).click();
    await page.getByText(t.contacts.saved).waitFor();
    await page.goto('/dashboard/contacts?label=vip');
    await page.getByRole('row').filter({ hasText: CUSTOMER }).waitFor();
    await shoot(page, '24-contacts');
  });
});
