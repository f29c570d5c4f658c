/**
 * Locations, contact cards, polls with a vote, edits and deletes through the real stack (wrangler
 * dev and a simulator session-node): what the simulator received as Baileys content, and the
 * webhooks the receiver got.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Doc, DocumentCheck } from './openapi-check';
import { Receiver } from './receiver';
import { Stack } from './stack';

type Key = { remoteJid?: string; id?: string; fromMe?: boolean };
type SentEntry = {
  id: string;
  to: string;
  content: {
    locationMessage?: { degreesLatitude?: number; degreesLongitude?: number; name?: string };
    contactMessage?: { displayName?: string; vcard?: string };
    protocolMessage?: { key?: Key; editedMessage?: { extendedTextMessage?: { text?: string } } };
    [field: string]: unknown;
  };
  attrs?: Record<string, string>;
};
type Poll = { name?: string; options?: { optionName?: string }[]; selectableOptionsCount?: number };
type MessageRecord = { id: string; status: string; messageId: string; content: string; editedAt: string | null; deletedAt: string | null };

const PHONE = '6281234567890';
const stack = new Stack();
const receiver = new Receiver();
let d: { workspaceId: string; key: string; deviceId: string };
/** The OpenAPI document: every answer and webhook below must fit what it declares. */
let check: DocumentCheck;

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  d = await stack.linkedDevice();
  check = new DocumentCheck((await (await fetch(`${stack.workerUrl}/openapi.json`)).json()) as Doc);
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, {
    url: receiver.url,
    events: ['poll.vote', 'message.edited', 'message.revoked'],
  });
}, 180_000);
afterAll(async () => {
  // Each webhook delivered fits its event's declared request.
  for (const received of receiver.got) expect(check.webhookProblems(received), received.body.event).toEqual([]);
  await stack.stop();
  await receiver.stop();
}, 60_000);

