import { expect, it } from 'vitest';
import { runChaos } from '../chaos/chaos';
import { table } from '../chaos/checks';
import { E2E_ENGINE } from './stack';

// On the emulator, customers' Signal sessions break under the traffic too (the simulator has none).
const SESSION_BREAKS = E2E_ENGINE === 'emulator' ? 2 : 0;

// The short run of `npm run chaos`: fewer events and faults, the same checks.
it('loses no accepted event and sends nothing twice while session-nodes and the worker are killed (and sessions break)', async () => {
  const seed = Number(process.env.KURIR_CHAOS_SEED) || 7;
  const result = await runChaos({
    events: 400,
    sends: 60,
    nodeKills: 2,
    workerRestarts: 1,
    sessionBreaks: SESSION_BREAKS,
    devices: 2,
    concurrency: 4,
    seed,
    log: () => {},
  });
  console.log(`chaos (seed ${seed}, ${result.seconds} s): ${result.faults.join('; ')}\n${table(result.figures)}`);
  expect(result.problems).toEqual([]);
  expect(result.faults).toHaveLength(3 + SESSION_BREAKS);
  if (SESSION_BREAKS > 0) expect(result.figures['sent messages a phone could not decrypt ("waiting for this message")']).toBe(0);
  expect(result.figures['inbound events accepted (201)']).toBe(400);
  expect(result.figures['sends accepted (201)']).toBeGreaterThan(0);
}, 600_000);
