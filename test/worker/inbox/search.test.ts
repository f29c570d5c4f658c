/**
 * Searching the inbox and the contacts through their indexes (issue 26): a number's prefix however
 * it is written, a name or a word of a message anywhere in it, whatever the case and accents; a
 * query too short for the trigram index finds numbers by prefix only; and paging that neither
 * repeats nor skips a row while new ones arrive.
 */
import { describe, expect, it } from 'vitest';
import { admin, connectedDevice, inbound, mirrored } from '../helpers';
import { type Conversation, inboxList } from './inbox-helpers';
import { receive } from './received';

type Contact = { id: string; phoneNumber: string; pushName: string | null };
type Page<T> = { items: T[]; nextCursor: string | null };

async function contactNumbers(workspaceId: string, q: string): Promise<string[]> {
  const res = await admin<Page<Contact>>('GET', `/workspaces/${workspaceId}/contacts?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.items.map((c) => c.phoneNumber).sort();
}

describe('searching the inbox and the contacts', () => {
  it('finds conversations and contacts by number prefix, name and message text, whatever the case and accents', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281311112222', 'Mau pesan kopi', { pushName: 'José Álvarez' });
    await receive(s.node, '6281322223333', 'Tagihan INV100123 sudah dibayar', { pushName: 'Siti' });
    await receive(s.node, '6285799990000', 'Crème brûlée ada?', { pushName: 'Ani' });
    const numbers = async (q: string) =>
      (await inboxList(s.workspaceId, s.deviceId, `?q=${encodeURIComponent(q)}`)).map((c: Conversation) => c.phoneNumber).sort();

    // A number's prefix, as digits or as people write it.
    expect(await numbers('62813')).toEqual(['6281311112222', '6281322223333']);
    expect(await numbers('+62 813-2')).toEqual(['6281322223333']);
    // Inside a number too (3 digits or more).
    expect(await numbers('99990')).toEqual(['6285799990000']);
    // A name, a word of a message: any case, with or without the accents.
    expect(await numbers('jose')).toEqual(['6281311112222']);
    expect(await numbers('ÁLVAR')).toEqual(['6281311112222']);
    expect(await numbers('inv100123')).toEqual(['6281322223333']);
    expect(await numbers('creme brulee')).toEqual(['6285799990000']);
    expect(await numbers('KOPI')).toEqual(['6281311112222']);
    // Characters the index's query language reads as syntax are only text.
    expect(await numbers('"kopi" OR siti')).toEqual([]);
    expect(await numbers('tidak ada')).toEqual([]);

    await mirrored(s.deviceId);
    expect(await contactNumbers(s.workspaceId, 'JOSÉ')).toEqual(['6281311112222']);
    expect(await contactNumbers(s.workspaceId, 'alvarez')).toEqual(['6281311112222']);
    expect(await contactNumbers(s.workspaceId, '+62 857')).toEqual(['6285799990000']);
    expect(await contactNumbers(s.workspaceId, '2222')).toEqual(['6281311112222', '6281322223333']);
  });

  it('a query shorter than three characters finds numbers by prefix only', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281311112222', 'ok', { pushName: 'Bu Ani' });
    await receive(s.node, '5511999990000', 'ok', { pushName: 'Ana' });
    const numbers = async (q: string) =>
      (await inboxList(s.workspaceId, s.deviceId, `?q=${encodeURIComponent(q)}`)).map((c: Conversation) => c.phoneNumber);
    expect(await numbers('62')).toEqual(['6281311112222']);
    expect(await numbers('5')).toEqual(['5511999990000']);
    expect(await numbers('ok')).toEqual([]);
    expect(await numbers('An')).toEqual([]);
    expect(await contactNumbers(s.workspaceId, '55')).toEqual(['5511999990000']);
    expect(await contactNumbers(s.workspaceId, 'An')).toEqual([]);
  });

  it('a renamed contact is found by its new name and no longer by its old one', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281311112222', 'halo', { pushName: 'Budi' });
    await mirrored(s.deviceId);
    const [contact] = (await admin<Page<Contact>>('GET', `/workspaces/${s.workspaceId}/contacts`)).body.items;
    await admin('PATCH', `/workspaces/${s.workspaceId}/contacts/${contact?.id}`, { name: 'Toko Sembako Ibu Wati' });
    expect(await contactNumbers(s.workspaceId, 'sembako')).toEqual(['6281311112222']);
    const names = async (q: string) => (await inboxList(s.workspaceId, s.deviceId, `?q=${q}`)).map((c) => c.name);
    expect(await names('wati')).toEqual(['Toko Sembako Ibu Wati']);
  });

  it('an edited message is found by its new text and no longer by its old one', async () => {
    const s = await connectedDevice();
    const phone = '6281234567890';
    await s.node.report('inbound', inbound('IN-SEARCH', { text: 'Pesan dua kaos merah', from: phone, chatId: `${phone}@s.whatsapp.net` }));
    await s.node.report('message.edited', {
      messageId: 'IN-SEARCH',
      chatId: `${phone}@s.whatsapp.net`,
      from: phone,
      timestamp: Date.now(),
      id: 'EDIT-SEARCH',
      text: 'Pesan tiga kemeja biru',
    });
    const numbers = async (q: string) => (await inboxList(s.workspaceId, s.deviceId, `?q=${q}`)).map((c) => c.phoneNumber);
    expect(await numbers('kemeja')).toEqual([phone]);
    expect(await numbers('merah')).toEqual([]);
  });

  it('pages neither repeat nor skip a conversation while new messages arrive', async () => {
    const s = await connectedDevice();
    const first = ['6281000000001', '6281000000002', '6281000000003', '6281000000004', '6281000000005'];
    for (const n of first) await receive(s.node, n, `pesan ${n}`);
    await mirrored(s.deviceId);
    const page = (cursor: string | null) =>
      admin<Page<Conversation>>('GET', `/workspaces/${s.workspaceId}/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    const one = await page(null);
    // Arrivals after the first page: newer than it, so they belong before it, never in the next pages.
    await receive(s.node, '6289000000001', 'baru');
    await receive(s.node, '6289000000002', 'baru juga');
    await mirrored(s.deviceId);
    const two = await page(one.body.nextCursor);
    const three = await page(two.body.nextCursor);
    const seen = [...one.body.items, ...two.body.items, ...three.body.items].map((c) => c.phoneNumber);
    expect(seen).toEqual([...first].reverse());
    expect(three.body.nextCursor).toBeNull();
  });
});
