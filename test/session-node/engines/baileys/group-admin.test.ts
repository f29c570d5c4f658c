/**
 * Groups through the Baileys engine: WhatsApp's group notifications (upserted by Baileys as stubs)
 * reported as `group.updated`, and the account's group changes with WhatsApp's refusals turned into
 * the engine's codes. The socket is a real Baileys socket logged in against the fake server; the
 * group queries are replaced where WhatsApp's answer matters.
 */
import { Boom } from '@hapi/boom';
import { type BinaryNode, proto, type WAMessage, WAMessageStubType, type WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { participantResults } from '../../../../session-node/engines/baileys/group-admin';
import { fakeServerPerTest, SENDER, SENDER_JID, SENDER_LID, SENDER_LID_JID } from './harness';

const GROUP = '120363012345678901@g.us';
const { connected } = fakeServerPerTest();

/** A group notification as Baileys upserts it (`handleNotification`: type `append`, the notification's id and time). */
function notification(id: string, stub: Partial<WAMessage>, key: Partial<WAMessage['key']> = {}): WAMessage {
  return {
    key: { remoteJid: GROUP, fromMe: false, id, participant: SENDER_LID_JID, participantAlt: SENDER_JID, ...key },
    messageTimestamp: Math.floor(Date.now() / 1000),
    ...stub,
  };
}

const refused = (code: number, text: string) => new Boom(text, { data: code });

describe('group notifications', () => {
  it('are reported as group.updated with the notification’s id, what changed and who changed it', async () => {
    const { dut, sock } = await connected();
    const now = Math.floor(Date.now() / 1000);
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [
        notification('N-SUBJECT', { messageStubType: WAMessageStubType.GROUP_CHANGE_SUBJECT, messageStubParameters: ['Reseller Jabar'] }),
        notification('N-DESC', { messageStubType: WAMessageStubType.GROUP_CHANGE_DESCRIPTION, messageStubParameters: [] }),
        notification('N-LOCK', { messageStubType: WAMessageStubType.GROUP_CHANGE_RESTRICT, messageStubParameters: ['on'] }),
        notification('N-INVITE', { messageStubType: WAMessageStubType.GROUP_CHANGE_INVITE_LINK, messageStubParameters: ['AbC123'] }),
        // A participant joined: group.participants comes from Baileys' own event, not from here.
        notification('N-ADD', { messageStubType: WAMessageStubType.GROUP_PARTICIPANT_ADD, messageStubParameters: ['{}'] }),
      ],
    });
    await vi.waitFor(() => expect(dut.groupUpdates).toHaveLength(4));
    expect(dut.groupUpdates).toEqual([
      { id: 'N-SUBJECT', groupId: GROUP, author: SENDER, changes: { subject: 'Reseller Jabar' }, timestamp: now * 1000 },
      { id: 'N-DESC', groupId: GROUP, author: SENDER, changes: { description: '' }, timestamp: now * 1000 },
      { id: 'N-LOCK', groupId: GROUP, author: SENDER, changes: { onlyAdminsEdit: true }, timestamp: now * 1000 },
      { id: 'N-INVITE', groupId: GROUP, author: SENDER, changes: { inviteCode: 'AbC123' }, timestamp: now * 1000 },
    ]);
    expect(dut.inbound).toEqual([]);
  });

  it('a picture changed by a member known only by LID names them by phone once the session knows the LID', async () => {
    const { dut, sock } = await connected();
    sock.ev.emit('lid-mapping.update', { lid: SENDER_LID_JID, pn: SENDER_JID });
    // `picture` notifications carry the author on the set (or delete) node, by LID only.
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [
        notification(
          'N-PIC',
          { messageStubType: WAMessageStubType.GROUP_CHANGE_ICON, messageStubParameters: ['1767000123'] },
          { participant: SENDER_LID_JID, participantAlt: undefined },
        ),
        {
          ...notification(
            'N-NOPIC',
            { messageStubType: WAMessageStubType.GROUP_CHANGE_ICON },
            { participant: undefined, participantAlt: undefined },
          ),
          participant: `${SENDER_LID}@lid`,
        },
      ],
    });
    await vi.waitFor(() => expect(dut.groupUpdates).toHaveLength(2));
    expect(dut.groupUpdates.map((u) => [u.id, u.author, u.changes])).toEqual([
      ['N-PIC', SENDER, { picture: '1767000123' }],
      ['N-NOPIC', SENDER, { picture: null }],
    ]);
  });

  it('a picture changed by a member the session has never heard of names them by phone from the group’s participants', async () => {
    const { dut, sock } = await connected();
    sock.groupMetadata = vi.fn<WASocket['groupMetadata']>(async () => ({
      id: GROUP,
      subject: 'Reseller',
      owner: undefined,
      participants: [{ id: SENDER_LID_JID, phoneNumber: SENDER_JID, admin: null }],
    }));
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [
        notification(
          'N-PIC-2',
          { messageStubType: WAMessageStubType.GROUP_CHANGE_ICON, messageStubParameters: ['1767000124'] },
          { participant: SENDER_LID_JID, participantAlt: undefined },
        ),
      ],
    });
    await vi.waitFor(() => expect(dut.groupUpdates).toHaveLength(1));
    expect(dut.groupUpdates[0]).toMatchObject({ id: 'N-PIC-2', author: SENDER, changes: { picture: '1767000124' } });
  });

  it('old notifications from history are not news', async () => {
    const { dut, sock } = await connected();
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [
        notification('N-OLD', {
          messageStubType: WAMessageStubType.GROUP_CHANGE_SUBJECT,
          messageStubParameters: ['Dulu'],
          messageTimestamp: 1_600_000_000,
        }),
        notification('N-EPH', {
          message: proto.Message.fromObject({
            protocolMessage: { type: proto.Message.ProtocolMessage.Type.EPHEMERAL_SETTING, ephemeralExpiration: 604_800 },
          }),
        }),
      ],
    });
    await vi.waitFor(() => expect(dut.groupUpdates).toHaveLength(1));
    expect(dut.groupUpdates[0]).toMatchObject({ id: 'N-EPH', changes: { disappearingSeconds: 604_800 } });
  });
});

