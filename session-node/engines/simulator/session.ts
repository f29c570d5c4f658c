/**
 * One simulated device: linked at once, it answers sends with a messaging-app id and later
 * receipts, and lets the control API play the other side (inbound messages, reactions, calls,
 * disconnects, refusals). Messages are built by the same builder as the Baileys engine's, and
 * what the other side does becomes webhook events through the same mapping (`messages/`).
 */
import { createHash, randomInt } from 'node:crypto';
import type { WAMessage } from '@whiskeysockets/baileys';
import {
  type CallRequest,
  DEFAULT_HISTORY_DAYS,
  type EditRequest,
  type GroupDetails,
  type GroupSummary,
  type HistoryRequest,
  type InboundRequest,
  isControlMediaType,
  type MessageKey,
  type NumberCheck,
  type ParticipantsRequest,
  type PollVoteRequest,
  type PresenceState,
  type ReactionRequest,
  type RevokeRequest,
  type SendParams,
  type SendResult,
  type StoredMessage,
  type WithholdRequest,
} from '../../../protocol';
import { whatsappReconnectDelay } from '../../backoff';
import { buildOutgoing, destinationOf, reviveStoredMessage, toStoredMessage } from '../../messages/build';
import { inboundEvent, mapCall, mapInbound, mapReaction, readReceived } from '../../messages/event-mapping';
import { type HistorySet, historyReports } from '../../messages/history';
import type { RelayVariant } from '../../messages/interactive';
import type { LidToPhone } from '../../messages/jids';
import { typeFirst, type Wait } from '../../messages/typing';
import { EngineError, type EngineSession, type SessionContext } from '../engine';
import { downloadStored } from '../stored-media';
import { buildReaction, callEvent, callId } from './contact-events';
import { reportEdit, reportParticipants, reportPollVote, reportRevoke } from './contact-reports';
import { loggedSends, RECEIPTS_HELD_MS } from './held-receipts';
import { buildInbound } from './inbound-message';
import { SimulatedOutage } from './outage';
import { fakeUpload, type SentEntry, SentMessages } from './sent-messages';
import { SimulatedAccount } from './simulated-account';
import { SimulatedGroups } from './simulated-groups';
import { SimulatedHistory, simulatedFileOf } from './simulated-history';
import { SimulatedLids } from './simulated-lids';
import { type SimulatedMedia, simulatedMedia } from './simulated-media';

/**
 * `callTimeoutMs`: how long a simulated call rings before it times out (1 s by default).
 * `sentLog`: a file to append one JSON line to per message sent, which outlives the process.
 */
export type SimulatorTimings = { deliveredMs: number; readMs: number; callTimeoutMs?: number; sentLog?: string };

type SimCreds = { simulator: true; phoneNumber: string };

/**
 * The simulated server always puts the phone beside a LID (`remoteJidAlt`, `callerPn`), which the
 * mapping reads first; there is no LID table to ask.
 */
const noLidTable: LidToPhone = () => null;
const DEFAULT_CALL_TIMEOUT_MS = 1_000;