async function sent(): Promise<SentEntry[]> {
  return (await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`)).body;
}

async function sentOnServer(messageId: string): Promise<SentEntry> {
  const entry = (await sent()).find((m) => m.id === messageId);
  if (!entry) throw new Error(`message ${messageId} was not sent`);
  return entry;
}

/** A request with the API key, its answer checked against the document's declaration for `template`. */
async function send(method: string, path: string, template: string, json?: unknown) {
  const res = await fetch(`${stack.workerUrl}${path}`, {
    method,
    headers: { 'X-API-Key': d.key, 'Content-Type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const status = res.status;
  return { status, body: await check.fits<MessageRecord>(status, method.toLowerCase(), template, res) };
}

const change = (method: 'PATCH' | 'DELETE', id: string, body?: unknown) =>
  send(method, `/messages/${id}?deviceId=${d.deviceId}`, '/messages/{messageId}', body);

const eventOf = (name: string, field: string, value: unknown) =>
  receiver.got.find((r) => r.body.event === name && r.body.data[field] === value)?.body.data;

describe('the other kinds through the real stack', () => {
  it('a location and a contact card arrive as WhatsApp builds them', async () => {
    const place = await send('POST', '/messages/location', '/messages/location', {
      deviceId: d.deviceId,
      phoneNumber: PHONE,
      latitude: -6.2088,
      longitude: 106.8456,
      name: 'Toko Sinar',
    });
    expect(place.status).toBe(201);
    expect((await sentOnServer(place.body.messageId)).content.locationMessage).toMatchObject({
      degreesLatitude: -6.2088,
      degreesLongitude: 106.8456,
      name: 'Toko Sinar',
    });
    const card = await send('POST', '/messages/contact', '/messages/contact', {
      deviceId: d.deviceId,
      phoneNumber: PHONE,
      contacts: [{ name: 'Kurir Andi', phoneNumber: '6281311112222' }],
    });
    expect(card.status).toBe(201);
    const contact = (await sentOnServer(card.body.messageId)).content.contactMessage;
    expect(contact?.displayName).toBe('Kurir Andi');
    expect(contact?.vcard).toMatch(/FN:Kurir Andi/);
    expect(contact?.vcard).toMatch(/waid=6281311112222/);
  });

  it('a poll goes out with its options, and a vote comes back as poll.vote with the option texts', async () => {
    const poll = await send('POST', '/messages/poll', '/messages/poll', {
      deviceId: d.deviceId,
      phoneNumber: PHONE,
      question: 'Ukuran apa?',
      options: ['S', 'M', 'L'],
    });
    expect(poll.status).toBe(201);
    const content = (await sentOnServer(poll.body.messageId)).content;
    const built = (content.pollCreationMessageV3 ?? content.pollCreationMessage ?? content.pollCreationMessageV2) as Poll | undefined;
    expect(built?.name).toBe('Ukuran apa?');
    expect(built?.options?.map((o) => o.optionName)).toEqual(['S', 'M', 'L']);
    expect(built?.selectableOptionsCount).toBe(1);

    const vote = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/poll-vote`, {
      from: PHONE,
      pollMessageId: poll.body.messageId,
      selected: ['M'],
    });
    expect(vote.status).toBe(201);
    await receiver.waitFor(() => eventOf('poll.vote', 'id', vote.body.id) !== undefined);
    expect(eventOf('poll.vote', 'id', vote.body.id)).toMatchObject({
      pollMessageId: poll.body.messageId,
      recordId: poll.body.id,
      from: PHONE,
      selected: ['M'],
    });
  });

  it('an edit and a delete for everyone name the sent message’s key; incoming ones become events', async () => {
    const text = await send('POST', '/messages', '/messages', { deviceId: d.deviceId, phoneNumber: PHONE, content: 'Halo kak' });
    expect(text.status).toBe(201);
    const edited = await change('PATCH', text.body.id, { content: 'Halo kak, maaf' });
    expect(edited).toMatchObject({ status: 200, body: { content: 'Halo kak, maaf', editedAt: expect.any(String) } });
    const deleted = await change('DELETE', text.body.id);
    expect(deleted).toMatchObject({ status: 200, body: { deletedAt: expect.any(String) } });
    const changes = (await sent()).filter((m) => m.content.protocolMessage?.key?.id === text.body.messageId);
    expect(changes.map((m) => m.attrs?.edit)).toEqual(['1', '7']);
    expect(changes[0]?.content.protocolMessage?.editedMessage?.extendedTextMessage?.text).toBe('Halo kak, maaf');
    expect(changes[1]?.content.protocolMessage?.key).toMatchObject({ id: text.body.messageId, fromMe: true });
    expect((await change('PATCH', text.body.id, { content: 'lagi' })).status).toBe(409);

    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: PHONE, text: 'Pesan 2 kaos' });
    const edit = await stack.sim('POST', `/devices/${d.deviceId}/edit`, { from: PHONE, messageId: inbound.body.id, text: 'Pesan 3 kaos' });
    expect(edit.status).toBe(201);
    const revoke = await stack.sim('POST', `/devices/${d.deviceId}/revoke`, { from: PHONE, messageId: inbound.body.id });
    expect(revoke.status).toBe(201);
    await receiver.waitFor(() => eventOf('message.revoked', 'messageId', inbound.body.id) !== undefined);
    // Blue ticks for the chat, and "typing…", as the simulator saw them.
    const read = await send('POST', '/messages/read', '/messages/read', { deviceId: d.deviceId, phoneNumber: PHONE });
    expect(read.status).toBe(200);
    const typing = await send('POST', '/chats/presence', '/chats/presence', { deviceId: d.deviceId, phoneNumber: PHONE, state: 'typing' });
    expect(typing.status).toBe(200);
    const activity = await stack.sim<{ presence: { state: string }[]; reads: Key[] }>('GET', `/devices/${d.deviceId}/activity`);
    expect(activity.body.reads).toEqual(expect.arrayContaining([expect.objectContaining({ id: inbound.body.id })]));
    expect(activity.body.presence).toEqual(expect.arrayContaining([expect.objectContaining({ state: 'composing' })]));
    expect(eventOf('message.edited', 'messageId', inbound.body.id)).toMatchObject({ from: PHONE, text: 'Pesan 3 kaos' });
    expect(eventOf('message.revoked', 'messageId', inbound.body.id)).toMatchObject({ from: PHONE });
  });
});
