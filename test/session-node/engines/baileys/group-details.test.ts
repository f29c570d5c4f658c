/**
 * A group's details as the device's object asks for them: from the cache the sends use, so the
 * object asking again does not send WhatsApp another query until the group changes. The socket is
 * a real Baileys socket logged in against the fake server; only `groupMetadata` (a WhatsApp query)
 * is replaced.
 */
import type { GroupMetadata, WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { fakeServerPerTest } from './harness';

const GROUP = '120363012345678901@g.us';
const metadata = (subject: string): GroupMetadata => ({
  id: GROUP,
  subject,
  owner: undefined,
  participants: [{ id: '6281111111111@s.whatsapp.net', phoneNumber: '6281111111111@s.whatsapp.net', admin: 'superadmin' }],
});

const { connected } = fakeServerPerTest();

describe('a group’s details', () => {
  it('are asked of WhatsApp once for many asks, at the same time or after', async () => {
    const { dut, sock } = await connected();
    const groupMetadata = vi.fn<WASocket['groupMetadata']>(async () => metadata('Reseller Bandung'));
    sock.groupMetadata = groupMetadata;

    const [first, second] = await Promise.all([dut.session.groupDetails(GROUP), dut.session.groupDetails(GROUP)]);
    const third = await dut.session.groupDetails(GROUP);

    for (const details of [first, second, third]) expect(details.subject).toBe('Reseller Bandung');
    expect(groupMetadata).toHaveBeenCalledOnce();
  });

  it('are asked again once the group’s subject or participants changed', async () => {
    const { dut, sock } = await connected();
    const groupMetadata = vi.fn<WASocket['groupMetadata']>(async () => metadata('Reseller Bandung'));
    sock.groupMetadata = groupMetadata;
    await dut.session.groupDetails(GROUP);

    groupMetadata.mockImplementation(async () => metadata('Reseller Jawa Barat'));
    // Baileys may hold `groups.update` back in its event buffer for a moment; until it comes the
    // cached details answer without a query.
    sock.ev.emit('groups.update', [{ id: GROUP, subject: 'Reseller Jawa Barat' }]);
    await vi.waitFor(async () => expect((await dut.session.groupDetails(GROUP)).subject).toBe('Reseller Jawa Barat'));
    expect(groupMetadata).toHaveBeenCalledTimes(2);

    sock.ev.emit('group-participants.update', {
      id: GROUP,
      author: '6281111111111@s.whatsapp.net',
      participants: [{ id: '6282222222222@s.whatsapp.net' }],
      action: 'add',
    });
    await dut.session.groupDetails(GROUP);
    expect(groupMetadata).toHaveBeenCalledTimes(3);
  });

  it('that WhatsApp refuses are refused as a bad request, and asked again next time', async () => {
    const { dut, sock } = await connected();
    const groupMetadata = vi.fn<WASocket['groupMetadata']>(async () => Promise.reject(new Error('item-not-found')));
    sock.groupMetadata = groupMetadata;

    await expect(dut.session.groupDetails(GROUP)).rejects.toMatchObject({ code: 'bad-request' });
    await expect(dut.session.groupDetails(GROUP)).rejects.toMatchObject({ code: 'bad-request' });
    expect(groupMetadata).toHaveBeenCalledTimes(2);
  });
});
