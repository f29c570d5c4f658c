/**
 * No message a customer sends is lost when a session dies between decrypting it and the device's
 * object taking its event: Kurir's real engine against the WhatsApp emulator (in this process),
 * the device's object played by a recording context whose acceptance the test holds back.
 */
import { Agent as HttpsAgent } from 'node:https';
import pino from 'pino';
import { Agent as UndiciAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../../../emulator/emulator';
import { waitUntil } from '../../../../scripts/wait-until';
import { createBaileysEngine } from '../../../../session-node/engines/baileys';
import type { Engine, EngineSession } from '../../../../session-node/engines/engine';
import { MemoryAuthStore } from '../baileys/helpers';
import { deferred, type RecordingContext, recordingContext } from '../recording-context';

let emulator: Emulator;
let engine: Engine;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, logger, deliveredMs: 0, readMs: -1 });
  const ca = emulator.trust.mediaCertificate;
  engine = createBaileysEngine({
    fetchMedia: async () => Buffer.alloc(0),
    logLevel: 'silent',
    emulator: {
      socketUrl: (device) => `${emulator.trust.chatUrl}?device=${device.id}`,
      httpsAgent: new HttpsAgent({ ca }),
      dispatcher: new UndiciAgent({ connect: { ca } }),
    },
  });
});
afterAll(async () => {
  await engine.close();
  await emulator.close();
});

async function session(
  store: MemoryAuthStore,
  accepting?: () => Promise<void>,
): Promise<{ recording: RecordingContext; session: EngineSession; store: MemoryAuthStore }> {
  const recording = recordingContext(store, accepting ? { accepting } : {});
  const started = await engine.start({ ...recording.context, device: { id: 'dev_noloss', name: 'CS', sessionId: 'ses_1' } });
  return { recording, session: started, store };
}

/** The store a device's object hands the next session: the creds and keys the last one saved. */
function reopened(store: MemoryAuthStore): MemoryAuthStore {
  const next = new MemoryAuthStore(store.savedCreds.at(-1) ?? store.initialCreds);
  for (const [key, value] of store.keys) next.keys.set(key, value);
  return next;
}

const statusOf = (recording: RecordingContext) => recording.statuses.at(-1)?.status;

describe("a customer's message when the session dies before its event is taken", () => {
  it('is delivered again, asked for anew when its keys were used, and reported once', { timeout: 60_000 }, async () => {
    const first = await session(new MemoryAuthStore());
    const qr = await waitUntil(() => first.recording.statuses.find((s) => s.qr)?.qr, { what: 'a QR' });
    expect((await fetch(`${emulator.url}/sim/scan`, { method: 'POST', body: JSON.stringify({ qr }) })).status).toBe(201);
    await waitUntil(() => statusOf(first.recording) === 'CONNECTED', { what: 'the link' });
    await first.session.stop();

    // The device's object will not take the event: the session dies with it in hand.
    const holding = deferred();
    const dying = await session(reopened(first.store), () => holding.promise);
    await waitUntil(() => statusOf(dying.recording) === 'CONNECTED', { what: 'the login' });
    const sent = fetch(`${emulator.url}/sim/devices/dev_noloss/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: '6281277001100', text: 'Tolong kirim invoice' }),
    });
    await waitUntil(() => dying.recording.inbound.length > 0, { what: 'the message decrypted and reported' });
    // WhatsApp has no receipt yet: the session held it back.
    await dying.session.stop();

    // The next session (another node, say): the message comes again; its keys are used, so the
    // session asks the phone for it anew, and takes it.
    const next = await session(reopened(dying.store));
    const answer = await sent;
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    await waitUntil(() => next.recording.inbound.some((i) => i.event.id === id), { what: 'the message reported by the next session' });
    expect(next.recording.inbound.filter((i) => i.event.id === id).map((i) => i.event.text)).toEqual(['Tolong kirim invoice']);
    expect(dying.recording.inbound.map((i) => i.event.id)).toEqual([id]);
    holding.resolve();
    await next.session.stop();
  });
});
