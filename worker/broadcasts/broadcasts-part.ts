/**
 * The broadcasts' part of a device's Durable Object: what the object's broadcast RPC methods ask
 * of it, its runner (started on `changes.committed`, woken by the alarm), and the live progress it
 * tells the pages watching the device (and the D1 copy, as receipts move the counts).
 */
import { systemTimer } from '../../protocol';
import { contactIdFor } from '../contacts/contacts';
import { isOptedOut } from '../contacts/opt-out';
import type { OutboxEvents } from '../events/outbox';
import type { NumberChecks } from '../groups/number-checks';
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import type { WatchEvents } from '../kernel/watchers';
import type { MessagesPart } from '../messages/messages-part';
import type { RecordStore } from '../messages/record-store';
import type { NumberHealth } from '../number-health/number-health';
import type { Wakeable } from '../shared/alarms';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Db } from '../shared/db';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUp, FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { Fill } from './audience';
import { broadcastMirror } from './broadcast-mirror';
import { BroadcastRunner } from './broadcast-runner';
import { BROADCASTS, BroadcastStore, type Campaign } from './broadcast-store';
import { nextSendAt, type PaceSettings } from './pace';
import { PaceStore } from './pace-store';
import { progressOf } from './progress';
import type { NewRecipient, RecipientStatus } from './recipient-store';
import { staleLoadAt, sweepStaleLoads } from './stale-loads';
import { type BroadcastDetail, type PaceView, presentCampaign, presentPace, presentRecipient, type RecipientView } from './views';

export type NewCampaign = Omit<
  Campaign,
  'workspaceId' | 'status' | 'pausedReason' | 'startedAt' | 'completedAt' | 'lastSentAt' | 'createdAt' | 'updatedAt'
> & {
  recipients: NewRecipient[];
  /** Check each recipient is on WhatsApp before sending (`checksNumbers`). */
  checkNumbers?: boolean;
};

/** The key of a campaign's "check numbers" option in the object's key-value storage (an option kept without a column). */
const checkNumbersKey = (id: string) => `broadcast:${id}:checkNumbers`;

export type BroadcastAction = 'pause' | 'resume' | 'cancel';
export type RecipientPage = { items: RecipientView[]; next: number | null };

/** How often, at most, the progress of running campaigns is read again for the pages and D1. */
const PROGRESS_EVERY_MS = 400;
/** A campaign that ended this long ago no longer has its progress followed live (receipts still count). */
const FOLLOWED_AFTER_END_MS = 60 * 60_000;

export type BroadcastsPartDeps = {
  ctx: DurableObjectState;
  db: Db;
  d1: D1Database;
  state: DeviceStateStore;
  gate: SendGate;
  sender: MessagesPart;
  records: RecordStore;
  mirror: D1Mirror;
  clock: Clock;
  followUp: Pick<FollowUp, 'run'>;
  events: Subscriber<FollowUpEvents> & Emitter<OutboxEvents & WatchEvents>;
  numbers: Pick<NumberChecks, 'check'>;
  /** Where a media campaign's file is stored (deleted with a stale load: `stale-loads.ts`). */
  media: Pick<R2Bucket, 'delete'>;
  /** The number's health: its warm-up cap and its recent sends' outcomes (`number-health/`). */
  health: Pick<NumberHealth, 'capToday' | 'countsSince'>;
};

export class BroadcastsPart implements Wakeable {
  private progressTimer = false;
  private readonly told = new Map<string, string>();
  private readonly store: BroadcastStore;
  /** The device's pace (its gap between messages), which its scheduled messages keep to too. */
  readonly pace: PaceStore;
  private readonly runner: BroadcastRunner;

  constructor(private readonly deps: BroadcastsPartDeps) {
    const { ctx, mirror } = deps;
    this.store = new BroadcastStore(ctx.storage, mirror);
    this.pace = new PaceStore(ctx.storage);
    this.runner = new BroadcastRunner({
      storage: ctx.storage,
      waitUntil: (promise) => ctx.waitUntil(promise),
      store: this.store,
      pace: this.pace,
      state: deps.state,
      gate: deps.gate,
      sender: deps.sender,
      records: deps.records,
      events: deps.events,
      clock: deps.clock,
      checksNumbers: (id) => this.checksNumbers(id),
      onWhatsApp: (phones) => deps.numbers.check(phones),
      optedOut: async (workspaceId, phone) => (await isOptedOut(deps.db, workspaceId, [contactIdFor(workspaceId, phone)])).size > 0,
      followUp: deps.followUp,
      random: Math.random,
      health: {
        capToday: (now) => deps.health.capToday(now),
        recent: (since) => deps.health.countsSince(since),
        resumedAt: () => deps.state.get().healthResumedAt ?? 0,
      },
    });
    mirror.own(broadcastMirror(deps.d1, deps.state, this.store, ctx.storage.sql));
    deps.events.on('changes.committed', () => this.pump());
  }

