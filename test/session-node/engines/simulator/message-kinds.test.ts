/**
 * Every kind through the simulator: what it recorded as sent (the Baileys content a worker or e2e
 * test asserts on, through `GET sent`), and what its control API makes a contact do (votes, edits,
 * deletes, group messages and changes), reported as the Baileys engine would.
 */
import { describe, expect, it } from 'vitest';
import { decryptPollVote } from '../../../../protocol';
import { TINY_PDF, TINY_PNG } from '../../messages/helpers';
import { idOf, PHONE, type Simulated, simulate } from './simulate';

const FILES = {
  'https://w/node/media/d/png': TINY_PNG,
  'https://w/node/media/d/pdf': TINY_PDF,
  'https://w/node/media/d/ogg': Buffer.from('OggS'),
};
const PHONE_JID = `${PHONE}@s.whatsapp.net`;

type SentEntry = {
  id: string;
  to: string;
  content: Record<string, Record<string, unknown>>;
  nodes: unknown[];
  attrs: Record<string, string>;
};

async function sent(sim: Simulated): Promise<SentEntry[]> {
  return (await sim.control('GET', 'sent')).body as SentEntry[];
}

async function activity(sim: Simulated): Promise<{ presence: Array<{ jid: string; state: string }>; reads: unknown[]; uploads: number }> {
  return (await sim.control('GET', 'activity')).body as {
    presence: Array<{ jid: string; state: string }>;
    reads: unknown[];
    uploads: number;
  };
}

