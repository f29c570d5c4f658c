/**
 * The socket lifecycle of one device session. A closed Baileys socket is dead, so every
 * reconnect builds a new one; the old one's listeners go first, so nothing it still emits can
 * reach the device's reports. What a close means comes from `disconnect-policy.ts`.
 */
import makeWASocket, { type BaileysEventMap, type ConnectionState, type WASocket } from '@whiskeysockets/baileys';
import { type DeviceStatus, errorMessage, type SendParams, type SendResult, type StoredMessage } from '../../../protocol';
import { toStoredMessage } from '../../messages/build';
import { lidDigits, phoneDigits } from '../../messages/jids';
import { EngineError, type EngineSession, type SessionContext } from '../engine';
import { listenToAccount } from './account-listeners';
import {
  type BaileysAuth,
  type BaileysLogger,
  createAuthState,
  hasAbandonedPairing,
  isLinked,
  type StatusChange,
  statusEvent,
} from './auth-state';
import { closeStatusCode, decideOnClose, keepAliveLost, NETWORK_REASON_PREFIX, reconnectDelay } from './disconnect-policy';
import { GroupCache } from './group-cache';
import { HeldReceipts } from './held-receipts';
import { LinkingGate } from './linking-gate';
import { LruCacheStore } from './lru';
import type { ConnectionOptions } from './options';
import { relayOutgoing } from './send';
import { SessionHealth, StallWatch } from './session-health';
import { SessionHistory } from './session-history';
import { SessionMemory } from './session-memory';
import { baileysLogger, endSocket, endStalled, failWaiters, type SocketOverrides, socketConfig } from './socket-config';
import { SocketListeners } from './socket-listeners';
import { UnackedSends } from './unacked-sends';
import { WebhookEvents } from './webhook-events';

/** Messages whose retry count the session keeps (Baileys stops asking again after 5). */
const RETRY_COUNTS_KEPT = 5_000;

/** The session's lifecycle and sends; the account commands run on `openSocket()` (see index.ts). */
export class DeviceConnection implements Pick<EngineSession, 'send' | 'requestPairingCode' | 'logout' | 'stop'> {
  private readonly logger: BaileysLogger;
  private readonly auth: BaileysAuth;
  readonly memory: SessionMemory;
  readonly groups = new GroupCache();
  private readonly webhooks: WebhookEvents;
  private sock: WASocket | null = null;
  private readonly listeners: SocketListeners;
  private open = false;
  /** The last QR of the current socket; a pairing code can be asked for once there is one. */
  private qr: string | null = null;
  private readonly linking: LinkingGate;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  /** Set by stop, logout or a terminal close: no socket is built again. */
  private finished = false;
  /** A scan or pairing code completed; reported with the next CONNECTED (after the 515 restart). */
  private newLogin = false;
  private lastStatus: DeviceStatus | null = null;
  private lastReason: string | null = null;
  /** Delivery receipts waiting for their message's event to be taken. */
  private readonly receipts: HeldReceipts;
  /** Mended sessions and stalled sockets, counted for the device's health. */
  private readonly health: SessionHealth;
  /** Whether the current socket carries anything while a send waits on it. */
  private watch: StallWatch | null = null;
  /** Baileys' count of retries per message, kept across the session's sockets so a retry loop stays bounded. */
  private readonly retryCounts = new LruCacheStore(RETRY_COUNTS_KEPT);
  private readonly history: SessionHistory;
  /** Messages written but not acked: sent again on the next socket (see unacked-sends.ts). */
  private readonly unacked = new UnackedSends();

