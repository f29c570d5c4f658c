/**
 * A WebSocket to the worker that comes back by itself: exponential backoff with jitter after a
 * close or a refused upgrade, and a ping every 10 s (answered by the Durable Object's
 * auto-response, which also keeps its lease on the device fresh).
 *
 * Neither end is trusted to say when the link died: an upgrade that gets no answer (wrangler's
 * proxy holds requests while the worker restarts, and may never pass them on) is given up after
 * the handshake timeout, and an open link on which nothing, not even a pong, arrived for
 * the silence limit is dropped and made again.
 */
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import WebSocket from 'ws';
import { type BackoffOptions, backoffDelay } from '../backoff';

export type SocketEvents = {
  open: [];
  message: [text: string];
  close: [code: number, reason: string];
  /** The upgrade was answered with an HTTP status instead (401, 404, 409 …). */
  refused: [status: number, body: string];
};

/**
 * The link's backoff: half a second at first, since a worker deploy drops every link at once and
 * they should be back within seconds; at most 30 s, the object's lease, so a node that lost its
 * links comes back before its devices could go to another node. ±50 %: a fleet of nodes dropped
 * together reconnects spread over a wide window.
 */
export const LINK_BACKOFF: BackoffOptions = { minMs: 500, maxMs: 30_000, jitter: 0.5 };
export type LinkTiming = { pingMs: number; handshakeTimeoutMs: number; silenceLimitMs: number };
export const LINK_TIMING: LinkTiming = { pingMs: 10_000, handshakeTimeoutMs: 10_000, silenceLimitMs: 30_000 };
const MAX_REFUSAL_BODY = 2_000;

export class ReconnectingSocket extends EventEmitter<SocketEvents> {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly logger: Logger,
    private readonly backoff: BackoffOptions = LINK_BACKOFF,
    private readonly timing: LinkTiming = LINK_TIMING,
  ) {
    super();
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.ws?.close(1000, 'stopping');
    this.ws = null;
  }

  isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Writes a text frame; throws when the socket is not open. */
  send(text: string): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) throw new Error('the link to the worker is down');
    this.ws.send(text);
  }

  private connect(): void {
    // No permessage-deflate: its zlib state was 80 % of a held device's memory (about 0.2 MB per
    // link), for frames that are small JSON on a local or datacentre link.
    const ws = new WebSocket(this.url, {
      headers: { Authorization: `Bearer ${this.token}` },
      perMessageDeflate: false,
      handshakeTimeout: this.timing.handshakeTimeoutMs,
    });
    this.ws = ws;
    let heard = Date.now();
    ws.on('open', () => {
      this.attempt = 0;
      heard = Date.now();
      this.pingTimer = setInterval(() => {
        if (Date.now() - heard > this.timing.silenceLimitMs) {
          this.logger.info({ silentMs: Date.now() - heard }, 'the link went silent; making it again');
          ws.terminate();
        } else if (ws.readyState === WebSocket.OPEN) {
          ws.send('ping');
        }
      }, this.timing.pingMs);
      this.emit('open');
    });
    ws.on('message', (data, isBinary) => {
      heard = Date.now();
      const text = isBinary ? '' : data.toString();
      if (text && text !== 'pong') this.emit('message', text);
    });
    ws.on('unexpected-response', (_req, res) => {
      // The body says why (and ending the socket first would lose it); a long one is cut short.
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (body.length < MAX_REFUSAL_BODY) body += chunk.slice(0, MAX_REFUSAL_BODY - body.length);
      });
      const refused = () => {
        this.emit('refused', res.statusCode ?? 0, body);
        ws.terminate();
      };
      res.once('end', refused);
      res.once('error', refused);
    });
    ws.on('error', (error) => this.logger.debug({ err: error.message }, 'link error'));
    ws.on('close', (code, reason) => {
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = null;
      if (this.ws === ws) this.ws = null;
      this.emit('close', code, reason.toString());
      this.scheduleRetry();
    });
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = backoffDelay(this.attempt++, this.backoff);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}
