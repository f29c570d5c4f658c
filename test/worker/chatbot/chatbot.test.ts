import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { admin, connectedDevice, FakeNode } from '../helpers';
import { addMember, type InboxMessage, inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';

const CUSTOMER = '6281234567890';

const keywordRule = (name: string, keywords: string[], text: string) => ({
  name,
  trigger: { type: 'keyword', match: 'contains', keywords },
  reply: { type: 'text', text },
});

/** A connected device whose bot has `rules`, and the messages its session was asked to send. */
async function botDevice(rules: unknown[], settings?: unknown) {
  const s = await connectedDevice();
  const sent: SendParams[] = [];
  s.node.onSend = (params) => {
    sent.push(params);
    return { messageId: params.messageId ?? '3EB0BOT' };
  };
  const saved = await admin<{ rules: { id: string; name: string }[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, { rules });
  expect(saved.status).toBe(200);
  if (settings) expect((await admin('PUT', `/devices/${s.deviceId}/chatbot/settings`, settings)).status).toBe(200);
  const texts = () => sent.map((p) => (p.content.kind === 'text' ? p.content.text : p.content.kind));
  return { ...s, sent, texts, rules: saved.body.rules };
}

describe('the chatbot', () => {
  it('answers a keyword through the session, with the variables filled, recorded CHATBOT with its rule', async () => {
    const s = await botDevice([keywordRule('harga', ['harga'], 'Halo {{name|kak}}, daftar harga untuk {{phone}}: ...')]);
    await receive(s.node, CUSTOMER, 'Minta HARGA dong', { pushName: 'Budi' });
    await expect.poll(s.texts).toEqual([`Halo Budi, daftar harga untuk ${CUSTOMER}: ...`]);
    expect(s.sent[0]?.to).toBe(CUSTOMER);
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const [answer] = await messagesOf(s.deviceId, conversation?.id ?? '');
    expect(answer).toMatchObject<Partial<InboxMessage>>({ source: 'CHATBOT', ruleId: s.rules[0]?.id, direction: 'OUTBOUND' });
  });

  it('keeps quiet once an agent replied in the conversation, and answers again after it is resolved', async () => {
    const s = await botDevice([keywordRule('harga', ['harga'], 'Daftar harga: ...')]);
    const agent = await addMember(s.workspaceId);
    await receive(s.node, CUSTOMER, 'harga?');
    await expect.poll(s.texts).toEqual(['Daftar harga: ...']);
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}`;
    expect((await admin('POST', `${path}/reply`, { text: 'Saya bantu ya kak', memberId: agent })).status).toBe(201);
    await receive(s.node, CUSTOMER, 'harga yang grosir?');
    await receive(s.node, '6289876543210', 'harga');
    // The other contact's answer shows the bot ran after the first contact's message and stayed quiet there.
    await expect.poll(() => s.sent.map((p) => p.to)).toEqual([CUSTOMER, CUSTOMER, '6289876543210']);
    expect(s.texts()).toEqual(['Daftar harga: ...', 'Saya bantu ya kak', 'Daftar harga: ...']);
    await admin('POST', `${path}/resolve`);
    await receive(s.node, CUSTOMER, 'harga lagi');
    await expect.poll(() => s.sent.length).toBe(4);
    expect(s.sent[3]).toMatchObject({ to: CUSTOMER, content: { text: 'Daftar harga: ...' } });
  });

  it('answers a contact at most the configured number of times a minute', async () => {
    const s = await botDevice([keywordRule('halo', ['halo'], 'Hai!')], { maxRepliesPerMinute: 2 });
    for (const text of ['halo', 'halo 2', 'halo 3']) await receive(s.node, CUSTOMER, text);
    await receive(s.node, '6289876543210', 'halo');
    await expect.poll(() => s.sent.map((p) => p.to)).toEqual([CUSTOMER, CUSTOMER, '6289876543210']);
  });

  it('never answers itself, nor another bot echoing its reply', async () => {
    const s = await botDevice([keywordRule('ping', ['ping'], 'ping? pong!')]);
    // A message the device itself sent from the phone, and one from its own number.
    await receive(s.node, CUSTOMER, 'ping', { fromMe: true });
    const own = '6281200000001';
    await receive(s.node, own, 'ping');
    await receive(s.node, CUSTOMER, 'ping');
    await expect.poll(() => s.sent.length).toBe(1);
    // Another bot echoes the answer back: it contains the keyword, but the bot does not answer its own words.
    await receive(s.node, CUSTOMER, 'ping? pong!');
    await receive(s.node, '6289876543210', 'ping');
    await expect.poll(() => s.sent.map((p) => p.to)).toEqual([CUSTOMER, '6289876543210']);
  });

  it('greets only the first message of a new contact, and answers a button by its id with an interactive reply', async () => {
    const s = await botDevice([
      { name: 'tombol', trigger: { type: 'selection', selectedId: 'katalog' }, reply: { type: 'text', text: 'Ini katalognya' } },
      {
        name: 'sapa',
        trigger: { type: 'first-message' },
        reply: {
          type: 'interactive',
          message: { kind: 'quick-reply', body: 'Selamat datang {{name|kak}}!', buttons: [{ id: 'katalog', label: 'Katalog' }] },
        },
      },
    ]);
    await receive(s.node, CUSTOMER, 'permisi', { pushName: 'Sari' });
    await expect.poll(() => s.sent.length).toBe(1);
    expect(s.sent[0]?.content).toMatchObject({
      kind: 'interactive',
      type: 'quick-reply',
      body: 'Selamat datang Sari!',
      buttons: [{ id: 'katalog', label: 'Katalog' }],
    });
    await receive(s.node, CUSTOMER, 'permisi lagi');
    await receive(s.node, CUSTOMER, 'Katalog', { type: 'button-reply', selectedId: 'katalog' });
    await expect.poll(s.texts).toEqual(['interactive', 'Ini katalognya']);
  });

  it('sends a reply queued while the device was offline exactly once, across restarts', async () => {
    const s = await botDevice([keywordRule('halo', ['halo'], 'Hai!')]);
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    await receive(s.node, CUSTOMER, 'halo');
    expect(s.sent).toEqual([]);
    const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
    await evictDurableObject(stub);
    const sent: SendParams[] = [];
    const node = await FakeNode.connect(s.deviceId, 'node-a');
    node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? '3EB0AGAIN' };
    };
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await expect.poll(() => sent.length).toBe(1);
    await evictDurableObject(stub);
    const again = await FakeNode.connect(s.deviceId, 'node-a');
    again.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? '3EB0THIRD' };
    };
    await again.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    // Something after the restart that the bot answers: by then a repeat of the old reply would have gone first.
    await receive(again, '6289876543210', 'halo');
    await expect.poll(() => sent.map((p) => p.to)).toEqual([CUSTOMER, '6289876543210']);
  });

  it('the rule tester names the rule a text would fire and its reply, and why none fires', async () => {
    const s = await botDevice([
      keywordRule('harga', ['harga'], 'Halo {{name}}, ini harganya'),
      { name: 'order', trigger: { type: 'regex', pattern: '^order\\s*\\d+$' }, reply: { type: 'text', text: 'Cek order' } },
    ]);
    const test = (body: unknown) =>
      admin<{ rule: { name: string } | null; reply: string | null; reason: string | null }>(
        'POST',
        `/devices/${s.deviceId}/chatbot/test`,
        body,
      );
    expect((await test({ text: 'berapa harga?', name: 'Rina' })).body).toEqual({
      rule: { id: s.rules[0]?.id, name: 'harga' },
      reply: 'Halo Rina, ini harganya',
      reason: null,
    });
    expect((await test({ text: 'ORDER 123' })).body.rule?.name).toBe('order');
    expect((await test({ text: 'selamat pagi' })).body).toEqual({ rule: null, reply: null, reason: 'no rule fires' });
    expect(s.sent).toEqual([]);
  });

  it('refuses rules that break a rule, naming each, and keeps the saved ones', async () => {
    const s = await botDevice([keywordRule('harga', ['harga'], 'ok')]);
    const res = await admin<{ issues: { path: string; message: string }[] }>('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [
        { name: 'a', trigger: { type: 'regex', pattern: '(\\w+)\\1' }, reply: { type: 'text', text: 'x' } },
        { name: 'b', trigger: { type: 'keyword', match: 'exact', keywords: [] }, reply: { type: 'text', text: 'Halo {{nama}}' } },
        { name: 'c', trigger: { type: 'first-message' }, reply: { type: 'interactive', message: { kind: 'quick-reply', body: 'x' } } },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i) => i.path)).toEqual([
      'rules[0].trigger.pattern',
      'rules[1].trigger.keywords',
      'rules[1].reply.text',
      'rules[2].reply.message.buttons',
    ]);
    expect(res.body.issues[2]?.message).toMatch(/unknown variable \{\{nama\}\}/);
    const settings = await admin<{ issues: { path: string }[] }>('PUT', `/devices/${s.deviceId}/chatbot/settings`, {
      maxRepliesPerMinute: 0,
      businessHours: { timezone: 'Mars/Olympus', days: { mon: [{ from: '17:00', to: '08:00' }] } },
    });
    expect(settings.body.issues.map((i) => i.path)).toEqual(['maxRepliesPerMinute', 'businessHours.timezone', 'businessHours.days.mon[0]']);
    const kept = await admin<{ rules: { name: string }[] }>('GET', `/devices/${s.deviceId}/chatbot`);
    expect(kept.body.rules.map((r) => r.name)).toEqual(['harga']);
  });
});