export class SimulatorSession implements EngineSession {
  readonly account = new SimulatedAccount();
  readonly groups: SimulatedGroups;
  private readonly sentMessages: SentMessages;
  private readonly known = new Map<string, WAMessage>();
  private failNext = 0;
  /** Sends to take, then refuse with this code a moment later (`fail-next` with a `code`). */
  private failLater: { count: number; code: number } | null = null;
  /** Numbers whose messages WhatsApp withholds (`withhold`), and contacts who blocked the account. */
  private readonly withheld = new Map<string, { code?: number }>();
  private readonly blockers = new Set<string>();
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
    const now = Date.now();
    const receipts = [
      { status: 'DELIVERED' as const, ms: this.timings.deliveredMs },
      { status: 'READ' as const, ms: this.timings.readMs },
    ].filter((r) => r.ms >= 0);
    for (const { id, at } of loggedSends(this.timings.sentLog, this.deviceId, now - RECEIPTS_HELD_MS)) {
      for (const { status, ms } of receipts) {
        this.later(Math.max(0, at + ms - now), () => this.context.report.receipt({ messageId: id, status, timestamp: Date.now() }));
      }
    }
  }

  async send(params: SendParams): Promise<SendResult> {
    if (!this.connected) throw new EngineError('not-connected', 'the simulated device is not connected');
    if (this.failNext > 0) {
      this.failNext--;
      throw new EngineError('rejected', 'the messaging server refused the message (simulated)');
    }
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
    // Withheld: what goes to the number (a message to its LID gets through); all of it to a contact who blocked the account.
    const withheld = params.to ? (this.blockers.has(params.to) ? {} : lid ? undefined : this.withheld.get(params.to)) : undefined;
    const receivers = withheld ? [] : lid ? [params.to ?? ''] : this.account.receiversOf(built.jid, this.phoneNumber);
    this.sentMessages.record(this.deviceId, id, built, params.content.kind, receivers);
    const stored = this.remember(built.message);
    const refusal = withheld?.code ?? (this.failLater && this.failLater.count > 0 ? this.failLater.code : undefined);
    if (refusal !== undefined) {
      // WhatsApp took the message and refuses it after: an error ack, which Baileys makes a FAILED receipt.
      if (withheld?.code === undefined && this.failLater) this.failLater.count--;
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

  // The other side, driven by the control API.

  /**
   * Resolves with the message id once its `message.inbound` event has been accepted, and the
   * SHA-256 (hex) of the file a media message carries.
   */
  async inbound(request: InboundRequest): Promise<{ id: string; sha256?: string }> {
    this.assertConnected();
    const quoted = request.quotedId ? this.known.get(request.quotedId) : undefined;
    const media = isControlMediaType(request.type) ? simulatedMedia(request.type, request.text ?? '') : null;
    const message = buildInbound(request, quoted, media);
    const received = readReceived(message);
    if (received.kind !== 'inbound') throw new Error(`a simulated ${request.type} message is not an inbound message`);
    await this.lids.prepare(request);
    const mapped = mapInbound(received, this.lids.lookup);
    // Stored by the inbound report itself, as the Baileys engine does.
    const stored = this.remember(message);
    const url = media ? await this.storeMedia(mapped.id, media) : null;
    await this.context.report.inbound(inboundEvent(mapped, url), stored);
    return { id: mapped.id, ...(media ? { sha256: createHash('sha256').update(media.bytes).digest('hex') } : {}) };
  }

  /** Resolves with the reaction's id once reported; null when the device does not know the message. */
  async reaction(request: ReactionRequest): Promise<string | null> {
    this.assertConnected();
    const target = this.known.get(request.messageId);
    if (!target) return null;
    const received = readReceived(buildReaction(request, target));
    const event = received.kind === 'reaction' ? mapReaction(received.reaction, noLidTable, Date.now()) : null;
    if (!event) throw new Error('a simulated reaction did not map to a reaction event');
    await this.context.report.reaction(event);
    return event.id;
  }

  /**
   * A call that nobody answers: `offer`, `ringing`, then `timeout`. Resolves with the call id once
   * the offer has been accepted; the later statuses follow in order (the bridge delivers reports
   * in call order), and a refusal of one of them is logged, since nobody is waiting for it.
   */
  async call(request: CallRequest): Promise<string> {
    this.assertConnected();
    const id = callId();
    const report = (status: 'offer' | 'ringing' | 'timeout'): Promise<void> => {
      const event = mapCall(callEvent(request, id, status), noLidTable);
      return event ? this.context.report.call(event) : Promise.reject(new Error(`call status ${status} did not map`));
    };
    const logRefusal = (error: unknown) => this.context.logger.warn({ err: error, callId: id }, 'a simulated call event was not accepted');
    await report('offer');
    void report('ringing').catch(logRefusal);
    // The call ends even if the device drops meanwhile: the server would still time it out.
    this.later(this.timings.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS, () => void report('timeout').catch(logRefusal), false);
    return id;
  }

  /** The contact edits their message; resolves with the edit's id once reported. */
  edit(request: EditRequest): Promise<string> {
    this.assertConnected();
    return reportEdit(this.context.report, request);
  }

  /** The contact deletes their message for everyone; resolves with the revoke's id once reported. */
  revoke(request: RevokeRequest): Promise<string> {
    this.assertConnected();
    return reportRevoke(this.context.report, request);
  }

  /** The contact votes on a poll this device sent; null when the device sent no such poll. */
  async pollVote(request: PollVoteRequest): Promise<string | null> {
    this.assertConnected();
    const poll = this.known.get(request.pollMessageId);
    if (!poll) return null;
    const own = { phone: this.phoneNumber, userJid: this.userJid };
    return reportPollVote(this.context.report, request, poll, own, (message) => void this.remember(message));
  }

  /** People join, leave, are promoted or demoted in one of the device's groups; resolves once reported. */
  groupParticipants(request: ParticipantsRequest): Promise<string> {
    this.assertConnected();
    this.account.changeParticipants(request);
    return reportParticipants(this.context.report, request);
  }

  /** The next `count` sends are refused at once, or (with a `code`) taken and then refused with that code. */
  /** Sends to a number WhatsApp takes and never delivers (no code), or refuses after taking (`code`), until released. */
  withhold(request: WithholdRequest): void {
    if (request.release) this.withheld.delete(request.to);
    else this.withheld.set(request.to, request.code === undefined ? {} : { code: request.code });
  }

  /** A contact blocks the account (or unblocks it): what the device sends them is never delivered. */
  blockedBy(phone: string, blocked: boolean): void {
    if (blocked) this.blockers.add(phone);
    else this.blockers.delete(phone);
  }

  failNextSends(count: number, code?: number): void {
    if (code === undefined) this.failNext = count;
    else this.failLater = { count, code };
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
