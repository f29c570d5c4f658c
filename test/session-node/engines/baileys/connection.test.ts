/**
 * The socket lifecycle, driven by what the WhatsApp server sends. Baileys connects for real to a
 * local WebSocket server; since the Noise handshake cannot complete offline, the server's stanzas
 * are handed to Baileys' own handlers by emitting them on `sock.ws` (`CB:<tag>,…` events are what
 * Baileys' frame decoder emits for each decrypted node), and connection losses come from the
 * WebSocket itself.
 */
import type { WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { type DeviceUnderTest, fakeServerPerTest } from './harness';
import {
  failure,
  hasChild,
  linkedCreds,
  loginSuccess,
  OWN_LID,
  PHONE,
  PHONE_JID,
  pairDevice,
  pairSuccess,
  sentNodes,
  socketOpen,
  streamError,
  streamReplaced,
} from './helpers';

const { device, server } = fakeServerPerTest();

async function openSocket(dut: DeviceUnderTest, index: number): Promise<WASocket> {
  const sock = await dut.socket(index);
  await socketOpen(sock);
  return sock;
}

describe('linking by QR', () => {
  it('reports CONNECTING, then each QR the server offers refs for', async () => {
    const dut = await device();
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:iq,type:set,pair-device', pairDevice('ref-one', 'ref-two'));
    await dut.reported('QR');
    expect(dut.statuses[0]).toMatchObject({ status: 'CONNECTING', qr: null });
    // Baileys' QR payload: the link URL with the first ref and this device's public keys.
    expect(dut.statuses[1]?.qr).toContain('#ref-one,');
  });

  it('a scan links the device: creds saved, restart at once, then CONNECTED with the phone number and newLogin', async () => {
    const dut = await device();
    const first = await openSocket(dut, 0);
    first.ws.emit('CB:iq,type:set,pair-device', pairDevice('ref-one'));
    await dut.reported('QR');

    first.ws.emit('CB:iq,,pair-success', pairSuccess(first.authState.creds));
    await vi.waitFor(() => expect(dut.store.creds?.me?.id).toBe(PHONE_JID));
    // The server then asks for a restart (515): a new socket logs in with the same creds, no backoff.
    first.ws.emit('CB:stream:error', streamError('515'));
    const second = await openSocket(dut, 1);
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(second.authState.creds.me?.id).toBe(PHONE_JID);
    expect(second.authState.creds.noiseKey.public).toEqual(first.authState.creds.noiseKey.public);

    second.ws.emit('CB:success', loginSuccess());
    await dut.reported('CONNECTED');
    expect(dut.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'QR', 'CONNECTING', 'CONNECTED']);
    expect(dut.statuses[2]).toMatchObject({ reason: 'restart-required' });
    expect(dut.statuses.at(-1)).toMatchObject({ status: 'CONNECTED', phoneNumber: PHONE, newLogin: true });
    expect(dut.store.creds?.me?.lid).toBe(OWN_LID);
  });

  it('QR refs running out before a scan (408) end linking as LOGGED_OUT without a reconnect', async () => {
    const dut = await device({ socket: { qrTimeout: 30 } });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:iq,type:set,pair-device', pairDevice('only-ref'));
    await dut.reported('LOGGED_OUT', 'linking-timed-out');
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(dut.sockets).toHaveLength(1);
  });
});

