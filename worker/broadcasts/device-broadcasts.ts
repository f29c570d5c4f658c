/**
 * The device object's broadcasts part: what routes ask of it (one RPC method, `broadcasts`, takes a
 * request and answers its outcome), its runner, and the live progress it tells the pages watching
 * the device (and the D1 copy, as receipts move the counts).
 */
import { systemTimer } from '../../protocol';
import type { DeviceIdentity } from '../devices/device-state';
import type { Outcome } from '../devices/stub';
import type { Watchers } from '../devices/watchers';
import type { Wakeable } from '../shared/alarms';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Clock } from '../shared/time';
import type { BroadcastRunner } from './broadcast-runner';
import { BROADCASTS, type BroadcastStore, type Campaign } from './broadcast-store';
import type { PaceSettings } from './pace';
import type { PaceStore } from './pace-store';
import { progressOf } from './progress';
import type { NewRecipient, RecipientStatus } from './recipient-store';
import { type BroadcastDetail, type PaceView, presentCampaign, presentPace, presentRecipient, type RecipientView } from './views';

export type NewCampaign = Omit<
  Campaign,
  'workspaceId' | 'status' | 'pausedReason' | 'startedAt' | 'completedAt' | 'lastSentAt' | 'createdAt' | 'updatedAt'
> & {
  recipients: NewRecipient[];
};

export type BroadcastRequest =
  | { op: 'create'; campaign: NewCampaign }
  /** `said`: keep each bad row's message as data (`BadRow.said`), for the dashboard to say it in the viewer's language. */
  | { op: 'get'; id: string; said?: boolean }
  | { op: 'control'; id: string; action: 'pause' | 'resume' | 'cancel' }
  | { op: 'recipients'; id: string; status: RecipientStatus | null; after: number; limit: number }
  | { op: 'pace' }
  | { op: 'setPace'; settings: PaceSettings };

export type BroadcastAnswers = {
  create: BroadcastDetail;
  get: BroadcastDetail;
  control: BroadcastDetail;
  recipients: { items: RecipientView[]; next: number | null };
  pace: PaceView;
  setPace: PaceView;
};
export type BroadcastAnswer = BroadcastAnswers[keyof BroadcastAnswers];

/** How often, at most, the progress of running campaigns is read again for the pages and D1. */
const PROGRESS_EVERY_MS = 400;
/** A campaign that ended this long ago no longer has its progress followed live (receipts still count). */
const FOLLOWED_AFTER_END_MS = 60 * 60_000;

export type DeviceBroadcastsDeps = {
  storage: DurableObjectStorage;
  store: BroadcastStore;
  pace: PaceStore;
  runner: BroadcastRunner;
  watchers: Watchers;
  mirror: D1Mirror;
  clock: Clock;
  /** Whether the device (and so its tables) exists. */
  exists: () => boolean;
};

export class DeviceBroadcasts implements Wakeable {
  private progressTimer = false;
  private readonly told = new Map<string, string>();

  constructor(private readonly deps: DeviceBroadcastsDeps) {}

  nextWake(): number | null {
    return this.deps.runner.nextWake();
  }

  async wake(): Promise<void> {
    await this.deps.runner.wake();
    this.progressSoon();
  }

  /** After every change the object follows up: the runner's turn, then the progress shown. */
  pump(): void {
    this.deps.runner.pump();
    this.progressSoon();
  }

  handle(device: DeviceIdentity, request: BroadcastRequest): Outcome<BroadcastAnswer> {
    const { store, clock, pace } = this.deps;
    const now = clock.now();
    switch (request.op) {
      case 'create': {
        const { recipients, ...c } = request.campaign;
        const scheduled = c.scheduledAt !== null && c.scheduledAt > now;
        store.create(
          {
            ...c,
            workspaceId: device.workspaceId,
            status: scheduled ? 'SCHEDULED' : 'SENDING',
            pausedReason: null,
            startedAt: scheduled ? null : now,
            completedAt: null,
            lastSentAt: null,
            createdAt: now,
            updatedAt: now,
          },
          recipients,
        );
        this.pump();
        return this.detail(device, c.id);
      }
      case 'get':
        return this.detail(device, request.id, request.said === true);
      case 'control':
        return this.control(device, request.id, request.action);
      case 'recipients': {
        if (!store.get(request.id)) return notFound(request.id);
        const page = store.recipients.page(request.id, request.status, request.after, request.limit + 1);
        const items = page.slice(0, request.limit);
        const last = items.at(-1);
        return {
          ok: true,
          value: { items: items.map(presentRecipient), next: page.length > request.limit && last ? last.position : null },
        };
      }
      case 'pace':
        return { ok: true, value: this.paceView() };
      case 'setPace':
        pace.setSettings(request.settings);
        this.pump();
        return { ok: true, value: this.paceView() };
    }
  }

  private control(device: DeviceIdentity, id: string, action: 'pause' | 'resume' | 'cancel'): Outcome<BroadcastAnswer> {
    const { store, clock, storage } = this.deps;
    const c = store.get(id);
    if (!c) return notFound(id);
    const now = clock.now();
    if (c.status === 'COMPLETED' || (c.status === 'CANCELLED' && action !== 'cancel')) {
      return { ok: false, status: 409, message: `broadcast ${id} has ended (${c.status}); it cannot be ${action}d` };
    }
    storage.transactionSync(() => {
      if (action === 'pause' && c.status !== 'CANCELLED') store.update(id, { status: 'PAUSED', pausedReason: 'member' }, now);
      if (action === 'resume' && c.status === 'PAUSED') {
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

  private detail(device: DeviceIdentity, id: string, said = false): Outcome<BroadcastDetail> {
    const c = this.deps.store.get(id);
    if (!c) return notFound(id);
    return { ok: true, value: { ...presentCampaign(c, device.id, progressOf(this.deps.storage.sql, id), said), pace: this.paceView() } };
  }

  private paceView(): PaceView {
    const { pace, clock } = this.deps;
    return presentPace(pace.settings(), pace.startedOn(clock.now()), pace.nextSendAt());
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
    const { store, storage, watchers, mirror, clock } = this.deps;
    if (!this.deps.exists()) return;
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
      watchers.tell({
        type: 'broadcast',
        broadcast: { id: c.id, status: c.status, pausedReason: c.pausedReason, counts: progress.counts, failures: progress.failures },
      });
    }
    if (marked) mirror.flushSoon();
  }
}

function notFound(id: string): Outcome<never> {
  return { ok: false, status: 404, message: `broadcast ${id} not found` };
}
