import { describe, expect, it } from 'vitest';
import { buildOutgoing, toStoredMessage } from '../../../session-node/messages/build';
import { buildContext, inboundText, OWN_JID, PEER_JID, PEER_PHONE, roundTrip } from './helpers';

describe('a text message', () => {
  it('reaches the recipient with the text it was given', async () => {
    const built = await buildOutgoing({ to: PEER_PHONE, content: { kind: 'text', text: 'Halo, pesanan siap 📦' } }, buildContext());

    expect(built.jid).toBe(PEER_JID);
    expect(built.additionalNodes).toEqual([]);
    expect(built.message.key.fromMe).toBe(true);
    expect(built.message.key.remoteJid).toBe(PEER_JID);
    expect(roundTrip(built.message).extendedTextMessage?.text).toBe('Halo, pesanan siap 📦');
  });

  it('goes out with the id the device chose, or one of WhatsApp Web’s shape when none was given', async () => {
    const chosen = await buildOutgoing(
      { to: PEER_PHONE, content: { kind: 'text', text: 'x' }, messageId: '3EB0ABCDEF0123456789AB' },
      buildContext(),
    );
    expect(chosen.message.key.id).toBe('3EB0ABCDEF0123456789AB');
    const own = await buildOutgoing({ to: PEER_PHONE, content: { kind: 'text', text: 'x' } }, buildContext());
    expect(own.message.key.id).toMatch(/^3EB0[0-9A-F]{18}$/);
  });

  it('that replies shows the quoted message, its id and its sender', async () => {
    const quoted = toStoredMessage(inboundText('3EB0QUOTED01', 'Apakah barang tersedia?'));

    const built = await buildOutgoing({ to: PEER_PHONE, content: { kind: 'text', text: 'Tersedia' }, quoted }, buildContext());

    const context = roundTrip(built.message).extendedTextMessage?.contextInfo;
    expect(context?.stanzaId).toBe('3EB0QUOTED01');
    expect(context?.participant).toBe(PEER_JID);
    expect(context?.quotedMessage?.conversation).toBe('Apakah barang tersedia?');
  });
});

describe('a reaction', () => {
  const target = { remoteJid: '120363000000000001@g.us', id: '3EB0TARGET01', fromMe: false, participant: PEER_JID };

  it('goes to the target chat and names the whole target key', async () => {
    const built = await buildOutgoing({ content: { kind: 'reaction', emoji: '👍', target } }, buildContext());

    expect(built.jid).toBe(target.remoteJid);
    expect(built.additionalNodes).toEqual([]);
    const reaction = roundTrip(built.message).reactionMessage;
    expect(reaction?.text).toBe('👍');
    expect(reaction?.key?.remoteJid).toBe(target.remoteJid);
    expect(reaction?.key?.id).toBe(target.id);
    expect(reaction?.key?.fromMe).toBe(false);
    expect(reaction?.key?.participant).toBe(PEER_JID);
    // The reaction is a message of its own: its id is not the target's.
    expect(built.message.key.id).not.toBe(target.id);
  });

  it('with an empty emoji removes the reaction', async () => {
    const own = { remoteJid: PEER_JID, id: '3EB0OWN00001', fromMe: true };
    const built = await buildOutgoing({ content: { kind: 'reaction', emoji: '', target: own } }, buildContext({ userJid: OWN_JID }));

    const reaction = roundTrip(built.message).reactionMessage;
    expect(reaction?.text).toBe('');
    expect(reaction?.key?.id).toBe(own.id);
    expect(reaction?.key?.fromMe).toBe(true);
  });
});
