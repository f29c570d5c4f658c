import { expect, it } from 'vitest';
import { runChaos } from '../chaos/chaos';
import { table } from '../chaos/checks';

// The short run of `npm run chaos`: fewer events and faults, the same checks.
it('loses no accepted event and sends nothing twice while session-nodes and the worker are killed', async () => {
  const seed = Number(process.env.KURIR_CHAOS_SEED) || 7;
  const result = await runChaos({
    events: 400,
    sends: 60,
    nodeKills: 2,
    workerRestarts: 1,
    devices: 2,
    concurrency: 4,
    seed,
    log: () => {},
  });
  console.log(`chaos (seed ${seed}, ${result.seconds} s): ${result.faults.join('; ')}\n${table(result.figures)}`);
  expect(result.problems).toEqual([]);
  expect(result.faults).toHaveLength(3);
  expect(result.figures['inbound events accepted (201)']).toBe(400);
  expect(result.figures['sends accepted (201)']).toBeGreaterThan(0);
}, 600_000);
