/**
 * The assistant's help to an agent through the API, against the fake provider: a suggested reply
 * made from the conversation, the contact's name and the canned replies (and never sent), a
 * summary kept as a note when asked, a voice note transcribed and kept, and every way it cannot
 * help answered plainly (409 without a provider, 502 when the provider fails), never a 500.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { transcriptOf } from '../../../worker/assistant';
import { mediaKey } from '../../../worker/media/media';
import { getDb } from '../../../worker/shared/db';
import { admin, api, connectedDevice, mirrored } from '../helpers';
import { inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { fakeProvider, PROVIDER_KEY } from './fake-provider';

const BUDI = '6281234567890';

async function conversationWithBudi() {
  const s = await connectedDevice();
  await receive(s.node, BUDI, 'Kak, kaos hitam ukuran L masih ada?', { pushName: 'Budi' });
  const sent = await api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: BUDI, content: 'Halo Kak Budi, sebentar kami cek ya' });
  expect(sent.status).toBe(201);
  await receive(s.node, BUDI, 'Kalau ada saya mau 2', { pushName: 'Budi' });
  await mirrored(s.deviceId);
  const [conversation] = await inboxList(s.workspaceId, s.deviceId);
  if (!conversation) throw new Error('no conversation');
  const at = `/devices/${s.deviceId}/conversations/${conversation.id}`;
  return { ...s, conversation, at };
}

describe('help for agents', () => {
  it('suggests a reply from the conversation, the contact’s name and the canned replies, and sends nothing', async () => {
    const s = await conversationWithBudi();
    await admin('POST', `/workspaces/${s.workspaceId}/canned-replies`, {
      shortcut: 'stok',
      text: 'Stok {{name|kak}} kami update tiap pagi jam 9.',
    });
    const fake = await fakeProvider(s.workspaceId, { replies: [{ content: ' Ada Kak Budi, ukuran L masih 5. Mau dikirim hari ini? ' }] });

    const got = await admin<{ text: string }>('POST', `${s.at}/suggested-reply`);
    expect(got).toEqual({ status: 200, body: { text: 'Ada Kak Budi, ukuran L masih 5. Mau dikirim hari ini?' } });

    const [sent] = await fake.requests();
    expect(sent?.headers.authorization).toBe(`Bearer ${PROVIDER_KEY}`);
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Kak, kaos hitam ukuran L masih ada?' },
      { role: 'assistant', content: 'Halo Kak Budi, sebentar kami cek ya' },
      { role: 'user', content: 'Kalau ada saya mau 2' },
    ]);
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Budi');
    // The canned reply as this contact would get it.
    expect(messages[0]?.content).toContain('/stok: Stok Budi kami update tiap pagi jam 9.');
    expect(messages[0]?.content).toMatch(/language the customer writes in/);
    // Nothing went to the customer.
    expect((await messagesOf(s.deviceId, s.conversation.id)).length).toBe(3);
  });

  it('summarises the conversation in the language asked, and keeps it as a note when asked', async () => {
    const s = await conversationWithBudi();
    const fake = await fakeProvider(s.workspaceId, {
      replies: [{ content: 'Budi wants 2 black T-shirts, size L. Stock not confirmed yet.' }, { content: 'Budi mau 2 kaos hitam L.' }],
    });
    const plain = await admin<{ text: string; note: null }>('POST', `${s.at}/summary`, { language: 'en' });
    expect(plain).toEqual({ status: 200, body: { text: 'Budi wants 2 black T-shirts, size L. Stock not confirmed yet.', note: null } });
    const [asked] = await fake.requests();
    const [system, transcript] = (asked?.body.messages ?? []) as { role: string; content: string }[];
    expect(system?.content).toContain('Write in English.');
    expect(transcript?.content).toBe(
      [
        'Customer (Budi): Kak, kaos hitam ukuran L masih ada?',
        'Shop: Halo Kak Budi, sebentar kami cek ya',
        'Customer (Budi): Kalau ada saya mau 2',
      ].join('\n'),
    );

    const kept = await admin<{ text: string; note: { id: string; text: string } }>('POST', `${s.at}/summary`, { saveAsNote: true });
    expect(kept.status).toBe(200);
    expect(kept.body.note.text).toBe('Budi mau 2 kaos hitam L.');
    const detail = await admin<{ notes: { id: string; text: string }[] }>('GET', s.at);
    expect(detail.body.notes.map((n) => n.text)).toEqual(['Budi mau 2 kaos hitam L.']);
  });

  it('transcribes a customer’s voice note, keeps it, and the next suggestion reads it', async () => {
    const s = await connectedDevice();
    const mediaId = `3AVOICE${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await env.MEDIA.put(mediaKey(s.deviceId, mediaId), new Uint8Array(2_000), { httpMetadata: { contentType: 'audio/ogg; codecs=opus' } });
    await receive(s.node, BUDI, null, {
      type: 'audio',
      media: { mimeType: 'audio/ogg; codecs=opus', size: 2_000, url: `https://kurir.test/media/${s.deviceId}/${mediaId}` },
      message: { audioMessage: { ptt: true } },
    });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const [voice] = await messagesOf(s.deviceId, conversation?.id ?? '');
    const at = `/devices/${s.deviceId}/conversations/${conversation?.id}`;
    const fake = await fakeProvider(s.workspaceId, {
      transcripts: [{ text: 'Kak pesanan saya kapan dikirim?' }],
      replies: [{ content: 'Besok Kak.' }],
    });

    const got = await admin<{ recordId: string; text: string }>('POST', `${at}/messages/${voice?.id}/transcript`);
    expect(got).toEqual({ status: 200, body: { recordId: voice?.id, text: 'Kak pesanan saya kapan dikirim?' } });
    const [sent] = await fake.requests();
    expect(sent?.path).toBe('/v1/audio/transcriptions');
    expect(sent?.body).toMatchObject({ model: 'whisper-test', file: { fileName: 'voice.ogg', size: 2_000 } });
    expect(await transcriptOf(getDb(env), s.workspaceId, voice?.id ?? '')).toBe('Kak pesanan saya kapan dikirim?');

    // Asked again, the kept transcript answers without the provider.
    expect((await admin('POST', `${at}/messages/${voice?.id}/transcript`)).body).toMatchObject({ text: 'Kak pesanan saya kapan dikirim?' });
    expect((await fake.requests()).length).toBe(1);

    // The assistant reads a voice note by its words.
    expect((await admin('POST', `${at}/suggested-reply`)).status).toBe(200);
    const suggestion = (await fake.requests())[1]?.body.messages as { role: string; content: string }[];
    expect(suggestion.at(-1)).toEqual({ role: 'user', content: '[audio] (transcript: Kak pesanan saya kapan dikirim?)' });
  });

  it('transcribes a customer’s voice note as it arrives when the provider has a transcription model', async () => {
    const s = await connectedDevice();
    const fake = await fakeProvider(s.workspaceId, { transcripts: [{ text: 'Saya mau tukar ukuran.' }] });
    const mediaId = `3AVOICE${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await env.MEDIA.put(mediaKey(s.deviceId, mediaId), new Uint8Array(800), { httpMetadata: { contentType: 'audio/ogg; codecs=opus' } });
    await receive(s.node, BUDI, null, {
      type: 'audio',
      media: { mimeType: 'audio/ogg; codecs=opus', size: 800, url: `https://kurir.test/media/${s.deviceId}/${mediaId}` },
      message: { audioMessage: { ptt: true } },
    });
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const [voice] = await messagesOf(s.deviceId, conversation?.id ?? '');
    await expect.poll(() => transcriptOf(getDb(env), s.workspaceId, voice?.id ?? ''), { timeout: 5_000 }).toBe('Saya mau tukar ukuran.');
    expect((await fake.requests()).map((r) => r.path)).toEqual(['/v1/audio/transcriptions']);
  });

  it('says plainly when it cannot help: no provider, not audio, another workspace’s conversation', async () => {
    const s = await conversationWithBudi();
    const none = await admin<{ statusCode: number; message: string; error: string }>('POST', `${s.at}/suggested-reply`);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ statusCode: 409, error: 'Conflict', message: expect.stringContaining('no AI provider') });
    expect((await admin('POST', `${s.at}/summary`, {})).status).toBe(409);

    await fakeProvider(s.workspaceId, { transcriptionModel: null });
    const [text] = await messagesOf(s.deviceId, s.conversation.id);
    const notAudio = await admin<{ message: string }>('POST', `${s.at}/messages/${text?.id}/transcript`);
    expect(notAudio.status).toBe(400);
    expect(notAudio.body.message).toContain('not a voice note');

    // Through another workspace's key the conversation is not there.
    const other = await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Lain' });
    const key = await admin<{ key: string }>('POST', `/workspaces/${other.body.id}/api-keys`, { name: 'inbox', scopes: ['inbox'] });
    const res = await api(`/devices/${s.deviceId}/conversations/${s.conversation.id}/suggested-reply`, key.body.key, undefined);
    expect(res.status).toBe(404);
  });

  it('a provider that fails or refuses the key is a 502 naming it, never a 500', async () => {
    const s = await conversationWithBudi();
    await fakeProvider(s.workspaceId, { replies: [{ status: 503 }, { status: 401 }] });
    const down = await admin<{ statusCode: number; message: string; error: string }>('POST', `${s.at}/suggested-reply`);
    expect(down).toEqual({
      status: 502,
      body: { statusCode: 502, error: 'Bad Gateway', message: 'the AI provider failed: the provider failed (503): scripted failure 503' },
    });
    const refused = await admin<{ message: string }>('POST', `${s.at}/summary`, {});
    expect(refused.status).toBe(502);
    expect(refused.body.message).toContain('refused the key (401)');
  });
});
