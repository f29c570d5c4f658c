/**
 * The link between one device's Durable Object and its engine session on this node.
 *
 * The object sends `start` when it accepts the link; the session is started then (from the creds
 * it carries) and kept across short drops of the link. The object's requests are answered by the
 * session, and the session's reports go out through a `ReportQueue` (in order, in batches, each
 * until acknowledged). If the link stays down longer than the object's lease, or the object gives
 * the device to another node, the session is stopped so two nodes never run one login.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  answerRequest,
  BATCHED_FRAMES,
  type DeviceToNode,
  deviceLinkEvents,
  deviceToNode,
  errorMessage,
  type Frame,
  fittingCount,
  type Handlers,
  MAX_CALL_BYTES,
  type NodeToDevice,
  nodeToDevice,
  type Params,
  parseEvent,
  parseFrames,
  type RequestFrame,
  type Result,
  RpcCaller,
  RpcError,
  type RpcErrorCode,
  STORED_MESSAGES_PER_REPORT,
  type StartData,
  type StatusEvent,
  systemTimer,
  type Timer,
} from '../../protocol';
import type { BackoffOptions } from '../backoff';
import type { AuthStore } from '../engines/auth-store';
import { type Engine, EngineError, type EngineSession, type SessionReports } from '../engines/engine';
import { FrameBatch } from './frame-batch';
import { groupHandlers } from './group-handlers';
import { ReconnectingSocket } from './reconnecting-socket';
import { ReportQueue } from './report-queue';

/** Matches the Durable Object's lease: past this, another node may hold the device. */
const LINK_GRACE_MS = 30_000;
const AUTH_CALL_TIMEOUT_MS = 30_000;
const REPORT_TIMEOUT_MS = 30_000;

export interface DeviceLinkOptions {
  workerUrl: string;
  nodeToken: string;
  nodeId: string;
  engine: Engine;
  logger: Logger;
  /** The clock of calls, waits and the lease grace; the system's by default (tests bring their own). */
  timer?: Timer;
  /** How fast the link comes back after a drop; the link's default backoff otherwise. */
  backoff?: BackoffOptions;
}

type Waiter = { resolve: () => void; reject: (error: Error) => void };

export class DeviceLink {
  private readonly socket: ReconnectingSocket;
  /** What the link writes: the calls and the answers of one turn, in one message. */
  private readonly frames: FrameBatch;
  private readonly rpc: RpcCaller<NodeToDevice>;
  private readonly reports: ReportQueue;
  private readonly handlers: Handlers<DeviceToNode>;
  private readonly timer: Timer;
  private session: EngineSession | null = null;
  private starting: Promise<void> | null = null;
  /** The session's latest status, said again to an object that starts the link anew while the session runs. */
  private lastStatus: StatusEvent | null = null;
  /** The sessionId the running (or starting) session was started under. */
  private sessionId: string | null = null;
  private linked = false;
  private cancelGrace: (() => void) | null = null;
  private readonly linkWaiters = new Set<Waiter>();

  constructor(
    readonly deviceId: string,
    private readonly options: DeviceLinkOptions,
  ) {
    const base = options.workerUrl.replace(/^http/, 'ws');
    // It reads the object's messages of several frames (`parseFrames`), and says so.
    const batched = `${BATCHED_FRAMES.param}=${BATCHED_FRAMES.value}`;
    const url = `${base}/node/devices/${encodeURIComponent(deviceId)}/ws?nodeId=${encodeURIComponent(options.nodeId)}&${batched}`;
    this.timer = options.timer ?? systemTimer;
    this.socket = new ReconnectingSocket(url, options.nodeToken, options.logger, options.backoff);
    this.frames = new FrameBatch(this.socket);
    this.rpc = new RpcCaller(nodeToDevice, (frame) => this.frames.send(frame), this.timer);
    this.reports = new ReportQueue({
      send: (reports) => this.rpc.call('reports', { reports }, REPORT_TIMEOUT_MS),
      logger: options.logger,
    });
    this.handlers = {
      send: async (params) => (await this.currentSession()).send(params),
      pairingCode: async ({ phoneNumber }) => ({ code: await (await this.currentSession()).requestPairingCode(phoneNumber) }),
      reconnect: async () => {
        await (await this.currentSession()).reconnectNow();
        return null;
      },
      logout: async () => {
        await (await this.currentSession()).logout();
        this.session = null;
        return null;
      },
      read: async ({ keys }) => {
        await (await this.currentSession()).read(keys);
        return null;
      },
      'calls.reject': async ({ callId, callerJid }) => {
        await (await this.currentSession()).rejectCall(callId, callerJid);
        return null;
      },
      presence: async ({ to, groupId, state }) => {
        await (await this.currentSession()).presence(groupId ?? `${to ?? ''}@s.whatsapp.net`, state);
        return null;
      },
      'contacts.check': async ({ phoneNumbers }) => ({ results: await (await this.currentSession()).checkNumbers(phoneNumbers) }),
      'groups.list': async () => ({ groups: await (await this.currentSession()).listGroups() }),
      'groups.get': async ({ groupId }) => (await this.currentSession()).groupDetails(groupId),
      'history.fetch': async ({ before, count }) => {
        await (await this.currentSession()).fetchHistory(before, count);
        return null;
      },
      'media.download': async ({ stored }) => ({ url: await (await this.currentSession()).downloadMedia(stored) }),
      ...groupHandlers(() => this.currentSession()),
    };
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
    this.setLinked(false);
    this.cancelGrace?.();
    this.cancelGrace = null;
    this.rpc.failAll('the device link was stopped');
    // Not accepted by the object: whoever waits on them must know (nothing was promised yet).
    this.reports.failAll(new Error('the device was released before the report was accepted'));
    for (const waiter of this.linkWaiters) waiter.reject(new RpcError('not-connected', 'the device link was stopped'));
    this.linkWaiters.clear();
    await this.stopSession('device released by this node');
  }

