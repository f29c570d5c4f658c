/**
 * One simulated device: linked at once, it answers sends with a messaging-app id and later
 * receipts, and lets the control API play the other side (`other-side.ts`: inbound messages,
 * reactions, calls), WhatsApp's faults (`send-faults.ts`: refusals, withheld numbers) and
 * disconnects. Messages are built by the same builder as the Baileys engine's, and what the other
 * side does becomes webhook events through the same mapping (`messages/`).
 */
import { randomInt } from 'node:crypto';
import type { WAMessage } from '@whiskeysockets/baileys';
import {
  DEFAULT_HISTORY_DAYS,
  type GroupDetails,
  type GroupSummary,
  type HistoryRequest,
  type MessageKey,
  type NumberCheck,
  type PresenceState,
  type SendParams,
  type SendResult,
  type StoredMessage,
} from '../../../protocol';
import { whatsappReconnectDelay } from '../../backoff';
import { buildOutgoing, destinationOf, reviveStoredMessage, toStoredMessage } from '../../messages/build';
import { type HistorySet, historyReports } from '../../messages/history';
import type { RelayVariant } from '../../messages/interactive';
import { typeFirst, type Wait } from '../../messages/typing';
import { EngineError, type EngineSession, type SessionContext } from '../engine';
import { downloadStored } from '../stored-media';
import { heldReceipts } from './held-receipts';
import { OtherSide } from './other-side';
import { SimulatedOutage } from './outage';
import { SendFaults } from './send-faults';
import { fakeUpload, type SentEntry, SentMessages } from './sent-messages';
import { SimulatedAccount } from './simulated-account';
import { SimulatedGroups } from './simulated-groups';
import { SimulatedHistory, simulatedFileOf } from './simulated-history';
import { SimulatedLids } from './simulated-lids';
import type { SimulatedMedia } from './simulated-media';

/**
 * `callTimeoutMs`: how long a simulated call rings before it times out (1 s by default).
 * `sentLog`: a file to append one JSON line to per message sent, which outlives the process.
 */
export type SimulatorTimings = { deliveredMs: number; readMs: number; callTimeoutMs?: number; sentLog?: string };

type SimCreds = { simulator: true; phoneNumber: string };

export class SimulatorSession implements EngineSession {
  readonly account = new SimulatedAccount();
  readonly groups: SimulatedGroups;
  /** The contacts and groups writing, reacting and calling (the control API's side). */
  readonly otherSide: OtherSide;
  private readonly sentMessages: SentMessages;
  private readonly known = new Map<string, WAMessage>();
  /** What the control API makes WhatsApp do to this device's sends. */
  readonly faults = new SendFaults();
  private connected = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly heldWhileOffline: (() => void)[] = [];
  private phoneNumber = '';
  private outage: SimulatedOutage | null = null;

  constructor(
    private readonly context: SessionContext,
    private readonly timings: SimulatorTimings,
    private readonly extra: {
      fetchMedia: (url: string) => Promise<Buffer>;
      /** What the account's phone has (the engine keeps it across sessions); a new one by default. */
      history?: SimulatedHistory;
      relayVariant?: RelayVariant;
      onStop?: () => void;
      /** The wait of `typingMs` (tests pass one that does not sleep). */
      wait?: Wait;
    },
  ) {
    this.sentMessages = new SentMessages(timings.sentLog);
    this.simulatedHistory = extra.history ?? new SimulatedHistory();
    this.lids = new SimulatedLids(context.auth);
    this.otherSide = new OtherSide({
      context,
      account: this.account,
      lids: this.lids,
      callTimeoutMs: timings.callTimeoutMs,
      assertConnected: () => this.assertConnected(),
      known: (id) => this.known.get(id),
      remember: (message) => this.remember(message),
      storeMedia: (messageId, media) => this.storeMedia(messageId, media),
      later: (ms, run, onlyIfConnected) => this.later(ms, run, onlyIfConnected),
      own: () => ({ phone: this.phoneNumber, userJid: this.userJid }),
    });
    this.groups = new SimulatedGroups({
      account: this.account,
      report: context.report,
      logger: context.logger,
      ownPhone: () => this.phoneNumber,
      assertConnected: () => this.assertConnected(),
    });
  }

  /** The LID↔phone pairs the device was given, kept with it. */
  private readonly lids: SimulatedLids;
  /** What the account's phone has, for history syncs. */
  private readonly simulatedHistory: SimulatedHistory;

  /** What the device sent, oldest first (`GET …/sent`). */
  get sent(): readonly SentEntry[] {
    return this.sentMessages.entries;
  }

  get deviceId(): string {
    return this.context.device.id;
  }

