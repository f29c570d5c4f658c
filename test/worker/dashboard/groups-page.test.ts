/** The Groups pages: a device's groups listed, made and managed through its session, as the API's routes do. */
import { describe, expect, it } from 'vitest';
import type { FakeNode } from '../helpers';
import { NodeRefusal } from '../helpers';
import { inboxTeam } from './inbox-team';

const GROUP = '120363041234567890@g.us';

const details = (changes: Record<string, unknown> = {}) => ({
  id: GROUP,
  subject: 'Reseller Bandung',
  description: null,
  owner: '6281200000001',
  createdAt: null,
  onlyAdminsSend: false,
  onlyAdminsEdit: false,
  participants: [
    { phoneNumber: '6281200000001', lid: null, admin: 'superadmin' },
    { phoneNumber: '6281234567890', lid: null, admin: null },
  ],
  ...changes,
});

/** The calls of `method` the node got, with their params. */
const callsOf = (node: FakeNode, method: string) => node.calls.filter((c) => c.method === method).map((c) => c.params);

describe('the groups pages', () => {
  it('list the device’s groups and make a new one from the numbers typed, one per line or with commas', async () => {
    const t = await inboxTeam();
    t.node.onCall = (method) => {
      if (method === 'groups.list') return { groups: [{ id: GROUP, subject: 'Reseller Bandung', size: 2 }] };
      if (method === 'groups.create') return details({ subject: 'Grosir Jabar' });
      if (method === 'groups.get') return details({ subject: 'Grosir Jabar' });
      return null;
    };
    const list = await t.owner.get(`/dashboard/groups?device=${t.deviceId}`);
    expect(list.status).toBe(200);
    expect(t.owner.html).toContain('Reseller Bandung');
    expect(t.owner.html).toContain(`href="/dashboard/groups/${t.deviceId}/${encodeURIComponent(GROUP)}"`);

    const made = await t.owner.post(`/dashboard/groups/${t.deviceId}/new`, {
      subject: 'Grosir Jabar',
      participants: '6281234567890\n+6289876543210, 6281111111111',
    });
    expect(made.status).toBe(303);
    expect(made.headers.get('Location')).toBe(`/dashboard/groups/${t.deviceId}/${encodeURIComponent(GROUP)}`);
    expect(callsOf(t.node, 'groups.create')).toEqual([
      { subject: 'Grosir Jabar', participants: ['6281234567890', '6289876543210', '6281111111111'] },
    ]);
  });

  it('refuse a group without a name or with a bad number beside its field, asking WhatsApp nothing', async () => {
    const t = await inboxTeam();
    t.node.onCall = (method) => (method === 'groups.list' ? { groups: [] } : null);
    await t.owner.get(`/dashboard/groups?device=${t.deviceId}`);
    const refused = await t.owner.post(`/dashboard/groups/${t.deviceId}/new`, { subject: '', participants: '12ab' });
    expect(refused.status).toBe(400);
    expect(t.owner.html).toContain('aria-invalid="true"');
    expect(t.owner.html).toContain('12ab');
    expect(callsOf(t.node, 'groups.create')).toEqual([]);
  });

  it('show a group’s people and change them, saying in Indonesian whom WhatsApp did not change and why', async () => {
    const t = await inboxTeam();
    t.node.onCall = (method, params) => {
      if (method === 'groups.get') return details();
      if (method === 'groups.participants') {
        const { action, participants } = params as { action: string; participants: string[] };
        return { results: participants.map((phoneNumber) => ({ phoneNumber, code: action === 'add' ? 403 : null })) };
      }
      return null;
    };
    const page = `/dashboard/groups/${t.deviceId}/${encodeURIComponent(GROUP)}`;
    t.owner.cookies.set('kurir_lang', 'id');
    expect((await t.owner.get(page)).status).toBe(200);
    expect(t.owner.html).toContain('Jadikan admin');
    // The device's own account has no buttons: it cannot remove or demote itself here.
    expect(t.owner.html.match(/name="participants" value="6281200000001"/g)).toBeNull();
    const promoted = await t.owner.post(`${page}/participants`, { action: 'promote', participants: '6281234567890' });
    expect(promoted.status).toBe(303);
    expect(callsOf(t.node, 'groups.participants')).toEqual([{ groupId: GROUP, action: 'promote', participants: ['6281234567890'] }]);

    const added = await t.owner.post(`${page}/participants`, { action: 'add', participants: '6289999999999' });
    expect(added.status).toBe(200);
    expect(t.owner.html).toContain('6289999999999: pengaturan privasinya hanya mengizinkan kontaknya menambahkannya');
  });

  it('answer WhatsApp’s refusal above the forms (not an admin: 403) and show the invite link once asked', async () => {
    const t = await inboxTeam();
    t.node.onCall = (method, params) => {
      if (method === 'groups.get') return details();
      if (method === 'groups.subject')
        throw new NodeRefusal(
          'forbidden',
          'WhatsApp refused to change the subject (401 not-authorized): only an admin of the group may do that',
        );
      if (method === 'groups.invite') return { code: (params as { reset: boolean }).reset ? 'NEWCODE123' : 'AbCdEf123' };
      return null;
    };
    const page = `/dashboard/groups/${t.deviceId}/${encodeURIComponent(GROUP)}`;
    await t.owner.get(page);
    const refused = await t.owner.post(`${page}/subject`, { subject: 'Nama baru' });
    expect(refused.status).toBe(403);
    expect(t.owner.html).toContain('role="alert"');
    expect((await t.owner.post(`${page}/invite`, {})).status).toBe(200);
    expect(t.owner.html).toContain('https://chat.whatsapp.com/AbCdEf123');
    await t.owner.post(`${page}/invite`, { reset: '1' });
    expect(t.owner.html).toContain('https://chat.whatsapp.com/NEWCODE123');
    expect(callsOf(t.node, 'groups.invite')).toEqual([
      { groupId: GROUP, reset: false },
      { groupId: GROUP, reset: true },
    ]);
  });

  it('are for owners and admins: an agent gets 403 and no link to them', async () => {
    const t = await inboxTeam();
    expect((await t.agent.get('/dashboard/groups')).status).toBe(403);
    await t.agent.get('/dashboard/inbox');
    expect(t.agent.html).not.toContain('href="/dashboard/groups"');
    await t.owner.get('/dashboard/inbox');
    expect(t.owner.html).toContain('href="/dashboard/groups"');
  });
});
