/**
 * The broadcast pages as the dashboard serves them: what a person sees when the CSV or the message
 * cannot be sent, next to the field (nothing is created until it can); and a campaign's pause,
 * resume and cancel buttons, checked by what the device's queue does after each.
 */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { zonedToUtc } from '../../../worker/dashboard/pages/zoned-time';
import { Driver, T0 } from '../broadcasts/driver';
import { deviceHarness } from '../harness';
import { admin, FakeNode } from '../helpers';
import { type Browser, ORIGIN, ownerSession } from './browser';

async function upload(browser: Browser, fields: Record<string, string>, csv: Uint8Array | string, action = 'check'): Promise<Response> {
  await browser.get('/dashboard/broadcasts/new');
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [name, value] of Object.entries({ ...fields, action })) form.append(name, value);
  form.append('file', new File([csv], 'pelanggan.csv', { type: 'text/csv' }));
  const res = await browser.request('/dashboard/broadcasts/new', { method: 'POST', headers: { Origin: ORIGIN }, body: form });
  browser.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : '';
  return res;
}

/**
 * An owner signed in, with a device the node reports CONNECTED, its clock frozen at T0, and `d`
 * driving its sends (paced one a second).
 */
async function ownerWithConnectedDevice(): Promise<{ browser: Browser; deviceId: string; d: Driver }> {
  const { browser, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
  deviceHarness(device.body.id).clock.freeze(T0);
  const d = new Driver({ workspaceId, deviceId: device.body.id, key: '', keyId: '', node });
  await d.pace(1_000, 1_000);
  return { browser, deviceId: device.body.id, d };
}

describe('the broadcast form', () => {
  it('shows a variable some rows lack next to the message, naming the rows, and creates nothing', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const res = await upload(
      browser,
      { deviceId: device.body.id, name: 'Promo', 'message.text': 'Halo {{name}} di {{kota}}', countryCode: '62' },
      'phone,name,kota\n0811111111,Budi,\n0822222222,Sari,Medan\n',
      'send',
    );
    expect(res.status).toBe(400);
    expect(browser.html).toMatch(/id="f-message-text"[^>]*aria-invalid="true"/);
    expect(browser.html).toContain('{{kota}} tidak punya nilai untuk baris 2');
    const list = await admin<{ items: unknown[] }>('GET', `/workspaces/${workspaceId}/broadcasts`);
    expect(list.body.items).toEqual([]);
  });

  it('refuses a file that is not UTF-8 and one whose header has no phone column, saying what to do', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const fields = { deviceId: device.body.id, name: 'Promo', 'message.text': 'Halo', countryCode: '62' };
    // "José" in windows-1252, as Excel's plain "CSV" saves it.
    const latin1 = new Uint8Array([...new TextEncoder().encode('phone,name\n0811111111,Jos'), 0xe9, 0x0a]);
    expect((await upload(browser, fields, latin1)).status).toBe(400);
    expect(browser.html).toMatch(/id="f-file-error">[^<]*CSV UTF-8/);
    expect((await upload(browser, fields, 'nama,kota\nBudi,Bandung\n')).status).toBe(400);
    expect(browser.html).toContain('tidak punya kolom telepon');
  });

  it('starts a campaign at the time typed, read in the viewer’s time zone; a time it cannot read is refused, never taken for now', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    // The page script tells the server the browser's zone in this cookie.
    browser.cookies.set('kurir_tz', 'Asia/Jakarta');
    const fields = { deviceId: device.body.id, name: 'Promo', 'message.text': 'Halo {{name}}', countryCode: '62' };
    const csv = 'phone,name\n0811111111,Budi\n';
    for (const typed of ['besok jam 9', '2030-02-31T09:00']) {
      const refused = await upload(browser, { ...fields, scheduledAt: typed }, csv, 'send');
      expect(refused.status, typed).toBe(400);
      expect(browser.html).toMatch(/id="f-scheduledAt-error">Bukan tanggal dan jam/);
    }
    expect((await admin<{ items: unknown[] }>('GET', `/workspaces/${workspaceId}/broadcasts`)).body.items).toEqual([]);

    const made = await upload(browser, { ...fields, scheduledAt: '2030-01-02T09:00' }, csv, 'confirm');
    expect(made.status).toBe(303);
    const list = await admin<{ items: { status: string; scheduledAt: string | null }[] }>('GET', `/workspaces/${workspaceId}/broadcasts`);
    // 09:00 in Jakarta (UTC+7) is 02:00 UTC.
    expect(list.body.items).toMatchObject([{ status: 'SCHEDULED', scheduledAt: '2030-01-02T02:00:00.000Z' }]);
  });
});

