/**
 * The delivery watchdog and the account's history, through the engine under test: a message
 * WhatsApp takes and never delivers is marked and reported, and goes once more to the contact's
 * LID, where it arrives; one refused with 463 is marked at once; the chats the account's phone has
 * come into the inbox as history, without an event each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

type Event = { event: string; data: Record<string, unknown> };
type Row = { id: string; messageId: string; undeliveredReason: string | null; resentAt: string | null; history: boolean; content: string };

const stack = new Stack();
beforeAll(() => stack.start(), 180_000);
afterAll(() => stack.stop(), 60_000);

const QUIET = '6281277001100';
const QUIET_LID = '208877001100111';
const REFUSING = '6281277002200';

async function events(d: { deviceId: string; key: string }, name: string) {
  const res = await fetch(`${stack.workerUrl}/events?deviceId=${d.deviceId}&limit=200`, { headers: { 'X-API-Key': d.key } });
  return ((await res.json()) as { items: Event[] }).items.filter((e) => e.event === name).map((e) => e.data);
}

describe('what WhatsApp does not deliver, and what the phone already had', () => {
  it('marks a send never delivered, reports it once, and resends it to the LID where it arrives; a 463 at once', async () => {
    const d = await stack.linkedDevice();
    expect((await stack.admin('PATCH', `/devices/${d.deviceId}`, { undeliveredAfterMinutes: 1 })).status).toBe(200);
    // The contact has written by LID: the session knows the pair.
    const hello = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: QUIET, lid: QUIET_LID, text: 'Halo' });
    expect(hello.status).toBe(201);
    expect((await stack.sim('POST', `/devices/${d.deviceId}/withhold`, { to: QUIET })).status).toBe(202);
    expect((await stack.sim('POST', `/devices/${d.deviceId}/withhold`, { to: REFUSING, code: 463 })).status).toBe(202);

    const quiet = await stack.api<Row>('/messages', d.key, { deviceId: d.deviceId, phoneNumber: QUIET, content: 'Pesanan sudah dikirim' });
    const refused = await stack.api<Row>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: REFUSING,
      content: 'Pesanan sudah dikirim',
    });
    expect([quiet.status, refused.status]).toEqual([201, 201]);

    await waitUntil(async () => (await events(d, 'message.undelivered')).some((e) => e.recordId === refused.body.id), {
      what: 'the refused message reported undelivered',
    });
    // The watchdog's minute, then its alarm.
    await waitUntil(async () => (await events(d, 'message.undelivered')).some((e) => e.recordId === quiet.body.id), {
      what: 'the withheld message reported undelivered',
      timeoutMs: 150_000,
      intervalMs: 1_000,
    });
    const undelivered = await events(d, 'message.undelivered');
    expect(undelivered).toEqual([
      expect.objectContaining({ recordId: refused.body.id, phoneNumber: REFUSING, reason: '463' }),
      expect.objectContaining({ recordId: quiet.body.id, phoneNumber: QUIET, reason: 'no-receipt', resending: true }),
    ]);

    // Sent once more, to the LID: the phone gets it this time.
    const resent = await waitUntil(
      async () => {
        const page = await stack.admin<{ items: Row[] }>('GET', `/workspaces/${d.workspaceId}/messages?direction=OUTBOUND`);
        const row = page.body.items.find((r) => r.id === quiet.body.id);
        return row?.resentAt ? row : null;
      },
      { what: 'the record marked resent', timeoutMs: 30_000 },
    );
    expect(resent).toMatchObject({ undeliveredReason: 'no-receipt', content: 'Pesanan sudah dikirim' });
    expect(resent.messageId).not.toBe(quiet.body.messageId);
    const atPhone = await stack.sim<Array<{ id: string; receivedBy: string[] }>>('GET', `/devices/${d.deviceId}/sent`);
    expect(atPhone.body.find((m) => m.id === quiet.body.messageId)?.receivedBy).toEqual([]);
    expect(atPhone.body.find((m) => m.id === resent.messageId)?.receivedBy).toEqual([QUIET]);
    const health = await stack.admin<{ window: { undelivered: number } }>('GET', `/devices/${d.deviceId}/health`);
    expect(health.body.window.undelivered).toBe(2);
  }, 240_000);

  it('brings the phone’s chats into the inbox as history: resolved, nothing unread, one history.imported event', async () => {
    const d = await stack.linkedDevice();
    const now = Date.now();
    const given = await stack.sim<{ messages: number }>('POST', `/devices/${d.deviceId}/history`, {
      chats: [
        {
          from: '6281277003300',
          name: 'Sari',
          messages: [
            { fromMe: false, text: 'Kak, ukuran M ada?', at: now - 3 * 86_400_000 },
            { fromMe: true, text: 'Ada kak', at: now - 3 * 86_400_000 + 60_000 },
          ],
        },
        // Older than the device's 7 days: kept with the device, not in the inbox.
        { from: '6281277004400', messages: [{ fromMe: false, text: 'Lama sekali', at: now - 20 * 86_400_000 }] },
      ],
    });
    expect(given.status).toBe(202);
    // The device has its (empty) initial sync when it links, on either engine: the phone's chats come as the next one.
    // Through the emulator, Baileys takes that sync in after the device is CONNECTED, so it may come a moment later.
    const initial = await waitUntil(async () => (await events(d, 'history.imported')).find((e) => e.syncType === 'initial') ?? null, {
      what: 'the initial history.imported',
      timeoutMs: 60_000,
    });
    expect(initial).toMatchObject({ chats: 0, messages: 0 });
    const imported = await waitUntil(async () => (await events(d, 'history.imported')).find((e) => e.messages !== 0) ?? null, {
      what: 'history.imported',
      timeoutMs: 60_000,
    });
    expect(imported).toMatchObject({ chats: 1, messages: 2 });
    expect(await events(d, 'message.inbound')).toEqual([]);
    type Listed = { phoneNumber: string; status: string; unreadCount: number; id: string };
    // The list is the D1 copy: it follows the device's own within a moment.
    const listed = () => stack.admin<{ items: Listed[] }>('GET', `/workspaces/${d.workspaceId}/conversations?status=resolved`);
    const sari = await waitUntil(async () => (await listed()).body.items.find((c) => c.phoneNumber === '6281277003300'), {
      what: 'Sari’s conversation in the list',
    });
    const conversations = await listed();
    expect(sari).toMatchObject({ status: 'RESOLVED', unreadCount: 0 });
    expect(conversations.body.items.find((c) => c.phoneNumber === '6281277004400')).toBeUndefined();
    const messages = await stack.admin<{ items: Row[] }>('GET', `/devices/${d.deviceId}/conversations/${sari?.id}/messages`);
    expect(messages.body.items.map((m) => [m.content, m.history])).toEqual([
      ['Ada kak', true],
      ['Kak, ukuran M ada?', true],
    ]);
  }, 120_000);

  it('keeps a history photo with WhatsApp until its first GET downloads it; later GETs are served from storage', async () => {
    const d = await stack.linkedDevice();
    const given = await stack.sim('POST', `/devices/${d.deviceId}/history`, {
      chats: [
        {
          from: '6281277005500',
          name: 'Rina',
          messages: [{ fromMe: false, type: 'image', text: 'Warna ini ada?', at: Date.now() - 86_400_000 }],
        },
      ],
    });
    expect(given.status).toBe(202);
    type Media = Row & { mediaUrl: string | null };
    const photo = await waitUntil(
      async () => {
        const page = await stack.admin<{ items: Media[] }>('GET', `/workspaces/${d.workspaceId}/messages?direction=INBOUND`);
        return page.body.items.find((m) => m.history && m.content === 'Warna ini ada?') ?? null;
      },
      { what: 'the history photo’s record', timeoutMs: 60_000 },
    );
    expect(photo).toMatchObject({ content: 'Warna ini ada?', mediaUrl: `${stack.workerUrl}/media/${d.deviceId}/${photo.messageId}` });
    const get = () => fetch(`${stack.workerUrl}/media/${d.deviceId}/${photo.messageId}`, { headers: { 'X-API-Key': d.key } });

    // Not downloaded at the import: with the device offline, the file cannot be had yet.
    expect((await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'unreachable' })).status).toBe(202);
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED');
    expect((await get()).status).toBe(409);
    expect((await stack.sim('POST', `/devices/${d.deviceId}/reachable`)).status).toBe(202);
    await stack.waitForStatus(d.deviceId, 'CONNECTED', 90_000);

    // The first GET downloads it from WhatsApp: a JPEG of the size the message declared.
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // Kept: offline again, the next GET is served from storage.
    expect((await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'unreachable' })).status).toBe(202);
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED');
    const second = await get();
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect((await stack.sim('POST', `/devices/${d.deviceId}/reachable`)).status).toBe(202);
  }, 180_000);
});