  /** A message from the object: one frame, or the frames of one moment as an array, each taken in its order. */
  private onMessage(text: string): void {
    const frames = parseFrames(text);
    if (frames.length === 0) this.options.logger.warn({ length: text.length }, 'ignoring a message from the object that is not a frame');
    for (const frame of frames) this.onFrame(frame);
  }

  private onFrame(frame: Frame): void {
    if (frame.t === 'res') {
      this.rpc.settle(frame);
    } else if (frame.t === 'req') {
      void this.answer(frame);
    } else {
      const start = parseEvent(frame, 'start', deviceLinkEvents.start);
      if (start) void this.onStart(start);
      else this.options.logger.warn({ event: frame.name }, 'ignoring an event from the object that breaks the protocol');
    }
  }

  private async onStart(data: StartData): Promise<void> {
    this.cancelGrace?.();
    this.cancelGrace = null;
    this.setLinked(true);
    // The link came back within the grace period: the session goes on, but the object may be a new
    // instance (the worker restarted) that counted the device DISCONNECTED meanwhile. It hears the
    // session's status again (an object that knew it already takes it as no change).
    // A start under another sessionId is a new linking (after a logout): the old session's last
    // word (LOGGED_OUT) is not said again, which would log the new one out; the old session ends.
    await this.starting;
    if (this.session && this.sessionId !== data.device.sessionId) await this.stopSession('a new session replaces it');
    if (this.session && this.lastStatus) this.sessionReports().status(this.lastStatus);
    if (this.session || this.starting) return;
    this.sessionId = data.device.sessionId;
    this.lastStatus = null;
    this.starting = this.options.engine
      .start({
        device: data.device,
        auth: this.authStore(data.creds),
        logger: this.options.logger,
        report: this.sessionReports(),
        uploadMedia: (messageId, bytes, mimeType) => this.uploadMedia(messageId, bytes, mimeType),
        storedMessages: async (ids) => (await this.rpc.call('messages.get', { ids }, AUTH_CALL_TIMEOUT_MS)).messages,
      })
      .then((session) => {
        this.session = session;
      })
      .catch((error: unknown) => this.options.logger.error({ err: errorMessage(error) }, 'the engine session failed to start'))
      .finally(() => {
        this.starting = null;
      });
    await this.starting;
  }

  private onClose(code: number, reason: string): void {
    this.setLinked(false);
    this.rpc.failAll(`the device link closed (${code} ${reason})`);
    if (this.cancelGrace || !this.session) return;
    this.cancelGrace = this.timer(LINK_GRACE_MS, () => {
      this.cancelGrace = null;
      void this.stopSession('device link down longer than the lease');
    });
  }

  private setLinked(linked: boolean): void {
    this.linked = linked;
    if (!linked) {
      this.reports.pause();
      return;
    }
    for (const waiter of this.linkWaiters) waiter.resolve();
    this.linkWaiters.clear();
    this.reports.resume();
  }

