/** The messages page: what was sent through the API, with its source and status, by device and paged. */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, api, connectedDevice, mirrored } from '../helpers';
import { receive } from '../inbox/received';
import { operatorSession } from './browser';

/** The Messages page's row holding `marker` (a cell's text), as its cells' text. */
function rowWith(html: string, marker: string): string[] {
  const row = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '').find((r) => r.includes(marker)) ?? '';
  return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, '').trim());
}

describe('the messages page', () => {
  it('lists a message sent through the API with its source, and the device filter keeps the device chosen', async () => {
    const s = await connectedDevice();
    const other = await admin<{ id: string }>('POST', `/workspaces/${s.workspaceId}/devices`, { name: 'Gudang' });
    expect((await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: 'Halo dari toko' })).status).toBe(
      201,
    );
    const { browser } = await operatorSession(s.workspaceId);

    await expect
      .poll(async () => {
        await browser.get('/dashboard/messages');
        return browser.html.includes('Halo dari toko');
      })
      .toBe(true);
    expect(browser.html).toMatch(/<span class="badge ok">API<\/span>/);

    expect((await browser.get(`/dashboard/messages?deviceId=${s.deviceId}`)).status).toBe(200);
    expect(browser.html).toContain('Halo dari toko');
    expect(browser.html).toMatch(new RegExp(`<option value="${s.deviceId}" selected`));

    expect((await browser.get(`/dashboard/messages?deviceId=${other.body.id}`)).status).toBe(200);
    expect(browser.html).not.toContain('Halo dari toko');
    expect(browser.html).toContain(t.messages.empty);

    expect((await browser.get('/dashboard/messages?cursor=not-a-cursor')).status).toBe(400);
  });

  it('names who each message is with, says a voice note and a sticker by their kind, and a deleted message as deleted', async () => {
    const s = await connectedDevice();
    const from = '6281298765432';
    await receive(s.node, from, 'Halo, *masih* buka?', { pushName: 'Budi' });
    const voice = { type: 'audio' as const, text: null, media: { mimeType: 'audio/ogg; codecs=opus', size: 10, url: null } };
    await receive(s.node, from, null, { ...voice, message: { audioMessage: { ptt: true } } });
    await receive(s.node, from, null, { type: 'sticker', media: { mimeType: 'image/webp', size: 10, url: null } });
    const oops = await receive(s.node, from, 'Salah kirim, abaikan');
    await s.node.report('message.revoked', {
      messageId: oops,
      id: 'REVOKE-1',
      chatId: `${from}@s.whatsapp.net`,
      from,
      timestamp: Date.now(),
    });
    await mirrored(s.deviceId);
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/messages');

    expect(browser.html).toContain(`<th>${t.messages.contact}</th>`);
    expect(rowWith(browser.html, 'masih')).toEqual(expect.arrayContaining([`Budi ${from}`, 'Halo, masih buka?']));
    expect(rowWith(browser.html, 'data-kind="voice"')).toEqual(expect.arrayContaining([`Budi ${from}`, t.kinds.labels.voice]));
    expect(rowWith(browser.html, 'data-kind="sticker"')).toEqual(expect.arrayContaining([t.kinds.labels.sticker]));
    expect(rowWith(browser.html, 'data-kind="deleted"')).toEqual(expect.arrayContaining([`🚫 ${t.kinds.deleted}`]));
    expect(browser.html).not.toContain('Salah kirim');

    // The inbox's list: the deleted last message says so, and shows none of its text.
    await browser.get('/dashboard/inbox');
    expect(browser.html).toContain(`<span data-kind="deleted" class="muted">🚫 ${t.kinds.deleted}</span>`);
    expect(browser.html).not.toContain('Salah kirim');
  });

  it('previews a text in the inbox as it reads once formatted, without WhatsApp’s markers', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281298765432', 'Pesanan *tebal* _miring_ ~coret~ sudah `OK`', { pushName: 'Budi' });
    await mirrored(s.deviceId);
    const { browser } = await operatorSession(s.workspaceId);
    await browser.get('/dashboard/inbox');
    expect(browser.html).toContain('Pesanan tebal miring coret sudah OK');
    expect(browser.html).not.toContain('*tebal*');
  });
});
