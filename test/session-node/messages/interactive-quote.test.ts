import { jidNormalizedUser } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { buildOutgoing, toStoredMessage } from '../../../session-node/messages/build';
import {
  buildContext,
  fakeUpload,
  inboundText,
  interactive,
  interactiveOf,
  OWN_JID,
  PEER_JID,
  PEER_PHONE,
  roundTrip,
  TINY_PNG,
} from './helpers';

describe('quotes and interactive messages', () => {
  it('an interactive reply shows the message it answers', async () => {
    const quoted = toStoredMessage(inboundText('3EB0ASKED001', 'Ada ukuran XL?'));

    const built = await buildOutgoing(
      {
        to: PEER_PHONE,
        content: interactive({
          type: 'quick-reply',
          body: 'Ada. Mau pesan?',
          buttons: [{ id: 'order', label: 'Pesan' }],
        }),
        quoted,
      },
      buildContext(),
    );

    const context = interactiveOf(roundTrip(built.message)).contextInfo;
    expect(context?.stanzaId).toBe('3EB0ASKED001');
    expect(context?.participant).toBe(PEER_JID);
    expect(context?.quotedMessage?.conversation).toBe('Ada ukuran XL?');
    // The quote does not disturb the buttons or the relay nodes.
    expect(interactiveOf(roundTrip(built.message)).nativeFlowMessage?.buttons).toHaveLength(1);
    expect(built.additionalNodes.map((n) => n.tag)).toEqual(['bot', 'biz']);
  });

  it('a reply to a sent interactive message quotes its body, header media and buttons', async () => {
    const mediaUrl = 'http://127.0.0.1:8787/node/media/banner';
    const context = buildContext({ upload: fakeUpload().upload }, { [mediaUrl]: TINY_PNG });
    const sent = await buildOutgoing(
      {
        to: PEER_PHONE,
        content: interactive({
          type: 'template',
          header: 'Flash sale',
          body: 'Diskon 50% hari ini',
          templateButtons: [{ type: 'reply', label: 'Mau', value: 'want' }],
          headerMedia: { kind: 'image', mimeType: 'image/png', url: mediaUrl },
        }),
      },
      context,
    );
    // Stored the way the engine stores its own sends, then revived for the quote.
    const stored = toStoredMessage(sent.message);

    const reply = await buildOutgoing({ to: PEER_PHONE, content: { kind: 'text', text: 'Stok habis' }, quoted: stored }, context);

    const quote = roundTrip(reply.message).extendedTextMessage?.contextInfo;
    expect(quote?.stanzaId).toBe(sent.message.key.id);
    // Our own message: quoted as sent by our account, without the device part of its JID.
    expect(quote?.participant).toBe(jidNormalizedUser(OWN_JID));
    const quotedInteractive = quote?.quotedMessage?.interactiveMessage;
    expect(quotedInteractive?.body?.text).toBe('Diskon 50% hari ini\n\n1. Mau');
    expect(quotedInteractive?.header?.title).toBe('Flash sale');
    expect(quotedInteractive?.header?.imageMessage?.directPath).toBe('/v/t62/image.enc');
    expect(quotedInteractive?.header?.imageMessage?.mediaKey?.length).toBe(32);
    expect(quotedInteractive?.nativeFlowMessage?.buttons?.[0]?.name).toBe('quick_reply');
  });
});
