import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { RelayVariant } from '../../messages/interactive';
import type { Wait } from '../../messages/typing';
import type { Engine } from '../engine';
import { startControlServer } from './control-server';
import { SimulatorSession, type SimulatorTimings } from './session';
import { SimulatedHistory } from './simulated-history';

export type SimulatorOptions = SimulatorTimings & {
  controlPort: number;
  logger: Logger;
  fetchMedia: (url: string) => Promise<Buffer>;
  relayVariant?: RelayVariant;
  /** The wait of a send's `typingMs`; a real timer by default (tests pass one that does not sleep). */
  wait?: Wait;
};

export interface SimulatorEngine extends Engine {
  /** The port the control API listens on (the one asked for, or the one picked for port 0); null without it. */
  readonly controlPort: number | null;
}

/** The `simulator` engine: stands in for the messaging server in tests, demos and benchmarks. */
export async function createSimulatorEngine(options: SimulatorOptions): Promise<SimulatorEngine> {
  const sessions = new Map<string, SimulatorSession>();
  // What each account's phone has outlives a session: a device linked again gets it as its initial history.
  const histories = new Map<string, SimulatedHistory>();
  const server: Server | null = await startControlServer(options.controlPort, sessions, options.logger);
  const address = server?.address();
  return {
    name: 'simulator',
    controlPort: address && typeof address === 'object' ? address.port : null,
    async start(context) {
      const history = histories.get(context.device.id) ?? new SimulatedHistory();
      histories.set(context.device.id, history);
      const session: SimulatorSession = new SimulatorSession(context, options, {
        fetchMedia: options.fetchMedia,
        history,
        ...(options.relayVariant ? { relayVariant: options.relayVariant } : {}),
        ...(options.wait ? { wait: options.wait } : {}),
        onStop: () => {
          if (sessions.get(context.device.id) === session) sessions.delete(context.device.id);
        },
      });
      sessions.set(context.device.id, session);
      await session.connect();
      return session;
    },
    async close() {
      await Promise.all([...sessions.values()].map((s) => s.stop()));
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
