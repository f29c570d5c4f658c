/**
 * The contacts pages as a member uses them: the list filtered by label and status (the filter
 * keeps what was chosen), a contact's labels and custom fields saved from its page or refused
 * beside the field, and the workspace's stop words.
 */
import { describe, expect, it } from 'vitest';
import { contactIdFor } from '../../../worker/contacts';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, connectedDevice, mirrored } from '../helpers';
import { receive } from '../inbox/received';
import { operatorSession } from './browser';

type Contact = { labels: string[]; customFields: Record<string, string>; optedOut: boolean };

/** A workspace with the contacts Sari (labelled vip) and Joko, and the operator signed in to it. */
async function twoContacts() {
  const s = await connectedDevice();
  await receive(s.node, '6281111111111', 'a', { pushName: 'Sari' });
  await receive(s.node, '6282222222222', 'b', { pushName: 'Joko' });
  await mirrored(s.deviceId);
  const sari = contactIdFor(s.workspaceId, '6281111111111');
  expect((await admin('PATCH', `/workspaces/${s.workspaceId}/contacts/${sari}`, { labels: ['vip'] })).status).toBe(200);
  const { browser } = await operatorSession(s.workspaceId);
  return { browser, workspaceId: s.workspaceId, sari };
}

describe('the contacts pages', () => {
  it('list the contacts with a label, and the filter keeps the label and status chosen', async () => {
    const { browser, sari } = await twoContacts();
    expect((await browser.get('/dashboard/contacts')).status).toBe(200);
    expect(browser.html).toContain('Sari');
    expect(browser.html).toContain('Joko');

    expect((await browser.get('/dashboard/contacts?label=vip&optedOut=false')).status).toBe(200);
    expect(browser.html).toContain(`href="/dashboard/contacts/${sari}"`);
    expect(browser.html).not.toContain('Joko');
    expect(browser.html).toMatch(/<option value="vip" selected/);
    expect(browser.html).toMatch(/<option value="false" selected[^>]*>Berlangganan/);

    expect((await browser.get('/dashboard/contacts?label=nobody')).status).toBe(200);
    expect(browser.html).toContain(t.contacts.empty);
    expect((await browser.get('/dashboard/contacts?optedOut=maybe')).status).toBe(400);
  });

  it('save a contact’s labels, custom fields and opt-out from its page, and refuse too many fields beside the field', async () => {
    const { browser, workspaceId, sari } = await twoContacts();
    const path = `/dashboard/contacts/${sari}`;
    expect((await browser.get(path)).status).toBe(200);
    expect(browser.html).toContain('value="vip"');
    const saved = await browser.post(path, { name: '', labels: 'pelanggan, vip', fields: 'kota=Bandung\norder_id=A-17', optedOut: 'on' });
    expect(saved.status).toBe(200);
    expect(browser.html).toContain(t.contacts.saved);
    expect(browser.html).toMatch(/name="optedOut" checked/);
    const contact = await admin<Contact>('GET', `/workspaces/${workspaceId}/contacts/${sari}`);
    expect(contact.body).toMatchObject({
      labels: ['pelanggan', 'vip'],
      customFields: { kota: 'Bandung', order_id: 'A-17' },
      optedOut: true,
    });

    const tooMany = Array.from({ length: 51 }, (_, i) => `f${i}=x`).join('\n');
    const refused = await browser.post(path, { name: 'Sari', labels: 'vip', fields: tooMany });
    expect(refused.status).toBe(400);
    expect(browser.html).toContain(t.common.fixErrors(1));
    expect(browser.html).toContain('id="f-fields-error"');
    expect(browser.html).toContain('f0=x');
    // Refused, so nothing changed: still opted out, with the fields saved before.
    expect((await admin<Contact>('GET', `/workspaces/${workspaceId}/contacts/${sari}`)).body).toMatchObject({
      customFields: { kota: 'Bandung', order_id: 'A-17' },
      optedOut: true,
    });
  });

  it('save the stop words, and refuse an empty list keeping the form', async () => {
    const { browser } = await twoContacts();
    await browser.get('/dashboard/contacts');
    expect((await browser.post('/dashboard/contacts/stop-words', { stopWords: 'berhenti\nstop\n' })).status).toBe(303);
    await browser.get('/dashboard/contacts');
    expect(browser.html).toMatch(/<textarea[^>]*name="stopWords"[^>]*>berhenti\nstop<\/textarea>/);

    expect((await browser.post('/dashboard/contacts/stop-words', { stopWords: '  ' })).status).toBe(400);
    expect(browser.html).toContain(t.common.fixErrors(1));
    expect(browser.html).toContain('id="f-stopWords-error"');
  });
});
