/**
 * Only a node started for the emulator trusts it. The emulator runs in a process of its own here,
 * as with `npm start`: its phones trust its root in that process, never in this one.
 */
import type { ChildProcess } from 'node:child_process';
import { WA_CERT_DETAILS } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmulatorProcess, stopProcess } from '../../../../scripts/stack';
import { loadConfig } from '../../../../session-node/config';
import { trustEmulator } from '../../../../session-node/engines/emulated/trust';
import { startDevice } from '../baileys/harness';

let emulator: ChildProcess;
let port = 0;
const WHATSAPP_ROOT = Buffer.from(WA_CERT_DETAILS.PUBLIC_KEY);

beforeAll(async () => {
  port = await freePort();
  emulator = await startEmulatorProcess({ port, stdio: 'ignore', env: { LOG_LEVEL: 'fatal' } });
}, 60_000);
afterAll(async () => {
  WA_CERT_DETAILS.PUBLIC_KEY = WHATSAPP_ROOT;
  await stopProcess(emulator);
});

describe('a session-node for the real WhatsApp', () => {
  it('cannot be given an emulator to trust', () => {
    expect(() =>
      loadConfig({ KURIR_ENGINE: 'baileys', NODE_TOKEN: 'a-node-token-of-32-characters..', EMULATOR_URL: `http://127.0.0.1:${port}` }, {}),
    ).toThrow('EMULATOR_URL is only for KURIR_ENGINE=emulator (this node runs baileys)');
  });

  it("refuses the emulator's certificate when its socket is pointed at it, and never shows a QR", async () => {
    const device = await startDevice({ url: `ws://127.0.0.1:${port}/ws/chat` }, { socket: { connectTimeoutMs: 5_000 } });
    try {
      await device.reported('DISCONNECTED', 'untrusted-server: noise intermediate certificate signature invalid');
      expect(device.statuses.map((s) => s.status)).not.toContain('QR');
    } finally {
      await device.session.stop();
    }
  });

  it("accepts it once started for the emulator, which hands it the emulator's root", async () => {
    const emulated = await trustEmulator(`http://127.0.0.1:${port}`);
    expect(Buffer.from(WA_CERT_DETAILS.PUBLIC_KEY).equals(WHATSAPP_ROOT)).toBe(false);
    expect(emulated.socketUrl({ id: 'dev_1', name: 'CS', sessionId: 'ses_1' })).toBe(`ws://127.0.0.1:${port}/ws/chat?device=dev_1`);
    const device = await startDevice({ url: `ws://127.0.0.1:${port}/ws/chat` }, { socket: { connectTimeoutMs: 5_000 } });
    try {
      await device.reported('QR');
    } finally {
      await device.session.stop();
    }
  });
});
