import { describe, expect, it } from 'vitest';
import { mirrored } from '../helpers';
import { type Conversation, inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { HTML, PDF, PNG } from '../media/media-samples';
import { acceptInvite, type Browser, ORIGIN, ownerSession } from './browser';
import { inboxTeam } from './inbox-team';

/** A workspace with two agents signed in, a connected device whose sends are kept, and one conversation open on the page. */
async function team() {
  const t = await inboxTeam();
  const other = await acceptInvite(t.owner, 'agent');
  await receive(t.node, '6281234567890', 'Ada katalog?', { pushName: 'Budi' });
  const [conversation] = (await inboxList(t.workspaceId, t.deviceId)) as [Conversation];
  return { ...t, other, conversation, path: `/dashboard/inbox/${t.deviceId}/${conversation.id}` };
}

/** Posts the page's file form as a browser does (multipart, with the page's CSRF token). */
async function postFile(browser: Browser, path: string, fields: Record<string, string>, file: { bytes: Uint8Array; name: string }) {
  await browser.get(path);
  const form = new FormData();
  form.set('_csrf', browser.csrf());
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File([file.bytes], file.name));
  const res = await browser.request(`${path}/file`, { method: 'POST', headers: { Origin: ORIGIN }, body: form });
  browser.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : browser.html;
  return res;
}

describe('a send the device refuses, in the inbox', () => {
  it('is said in the page’s language as the form’s problem, not a field’s: no English, no count of fields', async () => {
    const t = await team();
    await t.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    await t.agent.get(t.path);
    // The pane says so before anyone types, and so does the list.
    expect(t.agent.html).toContain('CS 1 tidak terhubung (Terputus): pesan dari perangkat ini belum bisa dikirim.');
    expect((await t.agent.get('/dashboard/inbox')).status).toBe(200);
    expect(t.agent.html).toMatch(/id="offline-devices"[^>]*><p class="alert warn" data-offline-device="dev_\w+">CS 1 tidak terhubung/);
    await t.agent.get(t.path);
    const refused = await t.agent.post(`${t.path}/reply`, { text: 'Ada kak' });
    expect(refused.status).toBe(409);
    const summary = /<div class="alert error" role="alert"[^>]*>([^<]*)<\/div>/.exec(t.agent.html)?.[1];
    expect(summary).toBe('Perangkat tidak terhubung (status: terputus).');
    expect(t.agent.html).not.toContain('device is not connected');
    expect(t.agent.html).not.toContain('isian perlu diperbaiki');
    // What was typed is kept for when the device is back.
    expect(t.agent.html).toContain('>Ada kak</textarea>');

    await t.agent.get(`${t.path}?lang=en`);
    await t.agent.get(t.path);
    await t.agent.post(`${t.path}/reply`, { text: 'Ada kak' });
    expect(t.agent.html).toMatch(/role="alert"[^>]*>Device is not connected \(status DISCONNECTED\)\.</);
    expect(t.sent).toEqual([]);
  });
});

