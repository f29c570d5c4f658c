import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { admin, call, connectedDevice, mirrored } from '../helpers';
import { type Conversation, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';

type Label = { id: string; name: string; color: string };
type Labelled = Conversation & { labelIds: string[] };

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

async function makeLabel(ws: string, name: string, color = 'blue'): Promise<Label> {
  const res = await admin<Label>('POST', `/workspaces/${ws}/labels`, { name, color });
  expect(res.status).toBe(201);
  return res.body;
}

/** The label events a device wrote, as a webhook receiver gets their data. */
function labelEvents(deviceId: string) {
  return runInDurableObject(stubOf(deviceId), (_i, state) =>
    state.storage.sql
      .exec<{ name: string; body: string }>(`SELECT name, body FROM events WHERE name LIKE 'label.%' ORDER BY seq`)
      .toArray()
      .map((e) => ({ name: e.name, ...JSON.parse(e.body).data })),
  );
}

describe('labels', () => {
  it('are made, listed by name, renamed, recoloured and deleted; a name is once per workspace', async () => {
    const s = await connectedDevice();
    const vip = await makeLabel(s.workspaceId, 'VIP', 'purple');
    expect(vip).toMatchObject({ id: expect.stringMatching(/^lbl_/), name: 'VIP', color: 'purple' });
    await makeLabel(s.workspaceId, 'Komplain', 'red');
    const dup = await admin<{ statusCode: number; message: string }>('POST', `/workspaces/${s.workspaceId}/labels`, { name: 'VIP' });
    expect(dup.status).toBe(409);
    const list = await admin<{ items: Label[] }>('GET', `/workspaces/${s.workspaceId}/labels`);
    expect(list.body.items.map((l) => l.name)).toEqual(['Komplain', 'VIP']);
    const renamed = await admin<Label>('PATCH', `/workspaces/${s.workspaceId}/labels/${vip.id}`, { name: 'Pelanggan VIP', color: 'green' });
    expect(renamed.body).toMatchObject({ id: vip.id, name: 'Pelanggan VIP', color: 'green' });
    expect((await admin('PATCH', `/workspaces/${s.workspaceId}/labels/${vip.id}`, { name: 'Komplain' })).status).toBe(409);
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/labels/${vip.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/labels/${vip.id}`)).status).toBe(404);
  });

  it('bad input is a 400 in the contract’s shape; another workspace’s or an unknown label is a 404', async () => {
    const s = await connectedDevice();
    const other = await connectedDevice();
    const theirs = await makeLabel(other.workspaceId, 'Theirs');
    const bad = await admin<{ statusCode: number; error: string; issues: { path: string }[] }>(
      'POST',
      `/workspaces/${s.workspaceId}/labels`,
      {
        name: '',
        color: 'chartreuse',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(bad.body.issues.map((i) => i.path).sort()).toEqual(['color', 'name']);
    expect((await admin('PATCH', `/workspaces/${s.workspaceId}/labels/${theirs.id}`, { color: 'red' })).status).toBe(404);
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/labels/lbl_00000000000000000000`)).status).toBe(404);
    expect((await admin('GET', `/workspaces/${s.workspaceId}/conversations?labelId=${theirs.id}`)).status).toBe(404);
    expect((await admin('GET', `/workspaces/${s.workspaceId}/contacts?labelId=${theirs.id}`)).status).toBe(404);
    expect((await admin('GET', `/workspaces/${s.workspaceId}/conversations?labelId=nope`)).status).toBe(400);
    await receive(s.node, '6281234567890', 'halo');
    const [conversation] = await inboxList(s.workspaceId, s.deviceId);
    const path = `/devices/${s.deviceId}/conversations/${conversation?.id}/labels`;
    expect((await admin('POST', path, { labelId: theirs.id })).status).toBe(404);
    expect((await admin('POST', path, {})).status).toBe(400);
    const bulk = await admin('POST', `/workspaces/${s.workspaceId}/conversations/labels`, {
      conversationIds: [conversation?.id],
      add: [theirs.id],
    });
    expect(bulk.status).toBe(404);
    expect(await labelEvents(s.deviceId)).toEqual([]);
  });

  it('a conversation is labelled and unlabelled, each change one write with its event, and the inbox filters by label', async () => {
    const s = await connectedDevice();
    const vip = await makeLabel(s.workspaceId, 'VIP', 'purple');
    const other = await makeLabel(s.workspaceId, 'Grosir', 'teal');
    await receive(s.node, '6281111111111', 'satu', { pushName: 'Sari' });
    await receive(s.node, '6282222222222', 'dua', { pushName: 'Joko' });
    await receive(s.node, '6283333333333', 'tiga', { pushName: 'Rina' });
    const [rina, joko, sari] = (await inboxList(s.workspaceId, s.deviceId)) as [Conversation, Conversation, Conversation];
    const path = (c: Conversation) => `/devices/${s.deviceId}/conversations/${c.id}/labels`;
    const put = await admin<Labelled>('POST', path(joko), { labelId: vip.id });
    expect(put.status).toBe(200);
    expect(put.body.labelIds).toEqual([vip.id]);
    // Again: nothing changes and nothing is reported.
    await admin('POST', path(joko), { labelId: vip.id });
    await admin('POST', path(sari), { labelId: vip.id });
    await admin('POST', path(rina), { labelId: other.id });
    const names = async (q: string) => (await inboxList(s.workspaceId, s.deviceId, q)).map((c) => c.name);
    expect(await names(`?labelId=${vip.id}`)).toEqual(['Joko', 'Sari']);
    expect(await names(`?labelId=${other.id}`)).toEqual(['Rina']);
    await admin('POST', `/devices/${s.deviceId}/conversations/${sari.id}/resolve`);
    expect(await names(`?labelId=${vip.id}&status=open`)).toEqual(['Joko']);
    // A new message moves a labelled conversation to the top of its label's list too.
    await receive(s.node, '6281111111111', 'lagi', { pushName: 'Sari' });
    expect(await names(`?labelId=${vip.id}`)).toEqual(['Sari', 'Joko']);
    const page = await admin<{ items: Labelled[]; nextCursor: string }>(
      'GET',
      `/workspaces/${s.workspaceId}/conversations?labelId=${vip.id}&limit=1`,
    );
    const next = await admin<{ items: Labelled[]; nextCursor: null }>(
      'GET',
      `/workspaces/${s.workspaceId}/conversations?labelId=${vip.id}&limit=1&cursor=${page.body.nextCursor}`,
    );
    expect([...page.body.items, ...next.body.items].map((c) => c.name)).toEqual(['Sari', 'Joko']);
    expect(next.body.nextCursor).toBeNull();
    const off = await admin<Labelled>('DELETE', `${path(joko)}/${vip.id}`);
    expect(off.body.labelIds).toEqual([]);
    expect(await names(`?labelId=${vip.id}`)).toEqual(['Sari']);
    const events = await labelEvents(s.deviceId);
    expect(events.map((e) => [e.name, e.label.name, e.conversationId])).toEqual([
      ['label.added', 'VIP', joko.id],
      ['label.added', 'VIP', sari.id],
      ['label.added', 'Grosir', rina.id],
      ['label.removed', 'VIP', joko.id],
    ]);
    expect(events[0]).toEqual({
      name: 'label.added',
      id: expect.stringMatching(/^evt_/),
      label: { id: vip.id, name: 'VIP', color: 'purple' },
      target: 'conversation',
      conversationId: joko.id,
      contactId: joko.contactId,
      phoneNumber: '6282222222222',
    });
  });

  it('many conversations are labelled at once; one unknown conversation writes nothing', async () => {
    const s = await connectedDevice();
    const vip = await makeLabel(s.workspaceId, 'VIP');
    const promo = await makeLabel(s.workspaceId, 'Promo');
    await receive(s.node, '6281111111111', 'satu');
    await receive(s.node, '6282222222222', 'dua');
    const all = await inboxList(s.workspaceId, s.deviceId);
    const ids = all.map((c) => c.id);
    const bulk = (body: unknown) => admin<{ items: Labelled[] }>('POST', `/workspaces/${s.workspaceId}/conversations/labels`, body);
    const missing = await bulk({ conversationIds: [...ids, 'cnv_00000000000000000000'], add: [vip.id] });
    expect(missing.status).toBe(404);
    expect(await labelEvents(s.deviceId)).toEqual([]);
    expect((await bulk({ conversationIds: ids })).status).toBe(400);
    const done = await bulk({ conversationIds: ids, add: [vip.id, promo.id] });
    expect(done.status).toBe(200);
    expect(done.body.items.map((c) => c.labelIds)).toEqual([
      [vip.id, promo.id],
      [vip.id, promo.id],
    ]);
    const swapped = await bulk({ conversationIds: ids, remove: [promo.id] });
    expect(swapped.body.items.map((c) => c.labelIds)).toEqual([[vip.id], [vip.id]]);
    expect((await inboxList(s.workspaceId, s.deviceId, `?labelId=${vip.id}`)).length).toBe(2);
    expect(await inboxList(s.workspaceId, s.deviceId, `?labelId=${promo.id}`)).toEqual([]);
    expect((await labelEvents(s.deviceId)).map((e) => e.name)).toEqual([
      'label.added',
      'label.added',
      'label.added',
      'label.added',
      'label.removed',
      'label.removed',
    ]);
    // Deleting the label takes it off every conversation, each with its event.
    expect((await admin('DELETE', `/workspaces/${s.workspaceId}/labels/${vip.id}`)).status).toBe(204);
    const after = await inboxList(s.workspaceId, s.deviceId);
    expect(after.map((c) => (c as Labelled).labelIds)).toEqual([[], []]);
    expect((await labelEvents(s.deviceId)).filter((e) => e.name === 'label.removed' && e.label.id === vip.id)).toHaveLength(2);
  });

  it('contacts are labelled by id or by name, filtered by label, and a rename follows them', async () => {
    const s = await connectedDevice();
    const vip = await makeLabel(s.workspaceId, 'VIP');
    await receive(s.node, '6281111111111', 'satu', { pushName: 'Sari' });
    await receive(s.node, '6282222222222', 'dua', { pushName: 'Joko' });
    await mirrored(s.deviceId);
    const contacts = await admin<{ items: { id: string; name: string; labels: string[] }[] }>(
      'GET',
      `/workspaces/${s.workspaceId}/contacts`,
    );
    const [joko, sari] = contacts.body.items as unknown as [{ id: string }, { id: string }];
    const on = await admin<{ labels: string[] }>('POST', `/workspaces/${s.workspaceId}/contacts/${joko.id}/labels`, { labelId: vip.id });
    expect(on.body.labels).toEqual(['VIP']);
    // A name given in a change of the contact makes its label.
    await admin('PATCH', `/workspaces/${s.workspaceId}/contacts/${sari.id}`, { labels: ['VIP', 'Jakarta'] });
    const list = await admin<{ items: Label[] }>('GET', `/workspaces/${s.workspaceId}/labels`);
    expect(list.body.items.map((l) => l.name)).toEqual(['Jakarta', 'VIP']);
    const byLabel = async (q: string) =>
      (await admin<{ items: { name: string }[] }>('GET', `/workspaces/${s.workspaceId}/contacts?${q}`)).body.items.map((c) => c.name);
    expect(await byLabel(`labelId=${vip.id}`)).toEqual(['Joko', 'Sari']);
    expect(await byLabel('label=Jakarta')).toEqual(['Sari']);
    expect(await byLabel('label=Nobody')).toEqual([]);
    await admin('PATCH', `/workspaces/${s.workspaceId}/labels/${vip.id}`, { name: 'Gold' });
    const sariNow = await admin<{ labels: string[] }>('GET', `/workspaces/${s.workspaceId}/contacts/${sari.id}`);
    expect(sariNow.body.labels).toEqual(['Gold', 'Jakarta']);
    expect(await byLabel(`labelId=${vip.id}`)).toEqual(['Joko', 'Sari']);
    expect(await byLabel('label=Gold')).toEqual(['Joko', 'Sari']);
    await admin('DELETE', `/workspaces/${s.workspaceId}/contacts/${joko.id}/labels/${vip.id}`);
    expect(await byLabel(`labelId=${vip.id}`)).toEqual(['Sari']);
    await admin('DELETE', `/workspaces/${s.workspaceId}/labels/${vip.id}`);
    expect((await admin<{ labels: string[] }>('GET', `/workspaces/${s.workspaceId}/contacts/${sari.id}`)).body.labels).toEqual(['Jakarta']);
    const events = await labelEvents(s.deviceId);
    expect(events.map((e) => [e.name, e.label.name, e.target, e.contactId])).toEqual([
      ['label.added', 'VIP', 'contact', joko.id],
      ['label.added', 'VIP', 'contact', sari.id],
      ['label.added', 'Jakarta', 'contact', sari.id],
      ['label.removed', 'Gold', 'contact', joko.id],
    ]);
  });

  it('an API key needs the inbox scope for labels and conversations, contacts for a contact’s', async () => {
    const s = await connectedDevice();
    const key = await admin<{ key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, { name: 'crm', scopes: ['contacts'] });
    const res = await call('/labels', { headers: { 'X-API-Key': key.body.key } });
    expect(res.status).toBe(403);
    const full = await admin<{ key: string }>('POST', `/workspaces/${s.workspaceId}/api-keys`, { name: 'desk', scopes: ['inbox'] });
    const made = await call('/labels', {
      method: 'POST',
      headers: { 'X-API-Key': full.body.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'VIP' }),
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ name: 'VIP', color: 'grey' });
  });
});