describe('the broadcast form’s number check', () => {
  it('keeps the box ticked after a check, and a campaign sent with it skips the number not on WhatsApp', async () => {
    const { browser, deviceId, d } = await ownerWithConnectedDevice();
    d.s.node.onCall = (method, params) => {
      if (method !== 'contacts.check') return null;
      const { phoneNumbers } = params as { phoneNumbers: string[] };
      return { results: phoneNumbers.map((n) => ({ phoneNumber: n, exists: n !== '62811111112', jid: null })) };
    };
    const fields = { deviceId, name: 'Promo', 'message.text': 'Halo {{name}}', countryCode: '62', checkNumbers: 'on' };
    const csv = 'phone,name\n0811111111,Budi\n0811111112,Sari\n';
    const checked = await upload(browser, fields, csv);
    expect(checked.status).toBe(200);
    expect(browser.html).toMatch(/name="checkNumbers" value="on" checked/);
    const sent = await upload(browser, fields, csv, 'confirm');
    expect(sent.status).toBe(303);
    const id = sent.headers.get('Location')?.split('/').pop() ?? '';
    expect((await d.get(id)) as unknown).toMatchObject({ checkNumbers: true });
    await d.until(1);
    await d.step();
    expect(d.sent.map((m) => m.to)).toEqual(['62811111111']);
    expect((await d.recipients(id)).map((r) => [r.phone, r.status, r.reason])).toEqual([
      ['62811111111', 'SENT', null],
      ['62811111112', 'SKIPPED', 'not-on-whatsapp'],
    ]);
  });
});

