/**
 * The account's history on linking, through Kurir's real engine against the WhatsApp emulator: the
 * main phone's chats come as history sync right after the scan, and Kurir reports those within the
 * days the device brings (7 by default), then a chat's older messages when it asks for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../../../../protocol';
import { waitUntil } from '../../../../scripts/wait-until';
import { EmulatedWorld, type Running } from './harness';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

let world: EmulatedWorld;
beforeAll(async () => {
  world = await EmulatedWorld.start({ deviceId: 'dev_history' });
});
afterAll(() => world.close());

describe("the account's history", () => {
  /** The device the first test links; the next one goes on with it. */
  let device: Running;

  it('comes on linking within the days the device brings, named by phone, and older messages on request', { timeout: 60_000 }, async () => {
    const given = await world.control<{ messages: number }>('POST', '/sim/devices/dev_history/history', {
      chats: [
        {
          from: '6281277002001',
          lid: '208812345672001',
          name: 'Bu Sari',
          messages: [
            { fromMe: false, text: 'Kak, gamis hitam masih ada?', at: now - 2 * DAY },
            { fromMe: true, text: 'Masih ada, kak', at: now - 2 * DAY + 60_000 },
            { fromMe: false, text: 'Foto ukuran L', at: now - DAY, type: 'image' },
            { fromMe: false, text: 'Pesanan bulan lalu', at: now - 20 * DAY },
            { fromMe: false, text: 'Pesanan tahun lalu', at: now - 200 * DAY },
          ],
        },
        { from: '6281277002002', messages: [{ fromMe: false, text: 'Halo', at: new Date(now - 3 * DAY).toISOString() }] },
      ],
    });
    expect(given).toEqual({ status: 202, body: { ok: true, messages: 6 } });

    device = await world.linked();
    await waitUntil(() => device.recording.history.some((r) => r.final), { what: 'the history imported' });
    const messages = device.recording.history.flatMap((r) => r.messages);
    const summary = (m: HistoryMessage) => [m.phoneNumber, m.fromMe, m.type, m.text];
    expect(messages.map(summary).sort()).toEqual(
      [
        ['6281277002001', false, 'text', 'Kak, gamis hitam masih ada?'],
        ['6281277002001', true, 'text', 'Masih ada, kak'],
        ['6281277002001', false, 'image', 'Foto ukuran L'],
        ['6281277002002', false, 'text', 'Halo'],
      ].sort(),
    );
    expect(messages.find((m) => m.type === 'image')?.media).toMatchObject({ mimeType: 'image/jpeg' });
    expect(device.recording.history.flatMap((r) => r.chats)).toContainEqual({
      phoneNumber: '6281277002001',
      lid: '208812345672001',
      name: 'Bu Sari',
    });
    expect(device.recording.history.filter((r) => r.final)).toHaveLength(1);
    expect(device.recording.inbound).toEqual([]);
    // Older than the days the device brings: kept with the device, not imported.
    expect(device.recording.stored.map((m) => JSON.parse(m.raw).message?.conversation)).toContain('Pesanan bulan lalu');

    // The chat asks the phone for what is older than the oldest message the device has.
    const oldest = device.recording.stored.find((m) => m.key.remoteJid === '6281277002001@s.whatsapp.net');
    if (!oldest) throw new Error('no message of the chat');
    await device.session.fetchHistory(oldest, 50);
    await waitUntil(() => device.recording.history.some((r) => r.syncType === 'on-demand'), { what: 'the older messages' });
    const older = device.recording.history.filter((r) => r.syncType === 'on-demand').flatMap((r) => r.messages);
    expect(older.map((m) => m.text)).toEqual(['Pesanan tahun lalu']);
  });

  it('names the files of every kind and downloads each when asked, as WhatsApp keeps them', { timeout: 90_000 }, async () => {
    const kinds = ['image', 'video', 'audio', 'document', 'sticker'] as const;
    const given = await world.control('POST', '/sim/devices/dev_history/history', {
      chats: [
        {
          from: '6281277002003',
          messages: kinds.map((type, i) => ({ fromMe: false, type, text: type === 'document' ? 'Nota' : '', at: now - DAY + i })),
        },
      ],
    });
    expect(given.status).toBe(202);
    const files = () =>
      device.recording.history.flatMap((r) => r.messages).filter((m) => m.phoneNumber === '6281277002003' && m.media !== null);
    await waitUntil(() => files().length === kinds.length, { what: 'the files named' });
    expect(
      files()
        .map((m) => m.type)
        .sort(),
    ).toEqual([...kinds].sort());
    for (const m of files()) {
      const url = await device.session.downloadMedia(m.stored);
      expect(url).toContain(m.id);
      const upload = device.recording.uploads.find((u) => u.messageId === m.id);
      expect(upload?.bytes.length).toBe(m.media?.size);
      expect(upload?.mimeType).toBe(m.media?.mimeType);
    }
    const note = files().find((m) => m.type === 'document');
    expect(Buffer.from(device.recording.uploads.find((u) => u.messageId === note?.id)?.bytes ?? []).toString()).toBe('Nota\n');
  });
});
