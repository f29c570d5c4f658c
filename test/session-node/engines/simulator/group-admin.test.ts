/**
 * The simulator's groups as the account manages them, with WhatsApp's rules (a member acts, an
 * admin changes people, settings and the link, a locked group is edited by admins only), and every
 * change told to the device as WhatsApp tells it: `group.participants` and `group.updated`, the
 * device's own changes included.
 */
import { describe, expect, it, vi } from 'vitest';
import { flatBlocksJpeg } from '../../../../session-node/engines/simulator/jpeg';
import { idOf, PHONE, simulate } from './simulate';

const OTHER = '6281311112222';
const MISSING = '6289900000000';

describe('groups the device manages', () => {
  it('makes a group, renames it and describes it, each change reported as group.updated by the account', async () => {
    const sim = await simulate();
    const made = await sim.session.groups.create('Reseller Bandung', [PHONE, OTHER]);
    expect(made).toMatchObject({ subject: 'Reseller Bandung', description: null, onlyAdminsSend: false, onlyAdminsEdit: false });
    const own = made.owner;
    expect(own).toMatch(/^62899\d{8}$/);
    expect(made.participants).toEqual(
      expect.arrayContaining([
        { phoneNumber: own, lid: null, admin: 'superadmin' },
        { phoneNumber: PHONE, lid: null, admin: null },
        { phoneNumber: OTHER, lid: null, admin: null },
      ]),
    );

    await sim.session.groups.subject(made.id, 'Reseller Jawa Barat');
    await sim.session.groups.description(made.id, 'Harga grosir tiap Senin');
    await vi.waitFor(() => expect(sim.groupUpdates).toHaveLength(2));
    expect(sim.groupUpdates.map((u) => ({ groupId: u.groupId, author: u.author, changes: u.changes }))).toEqual([
      { groupId: made.id, author: own, changes: { subject: 'Reseller Jawa Barat' } },
      { groupId: made.id, author: own, changes: { description: 'Harga grosir tiap Senin' } },
    ]);
    expect(await sim.session.groupDetails(made.id)).toMatchObject({
      subject: 'Reseller Jawa Barat',
      description: 'Harga grosir tiap Senin',
    });
    expect(await sim.session.listGroups()).toEqual([{ id: made.id, subject: 'Reseller Jawa Barat', size: 3 }]);
  });

  it('adds, promotes, demotes and removes people, answering each person, and reports who changed', async () => {
    const sim = await simulate();
    await sim.control('POST', 'numbers', { missing: [MISSING] });
    const { id } = await sim.session.groups.create('Grosir', [PHONE]);

    expect(await sim.session.groups.participants(id, 'add', [OTHER, PHONE, MISSING])).toEqual([
      { phoneNumber: OTHER, code: null },
      { phoneNumber: PHONE, code: 409 },
      { phoneNumber: MISSING, code: 404 },
    ]);
    expect(await sim.session.groups.participants(id, 'promote', [OTHER])).toEqual([{ phoneNumber: OTHER, code: null }]);
    expect(await sim.session.groups.participants(id, 'demote', [PHONE])).toEqual([{ phoneNumber: PHONE, code: 409 }]);
    expect(await sim.session.groups.participants(id, 'remove', [PHONE])).toEqual([{ phoneNumber: PHONE, code: null }]);

    await vi.waitFor(() => expect(sim.groupChanges).toHaveLength(3));
    const own = (await sim.session.groupDetails(id)).owner;
    expect(sim.groupChanges.map((c) => [c.action, c.participants.map((p) => p.phoneNumber), c.author])).toEqual([
      ['joined', [OTHER], own],
      ['promoted', [OTHER], own],
      ['left', [PHONE], own],
    ]);
    expect((await sim.session.groupDetails(id)).participants).toEqual([
      { phoneNumber: own, lid: null, admin: 'superadmin' },
      { phoneNumber: OTHER, lid: null, admin: 'admin' },
    ]);
  });

  it('refuses a member who is not an admin as forbidden, and a group the account is not in as not found', async () => {
    const sim = await simulate();
    const made = await sim.control('POST', 'groups', { subject: 'Komunitas', participants: [{ phoneNumber: OTHER }], creator: PHONE });
    const id = idOf(made.body);
    expect((await sim.session.groupDetails(id)).participants.find((p) => p.phoneNumber === PHONE)?.admin).toBe('superadmin');

    await expect(sim.session.groups.participants(id, 'add', ['6281355556666'])).rejects.toMatchObject({ code: 'forbidden' });
    await expect(sim.session.groups.settings(id, { onlyAdminsSend: true })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(sim.session.groups.invite(id, false)).rejects.toMatchObject({ code: 'forbidden' });
    // An unlocked group lets every member rename it, until an admin locks it.
    await sim.session.groups.subject(id, 'Komunitas Baru');
    expect((await sim.control('POST', 'group-update', { groupId: id, author: PHONE, onlyAdminsEdit: true })).status).toBe(201);
    await expect(sim.session.groups.subject(id, 'Lagi')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(sim.session.groups.setPicture(id, flatBlocksJpeg([[128]]))).rejects.toMatchObject({ code: 'forbidden' });
    expect((await sim.session.groupDetails(id)).subject).toBe('Komunitas Baru');

    await expect(sim.session.groups.subject('120363000000000999@g.us', 'x')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('sets a JPEG picture and gives it back, refuses what is no JPEG or too large, and removes it', async () => {
    const sim = await simulate();
    const { id } = await sim.session.groups.create('Foto', [PHONE]);
    await expect(sim.session.groups.setPicture(id, Buffer.from('\x89PNG\r\n\x1a\n'))).rejects.toMatchObject({ code: 'bad-request' });
    const wide = flatBlocksJpeg([Array.from({ length: 81 }, () => 100)]);
    await expect(sim.session.groups.setPicture(id, wide)).rejects.toMatchObject({ code: 'bad-request', message: /648×8 is over 640×640/ });
    expect(await sim.session.groups.picture(id)).toBeNull();

    const jpeg = flatBlocksJpeg([
      [10, 200],
      [200, 10],
    ]);
    const pictureId = await sim.session.groups.setPicture(id, jpeg);
    expect(await sim.session.groups.picture(id)).toEqual({ pictureId, jpeg });
    await sim.session.groups.removePicture(id);
    expect(await sim.session.groups.picture(id)).toBeNull();
    await vi.waitFor(() => expect(sim.groupUpdates.map((u) => u.changes)).toEqual([{ picture: pictureId }, { picture: null }]));
  });

  it('keeps one invite link until it is reset, and reports the reset', async () => {
    const sim = await simulate();
    const { id } = await sim.session.groups.create('Undangan', [PHONE]);
    const code = await sim.session.groups.invite(id, false);
    expect(code).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(await sim.session.groups.invite(id, false)).toBe(code);
    const fresh = await sim.session.groups.invite(id, true);
    expect(fresh).not.toBe(code);
    expect(await sim.session.groups.invite(id, false)).toBe(fresh);
    await vi.waitFor(() => expect(sim.groupUpdates.map((u) => u.changes)).toEqual([{ inviteCode: fresh }]));
  });

  it('changes only the settings that differ, one notification each', async () => {
    const sim = await simulate();
    const { id } = await sim.session.groups.create('Pengumuman', [PHONE]);
    await sim.session.groups.settings(id, { onlyAdminsSend: true, onlyAdminsEdit: false });
    await sim.session.groups.settings(id, { onlyAdminsSend: true, onlyAdminsEdit: true });
    expect(await sim.session.groupDetails(id)).toMatchObject({ onlyAdminsSend: true, onlyAdminsEdit: true });
    await vi.waitFor(() => expect(sim.groupUpdates.map((u) => u.changes)).toEqual([{ onlyAdminsSend: true }, { onlyAdminsEdit: true }]));
  });

  it('leaves a group: reported as left by nobody else, and the group is no longer the account’s', async () => {
    const sim = await simulate();
    const { id, owner } = await sim.session.groups.create('Sementara', [PHONE]);
    await sim.session.groups.leave(id);
    await vi.waitFor(() => expect(sim.groupChanges).toHaveLength(1));
    expect(sim.groupChanges[0]).toMatchObject({ groupId: id, action: 'left', author: null, participants: [{ phoneNumber: owner }] });
    await expect(sim.session.groupDetails(id)).rejects.toMatchObject({ code: 'bad-request' });
    await expect(sim.session.groups.leave(id)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('what other members change (the control API)', () => {
  it('answers once group.updated is written, with the member as its author', async () => {
    const sim = await simulate();
    const { id } = await sim.session.groups.create('Keluarga', [PHONE]);
    const renamed = await sim.control('POST', 'group-update', { groupId: id, author: PHONE, subject: 'Keluarga Besar' });
    expect(renamed.status).toBe(201);
    expect(sim.groupUpdates).toEqual([
      { id: idOf(renamed.body), groupId: id, author: PHONE, changes: { subject: 'Keluarga Besar' }, timestamp: expect.any(Number) },
    ]);
    const pictured = await sim.control('POST', 'group-update', { groupId: id, author: PHONE, picture: true });
    expect(pictured.status).toBe(201);
    expect(sim.groupUpdates[1]?.changes.picture).toMatch(/^\d+$/);
    expect((await sim.session.groups.picture(id))?.pictureId).toBe(sim.groupUpdates[1]?.changes.picture);
  });

  it('refuses a change by someone outside the group, an admin-only change by a plain member, and two changes at once', async () => {
    const sim = await simulate();
    const { id } = await sim.session.groups.create('Keluarga', [PHONE]);
    expect((await sim.control('POST', 'group-update', { groupId: id, author: OTHER, subject: 'x' })).status).toBe(400);
    expect((await sim.control('POST', 'group-update', { groupId: id, author: PHONE, resetInvite: true })).status).toBe(403);
    expect((await sim.control('POST', 'group-update', { groupId: id, author: PHONE, subject: 'a', description: 'b' })).status).toBe(400);
    expect(sim.groupUpdates).toEqual([]);
  });
});
