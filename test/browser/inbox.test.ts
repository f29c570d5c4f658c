/**
 * The team inbox and the chatbot in real Chromium against the real stack (simulator engine): the
 * owner invites an agent, who signs in in a browser of their own and sees the inbox but none of
 * the owner's pages; a customer's message appears live in the agent's inbox, the agent replies and
 * the customer's phone gets it, recorded as the agent's, and its ticks move to read on the open
 * page; an API message joins the same conversation labelled API; assignment and resolve; and a
 * keyword rule (set by the owner) that answers until the agent replies.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, setUpWorkspace, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const AGENT = { name: 'Rina Agen', email: 'rina@tokosinar.test', password: 'teh-manis-hangat' };
const CUSTOMER = '6281234567890';

type Sent = { id: string; to: string; content: { conversation?: string; extendedTextMessage?: { text?: string } } };
type Record = { content: string; source: string; memberId: string | null; ruleId: string | null };

// The customer reads a message 4 s after it arrived: long enough for the agent's page to be back
// from sending the reply before the read receipt comes, so the tick is seen to move on the open page.
/** In the page: counts the reads of the conversation's header answered since (`window.headReads`). Plain JavaScript, run by Chromium. */
const COUNT_HEAD_READS = `(() => {
  window.headReads = 0;
  document.addEventListener('htmx:afterRequest', (event) => {
    if ((event.detail.requestConfig?.elt ?? event.detail.elt)?.id === 'conversation-head') window.headReads++;
  });
})()`;

const stack = new Stack({ nodeEnv: { SIM_READ_MS: '4000' } });
let browser: Browser;
/** The owner's browser, and the agent's (a second context: their own cookies). */
let owner: Page;
let agent: Page;
let agentContext: BrowserContext;
const state = { workspaceId: '', deviceId: '', key: '', conversationUrl: '', agentId: '' };

