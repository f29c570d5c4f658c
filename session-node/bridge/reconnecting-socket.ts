/**
 * A WebSocket to the worker that comes back by itself: exponential backoff with jitter after a
 * close or a refused upgrade, and a ping every 10 s (answered by the Durable Object's
 * auto-response, which also keeps its lease on the device fresh).
 */
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import WebSocket from 'ws';

export type SocketEvents = {
  open: [];
  message: [text: string];
  close: [code: number, reason: string];
  /** The upgrade was answered with an HTTP status instead (401, 404, 409 …). */
  refused: [status: number, body: string];
};

export type BackoffOptions = { minDelayMs: number; maxDelayMs: number };
const PING_MS = 10_000;

export function backoffDelay(attempt: number, { minDelayMs, maxDelayMs }: BackoffOptions, random = Math.random): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(base / 2 + random() * (base / 2));
}

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
    private readonly backoff: BackoffOptions = { minDelayMs: 500, maxDelayMs: 30_000 },
  ) {
    super();
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
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

  /** Writes a text frame; throws when the socket is not open. */
  send(text: string): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) throw new Error('the link to the worker is down');
    this.ws.send(text);
  }

  private connect(): void {
    const ws = new WebSocket(this.url, { headers: { Authorization: `Bearer ${this.token}` } });
    this.ws = ws;
    ws.on('open', () => {
      this.attempt = 0;
      this.pingTimer = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send('ping');
      }, PING_MS);
      this.emit('open');
    });
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      if (text && text !== 'pong') this.emit('message', text);
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => this.emit('refused', res.statusCode ?? 0, body));
      ws.terminate();
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
