/**
 * The assistant's help in a conversation's page, against the fake provider: "Suggest a reply"
 * fills the reply box (nothing is sent), "Summarise" shows a summary that can be kept as a note,
 * "Transcribe" keeps a voice note's words under it; without a provider none of it is offered, and
 * a failing provider is said in the page's language.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { mediaKey } from '../../../worker/media/media';
import { fakeProvider } from '../assistant/fake-provider';
import { type Conversation, inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { inboxTeam } from './inbox-team';

const BUDI = '6281234567890';
const h = t.agentHelp;

async function team() {
  const s = await inboxTeam();
  await receive(s.node, BUDI, 'Kak, kaos hitam L masih ada?', { pushName: 'Budi' });
  const [conversation] = (await inboxList(s.workspaceId, s.deviceId)) as [Conversation];
  return { ...s, conversation, path: `/dashboard/inbox/${s.deviceId}/${conversation.id}` };
}

const replyBox = (html: string) => /<textarea id="f-text"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];

describe('the assistant’s help in the inbox page', () => {
  it('offers nothing without a provider', async () => {
    const s = await team();
    await s.agent.get(s.path);
    expect(s.agent.html).not.toContain(h.suggest);
    expect(s.agent.html).not.toContain(h.summarise);
    // A post anyway (an old page) is told why, in the page's language.
    await s.agent.post(`${s.path}/suggest`, { text: '' });
    expect(s.agent.html).toContain(h.failures['no-provider']);
  });

  it('fills the reply box with a suggested reply for the agent to edit, and sends nothing', async () => {
    const s = await team();
    const fake = await fakeProvider(s.workspaceId, { replies: [{ content: 'Ada Kak Budi, mau berapa?' }] });
    await s.agent.get(s.path);
    expect(s.agent.html).toContain(`formaction="${s.path}/suggest"`);
    expect(s.agent.html).toContain(`data-hx-post="${s.path}/suggest"`);
    const res = await s.agent.post(`${s.path}/suggest`, { text: '' });
    expect(res.status).toBe(200);
    expect(replyBox(s.agent.html)).toBe('Ada Kak Budi, mau berapa?');
    expect(s.agent.html).toContain(h.suggested);
    // The region htmx swaps holds both.
    const region = s.agent.html.slice(s.agent.html.indexOf('id="reply-box"'));
    expect(region.indexOf(h.suggested)).toBeLessThan(region.indexOf('</textarea>'));
    const [asked] = await fake.requests();
    expect(JSON.stringify(asked?.body.messages)).toContain('Kak, kaos hitam L masih ada?');
    expect(s.sent).toEqual([]);
  });

  it('summarises in the viewer’s language, and keeps the summary as a note', async () => {
    const s = await team();
    const fake = await fakeProvider(s.workspaceId, { replies: [{ content: 'Budi menanyakan stok kaos hitam L.' }] });
    await s.agent.get(s.path);
    await s.agent.post(`${s.path}/summary`, {});
    expect(s.agent.html).toContain('data-summary');
    expect(s.agent.html).toContain('Budi menanyakan stok kaos hitam L.');
    const [asked] = await fake.requests();
    expect(JSON.stringify(asked?.body.messages)).toContain('Write in Indonesian.');
    // "Save as note" posts the summary to the notes.
    const saved = await s.agent.post(`${s.path}/notes`, { text: 'Budi menanyakan stok kaos hitam L.' });
    expect(saved.status).toBe(303);
    await s.agent.get(s.path);
    expect(s.agent.html).toMatch(/data-note="nte_\w+"><p class="wrap">Budi menanyakan stok kaos hitam L\.<\/p>/);
  });

  it('a provider that fails is said where it was asked, in the page’s language', async () => {
    const s = await team();
    await fakeProvider(s.workspaceId, { replies: [{ status: 503 }, { status: 503 }] });
    await s.agent.get(s.path);
    await s.agent.post(`${s.path}/suggest`, { text: 'draf saya' });
    expect(s.agent.html).toContain(`${h.failures.unavailable} ${h.status(503)}`);
    expect(s.agent.html).not.toContain('scripted failure');
    await s.agent.get(`${s.path}?lang=en`);
    await s.agent.get(s.path);
    await s.agent.post(`${s.path}/summary`, {});
    expect(s.agent.html).toContain(`${en.agentHelp.failures.unavailable} ${en.agentHelp.status(503)}`);
  });

  it('transcribes a voice note and shows its words under it from then on', async () => {
    const s = await inboxTeam();
    const mediaId = `3AVOICE${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    await env.MEDIA.put(mediaKey(s.deviceId, mediaId), new Uint8Array(1_500), { httpMetadata: { contentType: 'audio/ogg; codecs=opus' } });
    await receive(s.node, BUDI, null, {
      type: 'audio',
      media: { mimeType: 'audio/ogg; codecs=opus', size: 1_500, url: `https://kurir.test/media/${s.deviceId}/${mediaId}` },
      message: { audioMessage: { ptt: true } },
    });
    const [conversation] = (await inboxList(s.workspaceId, s.deviceId)) as [Conversation];
    const [voice] = await messagesOf(s.deviceId, conversation.id);
    const path = `/dashboard/inbox/${s.deviceId}/${conversation.id}`;

    // A provider without a transcription model offers no "Transcribe".
    await fakeProvider(s.workspaceId, { transcriptionModel: null });
    await s.agent.get(path);
    expect(s.agent.html).not.toContain(`${path}/messages/${voice?.id}/transcribe`);

    await fakeProvider(s.workspaceId, { transcripts: [{ text: 'Kak, pesanan saya kapan dikirim?' }] });
    await s.agent.get(path);
    expect(s.agent.html).toContain(`action="${path}/messages/${voice?.id}/transcribe"`);
    const res = await s.agent.post(`${path}/messages/${voice?.id}/transcribe`, {});
    expect(res.status).toBe(303);
    await s.agent.get(path);
    expect(s.agent.html).toContain(`<span class="muted">${h.transcript}:</span> <q>Kak, pesanan saya kapan dikirim?</q>`);
    expect(s.agent.html).not.toContain(`${path}/messages/${voice?.id}/transcribe`);
  });
});
