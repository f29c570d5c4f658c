import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contactIdFor, isOptedOut } from '../../../worker/contacts';
import { getDb } from '../../../worker/shared/db';
import { admin, connectedDevice, mirrored } from '../helpers';
import { receive } from '../inbox/received';

type Contact = {
  id: string;
  phoneNumber: string;
  name: string | null;
  pushName: string | null;
  nameEdited: boolean;
  labels: string[];
  customFields: Record<string, string>;
  optedOut: boolean;
  optedOutAt: string | null;
  optedOutBy: string | null;
};
type Page = { items: Contact[]; nextCursor: string | null };
type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };

const contactsOf = async (workspaceId: string, query = '') =>
  (await admin<Page>('GET', `/workspaces/${workspaceId}/contacts${query}`)).body.items;

describe('contacts', () => {
  it('are made by a received message with its push name, and a member’s name is shown instead until cleared', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281234567890', 'halo', { pushName: 'Budi Santoso' });
    await mirrored(s.deviceId);
    const [contact] = await contactsOf(s.workspaceId);
    expect(contact).toMatchObject({ phoneNumber: '6281234567890', name: 'Budi Santoso', pushName: 'Budi Santoso', nameEdited: false });
    expect(contact?.id).toBe(contactIdFor(s.workspaceId, '6281234567890'));

    const path = `/workspaces/${s.workspaceId}/contacts/${contact?.id}`;
    expect((await admin<Contact>('PATCH', path, { name: 'Pak Budi (grosir)' })).body).toMatchObject({
      name: 'Pak Budi (grosir)',
      nameEdited: true,
    });
    await receive(s.node, '6281234567890', 'lagi', { pushName: 'Budi S.' });
    await mirrored(s.deviceId);
    expect((await admin<Contact>('GET', path)).body).toMatchObject({ name: 'Pak Budi (grosir)', pushName: 'Budi S.' });
    expect((await admin<Contact>('PATCH', path, { name: null })).body).toMatchObject({ name: 'Budi S.', nameEdited: false });
  });

  it('keep labels and custom fields, and are found by name, number and label', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281111111111', 'a', { pushName: 'Sari' });
    await receive(s.node, '6282222222222', 'b', { pushName: 'Joko' });
    await mirrored(s.deviceId);
    const sari = contactIdFor(s.workspaceId, '6281111111111');
    const res = await admin<Contact>('PATCH', `/workspaces/${s.workspaceId}/contacts/${sari}`, {
      labels: ['vip', 'grosir', 'vip', ' reseller '],
      customFields: { kota: 'Bandung', order_id: 'A-17' },
    });
    expect(res.body).toMatchObject({ labels: ['vip', 'grosir', 'reseller'], customFields: { kota: 'Bandung', order_id: 'A-17' } });
    expect((await contactsOf(s.workspaceId, '?label=vip')).map((c) => c.pushName)).toEqual(['Sari']);
    expect((await contactsOf(s.workspaceId, '?q=jok')).map((c) => c.pushName)).toEqual(['Joko']);
    expect((await contactsOf(s.workspaceId, '?q=62811')).map((c) => c.pushName)).toEqual(['Sari']);
    expect((await contactsOf(s.workspaceId, '?q=%25')).length).toBe(0);
  });

  it('refuse a change that breaks a rule, naming each, and change nothing', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281111111111', 'a');
    await mirrored(s.deviceId);
    const path = `/workspaces/${s.workspaceId}/contacts/${contactIdFor(s.workspaceId, '6281111111111')}`;
    const res = await admin<ErrorBody>('PATCH', path, { labels: ['x'.repeat(51)], customFields: { 'bad name': 'x' }, color: 'red' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual(['', 'customFields.bad name', 'labels[0]']);
    expect((await admin<Contact>('GET', path)).body.labels).toEqual([]);
    expect((await admin<ErrorBody>('PATCH', path, {})).status).toBe(400);
    expect((await admin('GET', `/workspaces/${s.workspaceId}/contacts/ctc_00000000000000000000`)).status).toBe(404);
    expect((await admin('GET', `/workspaces/${s.workspaceId}/contacts/nope`)).status).toBe(404);
  });
});

