import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { encryptPollVote, type SendParams, toBase64 } from '../../../protocol';
import { api, call, connectedDevice } from '../helpers';

type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };
type Record = { id: string; status: string; content: string; messageId: string; source: string };
type EventBody = { event: string; data: Record & { [field: string]: unknown } };

const PHONE = '6281234567890';

async function events(s: { key: string; deviceId: string }, name: string): Promise<EventBody['data'][]> {
  const res = await call(`/events?deviceId=${s.deviceId}`, { headers: { 'X-API-Key': s.key } });
  const body = (await res.json()) as { items: EventBody[] };
  return body.items.filter((e) => e.event === name).map((e) => e.data);
}

/** A connected device whose node keeps what it was asked to send. */
async function sender() {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    return { messageId: `3EB0${String(sent.length).padStart(16, '0')}` };
  };
  return { ...s, sent };
}

describe('POST /messages/location', () => {
  it('sends the pin and answers 201 with a record naming the place', async () => {
    const s = await sender();
    const body = {
      deviceId: s.deviceId,
      phoneNumber: PHONE,
      latitude: -6.2088,
      longitude: 106.8456,
      name: 'Toko Sinar',
      address: 'Jl. Sudirman 1',
    };
    const res = await api<Record>('/messages/location', s.key, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: '📍 Toko Sinar', source: 'API' });
    expect(s.sent[0]).toMatchObject({
      to: PHONE,
      content: { kind: 'location', latitude: -6.2088, longitude: 106.8456, name: 'Toko Sinar', address: 'Jl. Sudirman 1' },
    });
    const unnamed = await api<Record>('/messages/location', s.key, {
      deviceId: s.deviceId,
      phoneNumber: PHONE,
      latitude: 1.5,
      longitude: 2,
    });
    expect(unnamed.body.content).toBe('📍 1.5, 2');
  });

  it('answers 400 naming coordinates out of range', async () => {
    const s = await sender();
    const res = await api<ErrorBody>('/messages/location', s.key, {
      deviceId: s.deviceId,
      phoneNumber: PHONE,
      latitude: 91,
      longitude: -181,
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['latitude', 'longitude']);
    expect(s.sent).toEqual([]);
  });

  it('sends once for a retry with the same Idempotency-Key', async () => {
    const s = await sender();
    const body = { deviceId: s.deviceId, phoneNumber: PHONE, latitude: 1, longitude: 2 };
    const headers = { 'Idempotency-Key': 'pin-1' };
    const first = await api<Record>('/messages/location', s.key, body, headers);
    const retry = await api<Record>('/messages/location', s.key, body, headers);
    expect(retry.body.id).toBe(first.body.id);
    expect(s.sent).toHaveLength(1);
  });
});

