/**
 * The link's WebSocket against a real local `ws` server standing in for the worker: what it sends
 * on the upgrade, what it hands on, how it comes back, and how it reports a refused upgrade.
 */
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { ReconnectingSocket } from '../../../session-node/bridge/reconnecting-socket';

/** Short and exact, so that a reconnection takes milliseconds. */
const FAST = { minMs: 5, maxMs: 20, jitter: 0 };

interface FakeWorker {
  url: string;
  /** Server ends of the accepted connections, with the upgrade requests, in order. */
  connections: Array<{ ws: WebSocket; request: IncomingMessage }>;
  /** Resolves with the nth accepted connection (0-based). */
  connection(index: number): Promise<{ ws: WebSocket; request: IncomingMessage }>;
  close(): Promise<void>;
}

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fakeWorker(refuse?: { status: number; body: string }): Promise<FakeWorker> {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    ...(refuse ? { verifyClient: (_info, callback) => callback(false, refuse.status, refuse.body) } : {}),
  });
  await once(wss, 'listening');
  const connections: FakeWorker['connections'] = [];
  wss.on('connection', (ws, request) => {
    connections.push({ ws, request });
    wss.emit('accepted');
  });
  const worker: FakeWorker = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/node/ws?nodeId=test`,
    connections,
    async connection(index) {
      while (!connections[index]) await once(wss, 'accepted');
      return connections[index];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  cleanups.push(() => worker.close());
  return worker;
}

function link(worker: FakeWorker, token = 'node-token-0123456789'): ReconnectingSocket {
  const socket = new ReconnectingSocket(worker.url, token, pino({ level: 'silent' }), FAST);
  cleanups.push(() => socket.stop());
  return socket;
}

describe('the link to the worker', () => {
  it('sends the node token as a bearer token and hands on text messages, but not pongs', async () => {
    const worker = await fakeWorker();
    const socket = link(worker, 'secret-token-abcdef');
    const messages: string[] = [];
    socket.on('message', (text) => messages.push(text));
    const opened = once(socket, 'open');
    socket.start();
    const { ws, request } = await worker.connection(0);
    await opened;
    expect(request.headers.authorization).toBe('Bearer secret-token-abcdef');
    expect(request.url).toBe('/node/ws?nodeId=test');

    const received = once(socket, 'message');
    ws.send('pong');
    ws.send('{"t":"evt","name":"assign","data":{"deviceIds":[]}}');
    expect(await received).toEqual(['{"t":"evt","name":"assign","data":{"deviceIds":[]}}']);
    // Frames arrive in order: the pong came first and was not handed on.
    expect(messages).toHaveLength(1);
  });

  it('writes text frames while open, and refuses to while closed', async () => {
    const worker = await fakeWorker();
    const socket = link(worker);
    expect(() => socket.send('too early')).toThrow(/down/);
    const opened = once(socket, 'open');
    socket.start();
    const { ws } = await worker.connection(0);
    await opened;
    const received = once(ws, 'message');
    socket.send('{"t":"req"}');
    expect(String((await received)[0])).toBe('{"t":"req"}');

    const closed = once(socket, 'close');
    ws.close(1011, 'going away');
    expect(await closed).toEqual([1011, 'going away']);
    expect(() => socket.send('too late')).toThrow(/down/);
  });

  it('comes back by itself after the worker closes the connection', async () => {
    const worker = await fakeWorker();
    const socket = link(worker);
    const events: string[] = [];
    socket.on('open', () => events.push('open'));
    socket.on('close', () => events.push('close'));
    socket.start();
    (await worker.connection(0)).ws.terminate();
    const second = await worker.connection(1);
    await vi.waitFor(() => expect(events).toEqual(['open', 'close', 'open']));

    const received = once(second.ws, 'message');
    socket.send('hello again');
    expect(String((await received)[0])).toBe('hello again');
  });

  it.each([
    [401, 'node token refused'],
    [409, 'device held by another node'],
  ])('reports an upgrade answered with HTTP %i, with the body', async (status, body) => {
    const worker = await fakeWorker({ status, body });
    const socket = link(worker);
    const refused = once(socket, 'refused');
    socket.start();
    expect(await refused).toEqual([status, body]);
  });

  it('gives up an upgrade that is never answered and tries again (a restarting worker’s proxy may hold it for good)', async () => {
    // A port that takes the connection and never answers the upgrade.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of held) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const url = `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/node/ws?nodeId=test`;
    const socket = new ReconnectingSocket(url, 'node-token-0123456789', pino({ level: 'silent' }), FAST, {
      pingMs: 50,
      handshakeTimeoutMs: 100,
      silenceLimitMs: 150,
    });
    cleanups.push(() => socket.stop());
    socket.start();
    await vi.waitFor(() => expect(held.length).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
  });

  it('drops an open link on which nothing arrives, not even a pong, and makes it again', async () => {
    const worker = await fakeWorker();
    const socket = new ReconnectingSocket(worker.url, 'node-token-0123456789', pino({ level: 'silent' }), FAST, {
      pingMs: 50,
      handshakeTimeoutMs: 1_000,
      silenceLimitMs: 150,
    });
    cleanups.push(() => socket.stop());
    const events: string[] = [];
    socket.on('open', () => events.push('open'));
    socket.on('close', () => events.push('close'));
    socket.start();
    // The fake worker never answers the pings: the link is as good as dead.
    await worker.connection(1);
    await vi.waitFor(() => expect(events.slice(0, 3)).toEqual(['open', 'close', 'open']));
  });

  it('keeps a link on which pongs arrive', async () => {
    const worker = await fakeWorker();
    const socket = new ReconnectingSocket(worker.url, 'node-token-0123456789', pino({ level: 'silent' }), FAST, {
      pingMs: 50,
      handshakeTimeoutMs: 1_000,
      silenceLimitMs: 150,
    });
    cleanups.push(() => socket.stop());
    socket.start();
    const first = await worker.connection(0);
    first.ws.on('message', (data) => {
      if (String(data) === 'ping') first.ws.send('pong');
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(worker.connections).toHaveLength(1);
  });

  it('stops coming back once stopped', async () => {
    const worker = await fakeWorker();
    const socket = link(worker);
    const opened = once(socket, 'open');
    socket.start();
    const first = await worker.connection(0);
    await opened;
    const closedByStop = once(first.ws, 'close');
    socket.stop();
    const [code] = await closedByStop;
    expect(code).toBe(1000);
    // Nothing can signal a reconnection that does not happen: wait out many backoffs instead.
    await new Promise((resolve) => setTimeout(resolve, FAST.maxMs * 10));
    expect(worker.connections).toHaveLength(1);
    expect(() => socket.send('after stop')).toThrow(/down/);
  });
});
