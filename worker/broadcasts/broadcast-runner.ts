/**
 * Drives a device's broadcasts from its Durable Object: started by every change the object follows
 * up (`pump`: a send answered, a receipt, the device's status) and woken by its alarm (`wake`: the
 * next paced message, a scheduled start, a new day under the cap). One broadcast message is on its
 * way at a time, the next one not before the previous was answered and a random gap passed.
 *
 * The send boundary: the recipient is marked IN_FLIGHT with its record's id in the transaction that
 * writes the PENDING record, before the message leaves. From then on only the record decides:
 * SENT (or a receipt) makes the recipient sent, a refusal failed with its reason. A record whose
 * outcome was lost (the node or the object stopped mid-send) waits for a receipt of its WhatsApp id;
 * if none came by the hard limit the message is sent once more *with the same id*, which WhatsApp
 * keeps as one message per id, so a copy that did arrive is not shown twice. A recipient is never
 * sent a new message while its record may still be settled. A device that is not CONNECTED pauses
 * its campaigns, which resume by themselves when it is back; they never fail for it.
 */
import { MAX_NUMBERS_PER_CHECK, type NumberCheck } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import type { DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import { type MessagesPart, outgoingMessageId } from '../messages/messages-part';
import type { RecordStore } from '../messages/record-store';
import type { Wakeable } from '../shared/alarms';
import type { Emitter } from '../shared/domain-events';
import type { FollowUp } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { BroadcastStore, Campaign, PausedReason } from './broadcast-store';
import { renderMessage } from './message';
import { nextDayStart, nextGap } from './pace';
import type { PaceStore } from './pace-store';
import { progressOf } from './progress';
import { settledRecipient } from './recipient-outcome';
import type { Recipient } from './recipient-store';

/**
 * An opt-out asked when the gap began is taken at the send only if the gap was this short (a pace
 * of a few seconds asks D1 again right before the send, so an opt-out during the gap counts).
 */
const OPT_OUT_FRESH_MS = 500;
/** After D1 could not say whether a contact opted out, the next try waits this long. */
const OPT_OUT_RETRY_MS = 5_000;
/** After the session could not say whether a number is on WhatsApp, the next try waits this long. */
const CHECK_RETRY_MS = 10_000;
/** The reason a recipient not on WhatsApp is skipped with. */
export const NOT_ON_WHATSAPP = 'not-on-whatsapp';

export type RunnerDeps = {
  storage: DurableObjectStorage;
  waitUntil: (promise: Promise<unknown>) => void;
  store: BroadcastStore;
  pace: PaceStore;
  state: DeviceStateStore;
  gate: SendGate;
  sender: MessagesPart;
  records: RecordStore;
  events: Emitter<OutboxEvents>;
  clock: Clock;
  /** Whether the campaign checks its recipients are on WhatsApp before sending to them. */
  checksNumbers: (broadcastId: string) => boolean;
  /** Whether numbers are on WhatsApp, at most 50 at a time (answers kept a day: `NumberChecks`). */
  onWhatsApp: (phones: string[]) => Promise<Outcome<NumberCheck[]>>;
  /** Whether the contact of this number unsubscribed (D1 is the authority; may throw when D1 does not answer). */
  optedOut: (workspaceId: string, phone: string) => Promise<boolean>;
  /** After changes made outside a follow-up (an answered send): D1 copies and the alarm; `run` resolves once written. */
  followUp: Pick<FollowUp, 'run'>;
  random: () => number;
  /** The number's health: the warm-up's cap on today's messages, and its recent sends' outcomes. */
  health: RunnerHealth;
};

export type RunnerHealth = {
  capToday(now: number): number | null;
  /** The sends, failures and undelivered messages since `since`. */
  recent(since: number): { sent: number; failed: number; undelivered: number };
  /** When a member last resumed campaigns the health paused: the outcomes before do not count again. */
  resumedAt(): number;
};

/** The recent sends the health gate reads, and how many it needs before it judges. */
export const HEALTH_WINDOW_MS = 2 * 60 * 60 * 1000;
export const HEALTH_MIN_SENDS = 20;
/** A share of failed or undelivered recent sends that slows campaigns (gaps three times as long), and one that pauses them. */
export const SLOW_DOWN_RATE = 0.1;
export const PAUSE_RATE = 0.25;
const SLOW_DOWN_FACTOR = 3;

export class BroadcastRunner implements Wakeable {
  /** The recipient whose send runs now (`broadcastId:position`). */
  private sending: string | null = null;
  /** The send's run, until what it changed is written and the alarm set for the next one. */
  private running: Promise<void> | null = null;
  private retryAt = 0;
  /** Pumps when the gap is over: the alarm is set for it too, this only spares its latency. */
  private cancelTimer: (() => void) | null = null;
  /** The opt-out of the next recipient, asked of D1 while the gap runs (`broadcastId:position`). */
  private optOut: { key: string; at: number; answer: Promise<boolean> } | null = null;
  private pumping = false;

  constructor(private readonly deps: RunnerDeps) {}

  private connected(): boolean {
    return this.deps.gate.refusal() === null;
  }

  /** Which day's cap is reached, if one is: the pace's, or the warm-up's (lower) while the number is new. */
  private capReached(now: number): 'daily-cap' | 'warm-up' | null {
    const dailyCap = this.deps.pace.settings().dailyCap;
    const warmup = this.deps.health.capToday(now);
    const [cap, reason] = warmup !== null && warmup < dailyCap ? [warmup, 'warm-up' as const] : [dailyCap, 'daily-cap' as const];
    return this.deps.pace.startedOn(now) >= cap ? reason : null;
  }

  /** How troubled the number's recent sends are: `pause`, `slow`, or null. */
  private trouble(now: number): 'pause' | 'slow' | null {
    const { sent, failed, undelivered } = this.deps.health.recent(Math.max(now - HEALTH_WINDOW_MS, this.deps.health.resumedAt()));
    if (sent < HEALTH_MIN_SENDS) return null;
    const rate = (failed + undelivered) / sent;
    return rate >= PAUSE_RATE ? 'pause' : rate >= SLOW_DOWN_RATE ? 'slow' : null;
  }

  /** Brings every campaign in line with what happened, and starts the next message when it is due. Never throws. */
  pump(): void {
    // A device being deleted (or an object nobody created) has no tables to read.
    if (this.pumping || !this.deps.state.exists() || !this.deps.store.anyOpen()) return;
    this.pumping = true;
    try {
      const now = this.deps.clock.now();
      this.settleInFlight(now);
      this.startDue(now);
      this.applyGates(now);
      this.closeFinished(now);
      this.sendNext(now);
    } catch (error) {
      console.error('broadcasts: a step failed', error);
    } finally {
      this.pumping = false;
    }
  }

  nextWake(): number | null {
    if (!this.deps.state.exists() || !this.deps.store.anyOpen()) return null;
    const now = this.deps.clock.now();
    const wakes: number[] = [];
    for (const c of this.deps.store.inStatus('SCHEDULED')) if (c.scheduledAt !== null) wakes.push(c.scheduledAt);
    const paused = this.deps.store.inStatus('PAUSED');
    if (paused.some((c) => c.pausedReason === 'daily-cap' || c.pausedReason === 'warm-up'))
      wakes.push(nextDayStart(now, this.deps.pace.settings().utcOffsetMinutes));
    if (!this.sending && this.connected() && this.deps.store.inStatus('SENDING').some((c) => this.deps.store.recipients.nextQueued(c.id))) {
      wakes.push(Math.max(this.deps.pace.nextSendAt(), this.retryAt, now));
    }
    return wakes.length === 0 ? null : Math.min(...wakes);
  }

  async wake(): Promise<void> {
    this.deps.store.forgetOpen();
    this.pump();
    await this.deps.followUp.run();
  }

  /** Resolves once no send is running and what the last one changed is written. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Recipients in flight whose record has an outcome now take it (the one being sent is its send's own to settle). */
  private settleInFlight(now: number): void {
    const info = this.deps.state.get().info;
    if (!info) return;
    for (const r of this.deps.store.recipients.inFlight()) {
      if (this.sending === keyOf(r)) continue;
      this.settleFromRecord(r, now);
    }
  }

  private settleFromRecord(r: Recipient, now: number): void {
    const { store, records, state } = this.deps;
    const info = state.get().info;
    if (!info || !r.recordId) return;
    const record = records.get(r.recordId, info);
    const change = settledRecipient(record, r, store.get(r.broadcastId)?.status === 'CANCELLED');
    if (change) this.deps.storage.transactionSync(() => store.recipients.set(r, change, now));
  }

  private startDue(now: number): void {
    for (const c of this.deps.store.inStatus('SCHEDULED')) {
      if (c.scheduledAt !== null && c.scheduledAt <= now) this.deps.store.update(c.id, { status: 'SENDING', startedAt: now }, now);
    }
  }

  /** Pauses campaigns the device cannot send for now (not connected, the day's cap reached) and resumes them once it can. */
  private applyGates(now: number): void {
    const gate: PausedReason | null = !this.connected()
      ? 'device-not-connected'
      : this.trouble(now) === 'pause'
        ? 'number-health'
        : this.capReached(now);
    for (const c of this.deps.store.inStatus('SENDING', 'PAUSED')) {
      // A member's pause, and the health's, wait for a member to resume.
      if (c.status === 'PAUSED' && (c.pausedReason === 'member' || c.pausedReason === 'number-health')) continue;
      if (gate === null && c.status === 'PAUSED') this.deps.store.update(c.id, { status: 'SENDING', pausedReason: null }, now);
      else if (gate !== null && (c.status === 'SENDING' || c.pausedReason !== gate)) {
        // A campaign whose every recipient went only waits for outcomes: nothing to pause.
        if (c.status === 'SENDING' && !this.deps.store.recipients.nextQueued(c.id)) continue;
        this.deps.store.update(c.id, { status: 'PAUSED', pausedReason: gate }, now);
      }
    }
  }

  /** A campaign with no recipient left to send or settle ends, with its `broadcast.completed` event in the same transaction. */
  private closeFinished(now: number): void {
    const { store, state, events, storage } = this.deps;
    const s = state.get();
    if (!s.info) return;
    const device = { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
    for (const c of store.open()) {
      if (c.status === 'SCHEDULED') continue;
      const counts = store.recipients.unsettled(c.id);
      if (counts.inFlight > 0 || (counts.queued > 0 && c.status !== 'CANCELLED')) continue;
      storage.transactionSync(() => {
        store.update(c.id, { status: c.status === 'CANCELLED' ? 'CANCELLED' : 'COMPLETED', pausedReason: null, completedAt: now }, now);
        const { counts: progress } = progressOf(storage.sql, c.id);
        const data = { broadcastId: c.id, counts: progress };
        events.emit('broadcast.completed', { device, data, key: `broadcast:${c.id}:completed`, at: now, now });
      });
    }
  }

  private sendNext(now: number): void {
    const { pace } = this.deps;
    if (this.sending || !this.connected() || now < pace.nextSendAt() || now < this.retryAt || this.capReached(now) !== null) return;
    const next = this.next();
    if (!next) return;
    this.sendTo(next.c, next.r);
  }

  /** The campaign and recipient that go next: campaigns take turns, the one that sent longest ago first. */
  private next(): { c: Campaign; r: Recipient } | null {
    const { store } = this.deps;
    return (
      store
        .inStatus('SENDING')
        .map((c) => ({ c, r: store.recipients.nextQueued(c.id) }))
        .filter((x): x is { c: Campaign; r: Recipient } => x.r !== null)
        .sort((a, b) => (a.c.lastSentAt ?? 0) - (b.c.lastSentAt ?? 0))[0] ?? null
    );
  }

  /** Whether the recipient opted out: the answer asked during the gap when it is the one asked for, else D1 now. */
  private optedOut(campaign: Campaign, r: Recipient): Promise<boolean> {
    const key = keyOf(r);
    const fresh = this.optOut?.key === key && this.deps.clock.now() - this.optOut.at <= OPT_OUT_FRESH_MS;
    const asked = fresh ? (this.optOut?.answer ?? null) : null;
    this.optOut = null;
    return asked ?? this.deps.optedOut(campaign.workspaceId, r.phone);
  }

  /** Asks D1 about the next recipient's opt-out while the gap runs, and pumps when the gap is over. */
  private prepareNext(gap: number): void {
    const next = this.next();
    if (next) {
      const answer = this.deps.optedOut(next.c.workspaceId, next.r.phone);
      // A failure is the send's to handle, when it reads the answer.
      answer.catch(() => undefined);
      this.optOut = { key: keyOf(next.r), at: this.deps.clock.now(), answer };
    }
    this.cancelTimer?.();
    this.cancelTimer = this.deps.clock.after(gap, () => {
      this.cancelTimer = null;
      this.pump();
    });
  }

  /**
   * Whether the recipient's number is on WhatsApp (null: the session could not say). The queued
   * recipients from it on are asked together, 50 at a time: the answers are kept a day, so the
   * next 49 recipients are answered without reaching WhatsApp again.
   */
  private async onWhatsApp(r: Recipient): Promise<boolean | null> {
    const batch = this.deps.store.recipients.page(r.broadcastId, 'QUEUED', r.position - 1, MAX_NUMBERS_PER_CHECK);
    const phones = [...new Set([r.phone, ...batch.map((b) => b.phone)])].slice(0, MAX_NUMBERS_PER_CHECK);
    const outcome = await this.deps.onWhatsApp(phones);
    if (!outcome.ok) {
      console.error(`broadcasts: could not check numbers (${outcome.message}); trying again shortly`);
      return null;
    }
    return outcome.value.find((check) => check.phoneNumber === r.phone)?.exists ?? null;
  }

  private sendTo(campaign: Campaign, recipient: Recipient): void {
    const key = keyOf(recipient);
    const next = { c: campaign, r: recipient };
    this.sending = key;
    const run: Promise<void> = (async () => {
      try {
        await this.send(next.c, next.r);
      } catch (error) {
        console.error(`broadcast ${key}: the send failed to run`, error);
      } finally {
        this.sending = null;
      }
      // The next one is due after the gap: the alarm is set for it once this send's changes are written.
      this.pump();
      await this.deps.followUp.run();
    })().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    this.deps.waitUntil(run);
  }

  private async send(campaign: Campaign, queued: Recipient): Promise<void> {
    const { store, pace, clock, sender, state, storage } = this.deps;
    let optedOut: boolean;
    try {
      optedOut = await this.optedOut(campaign, queued);
    } catch (error) {
      console.error('broadcasts: could not read opt-outs; trying again shortly', error);
      this.retryAt = clock.now() + OPT_OUT_RETRY_MS;
      return;
    }
    let onWhatsApp = true;
    if (!optedOut && this.deps.checksNumbers(campaign.id)) {
      const known = await this.onWhatsApp(queued);
      if (known === null) {
        this.retryAt = clock.now() + CHECK_RETRY_MS;
        return;
      }
      onWhatsApp = known;
    }
    // The world may have moved while D1 (or the session) answered.
    const now = clock.now();
    const current = store.get(campaign.id);
    const r = store.recipients.recipient(queued.broadcastId, queued.position);
    const info = state.get().info;
    if (!info || current?.status !== 'SENDING' || r?.status !== 'QUEUED' || !this.connected()) return;
    if (optedOut) {
      store.recipients.set(r, { status: 'SKIPPED', reason: 'opted out' }, now);
      return;
    }
    if (!onWhatsApp) {
      // Skipped as an opt-out is: never sent, so it costs the device nothing, and at once (no gap).
      store.recipients.set(r, { status: 'SKIPPED', reason: NOT_ON_WHATSAPP }, now);
      return;
    }
    const { text, content, file } = renderMessage(current.message, r.vars);
    const outcome = await sender.send(
      info,
      {
        phoneNumber: r.phone,
        text,
        content,
        // The stored copy's digest: the first recipient's send uploads it, every later one reuses that upload.
        ...(file ? { mediaUrl: file.mediaUrl, mediaSha256: file.sha256 } : {}),
        source: 'BROADCAST',
        broadcastId: current.id,
        templateId: current.message.type === 'text' ? current.message.templateId : null,
        messageId: r.messageId ?? outgoingMessageId(),
      },
      (recordId, messageId) => {
        store.recipients.set(r, { status: 'IN_FLIGHT', recordId, messageId, attempts: r.attempts + 1, sentAt: now, reason: null }, now);
        store.update(current.id, { lastSentAt: now }, now);
        pace.countStart(now);
      },
    );
    const answered = clock.now();
    // A number whose recent sends go badly is given longer gaps before anything pauses.
    const gap = nextGap(pace.settings(), this.deps.random()) * (this.trouble(answered) === 'slow' ? SLOW_DOWN_FACTOR : 1);
    pace.setNextSendAt(answered + gap);
    this.prepareNext(gap);
    const inFlight = store.recipients.recipient(r.broadcastId, r.position);
    if (inFlight?.status !== 'IN_FLIGHT') return;
    if (!outcome.ok && outcome.status === 409) {
      // It never left (the link was gone): it goes when the device is back, unless the campaign ended meanwhile.
      const cancelled = store.get(r.broadcastId)?.status === 'CANCELLED';
      storage.transactionSync(() =>
        store.recipients.set(
          inFlight,
          cancelled
            ? { status: 'CANCELLED', recordId: null, reason: 'the campaign was cancelled' }
            : { status: 'QUEUED', recordId: null, attempts: r.attempts, reason: 'waiting: the device disconnected before the send' },
          answered,
        ),
      );
      return;
    }
    this.settleFromRecord(inFlight, answered);
  }
}

const keyOf = (r: Pick<Recipient, 'broadcastId' | 'position'>) => `${r.broadcastId}:${r.position}`;
