/**
 * Sessions that heal themselves, through Kurir's real engine against the WhatsApp emulator: a
 * phone's retry answered after a restart, a contact's broken session mended (a reinstall, a lost
 * session on either side), a stalled socket replaced; each counted in the device's health reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../../scripts/wait-until';
import { EmulatedWorld, KeptMessages, type Running, reopened, statusOf } from './harness';

const TEXT = (content: unknown) =>
  (content as { conversation?: string; extendedTextMessage?: { text?: string } } | null)?.conversation ??
  (content as { extendedTextMessage?: { text?: string } } | null)?.extendedTextMessage?.text;

let world: EmulatedWorld;
beforeAll(async () => {
  world = await EmulatedWorld.start({ deviceId: 'dev_heal', socket: { keepAliveIntervalMs: 1_000 }, ackTimeoutMs: 3_000 });
});
afterAll(() => world.close());

const kept = new KeptMessages();

async function send(running: Running, phoneNumber: string, content: string): Promise<string> {
  const { messageId, stored } = await running.session.send({ to: phoneNumber, content: { kind: 'text', text: content } });
  kept.keep(stored);
  return messageId;
}

async function inbound(from: string, text: string): Promise<string> {
  const answer = await world.control<{ id: string }>('POST', '/sim/devices/dev_heal/inbound', { from, text });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const receivedBy = async (id: string, phone: string) => (await world.sent()).find((m) => m.id === id)?.receivedBy.includes(phone) ?? false;

describe('sessions that heal themselves', () => {
  let device: Running;

  beforeAll(async () => {
    device = await world.linked({ storedMessages: kept.storedMessages });
  }, 60_000);

  it("answers a phone's retry request for a message sent before the node restarted, and counts the mend", { timeout: 60_000 }, async () => {
    const phone = '6281277001001';
    const id = await send(device, phone, 'Pesanan #42 sudah dikirim');
    await waitUntil(() => receivedBy(id, phone), { what: 'the phone to read the message' });
    device = await world.restarted(device, { storedMessages: kept.storedMessages });

    expect((await world.control('POST', '/sim/devices/dev_heal/retry-request', { from: phone, messageId: id })).status).toBe(202);
    await waitUntil(async () => ((await world.sent()).find((m) => m.id === id)?.resent ?? 0) >= 1, { what: 'the message sent again' });
    expect(TEXT((await world.sent()).find((m) => m.id === id)?.content)).toBe('Pesanan #42 sudah dikirim');
    await waitUntil(() => device.recording.health.some((h) => h.cause === 'retry-asked' && h.contact === phone), {
      what: 'the mend counted',
    });
  });

  it('mends the session of a contact who reinstalled WhatsApp: the next message both ways goes through', { timeout: 60_000 }, async () => {
    const phone = '6281277001002';
    await inbound(phone, 'Halo');
    const before = await send(device, phone, 'Halo juga');
    await waitUntil(() => receivedBy(before, phone), { what: 'the first reply' });

    expect((await world.control('POST', '/sim/devices/dev_heal/break-session', { from: phone })).status).toBe(202);
    await waitUntil(() => device.recording.health.some((h) => h.cause === 'identity-changed' && h.contact === phone), {
      what: 'the reinstall noticed',
    });
    const after = await send(device, phone, 'Masih bisa baca?');
    await waitUntil(() => receivedBy(after, phone), { what: 'the message after the reinstall' });
    const id = await inbound(phone, 'Bisa');
    await waitUntil(() => device.recording.inbound.some((i) => i.event.id === id), { what: 'the reply after the reinstall' });
    expect(device.recording.inbound.find((i) => i.event.id === id)?.event.text).toBe('Bisa');
  });

  it('mends it when the device was away as the contact reinstalled (the notice comes as backlog)', { timeout: 90_000 }, async () => {
    const phone = '6281277001003';
    await inbound(phone, 'Halo');
    const before = await send(device, phone, 'Halo juga');
    await waitUntil(() => receivedBy(before, phone), { what: 'the first reply' });

    await device.session.stop();
    expect((await world.control('POST', '/sim/devices/dev_heal/break-session', { from: phone })).status).toBe(202);
    const next = await world.session(reopened(device.store), { storedMessages: kept.storedMessages });
    device = next;
    await waitUntil(() => statusOf(device.recording) === 'CONNECTED', { what: 'the login' });

    // The device writes with the old session: the phone cannot read it, asks again, and gets it.
    const after = await send(device, phone, 'Pesanan Anda siap');
    await waitUntil(() => receivedBy(after, phone), { what: 'the message read after the mend', timeoutMs: 60_000 });
    expect(TEXT((await world.sent()).find((m) => m.id === after)?.content)).toBe('Pesanan Anda siap');
    expect(device.recording.health.some((h) => h.signal === 'session-mended' && h.contact === phone)).toBe(true);
  });

  it('asks a contact again for a message it could not decrypt, reports it once it can, never empty', { timeout: 90_000 }, async () => {
    const phone = '6281277001004';
    await inbound(phone, 'Halo');
    await waitUntil(() => device.recording.inbound.some((i) => i.event.from === phone), { what: 'the first message' });
    // A reply: the phone's session with the device is settled, its next message a plain one.
    const reply = await send(device, phone, 'Halo, ada yang bisa dibantu?');
    await waitUntil(() => receivedBy(reply, phone), { what: 'the reply' });

    // The node's storage lost the device's sessions (a restore from an old backup).
    await device.session.stop();
    const store = reopened(device.store);
    const sessions = [...store.keys.keys()].filter((key) => key.startsWith('session/'));
    expect(sessions.length).toBeGreaterThan(0);
    for (const key of sessions) store.keys.delete(key);
    device = await world.session(store, { storedMessages: kept.storedMessages });
    await waitUntil(() => statusOf(device.recording) === 'CONNECTED', { what: 'the login' });

    const id = await inbound(phone, 'Apakah pesanan saya sudah dikirim?');
    await waitUntil(() => device.recording.inbound.some((i) => i.event.id === id), {
      what: 'the message, once decrypted',
      timeoutMs: 60_000,
    });
    const reports = device.recording.inbound.filter((i) => i.event.id === id);
    expect(reports.map((r) => r.event.text)).toEqual(['Apakah pesanan saya sudah dikirim?']);
    expect(device.recording.inbound.every((i) => i.event.type !== 'other' || i.event.text)).toBe(true);
    await waitUntil(() => device.recording.health.some((h) => h.cause === 'undecryptable' && h.contact === phone), {
      what: 'the mend counted',
    });
  });

  it('replaces a socket that stays open and carries nothing, and counts it', { timeout: 60_000 }, async () => {
    const stallsBefore = device.recording.health.filter((h) => h.signal === 'socket-stalled').length;
    expect((await world.control('POST', '/sim/devices/dev_heal/stall')).status).toBe(202);
    await waitUntil(() => device.recording.health.filter((h) => h.signal === 'socket-stalled').length > stallsBefore, {
      what: 'the stall noticed',
      timeoutMs: 20_000,
    });
    await waitUntil(() => statusOf(device.recording) === 'CONNECTED', { what: 'a new connection', timeoutMs: 20_000 });
    const id = await send(device, '6281277001005', 'Sudah tersambung lagi');
    await waitUntil(() => receivedBy(id, '6281277001005'), { what: 'a send on the new connection' });
  });

  it('sends again, under its id, a message the connection lost unread or whose ack it lost', { timeout: 90_000 }, async () => {
    const phone = '6281277001007';
    const ids: string[] = [];
    for (const [at, text] of [
      ['lost-message', 'Pesanan #51 sedang dikemas'],
      ['next-message', 'Pesanan #51 sudah dikirim'],
    ] as const) {
      expect((await world.control('POST', '/sim/devices/dev_heal/drop', { at })).status).toBe(202);
      // Answered: the message was written to the socket, which then died.
      const id = await send(device, phone, text);
      ids.push(id);
      await waitUntil(() => receivedBy(id, phone), { what: `the message the ${at} drop took`, timeoutMs: 30_000 });
      await waitUntil(() => statusOf(device.recording) === 'CONNECTED', { what: 'the connection back' });
    }
    // The one WhatsApp had read comes to the phone again under its id (a phone keeps one).
    await waitUntil(async () => (await world.sent()).find((m) => m.id === ids[1])?.resent === 1, {
      what: 'the unacked message sent again',
    });
    const atPhone = (await world.sent()).filter((m) => m.to === `${phone}@s.whatsapp.net`);
    expect(atPhone.map((m) => [m.id, TEXT(m.content)])).toEqual([
      [ids[0], 'Pesanan #51 sedang dikemas'],
      [ids[1], 'Pesanan #51 sudah dikirim'],
    ]);
    expect(atPhone.map((m) => m.resent ?? 0)).toEqual([0, 1]);
  });
});

describe('a socket WhatsApp stops acknowledging on', () => {
  it('is replaced once a send hears nothing, before the keep-alive would notice', { timeout: 60_000 }, async () => {
    const slow = await EmulatedWorld.start({ deviceId: 'dev_noack', socket: { keepAliveIntervalMs: 60_000 }, ackTimeoutMs: 1_000 });
    try {
      const device = await slow.linked();
      expect((await slow.control('POST', '/sim/devices/dev_noack/stall')).status).toBe(202);
      // The send waits on the socket (for the number's devices), and hears nothing.
      const stuck = device.session.send({ to: '6281277001006', content: { kind: 'text', text: 'Halo?' } }).catch((error: Error) => error);
      await waitUntil(() => device.recording.health.some((h) => h.signal === 'socket-stalled' && h.cause === 'no-ack'), {
        what: 'the missing ack noticed',
        timeoutMs: 15_000,
      });
      // It never left: refused as not connected (the API's 409), for the caller to send again.
      expect(await stuck).toMatchObject({ code: 'not-connected' });
      await waitUntil(() => statusOf(device.recording) === 'CONNECTED', { what: 'a new connection', timeoutMs: 20_000 });
      const { messageId } = await device.session.send({ to: '6281277001006', content: { kind: 'text', text: 'Halo lagi' } });
      await waitUntil(async () => (await slow.sent()).find((m) => m.id === messageId)?.receivedBy.includes('6281277001006'), {
        what: 'a send on the new connection',
      });
    } finally {
      await slow.close();
    }
  });
});