describe('an interactive broadcast from the form', () => {
  it('with reply buttons: the check shows each recipient’s header and body filled and the buttons; sent, each recipient gets it', async () => {
    const { browser, deviceId, d } = await ownerWithConnectedDevice();
    const contents: unknown[] = [];
    d.answer = (params) => {
      contents.push(params.content);
      return { messageId: params.messageId ?? 'none' };
    };
    const fields = {
      deviceId,
      name: 'Undangan',
      'message.text': '',
      'message.interactive.kind': 'quick-reply',
      'message.interactive.header': 'Promo {{kota}}',
      'message.interactive.body': 'Halo {{name}}, mau ikut?',
      'message.interactive.footer': 'Balas STOP untuk berhenti',
      'message.interactive.buttons[0].label': 'Ikut',
      'message.interactive.buttons[0].id': 'ikut',
      // The second slot left empty: the third is the second button, its id its label.
      'message.interactive.buttons[2].label': 'Nanti saja',
      countryCode: '62',
    };
    const csv = 'phone,name,kota\n0811111111,Budi,Bandung\n0822222222,Sari,Medan\n';
    expect((await upload(browser, fields, csv)).status).toBe(200);
    const start = browser.html.indexOf('id="broadcast-preview"');
    const preview = browser.html.slice(start, browser.html.indexOf('</section>', start));
    for (const shown of ['Promo Bandung', 'Halo Budi, mau ikut?', 'Promo Medan', 'Halo Sari, mau ikut?', 'Balas STOP untuk berhenti'])
      expect(preview).toContain(shown);
    expect([...preview.matchAll(/data-button="([^"]+)"/g)].map((m) => m[1])).toEqual(['ikut', 'Nanti saja', 'ikut', 'Nanti saja']);
    // The form keeps what was typed, the buttons in the slots they fill.
    expect(browser.html).toMatch(/<option value="quick-reply" selected(="")?>/);
    expect(browser.html).toMatch(/name="message\.interactive\.buttons\[1\]\.label" type="text" value="Nanti saja"/);

    const sent = await upload(browser, fields, csv, 'confirm');
    expect(sent.status).toBe(303);
    const id = sent.headers.get('Location')?.split('/').pop() ?? '';
    expect((await admin<{ message: unknown }>('GET', `/broadcasts/${id}`)).body.message).toMatchObject({
      type: 'interactive',
      interactive: {
        kind: 'quick-reply',
        header: 'Promo {{kota}}',
        body: 'Halo {{name}}, mau ikut?',
        footer: 'Balas STOP untuk berhenti',
        buttons: [
          { id: 'ikut', label: 'Ikut' },
          { id: 'Nanti saja', label: 'Nanti saja' },
        ],
      },
    });
    await d.until(2);
    expect(contents).toMatchObject([
      {
        kind: 'interactive',
        type: 'quick-reply',
        header: 'Promo Bandung',
        body: 'Halo Budi, mau ikut?',
        buttons: [{ id: 'ikut' }, { id: 'Nanti saja' }],
      },
      { kind: 'interactive', type: 'quick-reply', header: 'Promo Medan', body: 'Halo Sari, mau ikut?' },
    ]);
    // The campaign's page shows the message with its buttons.
    await browser.get(`/dashboard/broadcasts/${id}`);
    expect(browser.html).toContain('data-button="ikut"');
  });

  it('a list: what breaks the API’s rules is shown next to its input, and nothing is created until it is right', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const fields = {
      deviceId: device.body.id,
      name: 'Ukuran',
      'message.interactive.kind': 'list',
      'message.interactive.body': 'Halo {{name}}, ukuran apa di {{kota}}?',
      'message.interactive.sections[0].rows[0].title': 'S',
      'message.interactive.sections[0].rows[1].title': 'S',
      'message.interactive.sections[0].rows[2].title': 'Ukuran yang sangat sangat panjang',
      countryCode: '62',
    };
    const csv = 'phone,name,kota\n0811111111,Budi,\n';
    expect((await upload(browser, fields, csv, 'send')).status).toBe(400);
    const invalid = (id: string) => expect(browser.html).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"`));
    invalid('f-message-interactive-buttonLabel');
    expect(browser.html).toContain('id="f-message-interactive-buttonLabel-error"');
    invalid('f-message-interactive-sections-0--title');
    // The second row's id (its title, "S") repeats the first's.
    expect(browser.html).toContain('id="f-message-interactive-sections-0--rows-1--id-error"');
    invalid('f-message-interactive-sections-0--rows-2--title');
    expect((await admin<{ items: unknown[] }>('GET', `/workspaces/${workspaceId}/broadcasts`)).body.items).toEqual([]);

    // The rows fixed, a variable a row lacks is named next to the body.
    const fixed = {
      ...fields,
      'message.interactive.buttonLabel': 'Pilih',
      'message.interactive.sections[0].title': 'Ukuran',
      'message.interactive.sections[0].rows[1].title': 'M',
      'message.interactive.sections[0].rows[2].title': 'L',
      'message.interactive.sections[0].rows[2].description': 'Lingkar dada 104 cm',
    };
    expect((await upload(browser, fixed, csv, 'send')).status).toBe(400);
    expect(browser.html).toMatch(/id="f-message-interactive-body-error">[^<]*\{\{kota\}\} tidak punya nilai untuk baris 2/);
    expect((await admin<{ items: unknown[] }>('GET', `/workspaces/${workspaceId}/broadcasts`)).body.items).toEqual([]);

    // Right: the check shows the list behind its button.
    expect((await upload(browser, { ...fixed, 'message.interactive.body': 'Halo {{name}}, ukuran apa?' }, csv)).status).toBe(200);
    expect(browser.html).toContain(t.broadcasts.form.interactive.opens('Pilih'));
    expect([...browser.html.matchAll(/data-row="([^"]+)"/g)].map((m) => m[1])).toEqual(['S', 'M', 'L']);
    expect(browser.html).toContain('Lingkar dada 104 cm');
  });
});

describe('a broadcast’s page', () => {
  it('pauses, resumes and cancels the campaign with its buttons: the queue holds while paused, and what was queued is never sent after a cancel', async () => {
    const { browser, d } = await ownerWithConnectedDevice();
    const created = await d.csv('phone,name\n081211110001,Budi\n081211110002,Sari\n081211110003,Tono\n', 'Halo {{name}}');
    await d.until(1);
    const path = `/dashboard/broadcasts/${created.id}`;
    const buttons = () => [...browser.html.matchAll(new RegExp(`action="${path}/(pause|resume|cancel)"`, 'g'))].map((m) => m[1]);

    await browser.get(path);
    expect(buttons()).toEqual(['pause', 'cancel']);
    expect((await browser.post(`${path}/pause`, {})).status).toBe(303);
    expect(await d.get(created.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'member' });
    await d.step(60_000);
    expect(d.sent).toHaveLength(1);
    await browser.get(path);
    expect(buttons()).toEqual(['resume', 'cancel']);
    expect(browser.html).toContain(t.broadcasts.pausedReasons.member);

    expect((await browser.post(`${path}/resume`, {})).status).toBe(303);
    expect(await d.get(created.id)).toMatchObject({ status: 'SENDING', pausedReason: null });
    await d.until(2);
    await browser.get(path);
    expect(buttons()).toEqual(['pause', 'cancel']);

    expect((await browser.post(`${path}/cancel`, {})).status).toBe(303);
    expect(await d.get(created.id)).toMatchObject({ status: 'CANCELLED', counts: { sent: 2, cancelled: 1, queued: 0 } });
    await d.step(60_000);
    expect(d.sent.map((s) => s.text)).toEqual(['Halo Budi', 'Halo Sari']);
    // Ended: nothing left to do on the page.
    await browser.get(path);
    expect(buttons()).toEqual([]);
    expect(browser.html).toContain(String(t.broadcasts.statuses.CANCELLED));
  });

  it('changes nothing without the page’s CSRF token', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const created = await admin<{ id: string; status: string }>('POST', `/workspaces/${workspaceId}/broadcasts`, {
      deviceId: device.body.id,
      name: 'Promo',
      message: { type: 'text', text: 'Halo' },
      audience: { type: 'list', recipients: [{ phone: '081211110001' }] },
      scheduledAt: '2030-01-02T09:00:00+07:00',
    });
    expect(created.status).toBe(201);
    await browser.get(`/dashboard/broadcasts/${created.body.id}`);
    expect((await browser.post(`/dashboard/broadcasts/${created.body.id}/cancel`, { _csrf: 'not-the-token' })).status).toBe(403);
    expect((await admin<{ status: string }>('GET', `/broadcasts/${created.body.id}`)).body.status).toBe('SCHEDULED');
  });
});

