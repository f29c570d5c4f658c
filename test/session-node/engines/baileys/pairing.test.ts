/**
 * Linking by pairing code, against a local fake server: Baileys can only ask for a code once the
 * server has offered QR refs, and a code asked for earlier leaves creds that must not be reused.
 */
import { initAuthCreds, type WASocket } from '@whiskeysockets/baileys';
import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../../../../session-node/engines/engine';
import { type DeviceUnderTest, fakeServerPerTest } from './harness';
import { hasChild, linkedCreds, PHONE, pairDevice, sentNodes, socketOpen } from './helpers';

const { device, server } = fakeServerPerTest();

/** Plays the server's part up to the linking stage on socket `index`. */
async function offerRefs(dut: DeviceUnderTest, index: number): Promise<WASocket> {
  const sock = await dut.socket(index);
  await socketOpen(sock);
  sock.ws.emit('CB:iq,type:set,pair-device', pairDevice(`ref-${index}`));
  return sock;
}

describe('pairing code', () => {
  it('is asked for once the server offered QR refs, returns 8 characters and keeps the device in QR', async () => {
    const dut = await device();
    // Asked for before the socket is up: the request waits for the linking stage.
    const code = dut.session.requestPairingCode(PHONE);
    await offerRefs(dut, 0);
    await expect(code).resolves.toMatch(/^[0-9A-Z]{8}$/);

    expect(dut.statuses.at(-1)).toMatchObject({ status: 'QR' });
    expect(dut.statuses.at(-1)?.qr).toContain('#ref-0,');
    await vi.waitFor(() => expect(dut.store.creds?.me?.id).toBe(`${PHONE}@s.whatsapp.net`));
    expect(dut.store.creds?.registered).toBe(false);
    // The companion_hello went to the server.
    await vi.waitFor(async () => {
      const nodes = await sentNodes(server().received[0] ?? []);
      expect(nodes.some((node) => node.tag === 'iq' && hasChild(node, 'link_code_companion_reg'))).toBe(true);
    });
  });

  it('asked again, resets the abandoned pairing (fresh creds, new socket) before asking', async () => {
    const dut = await device();
    const first = dut.session.requestPairingCode(PHONE);
    const firstSocket = await offerRefs(dut, 0);
    await first;
    const firstNoiseKey = Buffer.from(firstSocket.authState.creds.noiseKey.public);

    const second = dut.session.requestPairingCode(PHONE);
    const secondSocket = await offerRefs(dut, 1);
    await expect(second).resolves.toMatch(/^[0-9A-Z]{8}$/);
    expect(Buffer.from(secondSocket.authState.creds.noiseKey.public).equals(firstNoiseKey)).toBe(false);
    // Fresh creds (no `me`) were saved after the first code, before the second set `me` again.
    const firstCode = dut.store.savedCreds.findIndex((text) => text.includes('"me"'));
    expect(dut.store.savedCreds.findIndex((text, index) => index > firstCode && !text.includes('"me"'))).toBeGreaterThan(firstCode);
    expect(dut.store.creds?.noiseKey.public).toEqual(secondSocket.authState.creds.noiseKey.public);
    // The restart was ours, not a disconnect: no backoff, no DISCONNECTED.
    expect(dut.reconnectDelay).not.toHaveBeenCalled();
    expect(dut.statuses.map((s) => s.status)).not.toContain('DISCONNECTED');
  });

  it('a session resumed with an abandoned pairing starts linking from fresh creds', async () => {
    const abandoned = initAuthCreds();
    abandoned.me = { id: `${PHONE}@s.whatsapp.net`, name: '~' };
    const dut = await device({ creds: abandoned });
    const sock = await dut.socket(0);
    expect(sock.authState.creds.me).toBeUndefined();
    expect(dut.store.creds?.me).toBeUndefined();
    expect(dut.store.creds?.noiseKey.public).not.toEqual(abandoned.noiseKey.public);
  });

  it('is refused for a device that is already linked', async () => {
    const dut = await device({ creds: linkedCreds() });
    await expect(dut.session.requestPairingCode(PHONE)).rejects.toMatchObject({ code: 'bad-request' });
  });

  it('is refused for a phone number that is not 8 to 15 digits', async () => {
    const dut = await device();
    await expect(dut.session.requestPairingCode('+62 812')).rejects.toBeInstanceOf(EngineError);
  });

  it('gives up with not-connected when the linking stage never comes', async () => {
    const dut = await device({ pairingTimeoutMs: 50 });
    await expect(dut.session.requestPairingCode(PHONE)).rejects.toMatchObject({ code: 'not-connected' });
  });

  it('waiting for it ends with not-connected when the session stops', async () => {
    const dut = await device();
    const code = dut.session.requestPairingCode(PHONE);
    await dut.socket(0);
    await dut.session.stop();
    await expect(code).rejects.toMatchObject({ code: 'not-connected' });
  });
});
