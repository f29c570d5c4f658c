/**
 * The two-pane inbox as the worker renders it: a conversation's address is the list with that
 * conversation open and its contact panel (labels, fields, opt-out, the contact's conversation on
 * another device); the tab's title counts unread conversations; the alert sound is the worker's own.
 */
import { describe, expect, it } from 'vitest';
import { contactIdFor } from '../../../worker/contacts';
import { ASSET_PATHS } from '../../../worker/dashboard/assets';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { admin, FakeNode, mirrored } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { acceptInvite, ownerSession } from './browser';

const BUDI = '6281234567890';

async function connected(workspaceId: string, name: string, phoneNumber: string) {
  const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name });
  const node = await FakeNode.connect(device.body.id);
  await node.status({ status: 'CONNECTED', phoneNumber });
  return { deviceId: device.body.id, node };
}

describe('the two-pane inbox', () => {
  it('a conversation’s address shows the list beside it and the contact panel, with the contact’s other conversation', async () => {
    const { browser: owner, workspaceId } = await ownerSession();
    const agent = await acceptInvite(owner, 'agent');
    const jakarta = await connected(workspaceId, 'CS Jakarta', '6281200000001');
    const bandung = await connected(workspaceId, 'CS Bandung', '6281200000002');
    await receive(jakarta.node, BUDI, 'Stok kaos hitam ada?', { pushName: 'Budi' });
    await receive(bandung.node, BUDI, 'Cabang Bandung buka?', { pushName: 'Budi' });
    await mirrored(jakarta.deviceId);
    await mirrored(bandung.deviceId);
    const patch = await admin('PATCH', `/workspaces/${workspaceId}/contacts/${contactIdFor(workspaceId, BUDI)}`, {
      labels: ['vip'],
      customFields: { kota: 'Bandung' },
      optedOut: true,
    });
    expect(patch.status).toBe(200);

    // Two conversations unread: the tab says so.
    expect((await agent.get('/dashboard/inbox?status=open')).status).toBe(200);
    expect(agent.html).toContain(`<title>(2) ${t.inbox.title} · ${t.product}</title>`);
    expect(agent.html).toContain(t.desk.choose);

    const both = await inboxList(workspaceId, jakarta.deviceId);
    const here = both.find((c) => c.deviceId === jakarta.deviceId);
    const there = both.find((c) => c.deviceId === bandung.deviceId);
    if (!here || !there) throw new Error(`a conversation a device: ${JSON.stringify(both)}`);
    const path = `/dashboard/inbox/${jakarta.deviceId}/${here.id}`;
    expect((await agent.get(`${path}?status=open`)).status).toBe(200);
    // The list, with the filters kept in its links and its live reads.
    expect(agent.html).toContain('id="inbox-list"');
    expect(agent.html).toContain(`hx-get="/dashboard/inbox?status=open"`);
    expect(agent.html).toContain(`href="${path}?status=open"`);
    // The open conversation, and the contact panel.
    expect(agent.html).toContain(`data-open="${here.id}"`);
    expect(agent.html).toContain('Stok kaos hitam ada?');
    const panel = agent.html.slice(agent.html.indexOf('data-contact-panel'));
    expect(panel).toContain('vip');
    expect(panel).toMatch(/<dt>kota<\/dt><dd>Bandung<\/dd>/);
    expect(panel).toContain(t.desk.optedOut);
    expect(panel).toContain(`href="/dashboard/inbox/${bandung.deviceId}/${there.id}?status=open">CS Bandung</a>`);
    expect(panel).toContain(`href="/dashboard/contacts/${contactIdFor(workspaceId, BUDI)}"`);
  });

  it('serves its alert sound itself: a short WAV', async () => {
    const { browser } = await ownerSession();
    const res = await browser.request(ASSET_PATHS.chime);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
    expect([text(0, 4), text(8, 16), text(36, 40)]).toEqual(['RIFF', 'WAVEfmt ', 'data']);
    expect(bytes.length).toBeGreaterThan(1_000);
    expect(bytes.length).toBeLessThan(4_000);
  });
});