/** The texts the customer's phone received from the device (the simulator's log). */
async function received(to = CUSTOMER): Promise<string[]> {
  const sent = await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`);
  return sent.body.filter((m) => m.to.startsWith(to)).map((m) => m.content.conversation ?? m.content.extendedTextMessage?.text ?? '');
}

async function records(): Promise<Record[]> {
  return (await stack.admin<{ items: Record[] }>('GET', `/workspaces/${state.workspaceId}/messages`)).body.items;
}

describe('the team inbox in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    owner = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(owner, stack, OWNER);
    state.key = (await stack.admin<{ key: string }>('POST', `/workspaces/${state.workspaceId}/api-keys`, { name: 'toko' })).body.key;
    state.deviceId = (
      await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS Jakarta' })
    ).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');

    // The owner invites an agent from the Members page; the agent joins in a browser of their own.
    await owner.getByRole('link', { name: t.nav.members }).click();
    await owner.getByLabel(t.common.role).selectOption('agent');
    await owner.getByRole('button', { name: t.members.inviteSubmit }).click();
    const invite = await owner.getByLabel(t.members.inviteLink).inputValue();
    ({ context: agentContext, page: agent } = await person(browser, stack.workerUrl));
    await agent.goto(invite);
    await agent.getByLabel(t.common.name).fill(AGENT.name);
    await agent.getByLabel(t.common.email).fill(AGENT.email);
    await agent.getByLabel(t.common.password).fill(AGENT.password);
    await agent.getByRole('button', { name: t.invite.submit }).click();
    await agent.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.inbox.nav }).waitFor();
  }, 180_000);
  afterAll(async () => {
    await agentContext?.close();
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an agent sees the inbox, contacts and messages, but no link to keys, webhooks, broadcasts or the chatbot', async () => {
    const links = await agent.getByRole('navigation', { name: t.nav.label }).getByRole('link').allTextContents();
    for (const shown of [t.inbox.nav, t.contacts.nav, t.nav.messages]) expect(links).toContain(shown);
    for (const hidden of [t.nav.apiKeys, t.nav.requestLog, t.nav.webhooks, t.nav.broadcasts, t.chatbot.nav, t.nav.devices, t.nav.members])
      expect(links).not.toContain(hidden);
    for (const path of ['/dashboard/broadcasts', '/dashboard/chatbot', '/dashboard/webhooks', '/dashboard/developer/api-keys']) {
      const res = await agent.goto(path);
      expect(res?.status(), path).toBe(403);
    }
  });

  it('a customer’s message appears in the agent’s open inbox without reloading; the agent’s reply reaches the customer, recorded as theirs, and its tick moves to read on the open page', async () => {
    await agent.goto('/dashboard/inbox');
    await agent.getByRole('heading', { name: t.inbox.title, exact: true }).waitFor();
    await agent.waitForSelector('body[data-live-ready]');
    await markPage(agent);
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'Halo, kaos hitam ukuran L ada?' });
    const line = agent.locator('#inbox-list').getByText('Halo, kaos hitam ukuran L ada?');
    await line.waitFor({ timeout: 30_000 });
    expect(await stillSamePage(agent)).toBe(true);
    await agent.locator('#inbox-list').getByText(t.inbox.unread(1)).waitFor();
    await shoot(agent, '20-inbox');

    await agent.locator('#inbox-list').getByRole('link').first().click();
    await agent.locator('#thread').getByText('Halo, kaos hitam ukuran L ada?').waitFor();
    state.conversationUrl = agent.url();
    // The agent's own id, as the page's assignee list names it.
    state.agentId =
      (await agent
        .locator('#conversation-head')
        .getByLabel(t.inbox.assignee, { exact: true })
        .locator('option', { hasText: AGENT.name })
        .getAttribute('value')) ?? '';
    expect(state.agentId).toMatch(/^acc_/);
    await agent.getByLabel(t.inbox.replyLabel).fill('Ada kak, ukuran L tinggal 3');
    await agent.getByRole('button', { name: t.inbox.send, exact: true }).click();
    const bubble = agent.locator('#thread li').filter({ hasText: 'Ada kak, ukuran L tinggal 3' });
    await bubble.waitFor();
    await waitUntil(async () => (await received()).includes('Ada kak, ukuran L tinggal 3'), { what: 'the reply at the customer’s phone' });
    const reply = (await records()).find((r) => r.content === 'Ada kak, ukuran L tinggal 3');
    expect(reply).toMatchObject({ source: 'DASHBOARD', memberId: state.agentId });
    await bubble.getByText(`${t.inbox.sources.DASHBOARD} · ${t.inbox.by(AGENT.name)}`).waitFor();

    // Back from sending, the page shows the reply not yet read; the customer's read receipt then moves its tick here, without a reload.
    await agent.waitForSelector('body[data-live-ready]');
    await markPage(agent);
    expect(await bubble.getAttribute('data-status')).not.toBe('READ');
    await bubble.getByText(t.inbox.statusTicks.READ ?? 'READ').waitFor({ timeout: 30_000 });
    expect(await stillSamePage(agent)).toBe(true);
  });

  it('a message sent with the API shows in the same conversation, live, labelled API', async () => {
    await agent.waitForSelector('body[data-live-ready]');
    await markPage(agent);
    const sent = await stack.api('/messages', state.key, {
      deviceId: state.deviceId,
      phoneNumber: CUSTOMER,
      content: 'Pesanan #1042 sudah dikirim',
    });
    expect(sent.status).toBe(201);
    const bubble = agent.locator('#thread li').filter({ hasText: 'Pesanan #1042 sudah dikirim' });
    await bubble.waitFor({ timeout: 30_000 });
    await bubble.getByText(t.inbox.sources.API ?? 'API', { exact: true }).waitFor();
    expect(await stillSamePage(agent)).toBe(true);
    await shoot(agent, '21-conversation');
  });

  it('the agent takes the conversation, resolves it, and the inbox filters show it', async () => {
    await agent.locator('#conversation-head').getByLabel(t.inbox.assignee, { exact: true }).selectOption({ label: AGENT.name });
    await agent.getByRole('button', { name: t.inbox.assign }).click();
    await agent.locator('#conversation-head [data-assigned]').getByText(AGENT.name).waitFor();
    await agent.getByRole('button', { name: t.inbox.resolve }).click();
    // The page after the resolve (the one before has "Selesai" in its Resolve button and its bot line too).
    await agent.getByRole('button', { name: t.inbox.reopen }).waitFor();
    await agent
      .locator('#conversation-head')
      .getByText(t.inbox.statuses.RESOLVED ?? 'Selesai', { exact: true })
      .waitFor();
    await expect(agent.locator('#conversation-head').getByText(t.inbox.botQuiet).count()).resolves.toBe(0);
    await agent.goto('/dashboard/inbox?status=resolved&assignee=mine');
    await agent.locator('#inbox-list').getByText('Pesanan #1042 sudah dikirim').waitFor();
    await agent.goto('/dashboard/inbox?status=open');
    await agent.locator('#inbox-list').getByText(t.inbox.empty).waitFor();
  });

  it('a keyword rule answers a customer, and goes quiet in the conversation once the agent replied', async () => {
    // The owner sets the rule up (agents have no chatbot page).
    await owner.getByRole('link', { name: t.chatbot.nav }).click();
    await owner.getByLabel(t.chatbot.ruleName, { exact: true }).fill('Harga');
    await owner.getByLabel(t.chatbot.trigger, { exact: true }).selectOption('keyword-contains');
    await owner.getByLabel(t.chatbot.value, { exact: true }).fill('harga');
    await owner.getByLabel(t.chatbot.reply, { exact: true }).fill('Halo {{name|kak}}, daftar harga: kaos 85rb');
    await owner.getByRole('button', { name: t.chatbot.addRule }).click();
    await owner.locator('[data-rule="Harga"]').waitFor();
    await owner.getByLabel(t.chatbot.testText).fill('berapa harga kaos?');
    await owner.getByRole('button', { name: t.chatbot.test, exact: true }).click();
    await owner.locator('#test-result').getByText(t.chatbot.fires('Harga')).waitFor();
    await shoot(owner, '22-chatbot');

    // The conversation was resolved: the bot answers there.
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'harga kaos berapa?' });
    await waitUntil(async () => (await received()).some((text) => text.startsWith('Halo') && text.includes('daftar harga')), {
      what: 'the bot’s answer at the customer’s phone',
    });
    // The bot's record is the device object's, copied to D1 a moment after it sent.
    const answer = await waitUntil(async () => (await records()).find((r) => r.content.includes('daftar harga')), {
      what: 'the bot’s answer in the workspace’s messages',
    });
    expect(answer).toMatchObject({ source: 'CHATBOT', ruleId: expect.stringMatching(/^rul_/) });
    await agent.goto(state.conversationUrl);
    await agent
      .locator('#thread li')
      .filter({ hasText: 'daftar harga' })
      .getByText(t.inbox.sources.CHATBOT ?? 'Chatbot')
      .waitFor();

    // The agent replies: the bot keeps quiet here from now on.
    await agent.getByLabel(t.inbox.replyLabel).fill('Saya bantu langsung ya kak');
    await agent.getByRole('button', { name: t.inbox.send, exact: true }).click();
    await agent.locator('#conversation-head').getByText(t.inbox.botQuiet).waitFor();
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'harga yang XL?' });
    // Another customer asks too: once the bot answered them, it had its turn on the first customer's message.
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: '6289876543210', text: 'harga?' });
    await waitUntil(async () => (await received('6289876543210')).length === 1, { what: 'the bot’s answer to the other customer' });
    expect((await received()).filter((text) => text.includes('daftar harga'))).toHaveLength(1);
    await agent.locator('#thread').getByText('harga yang XL?').waitFor({ timeout: 30_000 });
    await shoot(agent, '23-bot-quiet');
  });

  it('the agent finds the customer in contacts with the push name, and labels them', async () => {
    await agent.getByRole('link', { name: t.contacts.nav }).click();
    await agent.getByRole('heading', { name: t.contacts.title, exact: true }).waitFor();
    await agent.getByRole('row').filter({ hasText: CUSTOMER }).getByRole('link').click();
    await agent.getByLabel(t.contacts.labels, { exact: true }).fill('vip, grosir');
    await agent.getByRole('button', { name: t.contacts.save }).click();
    await agent.getByText(t.contacts.saved).waitFor();
    await agent.goto('/dashboard/contacts?label=vip');
    await agent.getByRole('row').filter({ hasText: CUSTOMER }).waitFor();
    await shoot(agent, '24-contacts');
  });

  it('an assignee chosen in the header stays chosen while a customer’s message comes in', async () => {
    await agent.goto(state.conversationUrl);
    await agent.waitForSelector('body[data-live-ready]');
    await agent.evaluate(COUNT_HEAD_READS);
    const assignee = agent.locator('#conversation-head').getByLabel(t.inbox.assignee, { exact: true });
    await assignee.selectOption({ label: OWNER.name });
    const chosen = await assignee.inputValue();
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, text: 'Kak, bisa bayar di tempat?' });
    await agent.locator('#thread').getByText('Kak, bisa bayar di tempat?').waitFor({ timeout: 30_000 });
    // The header was read again for the message (nothing in it changed), and kept the choice.
    await waitUntil(() => agent.evaluate<number>('window.headReads'), { what: 'the header read again' });
    expect(await assignee.inputValue()).toBe(chosen);
  });
});