  private async stopSession(why: string): Promise<void> {
    await this.starting;
    const session = this.session;
    this.session = null;
    if (!session) return;
    this.options.logger.info({ why }, 'stopping the engine session');
    await session.stop().catch((error: unknown) => this.options.logger.warn({ err: errorMessage(error) }, 'stop failed'));
  }

  private async currentSession(): Promise<EngineSession> {
    await this.starting;
    if (!this.session) throw new EngineError('not-connected', 'no engine session runs for this device on this node');
    return this.session;
  }

  /** Answers a request of the object; an answer the link cannot carry is dropped (the object has failed it). */
  private async answer(frame: RequestFrame): Promise<void> {
    const reply = await answerRequest(deviceToNode, this.handlers, frame, codeOf);
    if (!reply.ok && reply.error.code === 'bad-request') {
      this.options.logger.warn({ method: frame.method, err: reply.error.message }, 'refused a request of the object');
    }
    try {
      this.frames.send(reply);
    } catch {
      // The object failed the request when the link closed.
    }
  }

  private sessionReports(): SessionReports {
    const unique = (prefix: string) => `${prefix}:${randomUUID()}`;
    const push = this.reports.push.bind(this.reports);
    return {
      // Fire-and-forget reports still go in order and until acknowledged; only a release drops them.
      status: (data) => {
        this.lastStatus = data;
        return push({ key: unique('st'), name: 'status', data }).catch(ignoreRelease);
      },
      retrying: (data) => push({ key: unique('rt'), name: 'retry', data }).catch(ignoreRelease),
      health: (data) => push({ key: unique('hl'), name: 'health', data }).catch(ignoreRelease),
      // A file's bytes stay with WhatsApp: each names where the API will serve it once it is first opened (`media.download`).
      history: (data) =>
        push({
          key: unique('hs'),
          name: 'history',
          data: { ...data, messages: data.messages.map((m) => (m.media ? { ...m, media: { ...m.media, url: this.mediaUrl(m.id) } } : m)) },
        }),
      receipt: (data) => push({ key: `rc:${data.messageId}:${data.status}`, name: 'receipt', data }).catch(ignoreRelease),
      messagesStored: (messages) => {
        // As many reports as it takes, each within what one call may carry.
        for (let rest = messages; rest.length > 0; ) {
          const count = fittingCount(rest, STORED_MESSAGES_PER_REPORT, MAX_CALL_BYTES, (message) => message.raw.length);
          push({ key: unique('ms'), name: 'messages.stored', data: { messages: rest.slice(0, count) } }).catch(ignoreRelease);
          rest = rest.slice(count);
        }
      },
      inbound: (event, stored) => push({ key: `in:${event.id}`, name: 'inbound', data: { event, stored } }),
      reaction: (data) => push({ key: `re:${data.id}`, name: 'reaction', data }),
      call: (data) => push({ key: `call:${data.id}:${data.status}`, name: 'call', data }),
      pollVote: (data) => push({ key: `pv:${data.id}`, name: 'poll.vote', data }),
      messageEdited: (data) => push({ key: `ed:${data.id}`, name: 'message.edited', data }),
      messageRevoked: (data) => push({ key: `rv:${data.id}`, name: 'message.revoked', data }),
      groupParticipants: (data) => push({ key: `gp:${data.id}`, name: 'group.participants', data }),
      groupUpdated: (data) => push({ key: `gu:${data.id}`, name: 'group.updated', data }),
    };
  }

  /** Where the workspace's API key reads a message's media, as the worker answers an upload. */
  private mediaUrl(messageId: string): string {
    return `${new URL(this.options.workerUrl).origin}/media/${encodeURIComponent(this.deviceId)}/${encodeURIComponent(messageId)}`;
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
      const waiter: Waiter = {
        resolve: () => {
          cancel();
          resolve();
        },
        reject: (error) => {
          cancel();
          reject(error);
        },
      };
      const cancel = this.timer(AUTH_CALL_TIMEOUT_MS, () => {
        this.linkWaiters.delete(waiter);
        reject(new RpcError('not-connected', 'the device link is down'));
      });
      this.linkWaiters.add(waiter);
    });
  }

  private authStore(initialCreds: string | null): AuthStore {
    const call = async <K extends keyof NodeToDevice & string>(
      method: K,
      params: Params<NodeToDevice, K>,
    ): Promise<Result<NodeToDevice, K>> => {
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

/** The wire code of what a handler threw: the engine's and the caller's own codes travel as they are. */
function codeOf(error: unknown): RpcErrorCode {
  return error instanceof EngineError || error instanceof RpcError ? error.code : 'internal';
}
