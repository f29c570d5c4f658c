/**
 * A device whose WhatsApp cannot be reached (nothing listens where its socket connects): Baileys
 * closes such a connection with the same 408 as expired QR refs, yet it must not end the linking.
 */
import { createServer } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeviceUnderTest, startDevice } from './harness';
import { type FakeWaServer, linkedCreds, pairDevice, socketOpen, startFakeWaServer } from './helpers';

const devices: DeviceUnderTest[] = [];
let server: FakeWaServer | null = null;

afterEach(async () => {
  await Promise.all(devices.splice(0).map((dut) => dut.engine.close()));
  await server?.close();
  server = null;
});

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The session's log lines, parsed. */
function logLines() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, logger };
}

describe('WhatsApp cannot be reached', () => {
  it('a new device stays linkable, says why, keeps retrying, and reaches the QR once WhatsApp answers', async () => {
    const port = await closedPort();
    const { lines, logger } = logLines();
    const dut = await startDevice({ url: `ws://127.0.0.1:${port}` }, { recording: { logger } });
    devices.push(dut);
    const reason = `network: connect ECONNREFUSED 127.0.0.1:${port}`;

    await dut.reported('DISCONNECTED', reason);
    await vi.waitFor(() => expect(dut.reconnectDelay.mock.calls.length).toBeGreaterThanOrEqual(3));
    // Retrying, each attempt waiting longer; no LOGGED_OUT, and one status change, not one per attempt.
    expect(dut.reconnectDelay.mock.calls.slice(0, 3)).toEqual([[0], [1], [2]]);
    expect(dut.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'DISCONNECTED']);
    // One info line per attempt, naming the error, with no stack.
    const retries = lines.filter((l) => l.msg === 'WhatsApp cannot be reached; retrying');
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect(retries[0]).toMatchObject({ level: 30, reason, attempt: 1, retryInMs: 10 });
    expect(JSON.stringify(lines)).not.toContain('"stack"');

    server = await startFakeWaServer(port);
    await vi.waitFor(() => expect(server?.connections.length).toBeGreaterThan(0), { timeout: 5_000 });
    const sock = await dut.socket(dut.sockets.length - 1);
    await socketOpen(sock);
    sock.ws.emit('CB:iq,type:set,pair-device', pairDevice('ref-one'));
    await dut.reported('QR');
    expect(dut.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'DISCONNECTED', 'QR']);
    expect(dut.statuses.some((s) => s.status === 'LOGGED_OUT')).toBe(false);
  });

  it('a linked device that cannot reach WhatsApp is DISCONNECTED with the network reason and keeps its login', async () => {
    const port = await closedPort();
    const dut = await startDevice({ url: `ws://127.0.0.1:${port}` }, { creds: linkedCreds() });
    devices.push(dut);
    await dut.reported('DISCONNECTED', `network: connect ECONNREFUSED 127.0.0.1:${port}`);
    await vi.waitFor(() => expect(dut.reconnectDelay.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(dut.store.creds?.me?.id).toBe(linkedCreds().me?.id);
  });

  it('reports when each next attempt starts, and makes it at once when asked', async () => {
    const port = await closedPort();
    const dut = await startDevice({ url: `ws://127.0.0.1:${port}` });
    devices.push(dut);
    dut.reconnectDelay.mockImplementation(() => 60_000);
    const before = Date.now();
    await vi.waitFor(() => expect(dut.retries).toHaveLength(1));
    expect(dut.retries[0]?.attempt).toBe(1);
    expect(dut.retries[0]?.retryAt).toBeGreaterThanOrEqual(before + 60_000);
    // A minute to wait, unless someone asks: the next socket is built now, and fails as the first did.
    await dut.session.reconnectNow();
    await vi.waitFor(() => expect(dut.retries.map((r) => r.attempt)).toEqual([1, 2]));
    expect(dut.sockets).toHaveLength(2);
    expect(dut.statuses.map((s) => s.status)).toEqual(['CONNECTING', 'DISCONNECTED']);
  });

  it('QR refs running out on a socket that showed them still ends the linking', async () => {
    server = await startFakeWaServer();
    const dut = await startDevice(server, { socket: { qrTimeout: 30 } });
    devices.push(dut);
    const sock = await dut.socket(0);
    await socketOpen(sock);
    sock.ws.emit('CB:iq,type:set,pair-device', pairDevice('only-ref'));
    await dut.reported('LOGGED_OUT', 'linking-timed-out');
    expect(dut.sockets).toHaveLength(1);
  });
});
