/**
 * The link between one device's Durable Object and its engine session on this node.
 *
 * The object sends `start` when it accepts the link; the session is started then (from the creds
 * it carries) and kept across short drops of the link. Reports go out one at a time, in order, and
 * each is repeated until the object acknowledges it (the object drops a repeat by its key), so an
 * event the session produced survives drops of the link. If the link stays down longer than the object's lease, or the
 * object gives the device to another node, the session is stopped so two nodes never run one login.
 */
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import {
  type DeviceToNode,
  type Frame,
  type NodeToDevice,
  parseFrame,
  type Report,
  RpcCaller,
  RpcError,
  type RpcErrorCode,
  sendParamsSchema,
  type StartData,
} from '../../worker/wire-protocol';
import type { AuthStore } from '../engines/auth-store';
import { type Engine, EngineError, type EngineSession, type SessionReports } from '../engines/engine';
import { ReconnectingSocket } from './reconnecting-socket';

/** Matches the Durable Object's lease: past this, another node may hold the device. */
const LINK_GRACE_MS = 30_000;
const AUTH_CALL_TIMEOUT_MS = 30_000;
const REPORT_TIMEOUT_MS = 30_000;
const MAX_QUEUED_REPORTS = 100_000;

type QueuedReport = { report: Report; done: () => void; fail: (error: Error) => void };

export class DeviceLink {
  private readonly socket: ReconnectingSocket;
  private readonly rpc: RpcCaller<NodeToDevice>;
  private session: EngineSession | null = null;
  private starting: Promise<void> | null = null;
  private readonly queue: QueuedReport[] = [];
  private draining = false;
  private linked = false;
  private graceTimer: NodeJS.Timeout | null = null;
  private openWaiters: (() => void)[] = [];

  constructor(
    readonly deviceId: string,
    private readonly options: { workerUrl: string; nodeToken: string; nodeId: string; engine: Engine; logger: Logger },
  ) {
    const base = options.workerUrl.replace(/^http/, 'ws');
    const url = `${base}/node/devices/${encodeURIComponent(deviceId)}/ws?nodeId=${encodeURIComponent(options.nodeId)}`;
    this.socket = new ReconnectingSocket(url, options.nodeToken, options.logger);
    this.rpc = new RpcCaller<NodeToDevice>((frame) => this.socket.send(JSON.stringify(frame)));
    this.socket.on('message', (text) => this.onMessage(text));
    this.socket.on('close', (code, reason) => this.onClose(code, reason));
    this.socket.on('refused', (status, body) => {
      options.logger.warn({ status, body }, 'the worker refused the device link');
      // Held by another node, logged out or deleted: this node must not run the session.
      if (status === 409 || status === 404) void this.stopSession('device link refused');
    });
  }

  start(): void {
    this.socket.start();
  }

  async stop(): Promise<void> {
    this.socket.stop();
    this.linked = false;
    this.rpc.failAll('the device link was stopped');
    // Not accepted by the object: whoever waits on them must know (nothing was promised yet).
    for (const queued of this.queue.splice(0)) queued.fail(new Error('the device was released before the report was accepted'));
    await this.stopSession('device released by this node');
  }

  private onMessage(text: string): void {
    const frame = parseFrame(text);
    if (!frame) return;
    if (frame.t === 'res') this.rpc.settle(frame);
    else if (frame.t === 'req') void this.answer(frame);
    else if (frame.name === 'start') void this.onStart(frame.data as StartData);
  }

  private async onStart(data: StartData): Promise<void> {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.linked = true;
    for (const resolve of this.openWaiters.splice(0)) resolve();
    void this.drain();
    if (this.session || this.starting) return;
    this.starting = this.options.engine
      .start({
        device: data.device,
        auth: this.authStore(data.creds),
        logger: this.options.logger,
        report: this.reports(),
        uploadMedia: (messageId, bytes, mimeType) => this.uploadMedia(messageId, bytes, mimeType),
      })
      .then((session) => {
        this.session = session;
      })
      .catch((error: unknown) => this.options.logger.error({ err: describe(error) }, 'the engine session failed to start'))
      .finally(() => {
        this.starting = null;
      });
    await this.starting;
  }

  private onClose(code: number, reason: string): void {
    this.linked = false;
    this.rpc.failAll(`the device link closed (${code} ${reason})`);
    if (this.graceTimer || !this.session) return;
    this.graceTimer = setTimeout(() => {
      this.graceTimer = null;
      void this.stopSession('device link down longer than the lease');
    }, LINK_GRACE_MS);
  }

  private async stopSession(why: string): Promise<void> {
    await this.starting;
    const session = this.session;
    this.session = null;
    if (!session) return;
    this.options.logger.info({ why }, 'stopping the engine session');
    await session.stop().catch((error: unknown) => this.options.logger.warn({ err: describe(error) }, 'stop failed'));
  }

  private async answer(frame: Extract<Frame, { t: 'req' }>): Promise<void> {
    let reply: Frame;
    try {
      reply = { t: 'res', id: frame.id, ok: true, result: await this.dispatch(frame.method, frame.params) };
    } catch (error) {
      reply = { t: 'res', id: frame.id, ok: false, error: { code: errorCode(error), message: describe(error) } };
    }
    this.emitFrame(reply);
  }

