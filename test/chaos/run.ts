/**
 * `npm run chaos`: the full chaos run (10,000 inbound events, 1,000 sends, 5 session-node kills
 * and 5 worker restarts by default), printed as a table; exits 1 when a guarantee broke.
 * Flags: --events=N --sends=N --node-kills=N --worker-restarts=N --session-breaks=N (emulator:
 * KURIR_E2E_ENGINE=emulator) --devices=N --concurrency=N --seed=N
 */
import { runChaos } from './chaos';
import { table } from './checks';

const flag = (name: string, fallback: number): number => {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${raw}`);
  return value;
};

const seed = flag('seed', Date.now() % 100_000);
const result = await runChaos({
  events: flag('events', 10_000),
  sends: flag('sends', 1_000),
  nodeKills: flag('node-kills', 5),
  workerRestarts: flag('worker-restarts', 5),
  sessionBreaks: flag('session-breaks', 0),
  devices: flag('devices', 4),
  concurrency: flag('concurrency', 8),
  seed,
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
});
console.log(`\nchaos run (seed ${seed}, ${result.seconds} s)\n`);
console.log(table(result.figures));
if (result.problems.length > 0) {
  console.log(
    `\n${result.problems.length} problem(s):\n${result.problems
      .slice(0, 50)
      .map((p) => `- ${p}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log('\nevery guarantee held');
process.exit(0);