describe('a linked device', () => {
  it('reconnecting is CONNECTED without newLogin', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:success', loginSuccess());
    await dut.reported('CONNECTED');
    expect(dut.statuses.at(-1)).toMatchObject({ phoneNumber: PHONE, newLogin: false, qr: null });
  });

  it('a 401 failure ends in LOGGED_OUT and never reconnects', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:failure', failure('401'));
    await dut.reported('LOGGED_OUT', 'logged-out');
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(dut.sockets).toHaveLength(1);
  });

  it('a 403 failure ends in LOGGED_OUT as forbidden', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:failure', failure('403'));
    await dut.reported('LOGGED_OUT', 'forbidden');
    expect(dut.sockets).toHaveLength(1);
  });

  it('a stream replaced elsewhere (440) is DISCONNECTED and never fought back', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:stream:error', streamReplaced());
    await dut.reported('DISCONNECTED', 'connection-replaced');
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(dut.sockets).toHaveLength(1);
  });

  it('a connection closed by the server (428) is DISCONNECTED and comes back on a new socket after the backoff', async () => {
    const dut = await device({ creds: linkedCreds() });
    const first = await openSocket(dut, 0);
    first.ws.emit('CB:success', loginSuccess());
    await dut.reported('CONNECTED');

    server().connections[0]?.terminate();
    await dut.reported('DISCONNECTED', 'connection-closed');
    const second = await openSocket(dut, 1);
    expect(second).not.toBe(first);
    expect(dut.reconnectDelay).toHaveBeenCalledWith(0);
    expect(server().connections).toHaveLength(2);

    // Reconnecting does not flap through CONNECTING; a second loss waits longer (attempt 1).
    server().connections[1]?.terminate();
    await openSocket(dut, 2);
    expect(dut.reconnectDelay).toHaveBeenLastCalledWith(1);
    // A late event of a dead socket reaches nobody: only the live one's login is reported. The
    // second loss, the same status for the same reason, is no news and is not reported again.
    second.ws.emit('CB:success', loginSuccess());
    (await dut.socket(2)).ws.emit('CB:success', loginSuccess());
    await vi.waitFor(() => expect(dut.statuses.filter((s) => s.status === 'CONNECTED')).toHaveLength(2));
    expect(dut.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'CONNECTED', 'DISCONNECTED', 'CONNECTED']);
  });

  it('a lost connection (an error of the WebSocket) reconnects with backoff, naming the error', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('error', Object.assign(new Error('read ETIMEDOUT'), { code: 'ETIMEDOUT' }));
    await dut.reported('DISCONNECTED', 'network: read ETIMEDOUT');
    await openSocket(dut, 1);
    expect(dut.reconnectDelay).toHaveBeenCalledWith(0);
  });

  it('stop ends the socket, and nothing reconnects or reports afterwards', async () => {
    const dut = await device({ creds: linkedCreds() });
    await openSocket(dut, 0);
    const reportsBefore = dut.statuses.length;
    await dut.session.stop();
    await vi.waitFor(() => expect(server().connections[0]?.readyState).toBe(3));
    expect(dut.statuses).toHaveLength(reportsBefore);
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(dut.sockets).toHaveLength(1);
  });

  it('logout unlinks on the server, reports LOGGED_OUT and never reconnects', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:success', loginSuccess());
    await dut.reported('CONNECTED');
    await dut.session.logout();
    expect(dut.statuses.at(-1)).toMatchObject({ status: 'LOGGED_OUT', reason: 'logged-out' });
    // The remove-companion-device iq went out before the socket closed.
    await vi.waitFor(async () => {
      const nodes = await sentNodes(server().received[0] ?? []);
      expect(nodes.some((node) => node.tag === 'iq' && hasChild(node, 'remove-companion-device'))).toBe(true);
    });
    expect(dut.sockets).toHaveLength(1);
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
  });

  it('logout while not connected still reports LOGGED_OUT', async () => {
    const dut = await device({ creds: linkedCreds() });
    await dut.socket(0);
    await dut.session.logout();
    expect(dut.statuses.at(-1)).toMatchObject({ status: 'LOGGED_OUT', reason: 'logged-out' });
    expect(dut.sockets).toHaveLength(1);
  });

  it('stores the messages it receives (live ones with their inbound event) and reports receipts for its own', async () => {
    const dut = await device({ creds: linkedCreds() });
    const sock = await openSocket(dut, 0);
    sock.ws.emit('CB:success', loginSuccess());
    await dut.reported('CONNECTED');
    // Baileys holds a linked device's events until the server says the offline backlog is done.
    sock.ws.emit('CB:ib,,offline', { tag: 'ib', attrs: {}, content: [{ tag: 'offline', attrs: { count: '0' } }] });

    // Decrypted messages cannot come from the fake server, so the decoded result is emitted as
    // Baileys emits it after decryption.
    sock.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: { remoteJid: '201234567890123@lid', remoteJidAlt: '6289876543210@s.whatsapp.net', fromMe: false, id: 'IN-1' },
          message: { conversation: 'halo' },
          messageTimestamp: 1_767_000_000,
        },
        { key: { remoteJid: '6289876543210@s.whatsapp.net', fromMe: false, id: 'STUB-1' }, messageStubType: 2 },
      ],
    });
    // Sent from the phone: not an event, but kept for quotes. Received while offline (a recent
    // append): an event, stored once, through its inbound report.
    sock.ev.emit('messages.upsert', {
      type: 'append',
      messages: [
        { key: { remoteJid: '6289876543210@s.whatsapp.net', fromMe: true, id: 'ECHO-1' }, message: { conversation: 'ok' } },
        {
          key: { remoteJid: '6289876543210@s.whatsapp.net', fromMe: false, id: 'OFFLINE-1' },
          message: { conversation: 'while you were away' },
          messageTimestamp: Math.floor(Date.now() / 1000) - 60,
        },
      ],
    });
    sock.ev.emit('messages.update', [
      { key: { remoteJid: '201234567890123@lid', fromMe: true, id: 'OUT-1' }, update: { status: 4 } },
      {
        key: { remoteJid: '6289876543210@s.whatsapp.net', fromMe: true, id: 'OUT-2' },
        update: { status: 0, messageStubParameters: ['479'] },
      },
    ]);

    await vi.waitFor(() => expect(dut.receipts).toHaveLength(2));
    await vi.waitFor(() => expect(dut.inbound).toHaveLength(2));
    expect(dut.inbound.map((i) => i.stored?.key.id)).toEqual(['IN-1', 'OFFLINE-1']);
    expect(dut.stored.map((message) => message.key.id)).toEqual(['ECHO-1']);
    expect(dut.receipts).toMatchObject([
      { messageId: 'OUT-1', status: 'READ', error: null },
      { messageId: 'OUT-2', status: 'FAILED', error: '479' },
    ]);
  });
});