describe('opting out', () => {
  it.each(['STOP', 'stop', ' Berhenti. ', 'Stop!'])(
    'a contact who answers %j is unsubscribed, and broadcasts are told so',
    async (text) => {
      const s = await connectedDevice();
      await receive(s.node, '6281234567890', text);
      await receive(s.node, '6289999999999', 'jangan stop dulu ya');
      await mirrored(s.deviceId);
      const stopper = contactIdFor(s.workspaceId, '6281234567890');
      const talker = contactIdFor(s.workspaceId, '6289999999999');
      expect(await isOptedOut(getDb(env), s.workspaceId, [stopper, talker, 'ctc_unknown'])).toEqual(new Set([stopper]));
      expect((await contactsOf(s.workspaceId, '?optedOut=true')).map((c) => [c.phoneNumber, c.optedOutBy])).toEqual([
        ['6281234567890', 'stop-word'],
      ]);
    },
  );

  it('several contacts’ messages copied together: each that sent a stop word is opted out from its first', async () => {
    const s = await connectedDevice();
    const at = Date.UTC(2026, 10, 2, 3, 0, 0);
    await receive(s.node, '6281111111111', 'halo', { timestamp: at });
    await receive(s.node, '6281111111111', 'STOP', { timestamp: at + 1_000 });
    await receive(s.node, '6282222222222', 'ok', { timestamp: at + 2_000 });
    await receive(s.node, '6283333333333', 'berhenti', { timestamp: at + 3_000 });
    await receive(s.node, '6281111111111', 'stop!', { timestamp: at + 4_000 });
    await mirrored(s.deviceId);
    const optedOut = await contactsOf(s.workspaceId, '?optedOut=true');
    expect(optedOut.map((c) => [c.phoneNumber, c.optedOutAt, c.optedOutBy]).sort()).toEqual([
      ['6281111111111', new Date(at + 1_000).toISOString(), 'stop-word'],
      ['6283333333333', new Date(at + 3_000).toISOString(), 'stop-word'],
    ]);
    expect((await contactsOf(s.workspaceId, '?optedOut=false')).map((c) => c.phoneNumber)).toEqual(['6282222222222']);
  });

  it('follows the workspace’s own stop words, and a member can subscribe the contact again', async () => {
    const s = await connectedDevice();
    const settings = await admin<{ stopWords: string[] }>('PUT', `/workspaces/${s.workspaceId}/contact-settings`, {
      stopWords: ['UNSUBSCRIBE', 'Jangan kirim lagi'],
    });
    expect(settings.body.stopWords).toEqual(['unsubscribe', 'jangan kirim lagi']);
    await receive(s.node, '6281111111111', 'stop');
    await receive(s.node, '6282222222222', 'Jangan  kirim LAGI!!');
    await mirrored(s.deviceId);
    const a = contactIdFor(s.workspaceId, '6281111111111');
    const b = contactIdFor(s.workspaceId, '6282222222222');
    expect(await isOptedOut(getDb(env), s.workspaceId, [a, b])).toEqual(new Set([b]));
    const res = await admin<Contact>('PATCH', `/workspaces/${s.workspaceId}/contacts/${b}`, { optedOut: false });
    expect(res.body).toMatchObject({ optedOut: false, optedOutBy: null });
    expect(await isOptedOut(getDb(env), s.workspaceId, [a, b])).toEqual(new Set());
    expect((await admin<ErrorBody>('PUT', `/workspaces/${s.workspaceId}/contact-settings`, { stopWords: [] })).status).toBe(400);
  });

  it('a member can unsubscribe a contact by hand, and is named as who did', async () => {
    const s = await connectedDevice();
    await receive(s.node, '6281111111111', 'halo');
    await mirrored(s.deviceId);
    const id = contactIdFor(s.workspaceId, '6281111111111');
    const res = await admin<Contact>('PATCH', `/workspaces/${s.workspaceId}/contacts/${id}`, { optedOut: true });
    expect(res.body).toMatchObject({ optedOut: true, optedOutBy: 'operator' });
  });
});