  constructor(
    private readonly context: SessionContext,
    private readonly options: ConnectionOptions,
  ) {
    this.logger = baileysLogger(context.logger, options.logLevel);
    this.listeners = new SocketListeners(() => this.sock, this.logger);
    this.auth = createAuthState(context.auth, this.logger, { keyCacheSize: options.keyCacheSize });
    this.memory = new SessionMemory(options);
    this.history = new SessionHistory({
      context,
      options,
      logger: this.logger,
      memory: this.memory,
      socket: () => this.sock,
      openSocket: () => this.openSocket(),
    });
    this.linking = new LinkingGate(options.pairingTimeoutMs);
    this.receipts = new HeldReceipts((error) => this.logger.warn({ err: error }, 'a held delivery receipt could not be sent'));
    this.health = new SessionHealth(
      (event) => context.report.health(event),
      (jid) => phoneDigits(jid) ?? (lidDigits(jid) ? (this.memory.lids.lookup(lidDigits(jid) ?? '') ?? lidDigits(jid)) : null),
    );
    this.webhooks = new WebhookEvents({
      report: context.report,
      taken: (message) => this.receipts.release(message.key.id, this.sock),
      uploadMedia: (messageId, bytes, mimeType) => context.uploadMedia(messageId, bytes, mimeType),
      logger: this.logger,
      lids: this.memory.lids.lookup,
      phoneForLid: (lid) => this.history.phoneForLid(lid),
      downloadMedia: (message, maxBytes) => this.history.downloadMedia(message, maxBytes),
      ...(options.maxMediaBytes === undefined ? {} : { maxMediaBytes: options.maxMediaBytes }),
      own: () => ({ id: this.sock?.user?.id ?? null, lid: this.sock?.user?.lid ?? null }),
      groupMetadata: (jid) => this.groups.get(jid, this.sock ? this.sock.groupMetadata : null),
    });
  }

  /** Older history asked of the phone (`messages.history`). */
  fetchHistory(before: StoredMessage, count: number): Promise<void> {
    return this.history.fetch(before, count);
  }

  /** A history message's file, downloaded on its first open (`media.download`). */
  downloadStoredMedia(stored: StoredMessage): Promise<string> {
    return this.history.downloadStoredMedia(stored);
  }

  async start(): Promise<void> {
    if (hasAbandonedPairing(this.auth.state.creds)) {
      // Logging in with the number of a pairing nobody finished fails; link from scratch instead.
      await this.auth.resetCreds().catch((error: unknown) => this.logger.error({ err: error }, 'could not save reset creds'));
    }
    this.connect();
  }

  async send(params: SendParams): Promise<SendResult> {
    const watch = this.watch;
    const done = watch?.waiting();
    let relayed: Awaited<ReturnType<typeof relayOutgoing>>;
    try {
      relayed = await relayOutgoing(this.openSocket(), params, this.options);
    } finally {
      done?.();
    }
    const { message, messageId, uploaded, pollSecret } = relayed;
    watch?.sent(messageId);
    this.unacked.sent(relayed.relay);
    this.memory.remember(message);
    return { messageId, stored: toStoredMessage(message), ...(uploaded ? { uploaded } : {}), ...(pollSecret ? { pollSecret } : {}) };
  }

  /** The socket, when it is open; a command on a closed one fails as not connected. */
  openSocket(): WASocket {
    const sock = this.sock;
    if (!sock || !this.open) throw new EngineError('not-connected', `the device is not connected (${this.lastStatus ?? 'CONNECTING'})`);
    return sock;
  }

  async requestPairingCode(phoneNumber: string): Promise<string> {
    if (!/^\d{8,15}$/.test(phoneNumber)) throw new EngineError('bad-request', 'phoneNumber must be 8 to 15 digits');
    if (this.finished) throw new EngineError('not-connected', 'the session has ended');
    if (isLinked(this.auth.state.creds)) throw new EngineError('bad-request', 'the device is already linked');
    if (hasAbandonedPairing(this.auth.state.creds)) {
      // A code was asked for before: its half-made creds cannot be reused, and the socket that
      // sent them must go too.
      await this.auth.resetCreds();
      this.restart();
    }
    if (!this.sock || this.qr === null) await this.linking.wait();
    const sock = this.sock;
    if (!sock) throw new EngineError('not-connected', 'the connection closed before the pairing code was asked for');
    let code: string;
    try {
      code = await sock.requestPairingCode(phoneNumber);
    } catch (error) {
      throw new EngineError('not-connected', errorMessage(error));
    }
    this.reportStatus({ status: 'QR', qr: this.qr });
    return code;
  }

