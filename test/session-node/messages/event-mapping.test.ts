import { proto, type WACallEvent, type WAMessage, type WAMessageUpdate } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import {
  groupReceiptsFrom,
  inboundEvent,
  mapCall,
  mapInbound,
  mapReaction,
  readReceived,
  receiptsFrom,
} from '../../../session-node/messages/event-mapping';
import type { InboundMessage } from '../../../session-node/messages/inbound-content';
import type { LidToPhone } from '../../../session-node/messages/jids';

const SENDER = '6289876543210';
const SENDER_JID = `${SENDER}@s.whatsapp.net`;
const SENDER_LID = '201234567890123';
const SENDER_LID_JID = `${SENDER_LID}@lid`;
const GROUP = '120363000000000000@g.us';
const NOW = 1_767_000_000_000;
const noLookup: LidToPhone = () => null;

/** A received message as Baileys emits it: a plain key (with its `*Alt` fields) and proto content. */
function received(content: proto.IMessage, key: Partial<WAMessage['key']> = {}): WAMessage {
  return {
    key: { remoteJid: SENDER_JID, fromMe: false, id: '3EB0A1B2C3D4E5F6', ...key },
    message: proto.Message.fromObject(content),
    messageTimestamp: 1_767_000_000,
    pushName: 'Budi',
  };
}

/** The `message.inbound` data of a received message, or null when it is no inbound message. */
function inbound(message: WAMessage, lookup: LidToPhone = noLookup): InboundMessage | null {
  const read = readReceived(message);
  return read.kind === 'inbound' ? mapInbound(read, lookup) : null;
}

const kindOf = (message: WAMessage) => readReceived(message).kind;

describe('receipts', () => {
  const update = (status: number, extra: Partial<WAMessage> = {}, key: Partial<WAMessage['key']> = {}): WAMessageUpdate => ({
    key: { remoteJid: SENDER_JID, fromMe: true, id: 'MSG1', ...key },
    update: { status, ...extra },
  });

  it.each([
    [proto.WebMessageInfo.Status.DELIVERY_ACK, 'DELIVERED'],
    [proto.WebMessageInfo.Status.READ, 'READ'],
    [proto.WebMessageInfo.Status.PLAYED, 'PLAYED'],
  ])('status %i of an own message is a %s receipt', (status, expected) => {
    expect(receiptsFrom([update(status)], NOW)).toEqual([{ messageId: 'MSG1', status: expected, error: null, timestamp: NOW }]);
  });

  it("a participant's receipt of an own group message is the group message's receipt", () => {
    const participant = (receipt: Record<string, number>, fromMe = true) => ({
      key: { remoteJid: '120363000000000001@g.us', fromMe, id: 'GRP1' },
      receipt: { userJid: '6281234567890@s.whatsapp.net', ...receipt },
    });
    expect(
      groupReceiptsFrom(
        [
          participant({ receiptTimestamp: 1 }),
          participant({ readTimestamp: 2 }),
          participant({ playedTimestamp: 3 }),
          participant({ readTimestamp: 4 }, false),
        ],
        NOW,
      ),
    ).toEqual([
      { messageId: 'GRP1', status: 'DELIVERED', error: null, timestamp: NOW },
      { messageId: 'GRP1', status: 'READ', error: null, timestamp: NOW },
      { messageId: 'GRP1', status: 'PLAYED', error: null, timestamp: NOW },
    ]);
  });

  it('a server refusal after acceptance is FAILED with its code', () => {
    const refused = update(proto.WebMessageInfo.Status.ERROR, { messageStubParameters: ['463'] });
    expect(receiptsFrom([refused], NOW)).toEqual([{ messageId: 'MSG1', status: 'FAILED', error: '463', timestamp: NOW }]);
  });

  it('pending and server-ack say nothing, nor do updates of messages from others', () => {
    const updates = [
      update(proto.WebMessageInfo.Status.PENDING),
      update(proto.WebMessageInfo.Status.SERVER_ACK),
      update(proto.WebMessageInfo.Status.READ, {}, { fromMe: false }),
      { key: { remoteJid: SENDER_JID, fromMe: true, id: 'MSG2' }, update: { starred: true } },
    ];
    expect(receiptsFrom(updates, NOW)).toEqual([]);
  });

  it('a receipt keyed by the recipient LID still names the message by its id', () => {
    const viaLid = update(proto.WebMessageInfo.Status.READ, {}, { remoteJid: SENDER_LID_JID });
    expect(receiptsFrom([viaLid], NOW)).toEqual([{ messageId: 'MSG1', status: 'READ', error: null, timestamp: NOW }]);
  });
});

