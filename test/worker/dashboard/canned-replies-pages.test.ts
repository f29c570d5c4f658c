/**
 * The Canned replies page and the reply box's picker: an owner writes, previews, edits and deletes
 * a canned reply, seen by the API; an agent reads the list but may not write; the picker offers the
 * conversation's own contact's text, never another workspace's conversation, and escapes it.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, FakeNode } from '../helpers';
import { type Conversation, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { acceptInvite, type Browser, ownerSession } from './browser';

type CannedReply = { id: string; shortcut: string; text: string };

async function cannedOf(workspaceId: string): Promise<CannedReply[]> {
  return (await admin<{ items: CannedReply[] }>('GET', `/workspaces/${workspaceId}/canned-replies`)).body.items;
}

const previewed = (html: string) => /<p class="preview-text">([^<]*)<\/p>/.exec(html)?.[1];

/** The options of the picker's fragment: shortcut and the text it would put in the reply box (entities decoded). */
function options(html: string): { shortcut: string; text: string }[] {
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<li role="option"[^>]*data-shortcut="([^"]*)" data-text="([^"]*)"/g)].map((m) => ({
    shortcut: m[1] ?? '',
    text: decode(m[2] ?? ''),
  }));
}

/** A workspace whose owner is signed in, with a conversation from Budi (of Bandung) on a connected device. */
async function withConversation(): Promise<{ owner: Browser; workspaceId: string; path: string }> {
  const { browser: owner, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  await receive(node, '6281234567890', 'Ongkir ke Bandung berapa?', { pushName: 'Budi' });
  const [conversation] = (await inboxList(workspaceId, device.body.id)) as [Conversation];
  return { owner, workspaceId, path: `/dashboard/inbox/${device.body.id}/${conversation.id}` };
}

describe('the Canned replies page', () => {
  it('previews a reply with the sample contact, the fallback while the name is empty, without saving it', async () => {
    const { browser, workspaceId } = await ownerSession();
    expect((await browser.get('/dashboard/canned-replies/new')).status).toBe(200);
    expect(browser.html).toContain('name="sampleName" type="text" value=""');
    const text = 'Halo {{name|kak}}, ongkir ke {{kota|kota Anda}} Rp10.000.';
    await browser.post('/dashboard/canned-replies/new', { shortcut: 'ongkir', text, sampleName: '', sampleFields: '', intent: 'preview' });
    expect(previewed(browser.html)).toBe('Halo kak, ongkir ke kota Anda Rp10.000.');
    await browser.post('/dashboard/canned-replies/new', {
      shortcut: 'ongkir',
      text,
      sampleName: 'Budi',
      sampleFields: 'Kota=Bandung',
      intent: 'preview',
    });
    expect(previewed(browser.html)).toBe('Halo Budi, ongkir ke Bandung Rp10.000.');
    expect(await cannedOf(workspaceId)).toEqual([]);
  });

  it('creates, edits and deletes a canned reply, each seen by the API, and lists it for everyone', async () => {
    const { browser, workspaceId } = await ownerSession();
    await browser.get('/dashboard/canned-replies/new');
    const created = await browser.post('/dashboard/canned-replies/new', { shortcut: '/salam', text: 'Halo {{name|kak}}!', intent: 'save' });
    expect(created.status).toBe(303);
    expect(created.headers.get('Location')).toBe('/dashboard/canned-replies?done=created');
    const [made] = await cannedOf(workspaceId);
    expect(made).toMatchObject({ shortcut: 'salam', text: 'Halo {{name|kak}}!' });
    await browser.get('/dashboard/canned-replies?done=created');
    expect(browser.html).toContain(t.canned.created);
    expect(browser.html).toContain('<code>/salam</code>');
    expect(browser.html).toContain('href="/dashboard/canned-replies" aria-current="page"');

    await browser.get(`/dashboard/canned-replies/${made?.id}`);
    expect(browser.html).toContain('value="salam"');
    const saved = await browser.post(`/dashboard/canned-replies/${made?.id}`, {
      shortcut: 'halo',
      text: 'Halo {{name|kak}}, selamat datang!',
      intent: 'save',
    });
    expect(saved.headers.get('Location')).toBe('/dashboard/canned-replies?done=saved');
    expect(await cannedOf(workspaceId)).toMatchObject([{ shortcut: 'halo', text: 'Halo {{name|kak}}, selamat datang!' }]);

    const agent = await acceptInvite(browser, 'agent');
    expect((await agent.get('/dashboard/canned-replies')).status).toBe(200);
    expect(agent.html).toContain('<code>/halo</code>');
    expect(agent.html).toContain(t.canned.viewOnly);
    expect(agent.html).not.toContain('/dashboard/canned-replies/new');
    expect(agent.html).toMatch(/<nav class="side"[\s\S]*\/dashboard\/canned-replies[\s\S]*<\/nav>/);
    expect((await agent.get('/dashboard/canned-replies/new')).status).toBe(403);

    await browser.get('/dashboard/canned-replies');
    const deleted = await browser.post(`/dashboard/canned-replies/${made?.id}/delete`, {});
    expect(deleted.headers.get('Location')).toBe('/dashboard/canned-replies?done=deleted');
    expect(await cannedOf(workspaceId)).toEqual([]);
    await browser.get('/dashboard/canned-replies/cnr_AAAAAAAAAAAAAAAAAAAA');
    expect(browser.html).toContain('balasan cepat cnr_AAAAAAAAAAAAAAAAAAAA tidak ditemukan');
  });

  it('says a taken shortcut and a shortcut that is not one word at the field, in the viewer’s language', async () => {
    const { browser, workspaceId } = await ownerSession();
    await admin('POST', `/workspaces/${workspaceId}/canned-replies`, { shortcut: 'rekening', text: 'BCA 123' });
    await browser.get('/dashboard/canned-replies/new');
    const taken = await browser.post('/dashboard/canned-replies/new', { shortcut: 'rekening', text: 'Mandiri 456', intent: 'save' });
    expect(taken.status).toBe(409);
    expect(browser.html).toContain(t.said['canned.duplicate']({ shortcut: 'rekening' }));
    expect(browser.html).toContain('Mandiri 456');
    const wrong = await browser.post('/dashboard/canned-replies/new', { shortcut: 'Dua Kata', text: 'x', intent: 'save' });
    expect(wrong.status).toBe(400);
    expect(browser.html).toContain(t.said['canned.shortcut']());
    expect(browser.html).not.toContain(en.said['canned.shortcut']());
    expect(await cannedOf(workspaceId)).toHaveLength(1);
  });
});

describe('the reply box’s canned reply picker', () => {
  it('offers the matching replies with the text filled for this conversation’s contact', async () => {
    const { owner, workspaceId, path } = await withConversation();
    const contacts = await admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/contacts`);
    const contactId = contacts.body.items[0]?.id;
    await admin('PATCH', `/workspaces/${workspaceId}/contacts/${contactId}`, { customFields: { Kota: 'Bandung' } });
    for (const [shortcut, text] of [
      ['ongkir', 'Halo {{name|kak}}, ongkir ke {{kota|kota Anda}} Rp10.000.'],
      ['ongkos-cod', 'COD ke {{kota}} tambah Rp5.000 untuk {{phone}}.'],
      ['salam', 'Selamat datang {{nama_panggilan|kak}}!'],
      ['rekening', 'Transfer ongkir ke BCA 123.'],
    ])
      await admin('POST', `/workspaces/${workspaceId}/canned-replies`, { shortcut, text });
    const res = await owner.get(`${path}/canned?q=on`);
    expect(res.status).toBe(200);
    expect(owner.html).toMatch(/^<ul id="canned-replies" role="listbox"/);
    // The shortcuts that start with it first, then the text that holds it.
    expect(options(owner.html)).toEqual([
      { shortcut: 'ongkir', text: 'Halo Budi, ongkir ke Bandung Rp10.000.' },
      { shortcut: 'ongkos-cod', text: 'COD ke Bandung tambah Rp5.000 untuk 6281234567890.' },
      { shortcut: 'rekening', text: 'Transfer ongkir ke BCA 123.' },
    ]);
    await owner.get(`${path}/canned?q=${encodeURIComponent('/sal')}`);
    expect(options(owner.html)).toEqual([{ shortcut: 'salam', text: 'Selamat datang kak!' }]);
    await owner.get(`${path}/canned`);
    expect(options(owner.html).map((o) => o.shortcut)).toEqual(['ongkir', 'ongkos-cod', 'rekening', 'salam']);
  });

  it('says an empty match in the viewer’s language, and offers at most ten', async () => {
    const { owner, workspaceId, path } = await withConversation();
    await owner.get(`${path}/canned?q=zzz`);
    expect(options(owner.html)).toEqual([]);
    expect(owner.html).toContain(t.canned.picker.none('zzz'));
    for (let n = 0; n < 12; n++)
      await admin('POST', `/workspaces/${workspaceId}/canned-replies`, { shortcut: `promo${n}`, text: `Promo ${n}` });
    await owner.get(`${path}/canned?q=promo`);
    expect(options(owner.html)).toHaveLength(10);
  });

  it('escapes what a contact or a reply holds in the fragment', async () => {
    const { owner, workspaceId, path } = await withConversation();
    const contactId = (await admin<{ items: { id: string }[] }>('GET', `/workspaces/${workspaceId}/contacts`)).body.items[0]?.id;
    await admin('PATCH', `/workspaces/${workspaceId}/contacts/${contactId}`, { name: '<img src=x onerror=alert(1)>"' });
    await admin('POST', `/workspaces/${workspaceId}/canned-replies`, { shortcut: 'tag', text: '<b>Halo</b> {{name}} & "kak"' });
    await owner.get(`${path}/canned?q=tag`);
    expect(owner.html).not.toContain('<img');
    expect(owner.html).not.toContain('<b>');
    expect(options(owner.html)).toEqual([{ shortcut: 'tag', text: '<b>Halo</b> <img src=x onerror=alert(1)>" & "kak"' }]);
  });

  it('knows no other workspace’s conversation: a 404', async () => {
    const { path } = await withConversation();
    const { browser: stranger, workspaceId } = await ownerSession();
    await admin('POST', `/workspaces/${workspaceId}/canned-replies`, { shortcut: 'salam', text: 'Halo' });
    const res = await stranger.request(`${path}/canned?q=`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('role="listbox"');
  });
});