  async logout(): Promise<void> {
    this.finish('the device logged out');
    const sock = this.detach();
    if (sock) {
      try {
        await sock.logout();
      } catch (error) {
        // Best effort: offline, the phone still shows the device until it is removed there.
        this.logger.warn({ err: error }, 'logout did not reach WhatsApp');
      }
      await endSocket(sock, this.logger);
    }
    this.reportStatus({ status: 'LOGGED_OUT', reason: 'logged-out' });
  }

  async stop(): Promise<void> {
    this.finish('the session was stopped');
    const sock = this.detach();
    if (sock) await endSocket(sock, this.logger);
  }

  private connect(): void {
    this.reconnectTimer = null;
    if (this.finished) return;
    let sock: WASocket;
    // The socket a held receipt came on: known once made, and Baileys asks only after it is.
    let made: WASocket | null = null;
    try {
      sock = makeWASocket(
        socketConfig({
          auth: this.auth,
          logger: this.logger,
          getMessage: (key) => this.history.storedMessage(key),
          msgRetryCounterCache: this.retryCounts,
          deferReceipt: (message, participant, type) => (made ? this.receipts.hold(made, message, participant, type) : false),
          cachedGroupMetadata: (jid) => this.groups.get(jid, this.sock ? this.sock.groupMetadata : null),
          overrides: this.socketOverrides(),
        }),
      );
    } catch (error) {
      this.onClose(error);
      return;
    }
    this.sock = sock;
    made = sock;
    const watch = new StallWatch(() => this.stalled(sock, 'no-ack'), this.options.ackTimeoutMs);
    this.watch = watch;
    this.listeners.listenRaw(sock, 'frame', () => watch.frame());
    this.listeners.listenRaw(sock, 'CB:ack,class:message', (node) => {
      watch.acked(node.attrs.id);
      this.unacked.acked(node.attrs.id);
    });
    this.listeners.listenRaw(sock, 'CB:receipt,type:retry', (node) => this.health.retryAsked(node));
    this.listeners.listenRaw(sock, 'CB:notification,type:encrypt,identity', (node) => this.health.identityChanged(node));
    this.listeners.listen(sock, 'connection.update', (update) => this.onConnectionUpdate(sock, update));
    this.listeners.listen(sock, 'creds.update', () => {
      void this.auth.saveCreds().catch((error: unknown) => this.logger.error({ err: error }, 'saving creds failed'));
    });
    this.listeners.listen(sock, 'messages.upsert', (upsert) => this.onMessages(upsert));
    listenToAccount((event, handler) => this.listeners.listen(sock, event, handler), {
      webhooks: this.webhooks,
      groups: this.groups,
      memory: this.memory,
      history: this.history,
      report: this.context.report,
    });
    this.options.onSocket?.(sock, this.context.device);
  }

  /** The configured overrides; with the emulator, its WebSocket (naming this device) and its media host. */
  private socketOverrides(): SocketOverrides | undefined {
    const emulator = this.options.emulator;
    if (!emulator) return this.options.socket;
    return { ...this.options.socket, waWebSocketUrl: emulator.socketUrl(this.context.device), fetchAgent: emulator.httpsAgent };
  }

  /** The socket carries nothing (no ack for a message): it is ended as lost, and the session connects anew. */
  private stalled(sock: WASocket, cause: 'no-ack'): void {
    if (sock !== this.sock || !this.open) return;
    this.logger.warn({ cause }, 'the connection to WhatsApp carries nothing; replacing it');
    this.health.stalled(cause);
    endStalled(sock);
  }

