/**
 * What `npm start` is asked to run, read from the environment and checked before anything starts:
 * a mistake here is one line and exit code 1, not a half-started stack.
 */
import { createServer } from 'node:net';
import path from 'node:path';

export const ENGINES = ['baileys', 'simulator', 'emulator'] as const;
export type EngineName = (typeof ENGINES)[number];

export type StartConfig = {
  engine: EngineName;
  port: number;
  /** The control port of the simulator, or of the WhatsApp emulator (its WebSocket too). */
  simControlPort: number;
  /** wrangler's local state: D1, Durable Objects, R2. */
  persistTo: string;
  /** The secrets file (`.dev.vars`), created with random secrets when missing. */
  devVarsFile: string;
};

/** A mistake in what `npm start` was asked to do; its message is the one line shown. */
export class StartError extends Error {}

function portOf(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new StartError(`${name} must be a port number (1 to 65535), not "${value}"`);
  return port;
}

export function startConfig(env: NodeJS.ProcessEnv, root: string): StartConfig {
  const engine = env.KURIR_ENGINE || 'baileys';
  if (!(ENGINES as readonly string[]).includes(engine)) {
    throw new StartError(`KURIR_ENGINE must be ${ENGINES.map((e) => `"${e}"`).join(', ')}, not "${engine}"`);
  }
  return {
    engine: engine as EngineName,
    port: portOf('PORT', env.PORT, 8787),
    simControlPort: portOf('SIM_CONTROL_PORT', env.SIM_CONTROL_PORT, 8790),
    persistTo: path.resolve(root, env.KURIR_STATE_DIR || path.join('.wrangler', 'state')),
    devVarsFile: path.resolve(root, env.KURIR_DEV_VARS || '.dev.vars'),
  };
}

/** Null when `port` can be listened on at `host`, else why not. */
export function portProblem(port: number, host = '127.0.0.1'): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${error.code ?? error.message})`);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

/** Throws a StartError naming the first port of `ports` that is taken. */
export async function assertPortsFree(ports: ReadonlyArray<{ name: string; port: number }>): Promise<void> {
  for (const { name, port } of ports) {
    const problem = await portProblem(port);
    if (problem) {
      const hint = problem === 'is already in use' ? ` (another npm start?); stop it or set ${name} to another port` : '';
      throw new StartError(`port ${port} on 127.0.0.1 ${problem}${hint}`);
    }
  }
}
