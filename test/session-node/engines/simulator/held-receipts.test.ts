/**
 * The simulated server holds a device's receipts across a restart of its session-node (with
 * SIM_SENT_LOG), as WhatsApp holds them for a linked device that is offline: a message whose send
 * was answered by a process that then died still gets its DELIVERED and READ receipts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, expect, it } from 'vitest';
import { waitUntil } from '../../../../scripts/wait-until';
import { createSimulatorEngine, type SimulatorEngine } from '../../../../session-node/engines/simulator';
import { recordingContext } from '../recording-context';

const dir = mkdtempSync(path.join(tmpdir(), 'kurir-sim-'));
const engines: SimulatorEngine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start(sentLog: string, timings: { deliveredMs: number; readMs: number }) {
  const engine = await createSimulatorEngine({
    controlPort: 0,
    ...timings,
    sentLog,
    logger: pino({ level: 'silent' }),
    fetchMedia: async () => Buffer.alloc(0),
  });
  engines.push(engine);
  let creds: string | null = null;
  const recording = recordingContext({
    initialCreds: null,
    saveCreds: async (value) => {
      creds = value;
    },
    getKeys: async () => ({}),
    setKeys: async () => undefined,
  });
  const session = await engine.start(recording.context);
  return { engine, session, recording, creds: () => creds };
}

it('a restarted simulator reports the receipts of what the previous process sent, and only this device’s', async () => {
  const sentLog = path.join(dir, 'sent.log');
  // The first process sends and dies before any receipt falls due.
  const first = await start(sentLog, { deliveredMs: 60_000, readMs: 60_000 });
  const sent = await first.session.send({
    to: '6281234567890',
    content: { kind: 'text', text: 'Halo' },
    messageId: '3EB0AAAAAAAAAAAAAAAAAA',
  });
  expect(sent.messageId).toBe('3EB0AAAAAAAAAAAAAAAAAA');
  await first.engine.close();
  expect(first.recording.receipts).toEqual([]);
  expect(readFileSync(sentLog, 'utf8').trim().split('\n')).toHaveLength(1);

  const second = await start(sentLog, { deliveredMs: 20, readMs: 40 });
  await waitUntil(() => second.recording.receipts.length === 2, { timeoutMs: 5_000, what: 'the held receipts' });
  expect(second.recording.receipts.map((r) => [r.messageId, r.status])).toEqual([
    ['3EB0AAAAAAAAAAAAAAAAAA', 'DELIVERED'],
    ['3EB0AAAAAAAAAAAAAAAAAA', 'READ'],
  ]);
});

it('holds no receipt that is turned off, none for a message older than ten minutes and none of another device', async () => {
  const sentLog = path.join(dir, 'mixed.log');
  const now = Date.now();
  const line = (deviceId: string, id: string, at: number) =>
    `${JSON.stringify({ deviceId, id, to: '6281234567890@s.whatsapp.net', kind: 'text', at })}\n`;
  writeFileSync(
    sentLog,
    line('dev_test', '3EB0OLD000000000000000', now - 11 * 60_000) +
      line('dev_other', '3EB0OTHER0000000000000', now - 1_000) +
      line('dev_test', '3EB0RECENT000000000000', now - 1_000) +
      '{"deviceId":"dev_test","id":"3EB0CUT',
  );
  const sim = await start(sentLog, { deliveredMs: 10, readMs: -1 });
  await waitUntil(() => sim.recording.receipts.length >= 1, { timeoutMs: 5_000, what: 'the DELIVERED receipt' });
  // Held receipts already due fire in the log's order: one for an earlier line would have come first.
  expect(sim.recording.receipts.map((r) => [r.messageId, r.status])).toEqual([['3EB0RECENT000000000000', 'DELIVERED']]);
});