describe('what the simulator records as sent', () => {
  it('media with caption, mimetype, file name and the push-to-talk flag', async () => {
    const sim = await simulate({}, FILES);
    await sim.session.send({
      to: PHONE,
      content: { kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png', caption: 'Promo' },
    });
    await sim.session.send({
      to: PHONE,
      content: { kind: 'media', type: 'document', mimeType: 'application/pdf', fileName: 'INV-7.pdf', url: 'https://w/node/media/d/pdf' },
    });
    await sim.session.send({
      to: PHONE,
      content: { kind: 'media', type: 'audio', mimeType: 'audio/ogg; codecs=opus', voiceNote: true, url: 'https://w/node/media/d/ogg' },
    });
    const [image, document, voice] = (await sent(sim)).map((entry) => entry.content);
    expect(image?.imageMessage).toMatchObject({ caption: 'Promo', mimetype: 'image/png' });
    expect(document?.documentMessage).toMatchObject({ fileName: 'INV-7.pdf', mimetype: 'application/pdf' });
    expect(voice?.audioMessage).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
  });

  it('a broadcast’s sends of one file upload it once', async () => {
    const sim = await simulate({}, FILES);
    const first = await sim.session.send({
      to: PHONE,
      content: { kind: 'media', type: 'image', mimeType: 'image/png', url: 'https://w/node/media/d/png' },
    });
    const uploaded = first.uploaded;
    if (!uploaded) throw new Error('the send returns its upload');
    await sim.session.send({
      to: '6281100000011',
      content: { kind: 'media', type: 'image', mimeType: 'image/png', uploaded, caption: 'Hai' },
    });
    expect((await activity(sim)).uploads).toBe(1);
    const urls = (await sent(sim)).map((entry) => entry.content.imageMessage?.url);
    expect(urls).toEqual([uploaded.url, uploaded.url]);
  });

  it('a contact card’s vCard, a poll’s options and meta node, an edit’s and a delete’s key and attribute', async () => {
    const sim = await simulate();
    await sim.session.send({ to: PHONE, content: { kind: 'contacts', contacts: [{ name: 'Kurir Andi', phoneNumber: '6281234567890' }] } });
    const poll = await sim.session.send({
      to: PHONE,
      content: { kind: 'poll', question: 'Ukuran?', options: ['S', 'M'], multipleAnswers: true },
    });
    const target = poll.stored.key;
    await sim.session.send({ content: { kind: 'edit', target, text: 'Ukuran baju?' } });
    await sim.session.send({ content: { kind: 'revoke', target } });
    const [card, created, edit, revoke] = await sent(sim);
    expect(card?.content.contactMessage?.vcard).toContain('TEL;type=CELL;type=VOICE;waid=6281234567890:+6281234567890');
    expect(created?.content.pollCreationMessage).toMatchObject({ name: 'Ukuran?', options: [{ optionName: 'S' }, { optionName: 'M' }] });
    expect(created?.nodes).toEqual([{ tag: 'meta', attrs: { polltype: 'creation' } }]);
    expect(edit?.content.protocolMessage).toMatchObject({ type: 'MESSAGE_EDIT', key: { id: target.id, fromMe: true } });
    expect(edit?.attrs).toEqual({ edit: '1' });
    expect(revoke?.content.protocolMessage).toMatchObject({ type: 'REVOKE', key: { id: target.id } });
    expect(revoke?.attrs).toEqual({ edit: '7' });
    expect(poll.pollSecret).toBeTruthy();
  });

  it('typingMs shows typing, then pauses, before the message; read receipts are recorded', async () => {
    const sim = await simulate();
    await sim.session.send({ to: PHONE, content: { kind: 'text', text: 'Halo' }, typingMs: 1200 });
    const key = { remoteJid: PHONE_JID, id: '3EB0IN01', fromMe: false };
    await sim.session.read([key]);
    expect(await activity(sim)).toEqual({
      presence: [
        { jid: PHONE_JID, state: 'composing' },
        { jid: PHONE_JID, state: 'paused' },
      ],
      reads: [key],
      uploads: 0,
      calls: [],
    });
  });
});

describe('what a contact does through the control API', () => {
  it('votes on the device’s poll: the report decrypts with the poll’s secret to the options chosen', async () => {
    const sim = await simulate();
    const poll = await sim.session.send({
      to: PHONE,
      content: { kind: 'poll', question: 'Jam?', options: ['10', '11', '12'], multipleAnswers: true },
    });
    const answer = await sim.control('POST', 'poll-vote', { from: PHONE, pollMessageId: poll.messageId, selected: ['11', '12'] });
    expect(answer.status).toBe(201);
    const report = sim.pollVotes[0];
    if (!report) throw new Error('no poll.vote report');
    expect(report).toMatchObject({ id: idOf(answer.body), pollMessageId: poll.messageId, from: PHONE, chatId: PHONE_JID });
    const selected = await decryptPollVote({ ...report, secret: poll.pollSecret ?? '', options: ['10', '11', '12'] });
    expect(selected).toEqual(['11', '12']);
  });

  it('a vote on an unknown poll is 404, an option the poll lacks 400', async () => {
    const sim = await simulate();
    expect((await sim.control('POST', 'poll-vote', { from: PHONE, pollMessageId: 'NOPE', selected: [] })).status).toBe(404);
    const poll = await sim.session.send({
      to: PHONE,
      content: { kind: 'poll', question: 'Jam?', options: ['10', '11'], multipleAnswers: false },
    });
    expect((await sim.control('POST', 'poll-vote', { from: PHONE, pollMessageId: poll.messageId, selected: ['13'] })).status).toBe(400);
    expect(sim.pollVotes).toEqual([]);
  });

  it('edits and deletes their message', async () => {
    const sim = await simulate();
    const original = idOf((await sim.control('POST', 'inbound', { from: PHONE, text: 'Pesan 2' })).body);
    const edit = await sim.control('POST', 'edit', { from: PHONE, messageId: original, text: 'Pesan 3' });
    const revoke = await sim.control('POST', 'revoke', { from: PHONE, messageId: original });
    expect([edit.status, revoke.status]).toEqual([201, 201]);
    expect(sim.edits).toEqual([
      { id: idOf(edit.body), messageId: original, chatId: PHONE_JID, from: PHONE, text: 'Pesan 3', timestamp: expect.any(Number) },
    ]);
    expect(sim.revokes).toEqual([
      { id: idOf(revoke.body), messageId: original, chatId: PHONE_JID, from: PHONE, timestamp: expect.any(Number) },
    ]);
  });
});

describe('groups and numbers', () => {
  it('a group made through the control API is listed, its messages carry the group, and its changes are reported', async () => {
    const sim = await simulate();
    const made = await sim.control('POST', 'groups', { subject: 'Reseller', participants: [{ phoneNumber: PHONE }] });
    const groupId = idOf(made.body);
    expect(groupId).toMatch(/^120363\d+@g\.us$/);
    expect(await sim.session.listGroups()).toEqual([{ id: groupId, subject: 'Reseller', size: 2 }]);

    await sim.control('POST', 'inbound', { from: PHONE, groupId, text: 'Halo grup' });
    expect(sim.inbound[0]?.event).toMatchObject({ chatId: groupId, from: PHONE, text: 'Halo grup' });

    const newcomer = '6281700000007';
    const change = await sim.control('POST', 'group-participants', { groupId, action: 'add', participants: [newcomer], author: PHONE });
    expect(change.status).toBe(201);
    expect(sim.groupChanges[0]).toMatchObject({
      groupId,
      action: 'joined',
      author: PHONE,
      participants: [{ phoneNumber: newcomer, lid: null }],
    });
    const details = await sim.session.groupDetails(groupId);
    expect(details.participants.map((p) => p.phoneNumber)).toContain(newcomer);

    await sim.session.send({ groupId, content: { kind: 'text', text: 'Selamat datang' }, mentions: [newcomer] });
    const [message] = await sent(sim);
    expect(message?.to).toBe(groupId);
    expect(message?.content.extendedTextMessage).toMatchObject({
      text: `Selamat datang @${newcomer}`,
      contextInfo: { mentionedJid: [`${newcomer}@s.whatsapp.net`] },
    });
  });

  it('an unknown group cannot be read', async () => {
    const sim = await simulate();
    await expect(sim.session.groupDetails('120363000000000999@g.us')).rejects.toMatchObject({ code: 'bad-request' });
  });

  it('every number is on WhatsApp until the control API says otherwise', async () => {
    const sim = await simulate();
    expect((await sim.control('POST', 'numbers', { missing: ['6281800000008'] })).status).toBe(202);
    expect(await sim.session.checkNumbers([PHONE, '6281800000008'])).toEqual([
      { phoneNumber: PHONE, exists: true, jid: PHONE_JID },
      { phoneNumber: '6281800000008', exists: false, jid: null },
    ]);
    await sim.control('POST', 'numbers', { existing: ['6281800000008'] });
    expect((await sim.session.checkNumbers(['6281800000008']))[0]?.exists).toBe(true);
  });
});
