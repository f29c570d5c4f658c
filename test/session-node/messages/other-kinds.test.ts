/**
 * Location, contact cards, polls, edits, deletes and group sends through the shared builder, as
 * the recipient's phone decodes them (proto round trips), with the stanza extras `sendMessage`
 * would add (edit attributes, a poll's meta node).
 */
import { proto } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { buildOutgoing } from '../../../session-node/messages/build';
import { escapeVcardText, vcardOf } from '../../../session-node/messages/vcard';
import { buildContext, PEER_JID, PEER_PHONE, roundTrip } from './helpers';

const GROUP = '120363012345678901@g.us';
const SENT = { remoteJid: PEER_JID, id: '3EB0SENT000001', fromMe: true };

describe('a location', () => {
  it('reaches the recipient with its coordinates, name and address', async () => {
    const built = await buildOutgoing(
      {
        to: PEER_PHONE,
        content: { kind: 'location', latitude: -6.175392, longitude: 106.827153, name: 'Toko Jaya', address: 'Jl. Medan Merdeka' },
      },
      buildContext(),
    );
    expect(roundTrip(built.message).locationMessage).toMatchObject({
      degreesLatitude: -6.175392,
      degreesLongitude: 106.827153,
      name: 'Toko Jaya',
      address: 'Jl. Medan Merdeka',
    });
  });
});

describe('contact cards', () => {
  it('one card is a contactMessage whose vCard names the person and their WhatsApp number', async () => {
    const built = await buildOutgoing(
      { to: PEER_PHONE, content: { kind: 'contacts', contacts: [{ name: 'Kurir Andi', phoneNumber: '6281234567890' }] } },
      buildContext(),
    );
    const contact = roundTrip(built.message).contactMessage;
    expect(contact?.displayName).toBe('Kurir Andi');
    expect(contact?.vcard?.split('\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:;Kurir Andi;;;',
      'FN:Kurir Andi',
      'TEL;type=CELL;type=VOICE;waid=6281234567890:+6281234567890',
      'END:VCARD',
    ]);
  });

  it('several cards are a contactsArrayMessage, one vCard each', async () => {
    const built = await buildOutgoing(
      {
        to: PEER_PHONE,
        content: {
          kind: 'contacts',
          contacts: [
            { name: 'Andi', phoneNumber: '6281234567890', organization: 'JNE' },
            { name: 'Sari', phoneNumber: '6289876543210', email: 'sari@toko.id' },
          ],
        },
      },
      buildContext(),
    );
    const array = roundTrip(built.message).contactsArrayMessage;
    expect(array?.displayName).toBe('2 contacts');
    expect(array?.contacts?.map((c) => c.displayName)).toEqual(['Andi', 'Sari']);
    expect(array?.contacts?.[0]?.vcard).toContain('\nORG:JNE\n');
    expect(array?.contacts?.[1]?.vcard).toContain('\nEMAIL;type=INTERNET:sari@toko.id\n');
  });

  it('a name cannot break out of its vCard line (RFC 6350 escaping)', () => {
    expect(escapeVcardText('Toko; Jaya, Cab. 2\\3\nEND:VCARD')).toBe('Toko\\; Jaya\\, Cab. 2\\\\3\\nEND:VCARD');
    const card = vcardOf({ name: 'Eve\nTEL:+1', phoneNumber: '6281234567890' });
    expect(card.split('\n').filter((line) => line.startsWith('TEL'))).toHaveLength(1);
    expect(card).toContain('FN:Eve\\nTEL:+1\n');
  });
});

