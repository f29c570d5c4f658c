/**
 * The simulated phone sends its history when a device links, as WhatsApp's does: an initial
 * bootstrap (empty for a device linked as it is made) that ends the import, so Kurir says
 * `history.imported` on either engine; a device that resumes its login gets none.
 */
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { waitUntil } from '../../../../scripts/wait-until';
import { createSimulatorEngine, type SimulatorEngine } from '../../../../session-node/engines/simulator';
import { recordingContext } from '../recording-context';
import { PHONE, simulate } from './simulate';

const engines: SimulatorEngine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

it('a new device gets an empty initial history that ends the import', async () => {
  const sim = await simulate();
  await waitUntil(() => sim.history.length === 1, { timeoutMs: 5_000, what: 'the history on linking' });
  expect(sim.history).toEqual([{ syncType: 'initial', chats: [], messages: [], final: true }]);
});

it('a device linked again gets what the phone has as its initial history', async () => {
  const sim = await simulate();
  await waitUntil(() => sim.history.length === 1, { timeoutMs: 5_000, what: 'the history on linking' });
  const at = Date.now() - 60_000;
  const given = await sim.control('POST', 'history', {
    chats: [{ from: PHONE, name: 'Budi', messages: [{ fromMe: false, text: 'Halo', at }] }],
  });
  expect(given.status).toBe(202);
  await waitUntil(() => sim.history.length === 2, { timeoutMs: 5_000, what: 'the history given' });

  // Logged out, then linked again: a new login of the same account.
  await sim.session.logout();
  await sim.engine.start(sim.context);
  await waitUntil(() => sim.history.length === 3, { timeoutMs: 5_000, what: 'the history on linking again' });
  expect(sim.history[2]).toMatchObject({
    syncType: 'initial',
    final: true,
    chats: [{ phoneNumber: PHONE, name: 'Budi' }],
    messages: [{ phoneNumber: PHONE, fromMe: false, text: 'Halo', timestamp: Math.floor(at / 1000) * 1000 }],
  });
});

it('names the files of every kind, and downloads each as the size and type it declared', async () => {
  const sim = await simulate();
  const kinds = ['image', 'video', 'audio', 'document', 'sticker'] as const;
  const at = Date.now() - 60_000;
  const given = await sim.control('POST', 'history', {
    chats: [
      { from: PHONE, messages: kinds.map((type, i) => ({ fromMe: false, type, text: type === 'document' ? 'Nota' : '', at: at + i })) },
    ],
  });
  expect(given.status).toBe(202);
  const files = sim.history.flatMap((r) => r.messages).filter((m) => m.media !== null);
  expect(files.map((m) => m.type).sort()).toEqual([...kinds].sort());
  for (const m of files) {
    await sim.session.downloadMedia(m.stored);
    const upload = sim.uploads.find((u) => u.messageId === m.id);
    expect([upload?.bytes.length, upload?.mimeType]).toEqual([m.media?.size, m.media?.mimeType]);
  }
  const note = files.find((m) => m.type === 'document');
  expect(Buffer.from(sim.uploads.find((u) => u.messageId === note?.id)?.bytes ?? []).toString()).toBe('Nota\n');
});

it('a device that resumes its login gets no history', async () => {
  const engine = await createSimulatorEngine({
    controlPort: 0,
    deliveredMs: -1,
    readMs: -1,
    logger: pino({ level: 'silent' }),
    fetchMedia: async () => Buffer.alloc(0),
  });
  engines.push(engine);
  const recording = recordingContext({
    initialCreds: JSON.stringify({ simulator: true, phoneNumber: '6289912345678' }),
    saveCreds: async () => undefined,
    getKeys: async () => ({}),
    setKeys: async () => undefined,
  });
  await engine.start(recording.context);
  await waitUntil(() => recording.statuses.some((s) => s.status === 'CONNECTED'), { timeoutMs: 5_000, what: 'the login' });
  // Whatever the phone would send comes before the status it follows; a moment more shows none came.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(recording.history).toEqual([]);
});