  nextWake(): number | null {
    const runner = this.runner.nextWake();
    const stale = this.deps.state.exists() ? staleLoadAt(this.store) : null;
    return runner === null ? stale : stale === null ? runner : Math.min(runner, stale);
  }

  async wake(): Promise<void> {
    const device = this.deps.state.exists() ? this.deps.state.get().info : null;
    if (device) await sweepStaleLoads(this.store, (id) => this.drop(id), this.deps.media, device.id, this.deps.clock.now());
    await this.runner.wake();
    this.progressSoon();
  }

  /** After every change the object follows up (`changes.committed`): the runner's turn, then the progress shown. */
  private pump(): void {
    this.runner.pump();
    this.progressSoon();
  }

  /**
   * Writes a campaign LOADING with its first recipients (`campaign-loader.ts` sends the rest in
   * chunks, then starts it): nothing of it is sent, copied to D1 or shown until `start`.
   */
  begin(device: DeviceIdentity, { recipients, checkNumbers, ...c }: NewCampaign): Outcome<{ id: string; loaded: number }> {
    const now = this.deps.clock.now();
    if (this.store.get(c.id)) return { ok: false, status: 409, message: `broadcast ${c.id} exists already` };
    // Written in the same synchronous turn as the campaign, so the object commits both at once.
    if (checkNumbers) this.deps.ctx.storage.kv.put(checkNumbersKey(c.id), true);
    this.store.create(
      {
        ...c,
        workspaceId: device.workspaceId,
        status: 'LOADING',
        pausedReason: null,
        startedAt: null,
        completedAt: null,
        lastSentAt: null,
        createdAt: now,
        updatedAt: now,
      },
      recipients,
    );
    return { ok: true, value: { id: c.id, loaded: recipients.length } };
  }

  /** Appends a chunk of a LOADING campaign's recipients, the first at position `from`, and fills earlier ones from later rows of their numbers. */
  load(id: string, from: number, recipients: NewRecipient[], fills: Fill[] = []): Outcome<{ loaded: number }> {
    if (!this.store.load(id, from, recipients, this.deps.clock.now(), fills)) {
      return { ok: false, status: 409, message: `broadcast ${id} is not loading recipients from position ${from}` };
    }
    return { ok: true, value: { loaded: from + recipients.length } };
  }

  /** A LOADING campaign whose recipients are all in becomes sendable: SENDING, or SCHEDULED for later. */
  start(device: DeviceIdentity, id: string): Outcome<BroadcastDetail> {
    const c = this.store.get(id);
    if (!c) return notFound(id);
    if (c.status !== 'LOADING') return { ok: false, status: 409, message: `broadcast ${id} has started already` };
    const now = this.deps.clock.now();
    const scheduled = c.scheduledAt !== null && c.scheduledAt > now;
    this.store.update(id, { status: scheduled ? 'SCHEDULED' : 'SENDING', startedAt: scheduled ? null : now }, now);
    this.pump();
    return this.detail(device, id);
  }

  /** Removes a campaign whose loading failed (one that started is never removed). */
  drop(id: string): Outcome<null> {
    this.store.drop(id);
    this.deps.ctx.storage.kv.delete(checkNumbersKey(id));
    return { ok: true, value: null };
  }

  /** `said`: keep each bad row's message as data (`BadRow.said`), for the dashboard to say it in the viewer's language. */
  detail(device: DeviceIdentity, id: string, said = false): Outcome<BroadcastDetail> {
    const c = this.store.get(id);
    // One still loading its recipients is not there yet for anyone.
    if (!c || c.status === 'LOADING') return notFound(id);
    return {
      ok: true,
      value: {
        ...presentCampaign({ ...c, status: c.status }, device.id, progressOf(this.deps.ctx.storage.sql, id), said),
        checkNumbers: this.checksNumbers(id),
        pace: this.paceView(),
      },
    };
  }

