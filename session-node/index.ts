/**
 * The session-node process: connects to the worker, holds the devices the fleet assigns to it and
 * runs one engine session per device. Ctrl-C (SIGINT) or SIGTERM closes every session cleanly.
 */
import pino from 'pino';
import { errorMessage } from '../protocol';
import { FleetLink } from './bridge/fleet-link';
import { loadConfig } from './config';
import { createBaileysEngine } from './engines/baileys';
import { trustEmulator } from './engines/emulated/trust';
import type { Engine } from './engines/engine';
import { createSimulatorEngine } from './engines/simulator';
import { routeLibsignalConsole } from './libsignal-console';
import { isRelayVariant, type RelayVariant } from './messages/interactive';
import { withTerminalQr } from './terminal-qr';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, base: { node: config.nodeId } });
  routeLibsignalConsole(logger);
  let relayVariant: RelayVariant | undefined;
  if (config.interactiveVariant !== undefined) {
    if (!isRelayVariant(config.interactiveVariant))
      throw new Error(`KURIR_INTERACTIVE_VARIANT ${config.interactiveVariant} is not a known variant`);
    relayVariant = config.interactiveVariant;
  }

  /** Header media of interactive messages is fetched from the worker with this node's token. */
  const fetchMedia = async (url: string): Promise<Buffer> => {
    const absolute = new URL(url, config.workerUrl);
    const res = await fetch(absolute, { headers: { Authorization: `Bearer ${config.nodeToken}` } });
    if (!res.ok) throw new Error(`fetching media ${absolute.pathname} failed with ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  };

  const variant = relayVariant ? { relayVariant } : {};
  let chosen: Engine;
  if (config.engine === 'simulator') {
    chosen = await createSimulatorEngine({ ...config.simulator, logger, fetchMedia, ...variant });
  } else {
    // The real engine; with KURIR_ENGINE=emulator it talks to the WhatsApp emulator, whose root it trusts.
    const emulator = config.emulatorUrl ? await trustEmulator(config.emulatorUrl) : undefined;
    chosen = createBaileysEngine({ fetchMedia, logLevel: config.baileysLogLevel, ...variant, ...(emulator ? { emulator } : {}) });
  }
  // The simulator links without a QR, so this only ever draws for Baileys.
  const engine = config.terminalQr ? withTerminalQr(chosen, { logger }) : chosen;

  const fleet = new FleetLink({ workerUrl: config.workerUrl, nodeToken: config.nodeToken, nodeId: config.nodeId, engine, logger });
  fleet.start();
  logger.info(
    { engine: engine.name, worker: config.workerUrl, ...(config.emulatorUrl ? { emulator: config.emulatorUrl } : {}) },
    'session-node started',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await fleet.stop();
    await engine.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(errorMessage(error));
  process.exit(1);
});