describe('a poll', () => {
  it('with one answer is a pollCreationMessageV3 with a secret, relayed with the creation meta node', async () => {
    const built = await buildOutgoing(
      { to: PEER_PHONE, content: { kind: 'poll', question: 'Ukuran?', options: ['S', 'M', 'L'], multipleAnswers: false } },
      buildContext(),
    );
    const decoded = roundTrip(built.message);
    expect(decoded.pollCreationMessageV3?.name).toBe('Ukuran?');
    expect(decoded.pollCreationMessageV3?.options?.map((o) => o.optionName)).toEqual(['S', 'M', 'L']);
    expect(decoded.pollCreationMessageV3?.selectableOptionsCount).toBe(1);
    const secret = decoded.messageContextInfo?.messageSecret;
    expect(secret).toHaveLength(32);
    expect(built.pollSecret).toBe(Buffer.from(secret ?? []).toString('base64'));
    expect(built.additionalNodes).toEqual([{ tag: 'meta', attrs: { polltype: 'creation' } }]);
  });

  it('with multiple answers lets a voter pick any number', async () => {
    const built = await buildOutgoing(
      { to: PEER_PHONE, content: { kind: 'poll', question: 'Warna?', options: ['Merah', 'Biru'], multipleAnswers: true } },
      buildContext(),
    );
    const poll = roundTrip(built.message).pollCreationMessage;
    expect(poll?.selectableOptionsCount).toBe(0);
    expect(poll?.options?.map((o) => o.optionName)).toEqual(['Merah', 'Biru']);
  });
});

describe('edits and deletes', () => {
  it('an edit is a MESSAGE_EDIT naming the sent message, with the new text, relayed with edit="1"', async () => {
    const built = await buildOutgoing({ content: { kind: 'edit', target: SENT, text: 'Harga Rp 45.000' } }, buildContext());
    const protocolMessage = roundTrip(built.message).protocolMessage;
    expect(built.jid).toBe(PEER_JID);
    expect(protocolMessage?.type).toBe(proto.Message.ProtocolMessage.Type.MESSAGE_EDIT);
    expect(protocolMessage?.key).toMatchObject(SENT);
    expect(protocolMessage?.editedMessage?.extendedTextMessage?.text).toBe('Harga Rp 45.000');
    expect(built.additionalAttributes).toEqual({ edit: '1' });
    expect(built.message.key.id).not.toBe(SENT.id);
  });

  it('an edit of a caption carries the media type with only the new caption', async () => {
    const built = await buildOutgoing({ content: { kind: 'edit', target: SENT, text: 'Diskon 20%', captionOf: 'image' } }, buildContext());
    const edited = roundTrip(built.message).protocolMessage?.editedMessage;
    expect(edited?.imageMessage?.caption).toBe('Diskon 20%');
    expect(edited?.extendedTextMessage).toBeFalsy();
    expect(built.additionalAttributes).toEqual({ edit: '1' });
  });

  it('a delete for everyone is a REVOKE naming the sent message, relayed with edit="7"', async () => {
    const inGroup = { ...SENT, remoteJid: GROUP };
    const built = await buildOutgoing({ content: { kind: 'revoke', target: inGroup } }, buildContext());
    const protocolMessage = roundTrip(built.message).protocolMessage;
    expect(built.jid).toBe(GROUP);
    expect(protocolMessage?.type).toBe(proto.Message.ProtocolMessage.Type.REVOKE);
    expect(protocolMessage?.key).toMatchObject(inGroup);
    expect(built.additionalAttributes).toEqual({ edit: '7' });
  });
});

describe('a group send', () => {
  it('goes to the group and mentions people by JID and in the text', async () => {
    const built = await buildOutgoing(
      { groupId: GROUP, content: { kind: 'text', text: 'Pesanan siap' }, mentions: ['6281300000003'] },
      buildContext(),
    );
    const text = roundTrip(built.message).extendedTextMessage;
    expect(built.jid).toBe(GROUP);
    expect(built.message.key.remoteJid).toBe(GROUP);
    expect(text?.text).toBe('Pesanan siap @6281300000003');
    expect(text?.contextInfo?.mentionedJid).toEqual(['6281300000003@s.whatsapp.net']);
  });

  it('a location or poll in a group mentions by JID only (it has no text to show them)', async () => {
    const built = await buildOutgoing(
      { groupId: GROUP, content: { kind: 'location', latitude: 1, longitude: 2 }, mentions: ['6281300000003'] },
      buildContext(),
    );
    expect(roundTrip(built.message).locationMessage?.contextInfo?.mentionedJid).toEqual(['6281300000003@s.whatsapp.net']);
  });
});