  /** Links at once: a new device gets a number and creds; a linked one resumes with its creds. */
  async connect(): Promise<void> {
    this.context.report.status({ status: 'CONNECTING' });
    const creds = this.context.auth.initialCreds ? (JSON.parse(this.context.auth.initialCreds) as Partial<SimCreds>) : null;
    const newLogin = !creds?.phoneNumber;
    this.phoneNumber = creds?.phoneNumber ?? `62899${String(randomInt(10_000_000, 99_999_999))}`;
    if (newLogin) await this.context.auth.saveCreds(JSON.stringify({ simulator: true, phoneNumber: this.phoneNumber } satisfies SimCreds));
    this.connected = true;
    this.context.report.status({ status: 'CONNECTED', phoneNumber: this.phoneNumber, newLogin });
    this.receiptsHeldByTheServer();
    // As WhatsApp's phone does right after linking: the history it has (none yet for a new device), then `history.imported`.
    if (newLogin) {
      this.reportHistory(this.simulatedHistory.initial()).catch((error: unknown) =>
        this.context.logger.warn({ err: error }, 'the history sent on linking was not taken'),
      );
    }
  }

  /** What an earlier process sent shortly before it stopped still gets its receipts (see `held-receipts.ts`). */
  private receiptsHeldByTheServer(): void {
    if (!this.timings.sentLog) return;
    const delays = [
      { status: 'DELIVERED' as const, ms: this.timings.deliveredMs },
      { status: 'READ' as const, ms: this.timings.readMs },
    ];
    heldReceipts(
      this.timings.sentLog,
      this.deviceId,
      delays,
      (ms, run) => this.later(ms, run),
      (messageId, status) => this.context.report.receipt({ messageId, status, timestamp: Date.now() }),
    );
  }

  async send(params: SendParams): Promise<SendResult> {
    if (!this.connected) throw new EngineError('not-connected', 'the simulated device is not connected');
    if (this.faults.takeRefusal()) throw new EngineError('rejected', 'the messaging server refused the message (simulated)');
    const lid = params.preferLid && params.to ? await this.lids.lidOf(params.to) : null;
    if (params.preferLid && !lid) throw new EngineError('bad-request', `no LID is known for ${params.to}`);
    const addressed = lid ? { ...params, lidJid: `${lid}@lid` } : params;
    await typeFirst(params, destinationOf(addressed), async (jid, state) => this.account.recordPresence(jid, state), this.extra.wait);
    const built = await buildOutgoing(addressed, {
      userJid: this.userJid,
      upload: fakeUpload(this.account),
      fetchMedia: this.extra.fetchMedia,
      ...(this.extra.relayVariant ? { relayVariant: this.extra.relayVariant } : {}),
    });
    const id = built.message.key?.id;
    if (!id || !built.message.message) throw new EngineError('bad-request', 'the builder made no message');
    const withheld = this.faults.withheldFor(params.to, lid !== null);
    const receivers = withheld ? [] : lid ? [params.to ?? ''] : this.account.receiversOf(built.jid, this.phoneNumber);
    this.sentMessages.record(this.deviceId, id, built, params.content.kind, receivers);
    const stored = this.remember(built.message);
    const refusal = this.faults.refusalFor(withheld);
    if (refusal !== undefined) {
      // WhatsApp took the message and refuses it after: an error ack, which Baileys makes a FAILED receipt.
      const error = String(refusal);
      this.later(50, () => this.context.report.receipt({ messageId: id, status: 'FAILED', error, timestamp: Date.now() }));
    } else if (withheld) {
      // Taken and never delivered: no receipt ever comes.
    } else if (params.content.kind !== 'reaction' && params.content.kind !== 'edit' && params.content.kind !== 'revoke') {
      this.later(this.timings.deliveredMs, () =>
        this.context.report.receipt({ messageId: id, status: 'DELIVERED', timestamp: Date.now() }),
      );
      this.later(this.timings.readMs, () => this.context.report.receipt({ messageId: id, status: 'READ', timestamp: Date.now() }));
    }
    return {
      messageId: id,
      stored,
      ...(built.uploaded ? { uploaded: built.uploaded } : {}),
      ...(built.pollSecret ? { pollSecret: built.pollSecret } : {}),
    };
  }

  async read(keys: MessageKey[]): Promise<void> {
    this.assertConnected();
    this.account.recordReads(keys);
  }

  async rejectCall(callId: string, callerJid: string): Promise<void> {
    this.assertConnected();
    this.account.recordCall(callerJid, 'reject', callId);
  }

  async presence(jid: string, state: PresenceState): Promise<void> {
    this.assertConnected();
    this.account.recordPresence(jid, state);
  }

  async checkNumbers(phoneNumbers: string[]): Promise<NumberCheck[]> {
    this.assertConnected();
    return this.account.checkNumbers(phoneNumbers);
  }

