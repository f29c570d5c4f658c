/** The new-broadcast form with a poster: checked once, sent without choosing the file again, uploaded once. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MediaContent } from '../../../protocol';
import { Driver, T0 } from '../broadcasts/driver';
import { deviceHarness } from '../harness';
import { admin, FakeNode } from '../helpers';
import { JPEG, PDF } from '../media/media-samples';
import { type Browser, ORIGIN, ownerSession } from './browser';

const CSV = 'phone,name\n081211110001,Budi\n081211110002,Sari\n081211110003,Tono\n';

async function post(browser: Browser, fields: Record<string, string>, action: string, media?: File): Promise<Response> {
  await browser.get('/dashboard/broadcasts/new');
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [name, value] of Object.entries({ ...fields, action })) form.append(name, value);
  form.append('file', new File([CSV], 'pelanggan.csv', { type: 'text/csv' }));
  if (media) form.append('media', media);
  const res = await browser.request('/dashboard/broadcasts/new', { method: 'POST', headers: { Origin: ORIGIN }, body: form });
  browser.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : '';
  return res;
}

async function connected() {
  const { browser, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  deviceHarness(device.body.id).clock.freeze(T0);
  const d = new Driver({ workspaceId, deviceId: device.body.id, key: '', keyId: '', node });
  await d.pace(1_000, 1_000);
  const media: MediaContent[] = [];
  d.answer = (params) => {
    if (params.content.kind === 'media') media.push(params.content);
    const fresh = params.content.kind === 'media' && params.content.url !== undefined;
    const uploaded = {
      type: 'image' as const,
      url: 'https://mmg.whatsapp.net/x',
      directPath: '/x',
      mediaKey: 'AAAA',
      fileEncSha256: 'BBBB',
      fileSha256: 'CCCC',
      fileLength: JPEG.length,
      mimeType: 'image/jpeg',
    };
    return { messageId: params.messageId ?? '', ...(fresh ? { uploaded } : {}) };
  };
  return { browser, deviceId: device.body.id, d, media };
}

const stored = async (deviceId: string) => (await env.MEDIA.list({ prefix: `media/${deviceId}/` })).objects.length;

describe('the broadcast form with media', () => {
  it('checks a poster, shows each caption filled, and sends it without choosing the file again, uploaded once', async () => {
    const { browser, deviceId, d, media } = await connected();
    const fields = {
      deviceId,
      name: 'Poster',
      countryCode: '62',
      'message.media.type': 'image',
      'message.media.caption': 'Halo {{name}}, promo hari ini!',
    };
    const checked = await post(browser, fields, 'check', new File([JPEG], 'poster.jpg', { type: 'image/jpeg' }));
    expect(checked.status).toBe(200);
    expect(browser.html).toContain('Halo Sari, promo hari ini!');
    const kept = /name="mediaKept" value="(med_\w+)"/.exec(browser.html)?.[1] ?? '';
    expect(kept).not.toBe('');
    expect(await stored(deviceId)).toBe(1);

    const sent = await post(browser, { ...fields, mediaKept: kept, mediaKeptName: 'poster.jpg' }, 'confirm');
    expect(sent.status).toBe(303);
    await d.until(3);
    expect(media.map((m) => m.caption)).toEqual(['Halo Budi, promo hari ini!', 'Halo Sari, promo hari ini!', 'Halo Tono, promo hari ini!']);
    expect(media.filter((m) => m.url !== undefined)).toHaveLength(1);
    expect(await stored(deviceId)).toBe(1);
  });

  it('says next to the file input when the file is not of the chosen kind, or missing', async () => {
    const { browser, deviceId } = await connected();
    const fields = { deviceId, name: 'Poster', countryCode: '62', 'message.media.type': 'image' };
    const wrong = await post(browser, fields, 'send', new File([PDF], 'poster.jpg', { type: 'image/jpeg' }));
    expect(wrong.status).toBe(400);
    expect(browser.html).toMatch(/id="f-media"[^>]*aria-describedby="f-media-hint f-media-error"/);
    expect(browser.html).toContain('Foto hanya menerima JPEG, PNG atau WebP; berkas ini formatnya lain');
    expect(browser.html).not.toContain('takes only');
    const missing = await post(browser, fields, 'send');
    expect(missing.status).toBe(400);
    expect(browser.html).toContain('Pilih berkas yang akan dikirim.');
    expect(await stored(deviceId)).toBe(0);
  });
});