describe('every kind of message in the inbox pages', () => {
  it('an agent sends a photo with a caption and a PDF; the page shows both through its own media door, which another workspace cannot open', async () => {
    const t = await team();
    expect((await postFile(t.agent, t.path, { type: 'image', caption: 'Katalog Juni' }, { bytes: PNG, name: 'katalog.png' })).status).toBe(
      303,
    );
    expect((await postFile(t.agent, t.path, { type: 'document', caption: '' }, { bytes: PDF, name: 'harga.pdf' })).status).toBe(303);
    expect(t.sent.map((p) => p.content)).toMatchObject([
      { kind: 'media', type: 'image', mimeType: 'image/png', caption: 'Katalog Juni' },
      { kind: 'media', type: 'document', mimeType: 'application/pdf', fileName: 'harga.pdf' },
    ]);
    const [doc, photo] = await messagesOf(t.deviceId, t.conversation.id);
    expect(photo).toMatchObject({ source: 'DASHBOARD', content: 'Katalog Juni', memberId: expect.stringMatching(/^acc_/) });
    expect(doc).toMatchObject({ source: 'DASHBOARD', content: '' });

    await t.agent.get(t.path);
    const img = /<img src="(\/dashboard\/media\/[^"]+)" alt="Katalog Juni"/.exec(t.agent.html)?.[1] ?? '';
    expect(img).toMatch(/^\/dashboard\/media\/dev_/);
    expect(t.agent.html).toMatch(/download="harga.pdf">harga.pdf<\/a> <span class="muted">/);
    const served = await t.agent.request(img);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // The list names the last message by its kind and credits the agent who sent it.
    await mirrored(t.deviceId);
    await t.agent.get('/dashboard/inbox');
    expect(t.agent.html).toMatch(/Agen · oleh A agent<\/span><\/span> <span data-kind="document">📄 Dokumen<\/span>/);

    const stranger = (await ownerSession()).browser;
    expect((await stranger.request(img)).status).toBe(404);
    expect((await stranger.request(`/dashboard/media/${t.deviceId}/no-such-file`)).status).toBe(404);
  });

  it('a customer’s voice note is named a voice note in the list, as in the thread; other audio stays audio', async () => {
    const t = await team();
    const audio = { type: 'audio' as const, text: null, media: { mimeType: 'audio/ogg; codecs=opus', size: 10, url: null } };
    await receive(t.node, '6281234567890', null, { ...audio, message: { audioMessage: { ptt: true } } });
    await mirrored(t.deviceId);
    await t.agent.get('/dashboard/inbox');
    expect(t.agent.html).toContain('<span data-kind="voice">🎤 Pesan suara</span>');
    await t.agent.get(t.path);
    expect(t.agent.html).toContain('Pesan suara');

    await receive(t.node, '6281234567890', null, { ...audio, message: { audioMessage: {} } });
    await mirrored(t.deviceId);
    await t.agent.get('/dashboard/inbox');
    expect(t.agent.html).toContain('<span data-kind="audio">🎵 Audio</span>');
    expect(t.agent.html).not.toContain('data-kind="voice"');
  });

  it('a file whose bytes are not the kind chosen is refused beside the file field, in the viewer’s language, and nothing is sent', async () => {
    const t = await team();
    const res = await postFile(t.agent, t.path, { type: 'image', caption: 'promo' }, { bytes: HTML, name: 'promo.png' });
    expect(res.status).toBe(400);
    expect(t.agent.html).toContain(
      '<p class="error" id="f-file-error">Berkas ini tidak dapat dikirim: Foto hanya menerima JPEG, PNG atau WebP; berkas ini formatnya lain.</p>',
    );
    // The form opens again with what was typed.
    expect(t.agent.html).toMatch(/<details class="card kind-form" open[^>]*>\s*<summary>Lampirkan berkas/);
    const empty = await postFile(t.agent, t.path, { type: 'image' }, { bytes: new Uint8Array(), name: 'x.png' });
    expect(empty.status).toBe(400);
    expect(t.agent.html).toContain('Pilih berkas yang akan dikirim.');
    expect(t.sent).toEqual([]);
  });

  it('an agent sends a location and a contact card; a bad latitude is said beside its field', async () => {
    const t = await team();
    await t.agent.get(t.path);
    expect((await t.agent.post(`${t.path}/location`, { latitude: '123', longitude: '106.8', name: '', address: '' })).status).toBe(400);
    expect(t.agent.html).toContain('id="f-latitude-error"');
    expect(
      (await t.agent.post(`${t.path}/location`, { latitude: '-6.2088', longitude: '106.8456', name: 'Toko Sinar', address: '' })).status,
    ).toBe(303);
    expect((await t.agent.post(`${t.path}/contact`, { name: 'Kurir Andi', phoneNumber: '+62 813-1111-2222' })).status).toBe(303);
    expect(t.sent.map((p) => p.content)).toEqual([
      { kind: 'location', latitude: -6.2088, longitude: 106.8456, name: 'Toko Sinar' },
      { kind: 'contacts', contacts: [{ name: 'Kurir Andi', phoneNumber: '6281311112222' }] },
    ]);
    await t.agent.get(t.path);
    expect(t.agent.html).toContain('href="https://www.openstreetmap.org/?mlat=-6.2088&amp;mlon=106.8456#map=17/-6.2088/106.8456"');
    expect(t.agent.html).toMatch(/data-contact-card[^>]*>👤 <strong>Kurir Andi<\/strong> <span class="muted">6281311112222 <\/span>/);
  });

  it('an agent edits and deletes their own message; another agent sees neither button, and a post to change it is refused', async () => {
    const t = await team();
    await t.agent.get(t.path);
    expect((await t.agent.post(`${t.path}/reply`, { text: 'Ada kak, katalog menyusul' })).status).toBe(303);
    const [reply] = await messagesOf(t.deviceId, t.conversation.id);
    const id = reply?.id ?? '';
    await t.agent.get(t.path);
    expect(t.agent.html).toContain(`action="${t.path}/messages/${id}/edit"`);
    expect(t.agent.html).toContain(`action="${t.path}/messages/${id}/delete"`);

    await t.other.get(t.path);
    expect(t.other.html).not.toContain(`/messages/${id}/edit`);
    expect(t.other.html).not.toContain(`/messages/${id}/delete`);
    expect((await t.other.post(`${t.path}/messages/${id}/edit`, { content: 'diubah orang lain' })).status).toBe(409);
    expect(t.other.html).toMatch(/data-change-issue(="true")?>Hanya agen yang mengirim pesan yang dapat mengedit atau menghapusnya./);
    expect((await t.other.post(`${t.path}/messages/${id}/delete`, {})).status).toBe(409);
    expect(t.sent).toHaveLength(1);

    expect((await t.agent.post(`${t.path}/messages/${id}/edit`, { content: '' })).status).toBe(400);
    expect((await t.agent.post(`${t.path}/messages/${id}/edit`, { content: 'Ada kak, katalog terlampir' })).status).toBe(303);
    expect(t.sent[1]?.content).toMatchObject({ kind: 'edit', text: 'Ada kak, katalog terlampir' });
    await t.agent.get(t.path);
    expect(t.agent.html).toContain('Ada kak, katalog terlampir');
    expect(t.agent.html).toContain('data-edited');

    expect((await t.agent.post(`${t.path}/messages/${id}/delete`, {})).status).toBe(303);
    expect(t.sent[2]?.content).toMatchObject({ kind: 'revoke' });
    await t.agent.get(t.path);
    expect(t.agent.html).toContain('Pesan ini telah dihapus');
    expect(t.agent.html).not.toContain('Ada kak, katalog terlampir</p>');
  });
});