  async listGroups(): Promise<GroupSummary[]> {
    this.assertConnected();
    return this.account.listGroups(this.phoneNumber);
  }

  async groupDetails(groupId: string): Promise<GroupDetails> {
    this.assertConnected();
    return this.account.groupDetails(groupId, this.phoneNumber);
  }

  /** The account's own JID, with the device part a linked device has. */
  private get userJid(): string {
    return `${this.phoneNumber}:1@s.whatsapp.net`;
  }

  get ownPhone(): string {
    return this.phoneNumber;
  }

  /** The account's history, as the phone syncs it now; within the days the device brings. */
  async history(chats: HistoryRequest['chats']): Promise<number> {
    this.assertConnected();
    return this.reportHistory(this.simulatedHistory.add(chats));
  }

  async fetchHistory(before: StoredMessage, count: number): Promise<void> {
    this.assertConnected();
    // The phone answers a moment later, as a history sync of its own.
    this.later(0, () => void this.reportHistory(this.simulatedHistory.older(before, count)));
  }

  /** A history message's file: the simulated one its content declares, as WhatsApp would give it. */
  async downloadMedia(stored: StoredMessage): Promise<string> {
    this.assertConnected();
    return downloadStored(stored, async (message) => simulatedFileOf(message), this.context.uploadMedia);
  }

  private async reportHistory(set: HistorySet): Promise<number> {
    const days = this.context.device.historyDays ?? DEFAULT_HISTORY_DAYS;
    const { reports, older } = historyReports(set, days, this.lids.lookup);
    if (older.length > 0) this.context.report.messagesStored(older);
    for (const report of reports) for (const m of report.messages) this.remember(reviveStoredMessage(m.stored));
    await Promise.all(reports.map((report) => this.context.report.history(report)));
    return reports.reduce((sum, report) => sum + report.messages.length, 0);
  }

  async requestPairingCode(): Promise<string> {
    throw new EngineError('bad-request', 'the simulated device links at once; it needs no pairing code');
  }

  async reconnectNow(): Promise<void> {
    this.outage?.tryNow();
  }

  async logout(): Promise<void> {
    this.connected = false;
    this.clearTimers();
    this.context.report.status({ status: 'LOGGED_OUT', reason: 'logged-out' });
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.clearTimers();
    this.extra.onStop?.();
  }

  disconnect(reason: 'connection-lost' | 'logged-out' | 'unreachable'): void {
    if (reason === 'logged-out') {
      void this.logout();
      return;
    }
    this.connected = false;
    if (reason === 'unreachable') {
      this.outage?.stop();
      this.outage = new SimulatedOutage({
        report: this.context.report,
        delay: whatsappReconnectDelay,
        restore: () => this.restore(),
      });
      this.outage.begin();
      return;
    }
    // As the Baileys engine does, the device stays DISCONNECTED while it reconnects by itself.
    this.context.report.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    this.later(300, () => this.restore(), false);
  }

  /** WhatsApp answers again (`POST …/reachable`): the outage's next attempt connects. */
  reachable(): void {
    this.outage?.end();
  }

  private restore(): void {
    this.outage = null;
    this.connected = true;
    this.context.report.status({ status: 'CONNECTED', phoneNumber: this.phoneNumber });
    for (const held of this.heldWhileOffline.splice(0)) held();
  }

  private assertConnected(): void {
    if (!this.connected) throw new EngineError('not-connected', 'the simulated device is not connected');
  }

  /** Keeps a message for later quotes and reactions; the object gets the copy returned with the send or event that carries it. */
  private remember(message: WAMessage): StoredMessage {
    const stored = toStoredMessage(message);
    // Keep what the object would give back, so a quote here matches a quote through the worker.
    this.known.set(stored.key.id, reviveStoredMessage(stored));
    if (this.known.size > 5_000) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    return stored;
  }

  /** The URL of the media's bytes; null (logged) when the upload fails, as in the Baileys engine. */
  private async storeMedia(messageId: string, media: SimulatedMedia): Promise<string | null> {
    try {
      return await this.context.uploadMedia(messageId, media.bytes, media.mimeType);
    } catch (error) {
      this.context.logger.warn({ err: error, messageId }, 'simulated media could not be stored; reported without a URL');
      return null;
    }
  }

  /**
   * Runs `run` after `ms` (never for -1). By default what falls due while the connection is lost
   * waits for the reconnection, as the messaging server holds receipts for an offline device.
   */
  private later(ms: number, run: () => void, onlyIfConnected = true): void {
    if (ms < 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.connected || !onlyIfConnected) run();
      else this.heldWhileOffline.push(run);
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    this.outage?.stop();
    this.outage = null;
    this.heldWhileOffline.length = 0;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