describe('POST /messages/contact', () => {
  it('sends the cards and answers 201 with a record naming the contacts', async () => {
    const s = await sender();
    const contacts = [
      { name: 'Kurir Andi', phoneNumber: '6281311112222', organization: 'Toko Sinar', email: 'andi@sinar.id' },
      { name: 'Gudang', phoneNumber: '6281311113333' },
    ];
    const res = await api<Record>('/messages/contact', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, contacts });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('👤 Kurir Andi, Gudang');
    expect(s.sent[0]?.content).toEqual({ kind: 'contacts', contacts });
  });

  it('answers 400 for no cards or a card without a number', async () => {
    const s = await sender();
    const none = await api<ErrorBody>('/messages/contact', s.key, { deviceId: s.deviceId, phoneNumber: PHONE, contacts: [] });
    expect(none.status).toBe(400);
    const bad = await api<ErrorBody>('/messages/contact', s.key, {
      deviceId: s.deviceId,
      phoneNumber: PHONE,
      contacts: [{ name: 'X', phoneNumber: '+62 813' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toBe('contacts[0].phoneNumber');
  });
});

describe('POST /messages/poll', () => {
  const poll = (deviceId: string) => ({
    deviceId,
    phoneNumber: PHONE,
    question: 'Ukuran apa?',
    options: ['S', 'M', 'L'],
    multipleAnswers: true,
  });

  it('sends the options and answers 201 with the question as the content', async () => {
    const s = await sender();
    const res = await api<Record>('/messages/poll', s.key, poll(s.deviceId));
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('📊 Ukuran apa?');
    expect(s.sent[0]?.content).toEqual({ kind: 'poll', question: 'Ukuran apa?', options: ['S', 'M', 'L'], multipleAnswers: true });
  });

  it('answers 400 for one option, thirteen, or two the same', async () => {
    const s = await sender();
    for (const options of [['S'], Array.from({ length: 13 }, (_, i) => `o${i}`), ['S', 'S']]) {
      const res = await api<ErrorBody>('/messages/poll', s.key, { ...poll(s.deviceId), options });
      expect(res.status, options.join()).toBe(400);
      expect(res.body.issues?.[0]?.path).toBe('options');
    }
    expect(s.sent).toEqual([]);
  });

  it('turns an encrypted vote into a poll.vote event with the option texts, and keeps the latest vote per voter', async () => {
    const s = await connectedDevice();
    const secret = crypto.getRandomValues(new Uint8Array(32));
    s.node.onSend = () => ({ messageId: '3EB0POLL00000001', pollSecret: toBase64(secret) });
    const sent = await api<Record>('/messages/poll', s.key, poll(s.deviceId));
    expect(sent.status).toBe(201);

    const creatorJid = '6281200000001@s.whatsapp.net';
    const voterJid = `${PHONE}@s.whatsapp.net`;
    const vote = async (id: string, selected: string[], timestamp: number) => {
      const encrypted = await encryptPollVote(selected, { secret, pollMessageId: '3EB0POLL00000001', creatorJid, voterJid });
      await s.node.report('poll.vote', {
        id,
        pollMessageId: '3EB0POLL00000001',
        chatId: voterJid,
        from: PHONE,
        lid: null,
        creatorJids: [creatorJid, '111111111111111@lid'],
        voterJids: ['222222222222222@lid', voterJid],
        encPayload: toBase64(encrypted.encPayload),
        encIv: toBase64(encrypted.encIv),
        timestamp,
      });
    };
    await vote('VOTE1', ['S', 'L'], Date.UTC(2026, 10, 21, 8, 0));
    await vote('VOTE2', ['M'], Date.UTC(2026, 10, 21, 8, 1));
    const votes = await events(s, 'poll.vote');
    expect(votes).toEqual([
      expect.objectContaining({
        id: 'VOTE1',
        pollMessageId: '3EB0POLL00000001',
        recordId: sent.body.id,
        from: PHONE,
        selected: ['S', 'L'],
      }),
      expect.objectContaining({ id: 'VOTE2', selected: ['M'] }),
    ]);
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    const tally = await runInDurableObject(stub, (instance) => instance.pollTally(null, sent.body.id));
    expect(tally).toMatchObject({
      ok: true,
      value: {
        options: [
          { option: 'S', votes: 0 },
          { option: 'M', votes: 1 },
          { option: 'L', votes: 0 },
        ],
        voters: [{ voter: PHONE, selected: ['M'] }],
      },
    });
  });

  it('drops a vote it cannot decrypt or for a poll it does not know, and takes the next report', async () => {
    const s = await connectedDevice();
    s.node.onSend = () => ({ messageId: '3EB0POLL00000002', pollSecret: toBase64(new Uint8Array(32).fill(7)) });
    await api('/messages/poll', s.key, poll(s.deviceId));
    const wrongSecret = await encryptPollVote(['S'], {
      secret: new Uint8Array(32).fill(8),
      pollMessageId: '3EB0POLL00000002',
      creatorJid: 'a@s.whatsapp.net',
      voterJid: 'b@s.whatsapp.net',
    });
    const report = (pollMessageId: string) => ({
      id: `V-${pollMessageId}`,
      pollMessageId,
      chatId: 'b@s.whatsapp.net',
      from: PHONE,
      lid: null,
      creatorJids: ['a@s.whatsapp.net'],
      voterJids: ['b@s.whatsapp.net'],
      encPayload: toBase64(wrongSecret.encPayload),
      encIv: toBase64(wrongSecret.encIv),
      timestamp: 1,
    });
    const undecryptable = await s.node.report('poll.vote', report('3EB0POLL00000002'));
    const unknown = await s.node.report('poll.vote', report('3EB0NOTAPOLL0000'));
    for (const frame of [undecryptable, unknown]) expect(frame).toMatchObject({ ok: true, result: { refused: [] } });
    expect(await events(s, 'poll.vote')).toEqual([]);
  });
});

describe('typingMs', () => {
  it('reaches the node on every send route, and more than 20 s is refused', async () => {
    const s = await sender();
    const base = { deviceId: s.deviceId, phoneNumber: PHONE, typingMs: 1200 };
    expect((await api('/messages', s.key, { ...base, content: 'Halo' })).status).toBe(201);
    expect((await api('/messages/location', s.key, { ...base, latitude: 0, longitude: 0 })).status).toBe(201);
    expect((await api('/messages/poll', s.key, { ...base, question: 'Q', options: ['a', 'b'] })).status).toBe(201);
    expect(s.sent.map((p) => p.typingMs)).toEqual([1200, 1200, 1200]);
    const tooLong = await api<ErrorBody>('/messages', s.key, { ...base, typingMs: 20_001, content: 'Halo' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues?.[0]?.path).toBe('typingMs');
  });
});
