/** The account queries of the Baileys engine on a socket of their own: number checks, groups, read receipts, presence. */
import type { GroupMetadata } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import {
  type AccountSocket,
  checkNumbers,
  getGroup,
  listGroups,
  markRead,
  rejectCall,
  sendPresence,
} from '../../../../session-node/engines/baileys/account';

const GROUP = '120363012345678901@g.us';
const refuse = async (): Promise<never> => {
  throw new Error('not used');
};

function socket(overrides: Partial<AccountSocket>): AccountSocket {
  return {
    readMessages: refuse,
    sendPresenceUpdate: refuse,
    rejectCall: refuse,
    onWhatsApp: refuse,
    groupFetchAllParticipating: refuse,
    groupMetadata: refuse,
    ...overrides,
  };
}

const metadata: GroupMetadata = {
  id: GROUP,
  subject: 'Reseller Jakarta',
  owner: undefined,
  participants: [
    { id: '201234567890123@lid', phoneNumber: '6289876543210@s.whatsapp.net', admin: 'superadmin' },
    { id: '6281111111111@s.whatsapp.net', lid: '301234567890123@lid', admin: null },
    { id: '401234567890123@lid', admin: 'admin' },
  ],
};

describe('checking numbers', () => {
  it('answers each number in the order asked; a number WhatsApp left out has no account', async () => {
    const onWhatsApp = vi.fn(async () => [
      { jid: '6281200000002@s.whatsapp.net', exists: true },
      { jid: '6281200000001@s.whatsapp.net', exists: true },
    ]);
    const results = await checkNumbers(socket({ onWhatsApp }), ['6281200000001', '6281200000002', '6281200000003']);
    expect(onWhatsApp).toHaveBeenCalledWith('6281200000001', '6281200000002', '6281200000003');
    expect(results).toEqual([
      { phoneNumber: '6281200000001', exists: true, jid: '6281200000001@s.whatsapp.net' },
      { phoneNumber: '6281200000002', exists: true, jid: '6281200000002@s.whatsapp.net' },
      { phoneNumber: '6281200000003', exists: false, jid: null },
    ]);
  });

  it('a query WhatsApp refuses is a refused command, not a list of missing numbers', async () => {
    const onWhatsApp = async () => Promise.reject(new Error('rate-overlimit'));
    await expect(checkNumbers(socket({ onWhatsApp }), ['6281200000001'])).rejects.toMatchObject({ code: 'rejected' });
  });
});

describe('groups', () => {
  it('lists the account’s groups with subject and size', async () => {
    const groupFetchAllParticipating = async () => ({ [GROUP]: metadata });
    expect(await listGroups(socket({ groupFetchAllParticipating }))).toEqual([{ id: GROUP, subject: 'Reseller Jakarta', size: 3 }]);
  });

  it('names each participant by phone and LID, from either addressing, and the LID table', async () => {
    const groupMetadata = vi.fn(async () => metadata);
    const lids = (lid: string) => (lid === '401234567890123' ? '6283333333333' : null);
    expect(await getGroup(socket({ groupMetadata }), GROUP, lids)).toEqual({
      id: GROUP,
      subject: 'Reseller Jakarta',
      description: null,
      owner: null,
      createdAt: null,
      onlyAdminsSend: false,
      onlyAdminsEdit: false,
      participants: [
        { phoneNumber: '6289876543210', lid: '201234567890123', admin: 'superadmin' },
        { phoneNumber: '6281111111111', lid: '301234567890123', admin: null },
        { phoneNumber: '6283333333333', lid: '401234567890123', admin: 'admin' },
      ],
    });
    expect(groupMetadata).toHaveBeenCalledWith(GROUP);
  });

  it('tells the description, the creator by phone, when it was made and its settings', async () => {
    const described: GroupMetadata = {
      ...metadata,
      desc: 'Grosir tiap Senin',
      owner: '201234567890123@lid',
      ownerPn: '6289876543210@s.whatsapp.net',
      creation: 1_767_000_000,
      announce: true,
      restrict: false,
    };
    const group = await getGroup(socket({ groupMetadata: async () => described }), GROUP, () => null);
    expect(group).toMatchObject({
      description: 'Grosir tiap Senin',
      owner: '6289876543210',
      createdAt: 1_767_000_000_000,
      onlyAdminsSend: true,
      onlyAdminsEdit: false,
    });
  });

  it('a group the account is not in is a bad request', async () => {
    const groupMetadata = async () => Promise.reject(new Error('item-not-found'));
    await expect(getGroup(socket({ groupMetadata }), GROUP, () => null)).rejects.toMatchObject({ code: 'bad-request' });
  });
});

describe('read receipts and presence', () => {
  it('hand Baileys the keys and the chat state', async () => {
    const readMessages = vi.fn(async () => undefined);
    const sendPresenceUpdate = vi.fn(async () => undefined);
    const sock = socket({ readMessages, sendPresenceUpdate });
    const key = { remoteJid: GROUP, id: '3EB0IN', fromMe: false, participant: '6289876543210@s.whatsapp.net' };
    await markRead(sock, [key]);
    await sendPresence(sock, GROUP, 'recording');
    expect(readMessages).toHaveBeenCalledWith([key]);
    expect(sendPresenceUpdate).toHaveBeenCalledWith('recording', GROUP);
  });
});

describe('calls', () => {
  it('a reject declines the call by its id and the address it came from', async () => {
    const reject = vi.fn(async () => undefined);
    await rejectCall(socket({ rejectCall: reject }), 'CALL-1', '123456789012345@lid');
    expect(reject).toHaveBeenCalledWith('CALL-1', '123456789012345@lid');
  });
});