describe('what a received message is', () => {
  it('stubs, protocol messages and key shares are nothing worth keeping', () => {
    expect(kindOf({ key: { remoteJid: SENDER_JID, id: 'STUB', fromMe: false }, messageStubType: 2 })).toBe('dropped');
    expect(kindOf(received({ protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE } }))).toBe('dropped');
    expect(kindOf(received({ senderKeyDistributionMessage: { groupId: GROUP } }))).toBe('dropped');
    expect(kindOf(received({ conversation: 'no id' }, { id: '' }))).toBe('dropped');
  });

  it('own messages, status updates and channel posts are kept, with no event of their own', () => {
    expect(kindOf(received({ conversation: 'mine' }, { fromMe: true }))).toBe('kept');
    expect(kindOf(received({ reactionMessage: { text: '👍', key: { id: 'X' } } }, { fromMe: true }))).toBe('kept');
    expect(kindOf(received({ conversation: 'story' }, { remoteJid: 'status@broadcast', participant: SENDER_JID }))).toBe('kept');
    expect(kindOf(received({ conversation: 'post' }, { remoteJid: '120363000000000001@newsletter' }))).toBe('kept');
  });

  it('a contact’s poll vote, edit and delete are changes of their own', () => {
    expect(kindOf(received({ pollUpdateMessage: { pollCreationMessageKey: { id: 'POLL' } } }))).toBe('poll-vote');
    const target = { remoteJid: SENDER_JID, id: 'OLD', fromMe: false };
    const revoke = { protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: target } };
    expect(kindOf(received(revoke))).toBe('revoked');
    const edit = {
      protocolMessage: { type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT, key: target, editedMessage: { conversation: 'x' } },
    };
    expect(kindOf(received(edit))).toBe('edited');
    // This account's own edits and deletes (from its phone) are no contact's change.
    expect(kindOf(received(revoke, { fromMe: true }))).toBe('dropped');
  });

  it('a contact’s message is inbound, a contact’s reaction a reaction', () => {
    expect(kindOf(received({ conversation: 'hi' }))).toBe('inbound');
    expect(kindOf(received({ pollCreationMessage: { name: 'Makan?' } }))).toBe('inbound');
    expect(kindOf(received({ reactionMessage: { text: '👍', key: { id: 'X' } } }))).toBe('reaction');
  });
});

