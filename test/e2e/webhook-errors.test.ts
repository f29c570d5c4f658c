/**
 * What a failed delivery is recorded as, for each way a receiver can fail, against real sockets on
 * 127.0.0.1 and the real runtime (wrangler dev). workerd's fetch throws "Network connection lost."
 * for a refused, reset or closed connection, and "internal error; reference = …" for a failed TLS
 * handshake or a name that does not resolve; the gateway names the cause from what else it knows
 * (worker/webhooks/attempt-error.ts).
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTlsCertificate } from '../../emulator/media/certificate';
import { waitUntil } from '../../scripts/wait-until';
import { Stack } from './stack';

type Detail = { status: string; attemptsList: { statusCode: number | null; error: string | null }[] };

const servers: (Server | HttpServer)[] = [];
const sockets = new Set<Socket>();
let stack: Stack;

/**
 * A port nothing listens on for the whole run. Every server the stack and the tests start asks the
 * system for a port (`listen(0)`), which gives one from the ephemeral range (32768 and up on
 * Linux); a port freed from that range can be handed to the next of them, which then answers.
 */
async function closedPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createTcpServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port between 20000 and 30000 in 50 tries');
}

async function listen(server: Server | HttpServer): Promise<number> {
  servers.push(server);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A self-signed certificate for 127.0.0.1, made by openssl (null, with the reason, where it is missing). */

const urls: Record<string, string> = {};

beforeAll(async () => {
  // Accepts the connection and never answers.
  urls.silent = `http://127.0.0.1:${await listen(createTcpServer(() => undefined))}/hook`;
  // Reads the request, then resets the connection (RST).
  urls.reset = `http://127.0.0.1:${await listen(createTcpServer((s) => s.once('data', () => s.resetAndDestroy())))}/hook`;
  // Reads the request, then closes the connection without a word (FIN).
  urls.closed = `http://127.0.0.1:${await listen(createTcpServer((s) => s.once('data', () => s.end())))}/hook`;
  // Answers 200 with a body it never finishes, then resets.
  urls.midBody = `http://127.0.0.1:${await listen(
    createTcpServer((s) =>
      s.once('data', () => {
        s.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nok');
        setTimeout(() => s.resetAndDestroy(), 50);
      }),
    ),
  )}/hook`;
  // Nothing listens here, nor will: below the ephemeral range every server of the run listens in.
  urls.refused = `http://127.0.0.1:${await closedPort()}/hook`;
  // DNS over HTTPS as WEBHOOK_DNS_RESOLVER asks it: no name has an address (NXDOMAIN), so a name is
  // never left to the machine's own resolver (127.0.0.1 is an address, not looked up).
  const doh = await listen(
    createHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/dns-json' });
      res.end(JSON.stringify({ Status: 3 }));
    }),
  );
  stack = new Stack({ extraVars: { WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_DNS_RESOLVER: `http://127.0.0.1:${doh}/dns-query` } });
  // Self-signed, as the emulator's media host is: made in-process, so the test needs no openssl.
  urls.tls = `https://127.0.0.1:${await listen(createHttpsServer(makeTlsCertificate(), (_req, res) => res.end('ok')))}/hook`;
  await stack.start();
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
}, 60_000);

/** Creates a webhook of one attempt to `url`, makes one event, and answers its attempt's recorded error. */
async function recordedError(deviceId: string, url: string): Promise<Detail['attemptsList'][number]> {
  const hook = await stack.admin<{ id: string }>('POST', `/devices/${deviceId}/webhooks`, {
    url,
    events: ['message.inbound'],
    retry: { attempts: 1, delaySeconds: 1, strategy: 'fixed' },
  });
  expect(hook.status).toBe(201);
  await stack.sim('POST', `/devices/${deviceId}/inbound`, { from: '6281298765432', text: 'Halo' });
  const attempt = await waitUntil(
    async () => {
      const list = await stack.admin<{ items: { id: string; status: string }[] }>('GET', `/webhooks/${hook.body.id}/deliveries`);
      const failed = list.body.items.find((d) => d.status === 'FAILED');
      return failed ? ((await stack.admin<Detail>('GET', `/deliveries/${failed.id}`)).body.attemptsList[0] ?? null) : null;
    },
    { timeoutMs: 20_000, what: `the delivery to ${url} to fail` },
  );
  await stack.admin('DELETE', `/webhooks/${hook.body.id}`);
  return attempt;
}

describe('a failed delivery names its cause in the history', () => {
  it('a closed port: connection refused', async () => {
    const { deviceId } = await stack.linkedDevice();
    const port = new URL(urls.refused ?? '').port;
    expect((await recordedError(deviceId, urls.refused ?? '')).error).toBe(
      `connection refused: 127.0.0.1:${port} accepts no connection [runtime: Network connection lost.]`,
    );
  });

  it('a receiver that accepts and never answers: timeout, after the webhook time limit', async () => {
    const { deviceId } = await stack.linkedDevice();
    expect((await recordedError(deviceId, urls.silent ?? '')).error).toBe('timeout: no answer within 1500 ms');
  });

  it.each([
    ['resets the connection', 'reset'],
    ['closes the connection', 'closed'],
  ])('a receiver that %s after reading the request: connection reset', async (_what, name) => {
    const { deviceId } = await stack.linkedDevice();
    const port = new URL(urls[name] ?? '').port;
    expect((await recordedError(deviceId, urls[name] ?? '')).error).toBe(
      `connection reset: 127.0.0.1:${port} accepts connections, but closed or reset this one before an HTTP answer [runtime: Network connection lost.]`,
    );
  });

  it('a receiver that breaks off its answer’s body: connection reset, with the status that arrived', async () => {
    const { deviceId } = await stack.linkedDevice();
    const attempt = await recordedError(deviceId, urls.midBody ?? '');
    expect(attempt.error).toBe(
      'connection reset: HTTP 200 arrived, then the connection broke before its body ended [runtime: Network connection lost.]',
    );
  });

  it('a TLS server with a self-signed certificate: TLS failed', async () => {
    const { deviceId } = await stack.linkedDevice();
    const port = new URL(urls.tls ?? '').port;
    expect((await recordedError(deviceId, urls.tls ?? '')).error).toMatch(
      new RegExp(
        `^TLS failed: 127\\.0\\.0\\.1:${port} accepts connections, but the TLS handshake failed \\(a certificate that is self-signed, .*\\[runtime: internal error\\]$`,
      ),
    );
  });

  // A name the lookup found an address for that the runtime still cannot reach ("DNS name not
  // resolved, or host unreachable") is checked in test/worker/webhooks/attempt-error.test.ts: here it
  // would go through the machine's resolver and leave 127.0.0.1.
  it('a name the DNS lookup finds no address for: DNS name not resolved, and no request made', async () => {
    const { deviceId } = await stack.linkedDevice();
    expect((await recordedError(deviceId, 'https://no-such-host.invalid/hook')).error).toBe(
      'DNS name not resolved: no-such-host.invalid has no address (A or AAAA); nothing sent',
    );
  });
});