  private checksNumbers(id: string): boolean {
    return this.deps.ctx.storage.kv.get<boolean>(checkNumbersKey(id)) === true;
  }

  recipients(id: string, status: RecipientStatus | null, after: number, limit: number): Outcome<RecipientPage> {
    const c = this.store.get(id);
    if (!c || c.status === 'LOADING') return notFound(id);
    const page = this.store.recipients.page(id, status, after, limit + 1);
    const items = page.slice(0, limit);
    const last = items.at(-1);
    return { ok: true, value: { items: items.map(presentRecipient), next: page.length > limit && last ? last.position : null } };
  }

  paceSettings(): Outcome<PaceView> {
    return { ok: true, value: this.paceView() };
  }

  setPace(settings: PaceSettings): Outcome<PaceView> {
    this.pace.setSettings(settings);
    this.pump();
    return { ok: true, value: this.paceView() };
  }

  control(device: DeviceIdentity, id: string, action: BroadcastAction): Outcome<BroadcastDetail> {
    const { store } = this;
    const { clock } = this.deps;
    const { storage } = this.deps.ctx;
    const c = store.get(id);
    if (!c) return notFound(id);
    const now = clock.now();
    if (c.status === 'LOADING') return notFound(id);
    if (c.status === 'COMPLETED' || (c.status === 'CANCELLED' && action !== 'cancel')) {
      return { ok: false, status: 409, message: `broadcast ${id} has ended (${c.status}); it cannot be ${action}d` };
    }
    storage.transactionSync(() => {
      if (action === 'pause' && c.status !== 'CANCELLED') store.update(id, { status: 'PAUSED', pausedReason: 'member' }, now);
      if (action === 'resume' && c.status === 'PAUSED') {
        // A member resumes what the health paused: the outcomes so far are judged, from now on anew.
        if (c.pausedReason === 'number-health') this.deps.state.update({ healthResumedAt: now });
        const later = c.scheduledAt !== null && c.scheduledAt > now;
        store.update(
          id,
          { status: later ? 'SCHEDULED' : 'SENDING', pausedReason: null, ...(later || c.startedAt ? {} : { startedAt: now }) },
          now,
        );
      }
      if (action === 'cancel' && c.status !== 'CANCELLED') {
        store.update(id, { status: 'CANCELLED', pausedReason: null }, now);
        store.recipients.cancelQueued(id, now);
      }
    });
    this.pump();
    return this.detail(device, id);
  }

  private paceView(): PaceView {
    const { pace } = this;
    const now = this.deps.clock.now();
    const settings = pace.settings();
    const startedToday = pace.startedOn(now);
    // While the new number warms up, its cap for today is the lower of the two.
    const dailyCap = Math.min(settings.dailyCap, this.deps.health.capToday(now) ?? settings.dailyCap);
    return presentPace(settings, startedToday, nextSendAt({ ...settings, dailyCap }, startedToday, pace.nextSendAt(), now));
  }

  /**
   * Reads the progress of the campaigns being followed a moment from now (a burst of receipts is
   * read once), and tells the pages and queues the D1 copy of each that changed. Real time, not the
   * object's clock: this only groups reads.
   */
  private progressSoon(): void {
    if (this.progressTimer) return;
    this.progressTimer = true;
    systemTimer(PROGRESS_EVERY_MS, () => {
      this.progressTimer = false;
      try {
        this.tellProgress();
      } catch (error) {
        console.error('broadcasts: reading progress failed', error);
      }
    });
  }

  private tellProgress(): void {
    const { store } = this;
    const { events, mirror, clock, state } = this.deps;
    const { storage } = this.deps.ctx;
    if (!state.exists()) return;
    const since = clock.now() - FOLLOWED_AFTER_END_MS;
    let marked = false;
    for (const c of store.followed(since)) {
      const progress = progressOf(storage.sql, c.id);
      const text = JSON.stringify([c.status, c.pausedReason, progress]);
      if (this.told.get(c.id) === text) continue;
      const first = !this.told.has(c.id);
      this.told.set(c.id, text);
      if (!first) {
        mirror.mark(BROADCASTS, c.id);
        marked = true;
      }
      events.emit('broadcast.changed', {
        broadcast: { id: c.id, status: c.status, pausedReason: c.pausedReason, counts: progress.counts, failures: progress.failures },
      });
    }
    if (marked) mirror.flushSoon();
  }
}

function notFound(id: string): Outcome<never> {
  return { ok: false, status: 404, message: `broadcast ${id} not found` };
}