describe('the account’s group changes', () => {
  it('refusals come back as the engine’s codes: not an admin → forbidden, not in the group (asked before leaving it) → not found, a bad picture → bad request', async () => {
    const { dut, sock } = await connected();
    sock.groupUpdateSubject = vi.fn<WASocket['groupUpdateSubject']>(async () => Promise.reject(refused(401, 'not-authorized')));
    await expect(dut.session.groups.subject(GROUP, 'Baru')).rejects.toMatchObject({ code: 'forbidden' });
    sock.groupMetadata = vi.fn<WASocket['groupMetadata']>(async () => Promise.reject(refused(403, 'forbidden')));
    sock.groupLeave = vi.fn<WASocket['groupLeave']>(async () => undefined);
    await expect(dut.session.groups.leave(GROUP)).rejects.toMatchObject({ code: 'not-found' });
    expect(sock.groupLeave).not.toHaveBeenCalled();
    sock.query = vi.fn<WASocket['query']>(async () => Promise.reject(refused(406, 'not-acceptable')));
    await expect(dut.session.groups.setPicture(GROUP, Buffer.from([0xff, 0xd8, 0xff]))).rejects.toMatchObject({ code: 'bad-request' });
    sock.groupInviteCode = vi.fn<WASocket['groupInviteCode']>(async () => Promise.reject(refused(500, 'internal-server-error')));
    await expect(dut.session.groups.invite(GROUP, false)).rejects.toMatchObject({ code: 'rejected' });
  });

  it('sets a picture as the JPEG given, in one w:profile:picture query naming the group, and answers WhatsApp’s id of it', async () => {
    const { dut, sock } = await connected();
    const asked: BinaryNode[] = [];
    sock.query = vi.fn<WASocket['query']>(async (node) => {
      asked.push(node);
      return { tag: 'iq', attrs: { type: 'result' }, content: [{ tag: 'picture', attrs: { id: '1767000999' } }] };
    });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await dut.session.groups.setPicture(GROUP, jpeg)).toBe('1767000999');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.attrs).toMatchObject({ type: 'set', xmlns: 'w:profile:picture', target: GROUP });
    expect(asked[0]?.content).toEqual([{ tag: 'picture', attrs: { type: 'image' }, content: jpeg }]);
  });

  it('reads no picture for a group WhatsApp has none of (404), and none of a group the account is not in (401)', async () => {
    const { dut, sock } = await connected();
    sock.query = vi.fn<WASocket['query']>(async () => Promise.reject(refused(404, 'item-not-found')));
    expect(await dut.session.groups.picture(GROUP)).toBeNull();
    sock.query = vi.fn<WASocket['query']>(async () => Promise.reject(refused(401, 'not-authorized')));
    await expect(dut.session.groups.picture(GROUP)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('answers each person of a participants change by phone, from the JIDs WhatsApp answers with', () => {
    const lidAnswer = (lid: string, phone: string, error?: string) => ({
      status: error ?? '200',
      jid: `${lid}@lid`,
      content: { tag: 'participant', attrs: { jid: `${lid}@lid`, phone_number: `${phone}@s.whatsapp.net`, ...(error ? { error } : {}) } },
    });
    expect(
      participantResults(
        ['6281111111111', '6282222222222', '6283333333333'],
        [lidAnswer('111', '6281111111111'), lidAnswer('222', '6282222222222', '409')],
      ),
    ).toEqual([
      { phoneNumber: '6281111111111', code: null },
      { phoneNumber: '6282222222222', code: 409 },
      // Not mentioned by WhatsApp: not changed.
      { phoneNumber: '6283333333333', code: 500 },
    ]);
  });
});
