/**
 * Changes to messages and groups a Baileys session reports: a contact's edits and deletes, votes on
 * this account's polls (still encrypted, decrypted by the worker's side with the poll's secret),
 * group messages, and participant changes. Emitted on the socket's event emitter in the shapes
 * Baileys 7 emits after decrypting (`messages.upsert`, `group-participants.update`).
 */
import { randomBytes } from 'node:crypto';
import { aesEncryptGCM, hmacSign, proto, sha256 } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { decryptPollVote, toBase64 } from '../../../../protocol';
import { buildOutgoing } from '../../../../session-node/messages/build';
import { buildContext } from '../../messages/helpers';
import { fakeServerPerTest, live, received, SENDER, SENDER_JID, SENDER_LID, SENDER_LID_JID } from './harness';
import { OWN_LID, PHONE } from './helpers';

const GROUP = '120363012345678901@g.us';

const { connected } = fakeServerPerTest();

describe('edits and deletes by a contact', () => {
  it('an edit is reported as message.edited with the new text, and is not an inbound message', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received('EDIT-1', {
        protocolMessage: {
          key: { remoteJid: SENDER_JID, fromMe: false, id: 'ORIGINAL-1' },
          type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
          editedMessage: { conversation: 'Jadi 3 pcs ya' },
          timestampMs: 1_767_000_000_500,
        },
      }),
    );
    await vi.waitFor(() => expect(dut.edits).toHaveLength(1));
    expect(dut.edits[0]).toEqual({
      id: 'EDIT-1',
      messageId: 'ORIGINAL-1',
      chatId: SENDER_JID,
      from: SENDER,
      text: 'Jadi 3 pcs ya',
      timestamp: 1_767_000_000_000,
    });
    expect(dut.inbound).toEqual([]);
  });

  it('the messages.update Baileys emits after an edit or a delete reports nothing more', async () => {
    const { dut, sock } = await connected();
    const target = { remoteJid: SENDER_JID, fromMe: false, id: 'ORIGINAL-2' };
    live(
      sock,
      received('EDIT-3', {
        protocolMessage: { key: target, type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT, editedMessage: { conversation: 'baru' } },
      }),
    );
    // What processMessage then emits for the target (Baileys 7 process-message.js).
    sock.ev.emit('messages.update', [
      { key: target, update: { message: { editedMessage: { message: { conversation: 'baru' } } }, messageTimestamp: 1_767_000_001 } },
      { key: target, update: { message: null, messageStubType: proto.WebMessageInfo.StubType.REVOKE } },
    ]);
    live(sock, received('AFTER', { conversation: 'next' }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.edits.map((edit) => edit.id)).toEqual(['EDIT-3']);
    expect(dut.revokes).toEqual([]);
    expect(dut.receipts).toEqual([]);
  });

  it('an edited caption is the new text', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received('EDIT-2', {
        protocolMessage: {
          key: { remoteJid: SENDER_JID, fromMe: false, id: 'PHOTO-1' },
          type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
          editedMessage: { imageMessage: { caption: 'Yang biru' } },
        },
      }),
    );
    await vi.waitFor(() => expect(dut.edits).toHaveLength(1));
    expect(dut.edits[0]).toMatchObject({ messageId: 'PHOTO-1', text: 'Yang biru' });
  });

  it('a delete in a group by a participant addressed by LID names the group and the phone', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received(
        'REVOKE-1',
        {
          protocolMessage: {
            key: { remoteJid: GROUP, fromMe: false, id: 'OOPS-1', participant: SENDER_LID_JID },
            type: proto.Message.ProtocolMessage.Type.REVOKE,
          },
        },
        { remoteJid: GROUP, participant: SENDER_LID_JID, participantAlt: SENDER_JID },
      ),
    );
    await vi.waitFor(() => expect(dut.revokes).toHaveLength(1));
    expect(dut.revokes[0]).toEqual({ id: 'REVOKE-1', messageId: 'OOPS-1', chatId: GROUP, from: SENDER, timestamp: 1_767_000_000_000 });
  });

  it('this account’s own edits and deletes (made on its phone) are not reported', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received(
        'MY-REVOKE',
        { protocolMessage: { key: { remoteJid: SENDER_JID, fromMe: true, id: 'X' }, type: proto.Message.ProtocolMessage.Type.REVOKE } },
        { fromMe: true },
      ),
      received('AFTER', { conversation: 'next' }),
    );
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.revokes).toEqual([]);
  });
});