  private onConnectionUpdate(sock: WASocket, update: Partial<ConnectionState>): void {
    if (update.isNewLogin) this.newLogin = true;
    if (update.qr) {
      this.qr = update.qr;
      // WhatsApp answered: a later loss starts its backoff from the beginning.
      this.attempts = 0;
      this.reportStatus({ status: 'QR', qr: update.qr });
      this.linking.release();
    }
    if (update.connection === 'connecting' && this.lastStatus !== 'CONNECTING' && this.lastStatus !== 'DISCONNECTED') {
      // While reconnecting after a loss the device stays DISCONNECTED ("reconnecting by itself"),
      // so a flapping network does not send a pair of status events per attempt.
      this.reportStatus({ status: 'CONNECTING' });
    }
    if (update.connection === 'open') {
      this.open = true;
      this.attempts = 0;
      this.memory.lids.learn(sock.user?.lid, sock.user?.id);
      this.reportStatus({ status: 'CONNECTED', newLogin: this.newLogin });
      this.newLogin = false;
      void this.unacked.resend({
        relay: (r) => sock.relayMessage(r.jid, r.content, r.options),
        current: () => sock === this.sock && this.open,
        sent: (id) => this.watch?.sent(id),
        logger: this.context.logger,
      });
    }
    if (update.connection === 'close') {
      failWaiters(sock);
      this.onClose(update.lastDisconnect?.error);
    }
  }

  private onClose(error: unknown): void {
    const qrShown = this.qr !== null;
    if (this.open && keepAliveLost(error)) {
      this.logger.warn({ cause: 'no-pong' }, 'the connection to WhatsApp carried nothing; replacing it');
      this.health.stalled('no-pong');
    }
    this.detach();
    if (this.finished) return;
    const decision = decideOnClose(error, { linked: isLinked(this.auth.state.creds), qrShown });
    const details = { code: closeStatusCode(error), ...decision };
    // A repeat of the same status and reason (another failed attempt) is no news for the object.
    if (decision.status !== this.lastStatus || decision.reason !== this.lastReason) {
      this.reportStatus({ status: decision.status, reason: decision.reason });
    }
    if (decision.action === 'stop') {
      this.logger.warn(details, 'connection closed');
      this.finish(`the connection ended: ${decision.reason ?? 'closed'}`);
    } else if (decision.action === 'reconnect-now') {
      this.logger.info(details, 'connection restarting');
      this.connect();
    } else {
      const attempt = this.attempts++;
      const delay = (this.options.reconnectDelay ?? reconnectDelay)(attempt);
      if (decision.reason?.startsWith(NETWORK_REASON_PREFIX)) {
        // Expected while the network is down, so one line per attempt at info, never a stack.
        this.context.logger.info(
          { reason: decision.reason, attempt: attempt + 1, retryInMs: delay },
          'WhatsApp cannot be reached; retrying',
        );
      } else {
        this.logger.warn({ ...details, retryInMs: delay }, 'connection closed');
      }
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
      this.context.report.retrying({ attempt: attempt + 1, retryAt: Date.now() + delay });
    }
  }

  /**
   * Connects at once when a retry is waiting (someone fixed the network and will not wait for
   * the backoff); the failures in a row keep counting, so a still-broken network backs off as before.
   */
  reconnectNow(): void {
    if (this.finished) throw new EngineError('not-connected', 'the session has ended');
    if (!this.reconnectTimer) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  private onMessages({ messages, type }: BaileysEventMap['messages.upsert']): void {
    this.health.upserted(messages);
    // The pairs first: this very upsert's senders may be known only through them.
    this.memory.learnAddresses(messages);
    for (const message of this.webhooks.upsert(messages, type)) this.memory.remember(message);
  }

  private reportStatus(event: StatusChange): void {
    const status = statusEvent(this.auth.state.creds, event);
    this.lastStatus = event.status;
    this.lastReason = status.reason;
    this.context.report.status(status);
  }

  /** Replaces the current socket at once (after a creds reset), without applying the policy. */
  private restart(): void {
    const old = this.detach();
    if (old) void endSocket(old, this.logger);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.attempts = 0;
    this.connect();
  }

  private finish(why: string): void {
    this.finished = true;
    this.unacked.clear();
    this.newLogin = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.linking.fail(new EngineError('not-connected', why));
  }

  /** Drops the current socket's listeners and forgets it; returns it so the caller can end it. */
  private detach(): WASocket | null {
    this.listeners.removeAll();
    this.watch?.stop();
    this.watch = null;
    const sock = this.sock;
    this.sock = null;
    this.open = false;
    this.qr = null;
    return sock;
  }
}
