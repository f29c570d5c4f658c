/**
 * Every kind of message in the team inbox, in real Chromium against the real stack (simulator
 * engine): an agent sends a photo and a document from the conversation and sees them (the photo
 * decoded, the document downloading its own bytes); a customer's every kind shows as a person
 * expects, a poll's tally moving on the open page as votes come; an agent edits and deletes their
 * own message. Screenshots of the conversations at 360 and 1280 px are written by `shoot`.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };
const CUSTOMER = '6281234567890';
/** A 2×2 PNG a browser decodes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Sent = { id: string; to: string; content: Record<string, unknown> };

const stack = new Stack();
let browser: Browser;
let agent: Page;
const state = { workspaceId: '', deviceId: '', key: '', conversationUrl: '' };

const thread = () => agent.locator('#thread');
const bubble = (text: string) => thread().locator('li.bubble').filter({ hasText: text });

/** What the customer's phone received from the device (the simulator's log). */
async function sentToCustomer(): Promise<Sent[]> {
  return (await stack.sim<Sent[]>('GET', `/devices/${state.deviceId}/sent`)).body.filter((m) => m.to.startsWith(CUSTOMER));
}

async function inbound(body: Record<string, unknown>): Promise<string> {
  const res = await stack.sim<{ id: string }>('POST', `/devices/${state.deviceId}/inbound`, { from: CUSTOMER, ...body });
  expect(res.status, JSON.stringify(body)).toBe(201);
  return res.body.id;
}

/** Opens the file form and sends `file` as `type`, with a caption. */
async function sendFile(type: string, file: { name: string; mimeType: string; buffer: Buffer }, caption: string): Promise<void> {
  await agent.locator('summary', { hasText: t.kinds.attach }).click();
  await agent.getByLabel(t.kinds.file, { exact: true }).setInputFiles(file);
  await agent.getByLabel(t.kinds.fileType).selectOption(type);
  await agent.getByLabel(t.kinds.caption).fill(caption);
  await agent.getByRole('button', { name: t.kinds.sendFile }).click();
}

