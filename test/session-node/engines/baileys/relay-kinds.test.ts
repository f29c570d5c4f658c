/**
 * What the Baileys engine hands `relayMessage` for the new kinds, on a socket of its own: the
 * stanza extras of edits, deletes and polls, "typing…" before a send with `typingMs`, and one
 * upload for a broadcast's many sends of one file.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SendParams } from '../../../../protocol';
import { relayOutgoing, type SendingSocket } from '../../../../session-node/engines/baileys/send';
import { fakeUpload, TINY_PNG } from '../../messages/helpers';
import { PHONE_JID } from './helpers';

type Relay = SendingSocket['relayMessage'];
type Presence = SendingSocket['sendPresenceUpdate'];
const PEER = '6289876543210';
const PEER_JID = `${PEER}@s.whatsapp.net`;

function socket() {
  const steps: string[] = [];
  const relay = vi.fn<Relay>(async (jid, _message, options) => {
    steps.push(`relay ${jid}`);
    return options.messageId ?? '';
  });
  const presence = vi.fn<Presence>(async (state, jid) => {
    steps.push(`${state} ${jid ?? ''}`);
  });
  const sock: SendingSocket = {
    user: { id: PHONE_JID },
    waUploadToServer: async () => {
      throw new Error('uploads go through the injected upload');
    },
    relayMessage: relay,
    sendPresenceUpdate: presence,
  };
  return { sock, relay, steps };
}

const options = { fetchMedia: async () => TINY_PNG, wait: async () => undefined };

describe('relaying the new kinds', () => {
  it('an edit goes to the edited message’s chat with edit="1", a delete with edit="7"', async () => {
    const { sock, relay } = socket();
    const target = { remoteJid: PEER_JID, id: '3EB0SENT', fromMe: true };
    await relayOutgoing(sock, { content: { kind: 'edit', target, text: 'Ralat: jam 10' } }, options);
    await relayOutgoing(sock, { content: { kind: 'revoke', target } }, options);
    expect(relay.mock.calls.map(([jid, , o]) => [jid, o.additionalAttributes])).toEqual([
      [PEER_JID, { edit: '1' }],
      [PEER_JID, { edit: '7' }],
    ]);
  });

  it('a poll carries the creation meta node and returns its secret', async () => {
    const { sock, relay } = socket();
    const sent = await relayOutgoing(
      sock,
      { to: PEER, content: { kind: 'poll', question: 'Jam?', options: ['10', '11'], multipleAnswers: false } },
      options,
    );
    expect(relay.mock.calls[0]?.[2].additionalNodes).toEqual([{ tag: 'meta', attrs: { polltype: 'creation' } }]);
    expect(sent.pollSecret).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('shows typing for typingMs, pauses, then sends; recording before a voice note', async () => {
    const { sock, steps } = socket();
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    await relayOutgoing(sock, { to: PEER, content: { kind: 'text', text: 'Halo' }, typingMs: 1500 }, { ...options, wait });
    const voice: SendParams = {
      to: PEER,
      content: { kind: 'media', type: 'audio', mimeType: 'audio/ogg; codecs=opus', voiceNote: true, url: 'u' },
      typingMs: 800,
    };
    await relayOutgoing(sock, voice, { ...options, wait, upload: fakeUpload().upload });
    expect(steps).toEqual([
      `composing ${PEER_JID}`,
      `paused ${PEER_JID}`,
      `relay ${PEER_JID}`,
      `recording ${PEER_JID}`,
      `paused ${PEER_JID}`,
      `relay ${PEER_JID}`,
    ]);
    expect(waits).toEqual([1500, 800]);
  });

  it('without typingMs nothing but the message is sent', async () => {
    const { sock, steps } = socket();
    await relayOutgoing(sock, { to: PEER, content: { kind: 'text', text: 'Halo' } }, options);
    expect(steps).toEqual([`relay ${PEER_JID}`]);
  });

  it('a broadcast of one image uploads it once: later sends carry the first send’s reference', async () => {
    const { sock, relay } = socket();
    const uploads = fakeUpload();
    const first = await relayOutgoing(
      sock,
      { to: PEER, content: { kind: 'media', type: 'image', mimeType: 'image/png', url: 'u', caption: 'Promo' } },
      { ...options, upload: uploads.upload },
    );
    const uploaded = first.uploaded;
    if (!uploaded) throw new Error('the first send returns its upload');
    for (const to of ['6281100000011', '6281100000012']) {
      await relayOutgoing(
        sock,
        { to, content: { kind: 'media', type: 'image', mimeType: 'image/png', uploaded, caption: 'Promo' } },
        {
          ...options,
          upload: uploads.upload,
        },
      );
    }
    expect(uploads.calls).toHaveLength(1);
    expect(relay).toHaveBeenCalledTimes(3);
    const urls = relay.mock.calls.map(([, message]) => message.imageMessage?.url);
    expect(new Set(urls)).toEqual(new Set([uploaded.url]));
  });
});
