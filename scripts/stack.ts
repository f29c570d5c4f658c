/**
 * Starting the real stack: D1 migrations, `wrangler dev` and session-nodes. Used by `npm start`
 * and by the end-to-end tests, so that the tests run exactly what a developer runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseDevVars } from '../session-node/config';
import { madeOnce } from './made-once';
import { waitUntil } from './wait-until';

export const ROOT = path.resolve(import.meta.dirname, '..');
const WRANGLER = path.join(ROOT, 'node_modules', 'wrangler', 'wrangler-dist', 'cli.js');
export const SECRET_NAMES = ['ADMIN_TOKEN', 'NODE_TOKEN'] as const;

/** A path as a person reads it: relative to the current directory when inside it, else absolute. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Creates `.dev.vars` with random secrets when it is missing (or lacks one); says what it did. */
export function ensureDevVars(file = path.join(ROOT, '.dev.vars'), log = console.log): Record<string, string> {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const vars = parseDevVars(existing);
  const missing = SECRET_NAMES.filter((name) => !vars[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `${name}=${randomBytes(32).toString('hex')}`);
    writeFileSync(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`, { mode: 0o600 });
    log(`${existing ? 'added' : 'created'} ${shownPath(file)} with random ${missing.join(' and ')}`);
  }
  return parseDevVars(readFileSync(file, 'utf8'));
}

/** The secrets in force: the environment wins over `.dev.vars`. */
export function effectiveVars(devVars: Record<string, string>, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const vars = { ...devVars };
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (value) vars[name] = value;
  }
  return vars;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.slice(0, 4).join(' ')} failed:\n${output}`))));
  });
}

export type WorkerOptions = {
  port: number;
  /** Another wrangler configuration (the benchmark's bare fixture); the project's by default. */
  config?: string;
  /** Where wrangler's inspector listens (profiling); a free port by default. */
  inspectorPort?: number;
  persistTo: string;
  vars: Record<string, string>;
  /** Extra `--var` bindings, e.g. a shorter SEND_TIMEOUT_MS in tests. */
  extraVars?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | number;
  /** V8 flags for this wrangler's workerd processes, beside any `MINIFLARE_WORKERD_V8_FLAGS` already set. */
  v8Flags?: string[];
  /**
   * Runs wrangler in a process group of its own, so that `killProcessGroup` also reaches the
   * workerd and esbuild processes it starts: when wrangler itself dies (SIGKILL, a crash) they
   * outlive it, and workerd keeps answering on the port.
   */
  ownProcessGroup?: boolean;
};

/** Applies the D1 migrations to the local database under `persistTo`. */
export async function applyMigrations(persistTo: string): Promise<void> {
  // CI=true: wrangler asks no confirmation.
  await run(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    ...process.env,
    CI: 'true',
  });
}

/**
 * The D1 migrations applied under `persistTo` by copying a database they were applied to once:
 * wrangler takes half a minute to apply them, and the tests start a fresh stack per file. The
 * copy is kept under `node_modules/.cache/kurir`, named by everything that decides its content
 * (the migrations, `wrangler.toml`, wrangler's version), so a changed migration makes a new one.
 */
export async function applyMigrationsByCopy(persistTo: string): Promise<void> {
  const template = path.join(ROOT, 'node_modules', '.cache', 'kurir', `d1-${migrationsHash()}`);
  await madeOnce(template, applyMigrations);
  // SQLite rebuilds a shared-memory index on opening; only the database and its log are copied.
  cpSync(template, persistTo, { recursive: true, filter: (source) => !source.endsWith('-shm') });
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const dir = path.join(ROOT, 'migrations');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  hash.update(readFileSync(path.join(ROOT, 'wrangler.toml')));
  hash.update(readFileSync(path.join(ROOT, 'node_modules', 'wrangler', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** How many times `wrangler dev` is started before its early exit is taken as an answer. */
const WORKER_START_ATTEMPTS = 3;

/**
 * Starts `wrangler dev` on 127.0.0.1 and resolves once it answers. Wrangler picks free ports for
 * its own sockets at startup, and another process can take one first ("Address already in use"):
 * a wrangler that exits before it answers is started again, twice at most.
 */
export async function startWorker(options: WorkerOptions): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWorkerOnce(options);
    } catch (error) {
      if (attempt >= WORKER_START_ATTEMPTS || !(error instanceof EarlyExit)) throw error;
      console.warn(`wrangler dev exited before it answered (attempt ${attempt} of ${WORKER_START_ATTEMPTS}); starting it again`);
    }
  }
}

/** A process that exited before its URL answered. */
export class EarlyExit extends Error {}

async function startWorkerOnce(options: WorkerOptions): Promise<ChildProcess> {
  mkdirSync(options.persistTo, { recursive: true });
  // The secrets in force go to wrangler through a private env file (never on the command line).
  const envFile = path.join(options.persistTo, 'kurir.env');
  writeFileSync(
    envFile,
    `${Object.entries(options.vars)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  chmodSync(envFile, 0o600);
  const extra = Object.entries(options.extraVars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      ...(options.config ? ['--config', options.config] : []),
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--inspector-port',
      String(options.inspectorPort ?? (await freePort())),
      '--persist-to',
      options.persistTo,
      '--env-file',
      envFile,
      '--show-interactive-dev-session=false',
      ...extra,
    ],
    {
      cwd: ROOT,
      // X_LOCAL_OBSERVABILITY: wrangler's local trace collector wraps every binding call in a span and
      // costs the worker a tenth of its time; nothing here reads it.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
        ...(options.v8Flags
          ? { MINIFLARE_WORKERD_V8_FLAGS: [process.env.MINIFLARE_WORKERD_V8_FLAGS ?? '', ...options.v8Flags].join(' ').trim() }
          : {}),
      },
      stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
      detached: options.ownProcessGroup ?? false,
    },
  );
  await waitForHttp(`http://127.0.0.1:${options.port}/`, child, 90_000);
  return child;
}

export type SessionNodeOptions = {
  workerUrl: string;
  nodeToken: string;
  engine: 'baileys' | 'simulator' | 'emulator';
  nodeId?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | 'pipe' | number;
};

export function startSessionNode(options: SessionNodeOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'session-node', 'index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      WORKER_URL: options.workerUrl,
      NODE_TOKEN: options.nodeToken,
      KURIR_ENGINE: options.engine,
      ...(options.nodeId ? { NODE_ID: options.nodeId } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
}

export type EmulatorProcessOptions = {
  /** The emulator's control API and WebSocket port. */
  port: number;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore' | number;
};

/** Starts the WhatsApp emulator (`emulator/main.ts`) and resolves once its control API answers. */
export async function startEmulatorProcess(options: EmulatorProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'emulator', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, SIM_CONTROL_PORT: String(options.port), ...options.env },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${options.port}/emulator`, child, 60_000);
  return child;
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  try {
    await waitUntil(async () => (await fetch(url)).ok, {
      timeoutMs,
      intervalMs: 250,
      what: `${url} to answer`,
      stopIf: () => (child.exitCode === null ? null : `the process exited with ${child.exitCode} before ${url} answered`),
    });
  } catch (error) {
    if (child.exitCode !== null) throw new EarlyExit(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Sends `signal` to every process of the group `child` leads (see `ownProcessGroup`); false when none is left. */
export function killProcessGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops a child and waits for it to exit (SIGTERM, then SIGKILL after a grace period). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
