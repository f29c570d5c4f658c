/**
 * The broadcast form as the dashboard serves it: what a person sees when the CSV or the message
 * cannot be sent, next to the field; nothing is created until it can.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';
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
    expect(browser.html).toContain('{{kota}} has no value for line 2');
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
    expect(browser.html).toContain('no phone column');
  });
});