describe('inbound messages', () => {
  it('a text from a phone JID', () => {
    expect(inbound(received({ conversation: 'Halo' }))).toEqual({
      id: '3EB0A1B2C3D4E5F6',
      chatId: SENDER_JID,
      from: SENDER,
      lid: null,
      pushName: 'Budi',
      type: 'text',
      text: 'Halo',
      quotedId: null,
      selectedId: null,
      media: null,
      timestamp: 1_767_000_000_000,
    });
  });

  it('a reply carries the quoted message id', () => {
    const reply = received({ extendedTextMessage: { text: 'ya', contextInfo: { stanzaId: 'QUOTED1', participant: SENDER_JID } } });
    expect(inbound(reply)).toMatchObject({ type: 'text', text: 'ya', quotedId: 'QUOTED1' });
  });

  it('an image with its caption, type and size', () => {
    // `fromObject` turns the uint64 size into a protobuf Long, as decoding does.
    const image = received({ imageMessage: { caption: 'foto', mimetype: 'image/jpeg', fileLength: 52_133 } });
    expect(typeof image.message?.imageMessage?.fileLength).toBe('object');
    expect(inbound(image)).toMatchObject({ type: 'image', text: 'foto', media: { mimeType: 'image/jpeg', size: 52_133 } });
  });

  it('media wrapped in an ephemeral message is unwrapped', () => {
    const wrapped = received({
      ephemeralMessage: { message: { documentMessage: { mimetype: 'application/pdf', fileLength: 10, caption: 'inv' } } },
    });
    expect(inbound(wrapped)).toMatchObject({
      type: 'document',
      text: 'inv',
      media: { mimeType: 'application/pdf', size: 10 },
    });
  });

  it('a tap on a quick-reply button is a button-reply with the button id', () => {
    const tap = received({
      interactiveResponseMessage: {
        body: { text: 'Ya, lanjut' },
        nativeFlowResponseMessage: { name: 'quick_reply', paramsJson: JSON.stringify({ id: 'btn-yes' }), version: 3 },
        contextInfo: { stanzaId: 'MENU1' },
      },
    });
    expect(inbound(tap)).toMatchObject({ type: 'button-reply', selectedId: 'btn-yes', text: 'Ya, lanjut', quotedId: 'MENU1' });
  });

  it('a row chosen from a list is a list-reply with the row id', () => {
    const choice = received({
      interactiveResponseMessage: {
        nativeFlowResponseMessage: { name: 'single_select', paramsJson: JSON.stringify({ id: 'row-2', title: 'Dua' }) },
      },
    });
    expect(inbound(choice)).toMatchObject({ type: 'list-reply', selectedId: 'row-2' });
  });

  it('the old buttons and list responses map the same way', () => {
    const button = received({ buttonsResponseMessage: { selectedButtonId: 'old-btn', selectedDisplayText: 'OK' } });
    const list = received({ listResponseMessage: { title: 'Satu', singleSelectReply: { selectedRowId: 'old-row' } } });
    expect(inbound(button)).toMatchObject({ type: 'button-reply', selectedId: 'old-btn', text: 'OK' });
    expect(inbound(list)).toMatchObject({ type: 'list-reply', selectedId: 'old-row', text: 'Satu' });
  });

  it('a tap whose params cannot be read has no selected id', () => {
    const tap = received({ interactiveResponseMessage: { nativeFlowResponseMessage: { name: 'quick_reply', paramsJson: '{oops' } } });
    expect(inbound(tap)).toMatchObject({ type: 'button-reply', selectedId: null });
  });

  it('a location carries its coordinates as "lat,lng"', () => {
    const location = received({ locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.816666 } });
    expect(inbound(location)).toMatchObject({ type: 'location', text: '-6.2,106.816666', media: null });
  });

  it('a contact card and an unknown kind of message', () => {
    expect(inbound(received({ contactMessage: { displayName: 'Siti', vcard: 'BEGIN:VCARD' } }))).toMatchObject({
      type: 'contact',
      text: 'Siti',
    });
    expect(inbound(received({ pollCreationMessage: { name: 'Makan?' } }))).toMatchObject({ type: 'other', text: null });
  });

  it('a message addressed by LID is from the phone in remoteJidAlt', () => {
    const viaLid = received({ conversation: 'hai' }, { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID });
    expect(inbound(viaLid)).toMatchObject({ from: SENDER, lid: SENDER_LID, chatId: SENDER_JID });
  });

  it('a message addressed by LID without an alt is from the phone the lookup knows', () => {
    const lookup: LidToPhone = (lid) => (lid === SENDER_LID ? SENDER : null);
    const viaLid = received({ conversation: 'hai' }, { remoteJid: `${SENDER_LID}:3@lid` });
    expect(inbound(viaLid, lookup)).toMatchObject({ from: SENDER, lid: SENDER_LID, chatId: SENDER_JID });
  });

  it('a LID nobody knows leaves from null and keeps the LID chat', () => {
    const viaLid = received({ conversation: 'hai' }, { remoteJid: SENDER_LID_JID });
    expect(inbound(viaLid)).toMatchObject({ from: null, lid: SENDER_LID, chatId: SENDER_LID_JID });
  });

  it('in a group the sender is the participant, by participantAlt when addressed by LID', () => {
    const inGroup = received({ conversation: 'halo grup' }, { remoteJid: GROUP, participant: SENDER_LID_JID, participantAlt: SENDER_JID });
    expect(inbound(inGroup)).toMatchObject({ chatId: GROUP, from: SENDER, lid: SENDER_LID });
  });

  it('the webhook data adds the media URL, or null, to the media', () => {
    const image = inbound(received({ imageMessage: { mimetype: 'image/png', fileLength: 7 } }));
    const text = inbound(received({ conversation: 'hi' }));
    if (!image || !text) throw new Error('both map');
    expect(inboundEvent(image, 'https://kurir.test/m/1').media).toEqual({ mimeType: 'image/png', size: 7, url: 'https://kurir.test/m/1' });
    expect(inboundEvent(image, null).media).toEqual({ mimeType: 'image/png', size: 7, url: null });
    expect(inboundEvent(text, 'ignored').media).toBeNull();
  });
});