describe('a datetime-local value in a time zone', () => {
  it('is the instant that wall-clock time means there, with or without seconds', () => {
    expect(zonedToUtc('2030-01-02T09:00', 'Asia/Jakarta')).toBe(Date.UTC(2030, 0, 2, 2, 0));
    expect(zonedToUtc('2030-01-02T09:00:30.000', 'Asia/Jakarta')).toBe(Date.UTC(2030, 0, 2, 2, 0, 30));
    expect(zonedToUtc('2030-07-01T09:00', 'Europe/Amsterdam')).toBe(Date.UTC(2030, 6, 1, 7, 0));
    expect(zonedToUtc('2030-01-01T09:00', 'Europe/Amsterdam')).toBe(Date.UTC(2030, 0, 1, 8, 0));
  });

  it('is null for what is not a date and time', () => {
    for (const value of ['', 'besok', '2030-02-31T09:00', '2030-01-02T24:00', '2030-01-02T09:60', '2030-01-02 09:00'])
      expect(zonedToUtc(value, 'Asia/Jakarta'), value).toBeNull();
  });
});

describe('a device’s ban protection', () => {
  it('takes its gaps in seconds, asks to accept the risk of a gap under 3 seconds, and keeps warning while one stands', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
    const page = `/dashboard/broadcasts/pace/${device.body.id}`;
    await browser.get(page);
    const s = t.broadcasts.settings;
    // The defaults, in seconds.
    expect(browser.html).toMatch(/id="f-paceMin" name="paceMin" type="text" value="4"/);
    expect(browser.html).toMatch(/id="f-paceMax" name="paceMax" type="text" value="9"/);
    expect(browser.html).not.toContain('data-risky-pace');

    // 0,1 s: the ban risk is said beside the field, and nothing is saved.
    const risky = await browser.post(page, { paceMin: '0,1', paceMax: '2', dailyCap: '500' });
    expect(risky.status).toBe(400);
    expect(browser.html).toContain(`<p class="error" id="f-paceMin-error">${s.acceptNeeded('3')}</p>`);
    expect((await admin<{ paceMinMs: number }>('GET', `/devices/${device.body.id}/broadcast-pace`)).body.paceMinMs).toBe(4_000);

    // Accepted: saved in milliseconds, and the page keeps warning.
    expect((await browser.post(page, { paceMin: '0,1', paceMax: '2,5', dailyCap: '500', acceptRisk: 'on' })).status).toBe(200);
    expect((await admin<{ paceMinMs: number; paceMaxMs: number }>('GET', `/devices/${device.body.id}/broadcast-pace`)).body).toMatchObject({
      paceMinMs: 100,
      paceMaxMs: 2_500,
    });
    expect(browser.html).toContain(s.risky('3'));
    expect(browser.html).toMatch(/id="f-paceMax" name="paceMax" type="text" value="2,5"/);

    // Not a number of seconds, or outside what the API takes.
    await browser.post(page, { paceMin: 'cepat', paceMax: '700', dailyCap: '500', acceptRisk: 'on' });
    expect(browser.html).toContain(`id="f-paceMin-error">${s.notSeconds}<`);
    expect(browser.html).toContain(`id="f-paceMax-error">${s.range('0,01', '600')}<`);
  });
});
