/**
 * What a new user tripped over (issue 36, item 6), tried again as they did: in real Chromium
 * against the real stack (simulator engine), in Indonesian and in English, at a phone's width and
 * a desktop's. The API reference's part is in docs.test.ts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { PNG } from '../worker/media/media-samples';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokobaru.test', password: 'kopi-susu-gula-aren' };
const CUSTOMER = '6281298765432';

const stack = new Stack();
let browser: Browser;
let owner: Page;
const state = { workspaceId: '', deviceId: '', key: '', conversationUrl: '' };

async function inbound(body: Record<string, unknown>): Promise<string> {
  const res = await stack.sim<{ id: string }>('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, ...body });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return res.body.id;
}

/** The page's width never grows past the viewport's: nothing is pushed off screen. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
    return doc.documentElement.scrollWidth <= doc.documentElement.clientWidth;
  });
}

describe('what a new user tripped over, in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    owner = (await person(browser, stack.workerUrl)).page;
    state.workspaceId = await setUpWorkspace(owner, stack, OWNER, 'Toko Baru');
    state.key = (await stack.admin<{ key: string }>('POST', `/workspaces/${state.workspaceId}/api-keys`, { name: 'toko' })).body.key;
    state.deviceId = (await stack.admin<{ id: string }>('POST', `/workspaces/${state.workspaceId}/devices`, { name: 'CS 1' })).body.id;
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
    await inbound({ text: 'Halo, *masih* buka?', pushName: 'Budi' });
    await owner.goto('/dashboard/inbox');
    await owner.locator('#inbox-list').getByRole('link', { name: 'Budi' }).click();
    await owner.getByLabel(t.inbox.replyLabel).waitFor();
    state.conversationUrl = owner.url();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an agent sees the device is offline before replying, and a refused reply in the page’s language, not the API’s English', async () => {
    await owner.goto(state.conversationUrl);
    await owner.waitForSelector('body[data-live-ready]');
    // The list previews the text as it reads, without WhatsApp's asterisks.
    expect(await owner.locator('#inbox-list').getByText('Halo, masih buka?').count()).toBe(1);

    await stack.sim('POST', `/devices/${state.deviceId}/disconnect`, { reason: 'unreachable' });
    // Said live, above the reply box, before anyone types.
    const notice = owner.locator('#conversation-offline').getByText(t.desk.offline('CS 1', t.status.DISCONNECTED));
    await notice.waitFor({ timeout: 30_000 });
    // And above the list, for every conversation of that device.
    await owner.locator('#offline-devices').getByText(t.desk.offline('CS 1', t.status.DISCONNECTED)).waitFor();
    await owner.getByLabel(t.inbox.replyLabel).fill('Masih kak, silakan');
    await owner.getByRole('button', { name: t.inbox.send, exact: true }).click();
    const alert = owner.getByRole('alert').filter({ hasText: 'Perangkat tidak terhubung' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Perangkat tidak terhubung (status: terputus).');
    expect(await owner.getByText('device is not connected').count()).toBe(0);
    expect(await owner.getByText(/isian perlu diperbaiki/).count()).toBe(0);
    await shoot(owner, '60-offline-reply-id');

    await owner.goto(`${state.conversationUrl}?lang=en`);
    await owner.getByLabel(en.inbox.replyLabel).fill('Still open');
    await owner.getByRole('button', { name: en.inbox.send, exact: true }).click();
    await owner.getByRole('alert').filter({ hasText: 'Device is not connected (status DISCONNECTED).' }).waitFor();
    expect(await owner.getByText(/fields? need attention/).count()).toBe(0);
    await shoot(owner, '61-offline-reply-en');
    await owner.goto(`${state.conversationUrl}?lang=id`);

    // Back online: the notice goes by itself.
    await stack.sim('POST', `/devices/${state.deviceId}/reachable`);
    await owner.locator('#conversation-offline [data-offline-device]').waitFor({ state: 'detached', timeout: 90_000 });
    await owner.locator('#offline-devices [data-offline-device]').waitFor({ state: 'detached' });
    await stack.waitForStatus(state.deviceId, 'CONNECTED');
  });

  it('a file over its limit, a location without coordinates and a tester’s silence are said in Indonesian', async () => {
    await owner.goto(state.conversationUrl);
    const large = Buffer.alloc(6_303_984);
    large.set(PNG);
    await owner.locator('summary', { hasText: t.kinds.attach }).click();
    await owner.getByLabel(t.kinds.file, { exact: true }).setInputFiles({ name: 'brosur.png', mimeType: 'image/png', buffer: large });
    await owner.getByLabel(t.kinds.fileType).selectOption('image');
    await owner.getByRole('button', { name: t.kinds.sendFile }).click();
    await owner.locator('#f-file-error').getByText(`${t.kinds.fileRefused} Berkas ini 6 MB; Foto paling besar 5 MiB.`).waitFor();
    expect(await owner.getByText(/bytes; type image/).count()).toBe(0);
    await shoot(owner, '62-file-too-large');

    await owner.locator('summary', { hasText: t.kinds.location }).click();
    await owner.getByRole('button', { name: t.kinds.sendLocation }).click();
    await owner.locator('#f-latitude-error').getByText(t.said['field.required']()).waitFor();
    expect(await owner.getByText(/diharapkan/).count()).toBe(0);

    await owner.goto(`/dashboard/chatbot/${state.deviceId}`);
    await owner.getByLabel(t.chatbot.testText).fill('halo');
    await owner.getByRole('button', { name: t.chatbot.test, exact: true }).click();
    await owner.getByRole('status').getByText(t.chatbot.none).waitFor();
    expect(await owner.getByText('no rule fires').count()).toBe(0);
  });

  it('a group is named by its subject in the inbox, on Contacts and on Messages, never by its id', async () => {
    const group = await stack.sim<{ id: string }>('POST', `/devices/${state.deviceId}/groups`, {
      subject: 'Reseller Bandung',
      participants: [{ phoneNumber: CUSTOMER }],
    });
    expect(group.status).toBe(201);
    await inbound({ groupId: group.body.id, text: 'Stok kaos hitam ada?', pushName: 'Budi' });
    await owner.goto('/dashboard/inbox');
    await waitUntil(
      async () => {
        await owner.reload();
        return (await owner.locator('#inbox-list').getByRole('link', { name: 'Reseller Bandung' }).count()) === 1;
      },
      { what: 'the group’s subject in the inbox’s list', timeoutMs: 30_000 },
    );
    expect(
      await owner
        .locator('#inbox-list')
        .getByText(/Grup …/)
        .count(),
    ).toBe(0);
    await owner.goto('/dashboard/contacts');
    const row = owner.getByRole('row').filter({ hasText: 'Reseller Bandung' });
    await row.waitFor();
    expect(await row.getByText(t.contacts.group).count()).toBe(1);
    expect(await owner.getByText(/@g\.us/).count()).toBe(0);
    await shoot(owner, '63-contacts-group');
  });

  it('the Messages page says who each message is with, a voice note and a sticker by their kind, a deleted one as deleted', async () => {
    await inbound({ type: 'audio', voiceNote: true, pushName: 'Budi' });
    await inbound({ type: 'sticker', pushName: 'Budi' });
    const oops = await inbound({ text: 'Salah kirim, abaikan', pushName: 'Budi' });
    await stack.sim('POST', `/devices/${state.deviceId}/revoke`, { from: CUSTOMER, messageId: oops });
    await owner.goto('/dashboard/messages');
    await owner.getByRole('columnheader', { name: t.messages.contact }).waitFor();
    await waitUntil(
      async () => {
        await owner.reload();
        return (await owner.locator('[data-kind="deleted"]').count()) === 1;
      },
      { what: 'the deleted message on the Messages page', timeoutMs: 30_000 },
    );
    for (const kind of [t.kinds.labels.voice, t.kinds.labels.sticker]) {
      const row = owner.getByRole('row').filter({ hasText: kind ?? '' });
      expect(await row.getByText(`Budi ${CUSTOMER}`).count(), kind).toBe(1);
    }
    expect(await owner.getByText('Salah kirim').count()).toBe(0);
    await shoot(owner, '64-messages');
    // The inbox's list says the last message was deleted, and shows none of it.
    await owner.goto('/dashboard/inbox');
    await owner.locator('#inbox-list').getByText(t.kinds.deleted).first().waitFor();
    expect(await owner.locator('#inbox-list').getByText('Salah kirim').count()).toBe(0);
  });

  it('the ban protection takes seconds and asks before saving a gap that risks a ban, then keeps warning', async () => {
    const s = t.broadcasts.settings;
    await owner.goto(`/dashboard/broadcasts/pace/${state.deviceId}`);
    expect(await owner.getByLabel(s.min).inputValue()).toBe('4');
    await owner.getByLabel(s.min).fill('0,1');
    await owner.getByLabel(s.max).fill('2');
    await owner.getByRole('button', { name: s.save }).click();
    await owner.locator('#f-paceMin-error').getByText(s.acceptNeeded('3')).waitFor();
    expect((await stack.admin<{ paceMinMs: number }>('GET', `/devices/${state.deviceId}/broadcast-pace`)).body.paceMinMs).toBe(4_000);
    await owner.getByLabel(s.accept).check();
    await owner.getByRole('button', { name: s.save }).click();
    await owner.getByText(s.saved).waitFor();
    await owner.getByRole('alert').getByText(s.risky('3')).waitFor();
    expect((await stack.admin<{ paceMinMs: number }>('GET', `/devices/${state.deviceId}/broadcast-pace`)).body.paceMinMs).toBe(100);
    await shoot(owner, '65-ban-protection');
    // Back to a safe pace for the rest of the workspace's life.
    await stack.admin('PUT', `/devices/${state.deviceId}/broadcast-pace`, { paceMinMs: 4_000, paceMaxMs: 9_000 });
  });

  it('Reports fit a phone, tables and heatmap included, and name the chatbot’s rules', async () => {
    await stack.admin('PUT', `/devices/${state.deviceId}/chatbot/rules`, {
      rules: [
        {
          name: 'Harga kaos',
          trigger: { type: 'keyword', match: 'contains', keywords: ['harga'] },
          reply: { type: 'text', text: 'Kaos 75rb kak' },
        },
      ],
    });
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: '6281377778888', text: 'harga kaos?', pushName: 'Sari' });
    await owner.goto('/dashboard/reports?range=7d');
    await waitUntil(
      async () => {
        await owner.reload();
        return (await owner.getByRole('rowheader', { name: 'Harga kaos' }).count()) === 1;
      },
      { what: 'the rule’s name on Reports', timeoutMs: 30_000 },
    );
    expect(await owner.getByRole('rowheader', { name: /^rul_/ }).count()).toBe(0);
    await owner.setViewportSize({ width: 360, height: 740 });
    await owner.reload();
    expect(await fitsWidth(owner)).toBe(true);
    // The agents' table and the heatmap show every figure within the screen: nothing behind a scroll.
    for (const id of ['figure-response-times', 'figure-heatmap']) {
      const edges = await owner
        .locator(`#${id} tbody th, #${id} tbody td`)
        .evaluateAll((cells) =>
          cells.map((cell) => (cell as unknown as { getBoundingClientRect(): { right: number; left: number } }).getBoundingClientRect()),
        );
      expect(edges.length, id).toBeGreaterThan(0);
      expect(Math.max(...edges.map((e) => e.right)), `${id}: its rightmost figure`).toBeLessThanOrEqual(360);
      expect(Math.min(...edges.map((e) => e.left)), id).toBeGreaterThanOrEqual(0);
    }
    await owner.setViewportSize({ width: 1280, height: 900 });
    await shoot(owner, '66-reports');
  });

  it('an agent opens Reports with their own figures and reads the canned replies, as docs/dashboard.md says', async () => {
    await owner.goto('/dashboard/members');
    await owner.getByLabel(t.common.role).selectOption('agent');
    await owner.getByRole('button', { name: t.members.inviteSubmit }).click();
    const link = await owner.getByLabel(t.members.inviteLink).inputValue();
    const agent = await person(browser, stack.workerUrl);
    try {
      await agent.page.goto(link);
      await agent.page.getByLabel(t.common.name).fill('Rina Agen');
      await agent.page.getByLabel(t.common.email).fill('rina@tokobaru.test');
      await agent.page.getByLabel(t.common.password).fill('teh-manis-hangat');
      await agent.page.getByRole('button', { name: t.invite.submit }).click();
      await agent.page.getByRole('heading', { name: t.inbox.title, level: 1 }).waitFor();
      const nav = agent.page.getByRole('navigation', { name: t.nav.label });
      await nav.getByRole('link', { name: t.reports.nav }).click();
      await agent.page.getByText(t.reports.ownIntro).waitFor();
      await nav.getByRole('link', { name: t.canned.nav }).click();
      await agent.page.getByRole('heading', { name: t.canned.title, level: 1 }).waitFor();
      // Reading, not writing: the page says who writes them, and offers no new one.
      await agent.page.getByText(t.canned.viewOnly).waitFor();
      expect(await agent.page.getByRole('link', { name: t.canned.new }).count()).toBe(0);
      const links = await nav.getByRole('link').allTextContents();
      for (const hidden of [t.nav.broadcasts, t.chatbot.nav, t.nav.devices, t.nav.webhooks, t.nav.members])
        expect(links).not.toContain(hidden);
    } finally {
      await agent.context.close();
    }
  });

  it('the icon is at /favicon.ico too', async () => {
    const res = await owner.goto('/favicon.ico');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toBe('image/svg+xml');
  });
});
