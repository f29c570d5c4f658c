/** The chatbot page's new rule with a media reply: the file uploaded with the form, and the bot answering with it. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MediaContent } from '../../../protocol';
import { admin, FakeNode } from '../helpers';
import { receive } from '../inbox/received';
import { JPEG, PDF } from '../media/media-samples';
import { type Browser, ORIGIN, ownerSession } from './browser';

async function postRule(browser: Browser, base: string, fields: Record<string, string>, file?: File): Promise<Response> {
  await browser.get(base);
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('media', file);
  const res = await browser.request(`${base}/rules`, { method: 'POST', headers: { Origin: ORIGIN }, body: form });
  browser.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : '';
  return res;
}

async function botDevice() {
  const { browser, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  const media: MediaContent[] = [];
  node.onSend = (params) => {
    if (params.content.kind === 'media') media.push(params.content);
    return { messageId: params.messageId ?? '3EB0BOT' };
  };
  return { browser, deviceId: device.body.id, node, media, base: `/dashboard/chatbot/${device.body.id}` };
}

const fields = {
  name: 'Katalog',
  trigger: 'keyword-contains',
  value: 'katalog',
  reply: '',
  interactive: '',
  'media.type': 'image',
  'media.caption': 'Halo {{name|kak}}, ini katalog kami',
  'media.fileName': '',
};

describe('a chatbot rule with a media reply, from the dashboard', () => {
  it('saves the rule with its uploaded image, and the bot answers the keyword with it and the caption filled', async () => {
    const s = await botDevice();
    const res = await postRule(s.browser, s.base, fields, new File([JPEG], 'katalog.jpg', { type: 'image/jpeg' }));
    expect(res.status).toBe(303);
    await s.browser.get(s.base);
    expect(s.browser.html).toContain('Gambar · Halo {{name|kak}}, ini katalog kami');
    expect((await env.MEDIA.list({ prefix: `media/${s.deviceId}/` })).objects).toHaveLength(1);
    await receive(s.node, '6281234567890', 'minta katalog', { pushName: 'Budi' });
    await expect
      .poll(() => s.media.map((m) => [m.type, m.mimeType, m.caption]))
      .toEqual([['image', 'image/jpeg', 'Halo Budi, ini katalog kami']]);
  });

  it('refuses a file that is not of the chosen kind, or none, next to the file input, saving nothing', async () => {
    const s = await botDevice();
    const wrong = await postRule(s.browser, s.base, fields, new File([PDF], 'katalog.jpg', { type: 'image/jpeg' }));
    expect(wrong.status).toBe(400);
    expect(s.browser.html).toMatch(/id="f-media"[^>]*aria-describedby="f-media-hint f-media-error"/);
    expect(s.browser.html).toContain('Foto hanya menerima JPEG, PNG atau WebP; berkas ini formatnya lain');
    expect(s.browser.html).not.toContain('takes only');
    const none = await postRule(s.browser, s.base, fields);
    expect(none.status).toBe(400);
    expect(s.browser.html).toMatch(/id="f-media"[^>]*aria-describedby="f-media-hint f-media-error"/);
    expect((await admin<{ rules: unknown[] }>('GET', `/devices/${s.deviceId}/chatbot`)).body.rules).toEqual([]);
    expect((await env.MEDIA.list({ prefix: `media/${s.deviceId}/` })).objects).toEqual([]);
  });
});