describe('votes on this account’s poll', () => {
  it('a vote is reported encrypted, and the poll’s secret decrypts it to the options chosen', async () => {
    const { dut, sock } = await connected();
    const options = ['S', 'M', 'L'];
    const poll = await buildOutgoing(
      { to: SENDER, content: { kind: 'poll', question: 'Ukuran?', options, multipleAnswers: false } },
      buildContext({ userJid: sock.user?.id ?? '' }),
    );
    const pollId = poll.message.key.id ?? '';
    const secret = Buffer.from(poll.pollSecret ?? '', 'base64');
    // The voter's phone: key from the secret, the poll id, the creator (this account, by LID here) and the voter.
    const creator = `${OWN_LID.split(':')[0]}@lid`;
    const plain = proto.Message.PollVoteMessage.encode({ selectedOptions: [sha256(Buffer.from('M'))] }).finish();
    const sign = Buffer.concat([
      Buffer.from(pollId),
      Buffer.from(creator),
      Buffer.from(SENDER_LID_JID),
      Buffer.from('Poll Vote'),
      Buffer.from([1]),
    ]);
    const key = hmacSign(sign, hmacSign(secret, new Uint8Array(32), 'sha256'), 'sha256');
    const iv = randomBytes(12);
    const encPayload = aesEncryptGCM(plain, key, iv, Buffer.from(`${pollId}\u0000${SENDER_LID_JID}`));

    live(
      sock,
      received(
        'VOTE-1',
        {
          pollUpdateMessage: {
            pollCreationMessageKey: { remoteJid: SENDER_LID_JID, fromMe: true, id: pollId },
            vote: { encPayload, encIv: iv },
            senderTimestampMs: 1_767_000_000_900,
          },
        },
        { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID },
      ),
    );
    await vi.waitFor(() => expect(dut.pollVotes).toHaveLength(1));
    const report = dut.pollVotes[0];
    if (!report) throw new Error('no poll.vote report');
    expect(report).toMatchObject({
      id: 'VOTE-1',
      pollMessageId: pollId,
      chatId: SENDER_JID,
      from: SENDER,
      lid: SENDER_LID,
      timestamp: 1_767_000_000_900,
    });
    expect(report.creatorJids).toEqual([`${PHONE}@s.whatsapp.net`, creator]);
    expect(report.voterJids).toEqual(expect.arrayContaining([SENDER_LID_JID, SENDER_JID]));
    expect(await decryptPollVote({ ...report, secret: toBase64(secret), options })).toEqual(['M']);
    expect(dut.inbound).toEqual([]);
  });

  it('a vote on someone else’s poll is kept, not reported (this account holds no secret for it)', async () => {
    const { dut, sock } = await connected();
    live(
      sock,
      received('VOTE-OTHER', {
        pollUpdateMessage: {
          pollCreationMessageKey: { remoteJid: SENDER_JID, fromMe: false, id: 'THEIR-POLL' },
          vote: { encPayload: Buffer.alloc(20), encIv: Buffer.alloc(12) },
        },
      }),
      received('AFTER', { conversation: 'next' }),
    );
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.pollVotes).toEqual([]);
    expect(dut.stored.map((m) => m.key.id)).toContain('VOTE-OTHER');
  });
});

describe('groups', () => {
  it('a group message carries the group as chatId and the participant’s phone, resolved through the LID table', async () => {
    const { dut, sock } = await connected();
    sock.ev.emit('lid-mapping.update', { lid: SENDER_LID_JID, pn: SENDER_JID });
    live(sock, received('G-1', { conversation: 'Siap kak' }, { remoteJid: GROUP, participant: SENDER_LID_JID }));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(1));
    expect(dut.inbound[0]?.event).toMatchObject({ id: 'G-1', chatId: GROUP, from: SENDER, lid: SENDER_LID, text: 'Siap kak' });
  });

  it('participant changes are reported as group.participants, with who made them', async () => {
    const { dut, sock } = await connected();
    const admin = '6281111111111';
    sock.ev.emit('group-participants.update', {
      id: GROUP,
      author: `${admin}@s.whatsapp.net`,
      participants: [{ id: SENDER_LID_JID, phoneNumber: SENDER_JID, admin: null }],
      action: 'add',
    });
    sock.ev.emit('group-participants.update', {
      id: GROUP,
      author: SENDER_LID_JID,
      authorPn: SENDER_JID,
      participants: [{ id: SENDER_LID_JID, phoneNumber: SENDER_JID, admin: null }],
      action: 'remove',
    });
    sock.ev.emit('group-participants.update', {
      id: GROUP,
      author: `${admin}@s.whatsapp.net`,
      participants: [{ id: '6282222222222@s.whatsapp.net', admin: 'admin' }],
      action: 'promote',
    });
    await vi.waitFor(() => expect(dut.groupChanges).toHaveLength(3));
    expect(dut.groupChanges.map(({ action, author, participants, groupId }) => ({ action, author, participants, groupId }))).toEqual([
      { action: 'joined', author: admin, participants: [{ phoneNumber: SENDER, lid: SENDER_LID }], groupId: GROUP },
      // Leaving by oneself names no author.
      { action: 'left', author: null, participants: [{ phoneNumber: SENDER, lid: SENDER_LID }], groupId: GROUP },
      { action: 'promoted', author: admin, participants: [{ phoneNumber: '6282222222222', lid: null }], groupId: GROUP },
    ]);
  });
});
