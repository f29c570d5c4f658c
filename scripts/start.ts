/**
 * `npm start`: checks what it was asked for (engine, free ports), applies the D1 migrations,
 * creates `.dev.vars` when missing, starts `wrangler dev` on 127.0.0.1:8787 (PORT overrides) and
 * one supervised session-node: a node that exits is started again (see `supervise.ts`) while the
 * worker keeps answering. Ctrl-C or SIGTERM stops both; wrangler dev exiting ends it all.
 *
 * KURIR_STATE_DIR and KURIR_DEV_VARS move the local state and the secrets file elsewhere (the
 * end-to-end test of this script uses them to leave the checkout alone).
 */

import type { ChildProcess } from 'node:child_process';
import { setupLinkLines } from './setup-link';
import {
  applyMigrations,
  effectiveVars,
  ensureDevVars,
  killProcessGroup,
  ROOT,
  shownPath,
  startEmulatorProcess,
  startSessionNode,
  startWorker,
  stopProcess,
} from './stack';
import { assertPortsFree, StartError, startConfig } from './start-config';
import { Supervisor } from './supervise';

async function main(): Promise<void> {
  const config = startConfig(process.env, ROOT);
  const emulated = config.engine === 'emulator';
  await assertPortsFree([
    { name: 'PORT', port: config.port },
    ...(config.engine !== 'baileys' ? [{ name: 'SIM_CONTROL_PORT', port: config.simControlPort }] : []),
  ]);

  const vars = effectiveVars(ensureDevVars(config.devVarsFile));
  console.log('applying D1 migrations …');
  await applyMigrations(config.persistTo);
  const emulatorUrl = `http://127.0.0.1:${config.simControlPort}`;
  let emulator: ChildProcess | null = null;
  if (emulated) {
    console.log(`starting the WhatsApp emulator on ${emulatorUrl} …`);
    emulator = await startEmulatorProcess({ port: config.simControlPort, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  }
  console.log(`starting the worker on http://127.0.0.1:${config.port} …`);
  const worker = await startWorker({
    port: config.port,
    persistTo: config.persistTo,
    vars,
    // The device page's scan button asks the emulator to scan a QR.
    ...(emulated ? { extraVars: { EMULATOR_URL: emulatorUrl } } : {}),
    ownProcessGroup: true,
  });
  const workerUrl = `http://127.0.0.1:${config.port}`;

  const node = new Supervisor({
    name: 'session-node',
    spawn: () =>
      startSessionNode({
        workerUrl,
        nodeToken: vars.NODE_TOKEN ?? '',
        engine: config.engine,
        env: { SIM_CONTROL_PORT: String(config.simControlPort) },
      }),
    log: (line) => console.log(line),
  });
  node.start();

  let stopping = false;
  const shutdown = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await Promise.all([node.stop(), stopProcess(worker)]);
    if (emulator) await stopProcess(emulator);
    // What wrangler started and left behind (all of it, when wrangler was killed).
    killProcessGroup(worker, 'SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  // wrangler runs in a group of its own (see startWorker), so a closed terminal reaches it through here.
  process.on('SIGHUP', () => void shutdown(0));
  emulator?.on('exit', (code, signal) => {
    if (stopping) return;
    // Its accounts and phones lived in it: the devices linked to it are gone with them.
    console.error(`the WhatsApp emulator exited (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping Kurir`);
    void shutdown(1);
  });
  worker.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`wrangler dev (pid ${worker.pid}) exited (${signal ? `signal ${signal}` : `exit code ${code}`}); stopping Kurir`);
    void shutdown(1);
  });

  const lines = [
    `Kurir is up with the ${config.engine} engine (wrangler dev pid ${worker.pid}). Ctrl-C stops it.`,
    `  gateway API   ${workerUrl}`,
    `  dashboard     ${workerUrl}/dashboard`,
    `  reference     ${workerUrl}/docs`,
    `  OpenAPI       ${workerUrl}/openapi.json`,
    `  health        ${workerUrl}/health`,
    ...(config.engine === 'simulator' ? [`  simulator     http://127.0.0.1:${config.simControlPort}/sim (control API)`] : []),
    ...(emulated
      ? [`  emulator      ${emulatorUrl}/sim (control API); link a device with its page's "Scan with the emulator's phone"`]
      : []),
    `  admin token   ${process.env.ADMIN_TOKEN ? 'ADMIN_TOKEN from the environment' : `ADMIN_TOKEN in ${shownPath(config.devVarsFile)}`}`,
    ...(await setupLinkLines(workerUrl, vars.ADMIN_TOKEN ?? '')),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof StartError ? error.message : error);
  process.exit(1);
});
