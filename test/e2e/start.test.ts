/**
 * `npm start` itself (scripts/start.ts, with this run's stand-in for WhatsApp: the simulator, or the
 * real engine with the WhatsApp emulator; free ports and a temporary state directory): its
 * session-node is supervised, so killing it costs the devices a reconnect, not the gateway; a
 * second start on the same port fails at once; wrangler dev dying ends it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../../scripts/stack';
import { waitUntil } from '../../scripts/wait-until';
import { E2E_ENGINE } from './stack';

const dir = mkdtempSync(path.join(tmpdir(), 'kurir-start-'));
const adminToken = randomBytes(24).toString('hex');
const started: StartProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  if (!process.env.KURIR_KEEP_E2E) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** One `npm start`, its output kept for the test to read. */
class StartProcess {
  output = '';
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'start.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        KURIR_ENGINE: E2E_ENGINE,
        KURIR_STATE_DIR: path.join(dir, 'state'),
        KURIR_DEV_VARS: path.join(dir, '.dev.vars'),
        ADMIN_TOKEN: adminToken,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    started.push(this);
  }

  /** The first match of `pattern` in what was printed after `from` characters. */
  async line(pattern: RegExp, timeoutMs = 60_000, from = 0): Promise<RegExpExecArray> {
    return waitUntil(() => pattern.exec(this.output.slice(from)), {
      timeoutMs,
      intervalMs: 100,
      what: () => `npm start to print ${pattern}; it printed:\n${this.output.slice(-3_000)}`,
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    await this.exited;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function admin<T = Record<string, unknown>>(base: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}/admin${route}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

type Device = { id: string; status: string; phoneNumber: string | null; sessionId: string | null; qr: string | null };

describe('npm start', () => {
  it('restarts a killed session-node while the worker keeps answering; the device comes back without a new linking; SIGTERM stops both', async () => {
    const port = await freePort();
    const simPort = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = new StartProcess({ PORT: String(port), SIM_CONTROL_PORT: String(simPort) });
    await start.line(new RegExp(`Kurir is up with the ${E2E_ENGINE} engine`), 120_000);
    for (const url of [base, `${base}/dashboard`, `${base}/docs`, `${base}/openapi.json`, `${base}/health`])
      expect(start.output).toContain(` ${url}\n`);
    // The dashboard's printed URL opens its sign-in page in a browser (`/` answers a client without HTML in JSON).
    const dashboard = await fetch(`${base}/dashboard`, { headers: { Accept: 'text/html' } });
    expect([dashboard.status, new URL(dashboard.url).pathname]).toEqual([200, '/dashboard/sign-in']);
    // A new state has no account yet: the one-time link that creates the first workspace and its owner, which opens the setup page.
    const setupLink = /first run {5}(http:\/\/127\.0\.0\.1:\d+\/dashboard\/setup\?token=[0-9A-Za-z]{43})\n/.exec(start.output)?.[1];
    expect(setupLink?.startsWith(`${base}/dashboard/setup?token=`), start.output).toBe(true);
    expect((await fetch(setupLink ?? '', { headers: { Accept: 'text/html' } })).status).toBe(200);
    const firstPid = Number((await start.line(/session-node started \(pid (\d+)\)/))[1]);

    // A second npm start on the same port: one line, before anything else, and no node of its own.
    const second = new StartProcess({ PORT: String(port), SIM_CONTROL_PORT: String(await freePort()) });
    expect((await second.exited).code).toBe(1);
    expect(second.output).toBe(`port ${port} on 127.0.0.1 is already in use (another npm start?); stop it or set PORT to another port\n`);

    const ws = await admin<{ id: string }>(base, 'POST', '/workspaces', { name: 'Toko Sinar' });
    const key = await admin<{ key: string }>(base, 'POST', `/workspaces/${ws.body.id}/api-keys`, { name: 'start' });
    const created = await admin<Device>(base, 'POST', `/workspaces/${ws.body.id}/devices`, { name: 'CS' });
    const device = async () => (await admin<Device>(base, 'GET', `/devices/${created.body.id}`)).body;
    if (E2E_ENGINE === 'emulator') {
      // WhatsApp shows a QR first; the emulator's phone scans it, as the device page's button has it do.
      const shown = await waitUntil(async () => ((await device()).status === 'QR' ? device() : null), { timeoutMs: 60_000, what: 'a QR' });
      const scan = await fetch(`http://127.0.0.1:${simPort}/sim/scan`, { method: 'POST', body: JSON.stringify({ qr: shown.qr }) });
      expect(scan.status).toBe(201);
    }
    const linked = await waitUntil(async () => ((await device()).status === 'CONNECTED' ? device() : null), {
      timeoutMs: 30_000,
      what: 'the device to link',
    });

    const mark = start.output.length;
    process.kill(firstPid, 'SIGKILL');
    await start.line(/session-node exited \(signal SIGKILL\) after [\d.]+ s; restarting in 1 s/, 10_000, mark);
    // The worker answers meanwhile: a send is refused by contract (409 not connected, or 504), not lost.
    const send = await fetch(`${base}/messages`, {
      method: 'POST',
      headers: { 'X-API-Key': key.body.key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ deviceId: linked.id, phoneNumber: '6281234567890', content: 'Halo' }),
    });
    expect([201, 409, 504]).toContain(send.status);
    expect((await admin(base, 'GET', '/workspaces')).status).toBe(200);

    const secondPid = Number((await start.line(/session-node started \(pid (\d+)\)/, 15_000, mark))[1]);
    expect(secondPid).not.toBe(firstPid);
    expect(alive(firstPid)).toBe(false);
    // The new node takes the device over with the login the worker kept: the device went
    // DISCONNECTED and came back CONNECTED, with the same number and session, and no QR on the way.
    type StatusEvent = { seq: number; event: string; data: { status: string; previousStatus: string | null } };
    const statusEvents = async () => {
      const res = await fetch(`${base}/events?deviceId=${linked.id}&after=0&limit=100`, { headers: { 'X-API-Key': key.body.key } });
      return ((await res.json()) as { items: StatusEvent[] }).items.filter((e) => e.event === 'device.status');
    };
    const before = (await statusEvents()).length;
    const events = await waitUntil(
      async () => {
        const all = await statusEvents();
        return all.at(-1)?.data.status === 'CONNECTED' && all.slice(before - 1).some((e) => e.data.status === 'DISCONNECTED') ? all : null;
      },
      { timeoutMs: 45_000, what: 'a DISCONNECTED then CONNECTED device.status through the new node' },
    );
    expect(events.slice(before).filter((e) => e.data.status === 'QR')).toEqual([]);
    const back = await device();
    expect(back).toMatchObject({ status: 'CONNECTED', phoneNumber: linked.phoneNumber, sessionId: linked.sessionId });

    start.child.kill('SIGTERM');
    expect(await start.exited).toEqual({ code: 0, signal: null });
    expect(alive(secondPid)).toBe(false);
    await expect(fetch(base)).rejects.toThrow();
  }, 240_000);

  it('ends with a clear line when wrangler dev dies, and takes its session-node with it', async () => {
    const port = await freePort();
    const simPort = await freePort();
    const start = new StartProcess({ PORT: String(port), SIM_CONTROL_PORT: String(simPort) });
    const up = await start.line(/wrangler dev pid (\d+)/, 120_000);
    const nodePid = Number((await start.line(/session-node started \(pid (\d+)\)/))[1]);
    process.kill(Number(up[1]), 'SIGKILL');
    const ended = await start.exited;
    expect(ended.code).toBe(1);
    expect(start.output).toContain(`wrangler dev (pid ${up[1]}) exited (signal SIGKILL); stopping Kurir\n`);
    expect(alive(nodePid)).toBe(false);
    // Nothing wrangler started is left answering on the port.
    await waitUntil(
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          () => false,
          () => true,
        ),
      {
        timeoutMs: 10_000,
        what: `port ${port} to stop answering`,
      },
    );
    // Nor the emulator, when it ran.
    if (E2E_ENGINE === 'emulator') await expect(fetch(`http://127.0.0.1:${simPort}/emulator`)).rejects.toThrow();
  }, 180_000);
});
