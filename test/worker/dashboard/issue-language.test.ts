/**
 * The API's validation issues, shown next to the dashboard's fields in the viewer's language: the
 * same rule (one zod schema, one message in the `said` entries of each language's catalogue) reads in
 * Indonesian on an Indonesian page and in English on an English one, while the JSON API keeps the
 * contract's English.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../worker/dashboard/i18n';
import { english, type Said, said, sayIn, sayStored } from '../../../worker/shared/said';
import { admin } from '../helpers';
import { Browser, ORIGIN, ownerSession } from './browser';

const setupLink = async () => {
  const link = await admin<{ url: string }>('POST', '/setup-link');
  const u = new URL(link.body.url);
  return `${u.pathname}${u.search}`;
};

/** The text of the error paragraph tied to a field (`f-password-error`), tags stripped. */
function errorOf(html: string, field: string): string {
  const match = new RegExp(`id="f-${field}-error"[^>]*>([\\s\\S]*?)</p>`).exec(html);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function inLanguage(browser: Browser, lang: 'id' | 'en'): Browser {
  browser.cookies.set('kurir_lang', lang);
  return browser;
}

/** The new-broadcast form posted with a CSV file (a text message to the device's recipients): checked or sent. */
async function postCsv(browser: Browser, deviceId: string, csv: string, action: 'check' | 'send' | 'confirm'): Promise<Response> {
  await browser.get('/dashboard/broadcasts/new');
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [name, value] of Object.entries({ deviceId, name: 'Promo', 'message.text': 'Halo', countryCode: '62', action }))
    form.append(name, value);
  form.append('file', new File([csv], 'pelanggan.csv', { type: 'text/csv' }));
  return browser.request('/dashboard/broadcasts/new', { method: 'POST', headers: { Origin: ORIGIN }, body: form });
}

