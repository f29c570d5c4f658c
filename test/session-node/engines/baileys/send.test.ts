/**
 * Sending: only on an open socket, built by the shared builder, relayed as built, and stored.
 * The socket is a real Baileys socket logged in against the fake server; only `relayMessage`
 * (which would need WhatsApp's device lists and Signal sessions) is replaced.
 */
import { proto, type WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import type { InteractiveContent } from '../../../../protocol';
import { relayOutgoing, type SendingSocket } from '../../../../session-node/engines/baileys/send';
import { reviveStoredMessage } from '../../../../session-node/messages/build';
import type { RelayVariant } from '../../../../session-node/messages/relay-nodes';
import { fakeServerPerTest } from './harness';
import { linkedCreds, PHONE_JID } from './helpers';

const TO = '6289876543210';
const QUICK_REPLY: InteractiveContent = {
  kind: 'interactive',
  type: 'quick-reply',
  body: 'Lanjut?',
  buttons: [
    { id: 'yes', label: 'Ya' },
    { id: 'no', label: 'Tidak' },
  ],
};

const { connected, device } = fakeServerPerTest();
const connectedDevice = (relayVariant?: RelayVariant) => connected(relayVariant ? { relayVariant } : {});

type Relay = WASocket['relayMessage'];

describe('send', () => {
  it('relays a text as built and resolves with its id and the copy the object stores', async () => {
    const { dut, sock } = await connectedDevice();
    const relay = vi.fn<Relay>(async (_jid, _message, options) => options.messageId ?? '');
    sock.relayMessage = relay;

    const { messageId, stored } = await dut.session.send({ to: TO, content: { kind: 'text', text: 'Halo dari Kurir' } });

    expect(relay).toHaveBeenCalledOnce();
    const [jid, message, options] = relay.mock.calls[0] ?? [];
    expect(jid).toBe(`${TO}@s.whatsapp.net`);
    expect(options).toMatchObject({ messageId, additionalNodes: [] });
    // What went to the relay is a valid proto.Message on the wire.
    const decoded = proto.Message.decode(proto.Message.encode(message ?? {}).finish());
    expect(decoded.extendedTextMessage?.text).toBe('Halo dari Kurir');

    expect(stored.key).toEqual({ remoteJid: `${TO}@s.whatsapp.net`, id: messageId, fromMe: true });
    expect(reviveStoredMessage(stored).message?.extendedTextMessage?.text).toBe('Halo dari Kurir');
    // The copy travels with the result, not as a report of its own.
    expect(dut.stored).toEqual([]);
  });

  it('relays an interactive message with the relay nodes the builder chose', async () => {
    const { dut, sock } = await connectedDevice();
    const relay = vi.fn<Relay>(async (_jid, _message, options) => options.messageId ?? '');
    sock.relayMessage = relay;
    await dut.session.send({ to: TO, content: QUICK_REPLY });
    const [, message, options] = relay.mock.calls[0] ?? [];
    const decoded = proto.Message.decode(proto.Message.encode(message ?? {}).finish());
    expect(decoded.interactiveMessage?.nativeFlowMessage?.buttons?.map((button) => button.name)).toEqual(['quick_reply', 'quick_reply']);
    expect(options?.additionalNodes?.map((node) => node.tag)).toContain('biz');
  });

  it('an engine set to the text variant sends interactive messages as plain text, without relay nodes', async () => {
    const { dut, sock } = await connectedDevice('text');
    const relay = vi.fn<Relay>(async (_jid, _message, options) => options.messageId ?? '');
    sock.relayMessage = relay;
    await dut.session.send({ to: TO, content: QUICK_REPLY });
    const [, message, options] = relay.mock.calls[0] ?? [];
    expect(message?.interactiveMessage).toBeFalsy();
    expect(message?.extendedTextMessage?.text).toContain('Lanjut?');
    expect(options?.additionalNodes).toEqual([]);
  });

  it('a refusal by the server is an EngineError rejected, and nothing is stored', async () => {
    const { dut, sock } = await connectedDevice();
    sock.relayMessage = vi.fn<Relay>(async () => {
      // Baileys throws a Boom (an Error with `output.statusCode`) when a relay fails.
      throw Object.assign(new Error('bad request'), { isBoom: true, output: { statusCode: 400 } });
    });
    await expect(dut.session.send({ to: TO, content: { kind: 'text', text: 'x' } })).rejects.toMatchObject({
      name: 'EngineError',
      code: 'rejected',
      message: 'bad request',
    });
    expect(dut.stored).toHaveLength(0);
  });

  it('a socket that closed before the stanza left is not-connected, not a refusal: the send can go again', async () => {
    const { dut, sock } = await connectedDevice();
    sock.relayMessage = vi.fn<Relay>(async () => {
      // What Baileys throws when the WebSocket closes while a send waits on it (`Connection Closed`, 428).
      throw Object.assign(new Error('Connection Closed'), { isBoom: true, output: { statusCode: 428 } });
    });
    await expect(dut.session.send({ to: TO, content: { kind: 'text', text: 'x' } })).rejects.toMatchObject({
      name: 'EngineError',
      code: 'not-connected',
      message: 'the connection to WhatsApp closed before the message left (Connection Closed)',
    });
    expect(dut.stored).toHaveLength(0);
  });

  it('a query that died with the WebSocket (its close code, 1006) is not-connected too', async () => {
    const { dut, sock } = await connectedDevice();
    sock.relayMessage = vi.fn<Relay>(async () => {
      // Baileys' queries reject with the WebSocket's own close code when it closes under them.
      throw 1006;
    });
    await expect(dut.session.send({ to: TO, content: { kind: 'text', text: 'x' } })).rejects.toMatchObject({ code: 'not-connected' });
  });

  it('is refused with not-connected before the socket is open', async () => {
    const dut = await device({ creds: linkedCreds() });
    await dut.socket(0);
    await expect(dut.session.send({ to: TO, content: { kind: 'text', text: 'x' } })).rejects.toMatchObject({ code: 'not-connected' });
  });
});

describe('relayOutgoing', () => {
  it('sends a reaction to the chat of the message it reacts to', async () => {
    const relay = vi.fn<Relay>(async (_jid, _message, options) => options.messageId ?? '');
    const sock: SendingSocket = {
      user: { id: PHONE_JID },
      waUploadToServer: async () => {
        throw new Error('no upload expected');
      },
      relayMessage: relay,
      sendPresenceUpdate: async () => undefined,
    };
    const target = { remoteJid: '123456789012345@lid', id: '3EB0TARGET', fromMe: false };
    const { message, messageId } = await relayOutgoing(
      sock,
      { content: { kind: 'reaction', emoji: '👍', target } },
      { fetchMedia: async () => Buffer.alloc(0) },
    );
    expect(relay.mock.calls[0]?.[0]).toBe(target.remoteJid);
    expect(message.message?.reactionMessage).toMatchObject({ key: target, text: '👍' });
    expect(messageId).not.toBe(target.id);
  });
});
