/**
 * The people watching a device live (the dashboard's open pages): hibernatable WebSockets the
 * device's object accepts under their own tag, and tells of every change they show: the device's
 * status and QR, and each delivery attempt. A watcher only listens; the worker checked who it is
 * before forwarding the upgrade.
 *
 * A message names what changed; it is no page's HTML (each viewer has their own language, zone
 * and role, and their page reads the change again itself). It goes out once the change's D1 copies
 * are written, so a page that lists from D1 shows it when it reads again (`copied`).
 */
import { systemTimer, type Timer } from '../../protocol';
import type { Subscriber } from '../shared/domain-events';

const TAG = 'watch';

/**
 * How long a message waits for its D1 copies at most. A D1 that stalls (a write that never answers)
 * would otherwise hold every later message too, and the open pages would stop following the device
 * until the object restarts; told late, a page reads what D1 has, and the next change tells it again.
 */
export const COPY_WAIT_MS = 5_000;

/** A webhook delivery as the pages show it: queued, or after an attempt. */
export type DeliveryShown = {
  id: string;
  webhookId: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
};

export type WatchMessage =
  | { type: 'device'; device: Record<string, unknown> }
  /** Read every region again, as on opening: to a page whose socket opened while D1 copies were on their way (`accept`). */
  | { type: 'open' }
  /** The team inbox: a message record written or changed (its status ticks), a conversation moved, a note added. */
  | { type: 'record'; record: Record<string, unknown> }
  | { type: 'conversation'; conversation: Record<string, unknown> }
  | { type: 'note'; note: Record<string, unknown> }
  /** A broadcast's progress (status and counts), as receipts and sends move it. */
  | { type: 'broadcast'; broadcast: Record<string, unknown> }
  | { type: 'delivery'; delivery: DeliveryShown };

/**
 * The domain events open pages follow (see `shared/domain-events.ts`), each with what changed as the
 * pages show it; the watchers take them all (`follow`), and the part that changed it emits it:
 *
 * - `device.changed`: the device's state (its status, QR, banner) changed (`DeviceLifecycle`, `AlertsPart`);
 * - `delivery.changed`: a webhook delivery queued (`Outbox`, the test event) or attempted (`WebhookDispatcher`);
 * - `record.shown`: a message record of the inbox written or changed (`InboxPart`, on `record.changed`);
 * - `conversation.changed`: a conversation moved, assigned, resolved or labelled (`InboxPart`, `DeskLink`);
 * - `note.added`: a note added to a conversation (`InboxPart`);
 * - `broadcast.changed`: a broadcast's status or counts moved (`BroadcastsPart`).
 */
export type WatchEvents = {
  'device.changed': { device: Record<string, unknown> };
  'delivery.changed': { delivery: DeliveryShown };
  'record.shown': { record: Record<string, unknown> };
  'conversation.changed': { conversation: Record<string, unknown> };
  'note.added': { note: Record<string, unknown> };
  'broadcast.changed': { broadcast: Record<string, unknown> };
};

export class Watchers {
  /** Told, waiting for their D1 copies. */
  private held: string[] = [];
  private sending: Promise<void> | null = null;
  /** Whether any page watches, when known (see `watched`). */
  private known: boolean | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    /** Resolves once what is queued for D1 now is written there; null when nothing is. */
    private readonly copied: () => Promise<void> | null = () => null,
    private readonly timer: Timer = systemTimer,
  ) {}

  /** Tells the pages of each change they follow, as it is emitted (inside its transaction; sent after it). */
  follow(events: Subscriber<WatchEvents>): void {
    events.on('device.changed', ({ device }) => this.tell({ type: 'device', device }));
    events.on('delivery.changed', ({ delivery }) => this.tell({ type: 'delivery', delivery }));
    events.on('record.shown', ({ record }) => this.tell({ type: 'record', record }));
    events.on('conversation.changed', ({ conversation }) => this.tell({ type: 'conversation', conversation }));
    events.on('note.added', ({ note }) => this.tell({ type: 'note', note }));
    events.on('broadcast.changed', ({ broadcast }) => this.tell({ type: 'broadcast', broadcast }));
  }

  accept(): Response {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [TAG]);
    this.known = true;
    // Its page reads every region once the socket opens. A change made before it was accepted was
    // told to the pages open then, and its D1 copies may still be on their way: that read would miss
    // them (a logout's banner), and nothing would tell this page again. Once they are written, it is
    // told to read again.
    const copying = this.copied();
    if (copying) void copying.then(() => this.send([JSON.stringify({ type: 'open' } satisfies WatchMessage)], [pair[1]]));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Whether a socket is a watcher's (not the node's). */
  owns(ws: WebSocket): boolean {
    return this.ctx.getTags(ws).includes(TAG);
  }

  count(): number {
    return this.ctx.getWebSockets(TAG).length;
  }

  /**
   * Whether a page may be watching, asked of the runtime only when it is not known: a page accepted
   * makes it so, a watcher's socket gone (`gone`) makes it unknown again. Every record a send or a
   * receipt changes asks it, and the runtime's list of sockets was a new array each time.
   */
  watched(): boolean {
    this.known ??= this.count() > 0;
    return this.known;
  }

  /** A watcher's socket closed or failed: whether any page still watches is asked again when next needed. */
  gone(): void {
    this.known = null;
  }

  tell(message: WatchMessage): void {
    if (!this.watched()) return;
    this.held.push(JSON.stringify(message));
    this.sending ??= this.sendHeld().finally(() => {
      this.sending = null;
    });
  }

  private async sendHeld(): Promise<void> {
    while (this.held.length > 0) {
      // After the transaction that told it (its D1 entries are queued by then), and once they are written.
      await Promise.resolve();
      const batch = this.held.splice(0);
      const copied = await this.copiedOrLate();
      this.send(batch);
      // Told before its copies were written, a page read a D1 without them, and nothing else may
      // change to tell it again (a logout's banner): once they are written, the device's change is
      // told once more, and its pages read again (a read twice shows the same; a note twice would not).
      if (!copied) {
        const again = batch.filter((text) => (JSON.parse(text) as WatchMessage).type === 'device');
        if (again.length > 0) void (this.copied() ?? Promise.resolve()).then(() => this.send(again));
      }
    }
  }

  private send(batch: readonly string[], to: readonly WebSocket[] = this.ctx.getWebSockets(TAG)): void {
    for (const ws of to) {
      for (const text of batch) {
        try {
          ws.send(text);
        } catch {
          // Gone; its close event removes it.
        }
      }
    }
  }

  /** True once the copies are written; false when the wait ran out first. */
  private copiedOrLate(): Promise<boolean> {
    let cancel = () => {};
    const late = new Promise<boolean>((resolve) => {
      cancel = this.timer(COPY_WAIT_MS, () => resolve(false));
    });
    return Promise.race([(this.copied() ?? Promise.resolve()).then(() => true), late]).finally(() => cancel());
  }

  closeAll(reason: string): void {
    this.held = [];
    for (const ws of this.ctx.getWebSockets(TAG)) {
      try {
        ws.close(1000, reason);
      } catch {
        // Already closed.
      }
    }
  }
}