describe('validation issues in the viewer’s language', () => {
  it('the setup form says zod’s own checks in Indonesian on an Indonesian page and in English on an English one', async () => {
    const path = await setupLink();
    const form = { workspaceName: '', name: 'Dewi', email: 'bukan-email', password: 'pendek' };

    const indonesian = inLanguage(new Browser(), 'id');
    await indonesian.get(path);
    expect((await indonesian.post(path, form)).status).toBe(400);
    expect(errorOf(indonesian.html, 'password')).toBe('minimal 10 karakter');
    expect(errorOf(indonesian.html, 'email')).toBe('alamat email tidak valid');
    expect(errorOf(indonesian.html, 'workspaceName')).toBe('tidak boleh kosong');
    expect(indonesian.html).not.toContain('must be at least');

    const english = inLanguage(new Browser(), 'en');
    await english.get(path);
    expect((await english.post(path, form)).status).toBe(400);
    expect(errorOf(english.html, 'password')).toBe('must be at least 10 characters');
    expect(errorOf(english.html, 'email')).toBe('must be an email address, e.g. dewi@example.com');
    expect(errorOf(english.html, 'workspaceName')).toBe('must not be empty');
  });

  it('Kurir’s own rules (a text’s length, a phone number’s format) read in the page’s language; the API keeps English', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const longName = 'x'.repeat(101);

    inLanguage(browser, 'id');
    await browser.get('/dashboard/developer/api-keys');
    expect((await browser.post('/dashboard/developer/api-keys', { name: longName })).status).toBe(400);
    expect(errorOf(browser.html, 'name')).toBe('maksimal 100 karakter (terisi 101)');
    await browser.get(`/dashboard/devices/${device.body.id}`);
    expect((await browser.post(`/dashboard/devices/${device.body.id}/pairing-code`, { phoneNumber: '+6281234567890' })).status).toBe(400);
    expect(errorOf(browser.html, 'phoneNumber')).toBe('tulis nomornya tanpa "+" di depan, mis. 6281234567890');

    inLanguage(browser, 'en');
    await browser.get('/dashboard/developer/api-keys');
    expect((await browser.post('/dashboard/developer/api-keys', { name: longName })).status).toBe(400);
    expect(errorOf(browser.html, 'name')).toBe('must be at most 100 characters (got 101)');
    await browser.get(`/dashboard/devices/${device.body.id}`);
    expect((await browser.post(`/dashboard/devices/${device.body.id}/pairing-code`, { phoneNumber: '+6281234567890' })).status).toBe(400);
    expect(errorOf(browser.html, 'phoneNumber')).toBe('write the number without the leading "+", e.g. 6281234567890');

    // The management API answers the same rule in the contract's English, with nothing else on the issue.
    const refused = await admin<{ issues: unknown[] }>('POST', `/workspaces/${workspaceId}/devices`, { name: longName });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'name', message: 'must be at most 100 characters (got 101)' }]);
  });

  it('the broadcast check lists a CSV’s bad rows with their reasons in the page’s language', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const csv = 'phone,name\n0811111111,Budi\n0812ABC,Sari\n,Ani\n6.28123E+11,Rudi\n';
    const post = (lang: 'id' | 'en', action: 'check' | 'send' | 'confirm') =>
      postCsv(inLanguage(browser, lang), device.body.id, csv, action);
    const check = async (lang: 'id' | 'en') => {
      const res = await post(lang, 'check');
      expect(res.status).toBe(200);
      return (await res.text()).replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    };
    const id = await check('id');
    expect(id).toContain('"0812ABC" berisi karakter selain angka');
    expect(id).toContain('nomor teleponnya kosong');
    expect(id).toContain('bentuk eksponen');
    expect(id).not.toContain('holds characters other than digits');
    const en = await check('en');
    expect(en).toContain('"0812ABC" holds characters other than digits');
    expect(en).toContain('the phone number is empty');
    expect(en).toContain('exponent form');

    // Sent: the campaign's page keeps the report in the page's language; the API keeps English, and no more.
    const sent = await post('id', 'confirm');
    expect(sent.status).toBe(303);
    const campaignPath = sent.headers.get('Location') ?? '';
    const campaignId = /brd_\w+/.exec(campaignPath)?.[0] ?? '';
    await browser.get(campaignPath);
    expect(browser.html.replace(/&quot;/g, '"')).toContain('"0812ABC" berisi karakter selain angka');
    const api = await admin<{ audience: { badRows: unknown[] } }>('GET', `/broadcasts/${campaignId}`);
    expect(api.body.audience.badRows[0]).toEqual({ line: 3, ref: 'line 3', reason: '"0812ABC" holds characters other than digits' });
  });

  it('the file as a whole, refused, is said next to the file field in the page’s language', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const res = await postCsv(inLanguage(browser, 'id'), device.body.id, 'nama,kota\nBudi,Bandung\n', 'check');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(errorOf(html, 'file')).toContain('tidak punya kolom telepon');
    expect(html).toContain('CSV-nya tidak bisa dibaca: baris judul (baris 1) tidak punya kolom telepon');
  });

  it('a campaign’s stored bad row whose code the catalogue no longer says (renamed, or its values changed) shows its stored English', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const sent = await postCsv(
      inLanguage(browser, 'id'),
      device.body.id,
      'phone,name\n0811111111,Budi\n0812ABC,Sari\n0813XYZ,Ani\n,Rudi\n',
      'confirm',
    );
    expect(sent.status).toBe(303);
    const campaignId = /brd_\w+/.exec(sent.headers.get('Location') ?? '')?.[0] ?? '';
    // As a report written by an older version would read: a code since renamed, values the message no longer takes.
    const stub = env.DEVICE.get(env.DEVICE.idFromName(device.body.id));
    await runInDurableObject(stub, (_instance, state) => {
      const { audience } = state.storage.sql.exec<{ audience: string }>('SELECT audience FROM broadcasts WHERE id = ?', campaignId).one();
      const report = JSON.parse(audience) as { badRows: { said: { code: string; values: object } }[] };
      const [renamed, changed] = report.badRows;
      if (!renamed || !changed) throw new Error('the report has fewer bad rows than the file');
      renamed.said.code = 'phone.noLongerInTheCatalogue';
      changed.said.values = { cell: '0813XYZ' };
      state.storage.sql.exec('UPDATE broadcasts SET audience = ? WHERE id = ?', JSON.stringify(report), campaignId);
    });
    const res = await browser.get(`/dashboard/broadcasts/${campaignId}`);
    expect(res.status).toBe(200);
    const shown = browser.html.replace(/&quot;/g, '"');
    expect(shown).toContain('"0812ABC" holds characters other than digits');
    expect(shown).toContain('"0813XYZ" holds characters other than digits');
    // The row the catalogue still says is in Indonesian.
    expect(shown).toContain('nomor teleponnya kosong');
  });
});

describe('the catalogue of Kurir’s messages', () => {
  it('has every code in English and Indonesian, and the two differ', () => {
    for (const code of Object.keys(LANGUAGES.en.said)) {
      expect(typeof Reflect.get(LANGUAGES.en.said, code), code).toBe('function');
      expect(typeof Reflect.get(LANGUAGES.id.said, code), code).toBe('function');
    }
    // Spot checks with values: the English is the API's, word for word.
    expect(english(said('text.tooLong', { max: 100, length: 101 }))).toBe('must be at most 100 characters (got 101)');
    expect(sayIn(said('text.tooLong', { max: 100, length: 101 }), 'id')).toBe('maksimal 100 karakter (terisi 101)');
    expect(sayIn(said('audience.badRow', { ref: 'line 4', reason: 'the row is empty', why: said('csv.emptyRow') }), 'id')).toBe(
      'baris 4: barisnya kosong',
    );
    // A nested message the catalogue no longer has leaves the English it was stored with.
    const gone = { code: 'csv.gone', values: {} } as unknown as Said;
    expect(sayIn(said('audience.badRow', { ref: 'line 4', reason: 'the row is empty', why: gone }), 'id')).toBe(
      'baris 4: the row is empty',
    );
    expect(sayStored(gone, 'the row is empty', 'id')).toBe('the row is empty');
    expect(sayStored(said('csv.emptyRow'), 'the row is empty', 'id')).toBe('barisnya kosong');
  });
});