  private async dispatch(method: string, params: unknown): Promise<DeviceToNode[keyof DeviceToNode]['result']> {
    await this.starting;
    const session = this.session;
    if (!session) throw new EngineError('not-connected', 'no engine session runs for this device on this node');
    switch (method) {
      case 'send': {
        const parsed = sendParamsSchema.safeParse(params);
        if (!parsed.success) throw new EngineError('bad-request', parsed.error.message);
        return session.send(parsed.data);
      }
      case 'pairingCode': {
        const phone = (params as { phoneNumber?: unknown } | null)?.phoneNumber;
        if (typeof phone !== 'string') throw new EngineError('bad-request', 'phoneNumber is required');
        return { code: await session.requestPairingCode(phone) };
      }
      case 'logout':
        await session.logout();
        this.session = null;
        return null;
      default:
        throw new EngineError('bad-request', `unknown method ${method}`);
    }
  }

  /** Answers a request of the object; an answer the link cannot carry is dropped (the object has failed it). */
  private emitFrame(frame: Frame): void {
    try {
      this.socket.send(JSON.stringify(frame));
    } catch {
      // The object failed the request when the link closed.
    }
  }

  private enqueue(report: Report): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.queue.length >= MAX_QUEUED_REPORTS) {
        this.options.logger.error({ name: report.name }, 'report queue full; dropping the oldest report');
        this.queue.shift()?.fail(new Error('report queue full'));
      }
      this.queue.push({ report, done: resolve, fail: reject });
      void this.drain();
    });
  }

  /** Sends queued reports in order, each until acknowledged; pauses while the link is down. */
  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.linked) {
        const head = this.queue[0];
        if (!head) break;
        try {
          await this.rpc.call('report', head.report, REPORT_TIMEOUT_MS);
        } catch (error) {
          if (!(error instanceof RpcError) || error.code !== 'bad-request') break; // repeated once the link is back
          this.options.logger.error({ err: error.message, name: head.report.name }, 'the object refused a report');
        }
        this.queue.shift();
        head.done();
      }
    } finally {
      this.draining = false;
    }
    // A report queued while the loop was finishing, or a link back in between.
    if (this.linked && this.queue.length > 0) void this.drain();
  }

  private reports(): SessionReports {
    const unique = (prefix: string) => `${prefix}:${randomUUID()}`;
    return {
      // Fire-and-forget reports still go in order and until acknowledged; only a release drops them.
      status: (data) => this.enqueue({ key: unique('st'), name: 'status', data }).catch(ignoreRelease),
      receipt: (data) => this.enqueue({ key: `rc:${data.messageId}:${data.status}`, name: 'receipt', data }).catch(ignoreRelease),
      messagesStored: (messages) => {
        for (let i = 0; i < messages.length; i += 100) {
          this.enqueue({ key: unique('ms'), name: 'messages.stored', data: { messages: messages.slice(i, i + 100) } }).catch(ignoreRelease);
        }
      },
      inbound: (event, stored) => this.enqueue({ key: `in:${event.id}`, name: 'inbound', data: { event, stored } }),
      reaction: (data) => this.enqueue({ key: `re:${data.id}`, name: 'reaction', data }),
      call: (data) => this.enqueue({ key: `call:${data.id}:${data.status}`, name: 'call', data }),
    };
  }

  private async uploadMedia(messageId: string, bytes: Uint8Array, mimeType: string): Promise<string> {
    const url = `${this.options.workerUrl}/node/media/${encodeURIComponent(this.deviceId)}/${encodeURIComponent(messageId)}`;
    const res = await fetch(url, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${this.options.nodeToken}`, 'Content-Type': mimeType },
      body: bytes,
    });
    if (!res.ok) throw new Error(`media upload failed with ${res.status}`);
    return ((await res.json()) as { url: string }).url;
  }

  /** Waits until the object has accepted the link (its `start` arrived). */
  private whenLinked(): Promise<void> {
    if (this.linked) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new RpcError('not-connected', 'the device link is down')), AUTH_CALL_TIMEOUT_MS);
      this.openWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private authStore(initialCreds: string | null): AuthStore {
    const call = async <M extends keyof NodeToDevice>(method: M, params: NodeToDevice[M]['params']) => {
      await this.whenLinked();
      return this.rpc.call(method, params, AUTH_CALL_TIMEOUT_MS);
    };
    return {
      initialCreds,
      saveCreds: async (creds) => {
        await call('creds.set', { creds });
      },
      getKeys: (type, ids) => call('auth.get', { type, ids }),
      setKeys: async (data) => {
        await call('auth.set', { data });
      },
    };
  }
}

function ignoreRelease(): void {
  // The device went to another node or was logged out; its new holder reports afresh.
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function errorCode(error: unknown): RpcErrorCode {
  if (error instanceof EngineError) return error.code;
  if (error instanceof RpcError) return error.code;
  return 'internal';
}
