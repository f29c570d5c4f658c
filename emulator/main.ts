/**
 * The WhatsApp emulator as a process of its own (`tsx emulator/main.ts`): `npm start` with
 * `KURIR_ENGINE=emulator` and the end-to-end tests run it beside wrangler and the session-nodes,
 * which outlive it not (a node killed and another started find the same WhatsApp). It prints one
 * line, `emulator listening on <url>`, once it answers. SIGINT or SIGTERM stops it.
 */
import pino from 'pino';
import { emulatorConfig } from './config';
import { startEmulator } from './emulator';

async function main(): Promise<void> {
  const config = emulatorConfig();
  const logger = pino({ level: config.logLevel, base: { part: 'emulator' } });
  // libsignal prints session records (keys and all) on the console; the phones' sessions are nobody's business.
  for (const level of ['info', 'warn', 'error'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) =>
      /^(Closing|Opening|Removing|Session|Migrating|Failed to decrypt|Decrypted)/.test(String(args[0])) ? undefined : print(...args);
  }
  const emulator = await startEmulator({ ...config, logger });
  console.log(`emulator listening on ${emulator.url}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