describe('every kind of message in the inbox, in a browser', () => {
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
    await inbound({ text: 'Halo, minta katalog dan daftar harga', pushName: 'Budi' });
    await agent.goto('/dashboard/inbox');
    await agent.locator('#inbox-list').getByRole('link', { name: 'Budi' }).click();
    await thread().getByText('Halo, minta katalog dan daftar harga').waitFor();
    state.conversationUrl = agent.url();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an agent sends an image and a document from the inbox and sees them', async () => {
    await sendFile('image', { name: 'katalog.png', mimeType: 'image/png', buffer: PNG }, 'Katalog Juni');
    const photo = bubble('Katalog Juni').locator('img[data-media="image"]');
    await photo.waitFor();
    await waitUntil(() => photo.evaluate((img) => (img as unknown as { complete: boolean }).complete), { what: 'the photo to load' });
    expect(await photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

    await sendFile('document', { name: 'harga.pdf', mimeType: 'application/pdf', buffer: PDF }, 'Daftar harga');
    const link = bubble('Daftar harga').getByRole('link', { name: 'harga.pdf' });
    await link.waitFor();
    const [download] = await Promise.all([agent.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('harga.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);

    // The customer's phone got both, as WhatsApp media.
    await waitUntil(async () => (await sentToCustomer()).length >= 2, { what: 'both files at the customer’s phone' });
    const contents = (await sentToCustomer()).map((m) => m.content);
    expect(contents.some((c) => (c.imageMessage as { caption?: string } | undefined)?.caption === 'Katalog Juni')).toBe(true);
    expect(contents.some((c) => JSON.stringify(c).includes('harga.pdf'))).toBe(true);
  });

  it('a customer’s every kind of message shows in the conversation', async () => {
    await agent.goto(state.conversationUrl);
    await agent.waitForSelector('body[data-live-ready]');
    await inbound({ type: 'image', text: 'Foto kaosnya' });
    await inbound({ type: 'video', text: 'Videonya kak' });
    await inbound({ type: 'audio' });
    await inbound({ type: 'audio', voiceNote: true });
    await inbound({ type: 'document', text: 'Bukti transfer' });
    await inbound({ type: 'sticker' });
    await inbound({ type: 'location', text: 'Rumah Budi' });
    await inbound({ type: 'contact', text: 'Sari Tetangga' });
    const typo = await inbound({ text: 'Ukuran XL ada?' });
    await stack.sim('POST', `/devices/${state.deviceId}/edit`, { from: CUSTOMER, messageId: typo, text: 'Ukuran L ada?' });
    const oops = await inbound({ text: 'Salah kirim, abaikan' });
    await stack.sim('POST', `/devices/${state.deviceId}/revoke`, { from: CUSTOMER, messageId: oops });
    const poll = await stack.api<{ messageId: string }>('/messages/poll', state.key, {
      deviceId: state.deviceId,
      phoneNumber: CUSTOMER,
      question: 'Warna apa?',
      options: ['Hitam', 'Putih'],
    });
    expect(poll.status).toBe(201);

    // The open page follows the device: each kind arrives without a reload.
    await thread().locator('[data-poll]').waitFor({ timeout: 30_000 });
    await expect.poll(() => thread().locator('[data-deleted]').count(), { timeout: 30_000 }).toBe(1);
    await thread().getByText('Ukuran L ada?').waitFor();
    const photo = bubble('Foto kaosnya').locator('img[data-media="image"]');
    await waitUntil(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0), {
      what: 'the customer’s photo to decode',
    });
    expect(await bubble('Videonya kak').locator('video[controls]').count()).toBe(1);
    expect(await thread().locator('audio[controls]').count()).toBe(2);
    await thread().getByText(t.kinds.voiceNote).waitFor();
    expect(await bubble('Bukti transfer').getByRole('link', { name: 'note.txt' }).count()).toBe(1);
    expect(await thread().locator('img[data-media="sticker"]').count()).toBe(1);
    const map = thread().getByRole('link', { name: t.kinds.openMap });
    expect(await map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=-6.2&mlon=106.8#map=17/-6.2/106.8');
    expect(await thread().locator('[data-location]').textContent()).toContain('Rumah Budi');
    expect(await thread().locator('[data-contact-card]').textContent()).toContain(`Sari Tetangga ${CUSTOMER}`);
    expect(await bubble('Ukuran L ada?').getByText(`(${t.kinds.edited})`).count()).toBe(1);
    expect(await thread().getByText('Salah kirim, abaikan').count()).toBe(0);
    expect(await thread().getByText(t.kinds.deleted).count()).toBe(1);

    // A vote moves the tally on the open page.
    const black = thread().locator('[data-option="Hitam"]');
    expect(await black.getAttribute('data-votes')).toBe('0');
    const vote = await stack.sim('POST', `/devices/${state.deviceId}/poll-vote`, {
      from: CUSTOMER,
      pollMessageId: poll.body.messageId,
      selected: ['Hitam'],
    });
    expect(vote.status).toBe(201);
    await expect.poll(() => black.getAttribute('data-votes'), { timeout: 30_000 }).toBe('1');
    expect(await black.textContent()).toContain(t.kinds.votes(1));
    await shoot(agent, '40-inbox-kinds');

    // A group is one conversation, each message with its sender.
    const group = await stack.sim<{ id: string }>('POST', `/devices/${state.deviceId}/groups`, {
      subject: 'Pelanggan Setia',
      participants: [{ phoneNumber: CUSTOMER }, { phoneNumber: '6281298765432' }],
    });
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, {
      from: '6281298765432',
      groupId: group.body.id,
      text: 'Ada promo minggu ini?',
    });
    await agent.goto('/dashboard/inbox');
    await agent.locator('#inbox-list li').filter({ hasText: 'Ada promo minggu ini?' }).getByRole('link').click();
    const groupBubble = bubble('Ada promo minggu ini?');
    await groupBubble.waitFor();
    expect(await groupBubble.locator('[data-sender]').textContent()).toBe(`${t.kinds.sender} 6281298765432`);
    // Headed by the group's subject, as the device keeps it from the session.
    await agent.locator('#conversation-head').getByRole('heading', { name: 'Pelanggan Setia' }).waitFor();
    await shoot(agent, '41-inbox-group');

    // The list names the last message of a kind by its label, never its raw text.
    await agent.goto('/dashboard/inbox');
    const line = agent.locator('#inbox-list li').filter({ hasText: CUSTOMER });
    await line.locator('[data-kind="poll"]').waitFor();
    expect(await line.locator('[data-kind="poll"]').textContent()).toContain(t.kinds.labels.poll ?? '');
  });

  it('an agent edits and deletes their own message', async () => {
    await agent.goto(state.conversationUrl);
    await agent.getByLabel(t.inbox.replyLabel).fill('Stok hitam tinggal 2');
    await agent.getByRole('button', { name: t.inbox.send, exact: true }).click();
    const mine = bubble('Stok hitam tinggal 2');
    await mine.waitFor();
    await mine.getByText(t.kinds.edit, { exact: true }).click();
    await mine.getByLabel(t.kinds.editLabel).fill('Stok hitam tinggal 3');
    await mine.getByRole('button', { name: t.kinds.saveEdit }).click();
    const edited = bubble('Stok hitam tinggal 3');
    await edited.getByText(`(${t.kinds.edited})`).waitFor();
    await waitUntil(async () => (await sentToCustomer()).some((m) => JSON.stringify(m.content).includes('Stok hitam tinggal 3')), {
      what: 'the edit at the customer’s phone',
    });

    await edited.getByRole('button', { name: t.kinds.delete }).click();
    await thread().locator('li.bubble.out [data-deleted]').waitFor();
    expect(await thread().getByText('Stok hitam tinggal 3').count()).toBe(0);
    await waitUntil(
      async () =>
        (await sentToCustomer()).some(
          (m) => JSON.stringify(m.content).includes('"type":"REVOKE"') || JSON.stringify(m.content).includes('protocolMessage'),
        ),
      {
        what: 'the delete at the customer’s phone',
      },
    );
    // The customer's message offers neither.
    expect(await bubble('Halo, minta katalog dan daftar harga').getByRole('button', { name: t.kinds.delete }).count()).toBe(0);
    await shoot(agent, '42-inbox-edit-delete');
  });
});
