/**
 * The real stack for end-to-end tests: `wrangler dev` and session-nodes, on one of two stand-ins
 * for WhatsApp (`KURIR_E2E_ENGINE`): the `simulator` engine, or the real Baileys engine against the
 * WhatsApp `emulator`. Both serve the same control API at `simUrl`, so a test runs on either.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, createWriteStream, fstatSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyMigrationsByCopy,
  freePort,
  killProcessGroup,
  startEmulatorProcess,
  startSessionNode,
  startWorker,
  stopProcess,
} from '../../scripts/stack';
import { waitUntil } from '../../scripts/wait-until';

export type StandIn = 'simulator' | 'emulator';

/** The stand-in this run's end-to-end tests use: `KURIR_E2E_ENGINE=emulator` for the real engine. */
export const E2E_ENGINE: StandIn = process.env.KURIR_E2E_ENGINE === 'emulator' ? 'emulator' : 'simulator';

export class Stack {
  readonly adminToken = randomBytes(24).toString('hex');
  readonly nodeToken = randomBytes(24).toString('hex');
  readonly dir = mkdtempSync(path.join(tmpdir(), 'kurir-e2e-'));
  workerUrl = '';
  simUrl = '';
  private simPort = 0;
  private port = 0;
  worker: ChildProcess | null = null;
  emulator: ChildProcess | null = null;
  readonly nodes = new Map<string, ChildProcess>();
  private readonly log = openSync(path.join(this.dir, 'stack.log'), 'a');
  readonly engine: StandIn;

  constructor(
    private readonly options: {
      extraVars?: Record<string, string>;
      nodeEnv?: Record<string, string>;
      inspectorPort?: number;
      /** V8 flags for the worker's workerd (the bench's `--expose-gc`). */
      v8Flags?: string[];
      engine?: StandIn;
    } = {},
  ) {
    this.engine = options.engine ?? E2E_ENGINE;
  }

  async start(): Promise<void> {
    this.port = await freePort();
    this.workerUrl = `http://127.0.0.1:${this.port}`;
    await applyMigrationsByCopy(path.join(this.dir, 'state'));
    // One WhatsApp for every node of the stack, as in life: a device moved to another node finds its account there.
    if (this.engine === 'emulator') {
      this.useSimPort(await freePort());
      await this.startEmulator();
    }
    await this.startWorker();
    // The simulator's control port is picked once wrangler is up: its own connections take free ports too.
    if (this.engine === 'simulator') this.useSimPort(await freePort());
    await this.startNode('node-1');
  }

  /**
   * What the stack's processes printed after the log held `offset` bytes (an offset in bytes:
   * wrangler prints more than ASCII), read from there: the log grows with every test.
   */
  private printedSince(offset: number): string {
    const fd = openSync(path.join(this.dir, 'stack.log'), 'r');
    try {
      const bytes = Buffer.alloc(Math.max(0, fstatSync(fd).size - offset));
      let read = 0;
      while (read < bytes.length) {
        const n = readSync(fd, bytes, read, bytes.length - read, offset + read);
        if (n === 0) break;
        read += n;
      }
      return bytes.subarray(0, read).toString('utf8');
    } finally {
      closeSync(fd);
    }
  }

  private useSimPort(port: number): void {
    this.simPort = port;
    this.simUrl = `http://127.0.0.1:${port}`;
  }

