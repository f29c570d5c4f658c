/**
 * The chatbot page's own buttons and forms, checked by what the device's bot holds after each:
 * a rule moved up and down, switched off and on, removed; the settings saved, and refused next to
 * the field when they break a rule.
 */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin } from '../helpers';
import { type Browser, ownerSession } from './browser';

type Bot = {
  rules: { id: string; name: string; enabled: boolean }[];
  settings: { enabled: boolean; maxRepliesPerMinute: number; businessHours: { timezone: string; days: Record<string, unknown> } | null };
};

async function bot(deviceId: string): Promise<Bot> {
  const res = await admin<Bot>('GET', `/devices/${deviceId}/chatbot`);
  expect(res.status).toBe(200);
  return res.body;
}

/** An owner on the chatbot page of a new device holding the rules Harga, Ongkir and Jam buka, in that order. */
async function threeRules(): Promise<{ browser: Browser; deviceId: string; base: string }> {
  const { browser, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
  const base = `/dashboard/chatbot/${device.body.id}`;
  for (const [name, keyword] of [
    ['Harga', 'harga'],
    ['Ongkir', 'ongkir'],
    ['Jam buka', 'buka'],
  ] as const) {
    await browser.get(base);
    const res = await browser.post(`${base}/rules`, {
      name,
      trigger: 'keyword-contains',
      value: keyword,
      reply: `Jawaban ${name}`,
      interactive: '',
    });
    expect(res.status).toBe(303);
  }
  await browser.get(base);
  return { browser, deviceId: device.body.id, base };
}

const names = (b: Bot) => b.rules.map((r) => r.name);

describe('the chatbot page', () => {
  it('moves a rule up and down, and the first and last have no button past the end', async () => {
    const { browser, deviceId, base } = await threeRules();
    const [harga, ongkir, jam] = (await bot(deviceId)).rules.map((r) => r.id);
    expect(browser.html).not.toContain(`action="${base}/rules/${harga}/up"`);
    expect(browser.html).not.toContain(`action="${base}/rules/${jam}/down"`);
    // The twins the page does offer: the first moves down, the last up, the middle both ways.
    expect(browser.html).toContain(`action="${base}/rules/${harga}/down"`);
    expect(browser.html).toContain(`action="${base}/rules/${jam}/up"`);
    expect(browser.html).toContain(`action="${base}/rules/${ongkir}/up"`);
    expect(browser.html).toContain(`action="${base}/rules/${ongkir}/down"`);

    expect((await browser.post(`${base}/rules/${jam}/up`, {})).status).toBe(303);
    expect(names(await bot(deviceId))).toEqual(['Harga', 'Jam buka', 'Ongkir']);
    expect((await browser.post(`${base}/rules/${harga}/down`, {})).status).toBe(303);
    expect(names(await bot(deviceId))).toEqual(['Jam buka', 'Harga', 'Ongkir']);
    // The ids stay with their rules.
    expect((await bot(deviceId)).rules.map((r) => r.id)).toEqual([jam, harga, ongkir]);
    // The page lists them in the new order.
    await browser.get(base);
    expect([...browser.html.matchAll(/data-rule="([^"]+)"/g)].map((m) => m[1])).toEqual(['Jam buka', 'Harga', 'Ongkir']);
  });

  it('switches a rule off and on again, and removes one', async () => {
    const { browser, deviceId, base } = await threeRules();
    const [harga, ongkir] = (await bot(deviceId)).rules.map((r) => r.id);
    expect((await browser.post(`${base}/rules/${ongkir}/toggle`, {})).status).toBe(303);
    expect((await bot(deviceId)).rules.map((r) => [r.name, r.enabled])).toEqual([
      ['Harga', true],
      ['Ongkir', false],
      ['Jam buka', true],
    ]);
    // A rule switched off does not fire in the tester.
    await browser.get(base);
    expect(browser.html).toMatch(
      new RegExp(`data-rule="Ongkir">[\\s\\S]*?${t.chatbot.off}[\\s\\S]*?action="${base}/rules/${ongkir}/toggle"`),
    );
    await browser.post(`${base}/test`, { text: 'ongkir ke Bandung?', selectedId: '' });
    expect(browser.html).toContain('id="test-result"');
    expect(browser.html).not.toContain(t.chatbot.fires('Ongkir'));
    expect((await browser.post(`${base}/rules/${ongkir}/toggle`, {})).status).toBe(303);
    expect((await bot(deviceId)).rules.find((r) => r.id === ongkir)?.enabled).toBe(true);

    expect((await browser.post(`${base}/rules/${harga}/remove`, {})).status).toBe(303);
    expect(names(await bot(deviceId))).toEqual(['Ongkir', 'Jam buka']);
    await browser.get(base);
    expect(browser.html).not.toContain('data-rule="Harga"');
  });

  it('previews a reply for a sample contact, not the member: an empty name shows the fallback', async () => {
    const { browser, base } = await threeRules();
    await browser.post(`${base}/rules`, {
      name: 'Salam',
      trigger: 'keyword-exact',
      value: 'halo',
      reply: 'Halo {{name|kak}}! Nomor {{phone}}',
      interactive: '',
    });
    await browser.get(base);
    // The sample contact starts with no name, whoever is signed in.
    expect(browser.html).toMatch(/name="sampleName"(?![^>]*value="[^"]+")[^>]*>/);
    await browser.post(`${base}/test`, { text: 'halo', selectedId: '', sampleName: '', samplePhone: '' });
    expect(browser.html).toContain(t.chatbot.fires('Salam'));
    expect(browser.html).toContain('<strong>Halo kak! Nomor 6281234567890</strong>');
    await browser.post(`${base}/test`, { text: 'halo', selectedId: '', sampleName: 'Sari', samplePhone: '6285700001111' });
    expect(browser.html).toContain('<strong>Halo Sari! Nomor 6285700001111</strong>');
    // What was typed stays in the tester for the next try.
    expect(browser.html).toMatch(/name="sampleName"[^>]*value="Sari"/);
  });

  it('saves the settings (off, replies a minute, business hours), and refuses a bad one next to its field keeping what was saved', async () => {
    const { browser, deviceId, base } = await threeRules();
    const saved = await browser.post(`${base}/settings`, {
      maxRepliesPerMinute: '5',
      'businessHours.timezone': 'Asia/Jakarta',
      'businessHours.days.mon': '08:00-12:00, 13:00-17:00',
      'businessHours.days.sat': '09:00-13:00',
    });
    expect(saved.status).toBe(303);
    expect((await bot(deviceId)).settings).toEqual({
      enabled: false,
      maxRepliesPerMinute: 5,
      businessHours: {
        timezone: 'Asia/Jakarta',
        days: {
          mon: [
            { from: '08:00', to: '12:00' },
            { from: '13:00', to: '17:00' },
          ],
          sat: [{ from: '09:00', to: '13:00' }],
        },
      },
    });
    await browser.get(base);
    expect(browser.html).toMatch(/name="enabled"(?! checked)/);
    expect(browser.html).toContain('value="08:00-12:00, 13:00-17:00"');

    const refused = await browser.post(`${base}/settings`, {
      enabled: 'on',
      maxRepliesPerMinute: '0',
      'businessHours.timezone': 'Asia/Jakarta',
    });
    expect(refused.status).toBe(400);
    expect(browser.html).toMatch(/id="f-maxRepliesPerMinute"[^>]*aria-invalid="true"/);
    expect(browser.html).toContain('id="f-maxRepliesPerMinute-error"');
    expect((await bot(deviceId)).settings).toMatchObject({ enabled: false, maxRepliesPerMinute: 5 });

    // Without a time zone there are no business hours; switched on again.
    await browser.get(base);
    expect((await browser.post(`${base}/settings`, { enabled: 'on', maxRepliesPerMinute: '3', 'businessHours.timezone': '' })).status).toBe(
      303,
    );
    expect((await bot(deviceId)).settings).toEqual({ enabled: true, maxRepliesPerMinute: 3, businessHours: null });
  });

  it('says a business hour that is not HH:MM with its own rule, in Indonesian on an Indonesian page; the API keeps the English', async () => {
    const { browser, deviceId, base } = await threeRules();
    const refused = await browser.post(`${base}/settings`, {
      maxRepliesPerMinute: '5',
      'businessHours.timezone': 'Asia/Jakarta',
      'businessHours.days.mon': '8-12',
    });
    expect(refused.status).toBe(400);
    // Next to the day's field, which holds the interval.
    expect(browser.html).toMatch(/id="f-businessHours-days-mon"[^>]*aria-invalid="true"/);
    const dayError = /id="f-businessHours-days-mon-error"[^>]*>([^<]*)</.exec(browser.html)?.[1] ?? '';
    expect(dayError).toContain('harus berformat JJ:MM, 00:00 sampai 23:59');
    expect(dayError).toContain('harus berformat JJ:MM, 00:01 sampai 24:00');
    expect(browser.html).not.toContain('formatnya tidak sesuai');
    const api = await admin<{ issues: unknown[] }>('PUT', `/devices/${deviceId}/chatbot/settings`, {
      enabled: true,
      maxRepliesPerMinute: 5,
      businessHours: { timezone: 'Asia/Jakarta', days: { mon: [{ from: '8', to: '12:00' }] } },
    });
    expect(api.status).toBe(400);
    expect(api.body.issues).toEqual([{ path: 'businessHours.days.mon[0].from', message: 'must be HH:MM, 00:00 to 23:59' }]);
  });

  it('changes nothing without the page’s CSRF token', async () => {
    const { browser, deviceId, base } = await threeRules();
    const [harga] = (await bot(deviceId)).rules.map((r) => r.id);
    const res = await browser.post(`${base}/rules/${harga}/remove`, { _csrf: 'not-the-token' });
    expect(res.status).toBe(403);
    expect(names(await bot(deviceId))).toEqual(['Harga', 'Ongkir', 'Jam buka']);
  });
});