describe('reactions', () => {
  const reaction = (text: string, reactorKey: WAMessage['key']) => ({
    key: { remoteJid: SENDER_JID, fromMe: true, id: 'MY-MSG' },
    // As Baileys builds it: the reaction content (its timestamp a Long) with the reactor's full key.
    reaction: { ...proto.Message.ReactionMessage.fromObject({ text, senderTimestampMs: 1_767_000_000_123 }), key: reactorKey },
  });

  it('a contact reacting by LID is reported with their phone, the target id and the emoji', () => {
    const event = reaction('❤️', { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID, fromMe: false, id: 'REACT-1' });
    expect(mapReaction(event, noLookup, NOW)).toEqual({
      id: 'REACT-1',
      messageId: 'MY-MSG',
      from: SENDER,
      emoji: '❤️',
      timestamp: 1_767_000_000_123,
    });
  });

  it('an upserted reaction message maps like the messages.reaction Baileys makes of it', () => {
    const message = received(
      {
        reactionMessage: {
          key: { remoteJid: SENDER_LID_JID, fromMe: true, id: 'MY-MSG' },
          text: '🙏',
          senderTimestampMs: 1_767_000_000_456,
        },
      },
      { remoteJid: SENDER_LID_JID, remoteJidAlt: SENDER_JID, id: 'REACT-4' },
    );
    const read = readReceived(message);
    if (read.kind !== 'reaction') throw new Error(`read as ${read.kind}`);
    expect(read.reaction.key.id).toBe('MY-MSG');
    expect(mapReaction(read.reaction, noLookup, NOW)).toEqual({
      id: 'REACT-4',
      messageId: 'MY-MSG',
      from: SENDER,
      emoji: '🙏',
      timestamp: 1_767_000_000_456,
    });
  });

  it('a removed reaction has an empty emoji; an own reaction is not reported', () => {
    const removed = reaction('', { remoteJid: SENDER_JID, fromMe: false, id: 'REACT-2' });
    expect(mapReaction(removed, noLookup, NOW)).toMatchObject({ emoji: '', from: SENDER });
    expect(mapReaction(reaction('👍', { remoteJid: SENDER_JID, fromMe: true, id: 'REACT-3' }), noLookup, NOW)).toBeNull();
  });
});

describe('calls', () => {
  const call = (extra: Partial<WACallEvent>): WACallEvent => ({
    chatId: SENDER_LID_JID,
    from: SENDER_LID_JID,
    id: 'CALL-1',
    date: new Date(NOW),
    status: 'offer',
    offline: false,
    ...extra,
  });

  it('a call from a LID is reported with the caller phone (callerPn)', () => {
    expect(mapCall(call({ callerPn: SENDER_JID, isVideo: true }), noLookup)).toEqual({
      id: 'CALL-1',
      from: SENDER,
      isVideo: true,
      isGroup: false,
      status: 'offer',
      timestamp: NOW,
      callerJid: SENDER_LID_JID,
    });
  });

  it('a group call says so, and names the caller’s address for a reject', () => {
    expect(mapCall(call({ callerPn: SENDER_JID, isGroup: true, groupJid: '120363012345678901@g.us' }), noLookup)).toMatchObject({
      from: SENDER,
      isGroup: true,
      callerJid: SENDER_LID_JID,
    });
  });

  it('a call from a phone JID, and one from a LID only the lookup knows', () => {
    expect(mapCall(call({ from: SENDER_JID, status: 'terminate' }), noLookup)).toMatchObject({ from: SENDER, isVideo: false });
    expect(mapCall(call({}), (lid) => (lid === SENDER_LID ? SENDER : null))).toMatchObject({ from: SENDER });
  });

  it('technical call updates are not reported', () => {
    expect(mapCall(call({ status: 'relaylatency' }), noLookup)).toBeNull();
    expect(mapCall(call({ status: 'preaccept' }), noLookup)).toBeNull();
  });
});
