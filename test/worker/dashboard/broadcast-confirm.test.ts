/**
 * The new-broadcast form's check, confirmation and message types as the dashboard serves them: the
 * numbers each preview goes to and every refused row with what it held, a confirmation with the
 * count and the time at the device's pace before anything is created, only the chosen type's
 * fields read, and the sample CSV that the form links to.
 */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin } from '../helpers';
import { type Browser, ORIGIN, ownerSession } from './browser';

async function post(browser: Browser, fields: Record<string, string>, csv: string, action: string): Promise<Response> {
  await browser.get('/dashboard/broadcasts/new');
  const form = new FormData();
  form.append('_csrf', browser.csrf());
  for (const [name, value] of Object.entries({ ...fields, action })) form.append(name, value);
  form.append('file', new File([csv], 'pelanggan.csv', { type: 'text/csv' }));
  const res = await browser.request('/dashboard/broadcasts/new', { method: 'POST', headers: { Origin: ORIGIN }, body: form });
  browser.html = res.headers.get('Content-Type')?.includes('text/html') ? (await res.clone().text()).replace(/&quot;/g, '"') : '';
  return res;
}

async function ownerWithDevice() {
  const { browser, workspaceId } = await ownerSession();
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS' });
  await admin('PUT', `/devices/${device.body.id}/broadcast-pace`, { paceMinMs: 800, paceMaxMs: 1_200, dailyCap: 5_000 });
  const fields = { deviceId: device.body.id, name: 'Promo', messageType: 'text', 'message.text': 'Halo {{name}}', countryCode: '62' };
  const campaigns = async () => (await admin<{ items: unknown[] }>('GET', `/workspaces/${workspaceId}/broadcasts`)).body.items;
  return { browser, fields, campaigns };
}

const section = (html: string, id: string) =>
  html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)));

describe('the broadcast form’s check and confirmation', () => {
  it('Check lists the number each preview goes to, and every refused row with what was given and why', async () => {
    const { browser, fields } = await ownerWithDevice();
    const csv = 'phone,name\n0812-3456-7801,Budi\n0812345,Sari\n0812ABC,Ani\n';
    expect((await post(browser, fields, csv, 'check')).status).toBe(200);
    const preview = section(browser.html, 'broadcast-preview');
    expect(preview).toContain('data-phone="6281234567801">+6281234567801');
    expect(preview).toContain('Halo Budi');
    expect(preview).toContain('<code>0812345</code>');
    expect(preview).toContain('"0812345" terlalu pendek untuk nomor HP Indonesia (6 angka setelah +62, minimal 9)');
    expect(preview).toContain('<code>0812ABC</code>');
    expect(preview).toContain(`${t.broadcasts.row} 3`);
  });

  it('Send asks first, with the count and the time at the device’s pace, and creates nothing until confirmed', async () => {
    const { browser, fields, campaigns } = await ownerWithDevice();
    const rows = Array.from({ length: 1_250 }, (_, i) => `0812${String(i + 1).padStart(8, '0')},Pelanggan ${i + 1}`);
    const csv = ['phone,name', ...rows].join('\n');
    const asked = await post(browser, fields, csv, 'send');
    expect(asked.status).toBe(200);
    const confirm = section(browser.html, 'broadcast-confirm');
    expect(confirm).toContain(t.campaigns.confirm.title);
    expect(confirm).toContain(`<strong>${t.campaigns.confirm.recipients(1_250)}</strong>, ${t.campaigns.confirm.duration.minutes(21)}.`);
    expect(confirm).toMatch(/<button type="submit" form="broadcast-form" name="action" value="confirm">/);
    expect(await campaigns()).toEqual([]);
    // The form below keeps the file, so the confirmation sends the same campaign.
    expect(browser.html).toMatch(/<form[^>]*id="broadcast-form"/);
    expect(browser.html).toContain('name="csv" value="phone,name');

    const confirmed = await post(browser, fields, csv, 'confirm');
    expect(confirmed.status).toBe(303);
    expect(await campaigns()).toHaveLength(1);
  });

  it('reads only the chosen type’s fields: a half-filled list is ignored for a text, and refused when the list is chosen', async () => {
    const { browser, fields } = await ownerWithDevice();
    const list = { 'message.interactive.kind': 'list', 'message.interactive.body': 'Pilih ukuran' };
    const csv = 'phone,name\n081234567801,Budi\n';
    expect((await post(browser, { ...fields, ...list }, csv, 'check')).status).toBe(200);
    expect(section(browser.html, 'broadcast-preview')).toContain('Halo Budi');
    expect(browser.html).toMatch(/name="messageType" value="text" checked/);
    expect((await post(browser, { ...fields, ...list, messageType: 'interactive' }, csv, 'check')).status).toBe(400);
    expect(browser.html).toMatch(/id="f-message-interactive-buttonLabel"[^>]*aria-invalid="true"/);
  });

  it('offers a sample CSV that the form takes as it is', async () => {
    const { browser, fields } = await ownerWithDevice();
    await browser.get('/dashboard/broadcasts/new');
    expect(browser.html).toContain('href="/dashboard/broadcasts/sample.csv"');
    const res = await browser.request('/dashboard/broadcasts/sample.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const sample = await res.text();
    expect(sample.split('\r\n')[0]).toBe('phone,name,kota');
    expect((await post(browser, { ...fields, 'message.text': 'Halo {{name}} di {{kota}}' }, sample, 'check')).status).toBe(200);
    expect(section(browser.html, 'broadcast-preview')).toContain(t.broadcasts.form.previewCounts(4, 0));
    expect(browser.html).not.toContain('id="bad-rows-title"');
  });
});