  /**
   * The emulator, on another free port when the one picked was taken meanwhile (another run's
   * process can take it between `freePort` and the emulator's listen); any other failure names
   * what the emulator printed.
   */
  private async startEmulator(attempts = 3): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const logged = statSync(path.join(this.dir, 'stack.log')).size;
      try {
        this.emulator = await startEmulatorProcess({
          port: this.simPort,
          env: { LOG_LEVEL: 'warn', ...this.options.nodeEnv },
          stdio: this.log,
        });
        return;
      } catch (error) {
        const printed = this.printedSince(logged);
        if (attempt < attempts && printed.includes('EADDRINUSE')) {
          this.useSimPort(await freePort());
          continue;
        }
        throw new Error(`${error instanceof Error ? error.message : String(error)}; the emulator printed:\n${printed.slice(-2000)}`);
      }
    }
  }

  async startWorker(): Promise<void> {
    this.worker = await startWorker({
      port: this.port,
      persistTo: path.join(this.dir, 'state'),
      vars: { ADMIN_TOKEN: this.adminToken, NODE_TOKEN: this.nodeToken },
      // With the emulator, a device's page offers its phone's scan, as `npm start` has it.
      extraVars: { ...(this.engine === 'emulator' ? { EMULATOR_URL: this.simUrl } : {}), ...this.options.extraVars },
      ...(this.options.inspectorPort ? { inspectorPort: this.options.inspectorPort } : {}),
      ...(this.options.v8Flags ? { v8Flags: this.options.v8Flags } : {}),
      stdio: this.log,
      // Its own process group: `killWorker` takes workerd down with wrangler.
      ownProcessGroup: true,
    });
  }

  async stopWorker(): Promise<void> {
    if (this.worker) await stopProcess(this.worker);
    this.worker = null;
  }

  /** Kills wrangler and its workerd at once (SIGKILL to the group), as a crash would. */
  async killWorker(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) =>
      worker.exitCode !== null || worker.signalCode !== null ? resolve() : worker.once('exit', () => resolve()),
    );
    killProcessGroup(worker, 'SIGKILL');
    await exited;
    this.worker = null;
  }

  /**
   * Starts a session-node with the simulator; its control API listens on `controlPort` (the
   * stack's `simUrl` port by default), and the node counts as started once that answers.
   */
  async startNode(nodeId: string, env: Record<string, string> = {}, controlPort?: number): Promise<void> {
    if (this.engine === 'emulator') return this.startEmulatedNode(nodeId, env);
    for (let attempt = 1; ; attempt++) {
      const port = controlPort ?? this.simPort;
      const logged = statSync(path.join(this.dir, 'stack.log')).size;
      try {
        return await this.startSimulatedNode(nodeId, env, port, logged);
      } catch (error) {
        // Another process took the port between `freePort` and the node's listen: the stack's own
        // control port moves to a free one (tests read `simUrl` when they call it); a port the
        // caller chose is the caller's to change.
        if (!(error instanceof PortTaken) || controlPort !== undefined || attempt === 3) throw error;
        await this.stopNode(nodeId, 'SIGKILL');
        this.useSimPort(await freePort());
      }
    }
  }

  private async startSimulatedNode(nodeId: string, env: Record<string, string>, controlPort: number, logged: number): Promise<void> {
    const child = startSessionNode({
      workerUrl: this.workerUrl,
      nodeToken: this.nodeToken,
      engine: 'simulator',
      nodeId,
      env: { SIM_CONTROL_PORT: String(controlPort), LOG_LEVEL: 'info', ...this.options.nodeEnv, ...env },
      stdio: this.log,
    });
    this.nodes.set(nodeId, child);
    if (env.SIM_CONTROL_PORT === '0') return;
    const printed = () =>
      this.printedSince(logged)
        .split('\n')
        .filter((line) => line.includes(`"node":"${nodeId}"`));
    // The control port answers once the engine is up.
    await waitUntil(() => fetch(`http://127.0.0.1:${controlPort}/sim/devices/none/sent`).then((r) => r.status === 404), {
      timeoutMs: 30_000,
      intervalMs: 100,
      what: () => `session-node ${nodeId} to start; it printed:\n${printed().slice(-10).join('\n')}`,
      stopIf: () => {
        if (child.exitCode !== null) return `session-node ${nodeId} exited with ${child.exitCode}; see ${this.dir}/stack.log`;
        if (printed().some((line) => line.includes('control port unavailable')))
          throw new PortTaken(`the simulator control port ${controlPort} of session-node ${nodeId} was taken`);
        return null;
      },
    });
  }

  /** A session-node with the real Baileys engine against the stack's emulator; started once it linked to the worker. */
  private async startEmulatedNode(nodeId: string, env: Record<string, string>): Promise<void> {
    const { SIM_CONTROL_PORT: _port, ...rest } = env;
    const child = startSessionNode({
      workerUrl: this.workerUrl,
      nodeToken: this.nodeToken,
      engine: 'emulator',
      nodeId,
      // At info: the node's 'linked to the worker' line is how the stack knows it is up.
      env: { EMULATOR_URL: this.simUrl, ...this.options.nodeEnv, ...rest, LOG_LEVEL: 'info' },
      stdio: 'pipe',
    });
    this.nodes.set(nodeId, child);
    const log = createWriteStream('', { fd: this.log, autoClose: false });
    let linked = false;
    const watch = (chunk: Buffer) => {
      log.write(chunk);
      if (!linked && chunk.toString().includes('"msg":"linked to the worker"')) linked = true;
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    await waitUntil(() => linked, {
      timeoutMs: 30_000,
      intervalMs: 100,
      what: `session-node ${nodeId} to link to the worker`,
      stopIf: () => (child.exitCode === null ? null : `session-node ${nodeId} exited with ${child.exitCode}; see ${this.dir}/stack.log`),
    });
  }

  /** Sends a signal without waiting (SIGSTOP freezes a node with its sockets open). */
  signalNode(nodeId: string, signal: NodeJS.Signals): void {
    this.nodes.get(nodeId)?.kill(signal);
  }

  async stopNode(nodeId: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.nodes.get(nodeId);
    if (child) await stopProcess(child, signal);
    this.nodes.delete(nodeId);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.nodes.keys()].map((id) => this.stopNode(id)));
    await this.stopWorker();
    if (this.emulator) await stopProcess(this.emulator);
    this.emulator = null;
    if (!process.env.KURIR_KEEP_E2E) rmSync(this.dir, { recursive: true, force: true });
  }

  /**
   * Turns a device's warm-up off: a number linked just now warms up at 20 messages a day
   * (docs/health.md), and a test or bench that sends a campaign measures the campaign alone.
   */
  async warmupOff(deviceId: string): Promise<number> {
    const body = { enabled: false, steps: [{ fromDay: 0, cap: 20 }], untilDay: 28 };
    return (await this.admin('PUT', `/devices/${deviceId}/health/warmup`, body)).status;
  }

  async admin<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.workerUrl}/admin${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.adminToken}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async api<T = Record<string, unknown>>(path: string, key: string, body: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.workerUrl}${path}`, {
      method: 'POST',
      headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async sim<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.simUrl}/sim${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** A workspace, an API key and a device, waited for until CONNECTED. */
  async linkedDevice(): Promise<{ workspaceId: string; key: string; deviceId: string }> {
    const ws = await this.admin<{ id: string }>('POST', '/workspaces', { name: 'Toko Sinar' });
    const key = await this.admin<{ key: string }>('POST', `/workspaces/${ws.body.id}/api-keys`, { name: 'e2e' });
    const device = await this.admin<{ id: string }>('POST', `/workspaces/${ws.body.id}/devices`, { name: 'CS' });
    await this.link(device.body.id);
    return { workspaceId: ws.body.id, key: key.body.key, deviceId: device.body.id };
  }

  /**
   * Waits for a new device to be CONNECTED. The simulator links at once; with the emulator, the
   * device shows a QR, which the account's phone scans (`POST /sim/scan`), as its owner would.
   */
  async link(deviceId: string, phoneNumber?: string): Promise<Record<string, unknown>> {
    if (this.engine === 'emulator') {
      const shown = await this.waitForStatus(deviceId, 'QR', 60_000);
      const scan = await this.sim('POST', '/scan', { qr: shown.qr, ...(phoneNumber ? { phoneNumber } : {}) });
      if (scan.status !== 201) throw new Error(`scanning the QR of ${deviceId} failed: ${JSON.stringify(scan.body)}`);
    }
    return this.waitForStatus(deviceId, 'CONNECTED', 60_000);
  }

  async waitForStatus(deviceId: string, status: string, timeoutMs = 30_000): Promise<Record<string, unknown>> {
    let last: Record<string, unknown> = {};
    return waitUntil(
      async () => {
        last = (await this.admin('GET', `/devices/${deviceId}`)).body;
        return last.status === status ? last : null;
      },
      { timeoutMs, intervalMs: 100, what: () => `device ${deviceId} to reach ${status}; last seen ${JSON.stringify(last)}` },
    );
  }
}

/** The port a simulator node was to listen on was taken by another process. */
class PortTaken extends Error {}
