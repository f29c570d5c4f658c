/**
 * A session's reports on their way to its device's object.
 *
 * Reports go in the order the session made them (an account's history after what is live, see
 * `BACKGROUND`), up to `REPORTS_PER_CALL` per `reports` call, and
 * each is repeated until the object answers for it (the object drops a repeat by its key), so an
 * event the session produced survives drops of the link. Sending pauses while the link is down.
 * A call also stays within `MAX_CALL_BYTES`: a Worker closes a WebSocket that receives a message
 * over 1 MiB, and a batch that can never arrive would be sent again forever.
 */
import type { Logger } from 'pino';
import { errorMessage, fittingCount, MAX_CALL_BYTES, REPORTS_PER_CALL, type Report, RpcError } from '../../protocol';

const MAX_QUEUED_REPORTS = 100_000;

/**
 * Reports nobody waits for at once: receipts and stored copies wait up to `BATCH_WINDOW_MS` for
 * company, so that a busy device sends them many to a call (each call costs the object a
 * transaction, a D1 write and an answer). Anything else (an incoming message, a status) goes at once
 * and takes the waiting ones along.
 */
const DEFERRABLE: ReadonlySet<Report['name']> = new Set(['receipt', 'messages.stored']);
export const BATCH_WINDOW_MS = 50;

/**
 * How long the live reports that came while a call was on its way wait for company before the next
 * call: a busy device's messages in come a few at a time, and each call costs the object a
 * transaction (its pages journaled and committed), a WebSocket event and an answer whatever it
 * carries. Only a device already busy waits (a report that finds the link idle goes at once).
 */
export const COMPANY_MS = 5;

/**
 * Reports that yield to live traffic: an account's history (up to 50 messages each, an import of
 * 50,000 is 1,000 of them) goes one to a call, in a lane of its own beside the live one, and only
 * when no live report waits or is on its way, so an incoming message or a receipt never queues
 * behind an import (one that comes while a part is on its way goes at once, beside it).
 */
const BACKGROUND: ReadonlySet<Report['name']> = new Set(['history']);

/**
 * The share of time the background lane may keep the object busy: after a part that took `d` ms to
 * be answered, the next waits `d × (1 − share) / share`. Each part is one transaction of the
 * device's object (and D1 copies after it), which live work that comes meanwhile waits for; paced,
 * most live work finds the object free. The import takes longer: it is background work. A quarter
 * left a live message's p99 at 1.32× its figure alone; 0.15 gave 1.10–1.41× over three runs
 * (1.22× pooled) for an import of 50,000 in 228–233 s instead of 164–168 (`docs/benchmarks.md`).
 */
export const BACKGROUND_SHARE = 0.15;

export type Refusal = { key: string; message: string };

export interface ReportQueueDeps {
  /** One `reports` call; resolves with the keys the object refused. */
  send(reports: Report[]): Promise<{ refused: Refusal[] }>;
  logger: Logger;
  maxQueued?: number;
  /** `BACKGROUND_SHARE` unless given. */
  backgroundShare?: number;
}

type Queued = { report: Report; bytes: number; at: number; done: () => void; fail: (error: Error) => void };

export class ReportQueue {
  private readonly queue: Queued[] = [];
  private linked = false;
  private draining = false;
  /** A live call is on its way: the background lane waits for it. */
  private liveInFlight = false;
  private backgroundDraining = false;
  /** When the background lane may send its next report (`BACKGROUND_SHARE`). */
  private backgroundAt = 0;
  private windowTimer: NodeJS.Timeout | null = null;
  private paceTimer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: ReportQueueDeps) {}

  /** Queues a report; resolves once the object has answered for it (taken or refused). */
  push(report: Report): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.queue.length >= (this.deps.maxQueued ?? MAX_QUEUED_REPORTS)) {
        this.deps.logger.error({ name: report.name }, 'report queue full; dropping the oldest report');
        this.queue.shift()?.fail(new Error('report queue full'));
      }
      const bytes = Buffer.byteLength(JSON.stringify(report));
      this.queue.push({ report, bytes, at: Date.now(), done: resolve, fail: reject });
      this.drain();
    });
  }

  /** The link is up (the object sent `start`): send what waits. */
  resume(): void {
    this.linked = true;
    this.drain();
  }

  /** The link is down: nothing more goes out until `resume`; the call in flight fails by itself. */
  pause(): void {
    this.linked = false;
  }

  /** Fails every queued report (the device was released: nothing was promised yet). */
  failAll(error: Error): void {
    this.linked = false;
    for (const queued of this.queue.splice(0)) queued.fail(error);
  }

  /** When only deferrable reports wait and the oldest is younger than the window: the time left, else 0. */
  private patience(live: readonly Queued[]): number {
    const oldest = live[0];
    if (!oldest || live.length >= REPORTS_PER_CALL || live.some((queued) => !DEFERRABLE.has(queued.report.name))) return 0;
    return Math.max(0, oldest.at + BATCH_WINDOW_MS - Date.now());
  }

  private live(): Queued[] {
    return this.queue.filter((queued) => !BACKGROUND.has(queued.report.name));
  }

  private drain(): void {
    void this.drainLive();
    void this.drainBackground();
  }

  private async drainLive(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let live = this.live(), sent = 0; this.linked && live.length > 0; live = this.live()) {
        // These came while the last call was on its way: a moment more lets the ones behind them join.
        if (sent > 0 && live.length < REPORTS_PER_CALL) {
          await new Promise((resolve) => setTimeout(resolve, COMPANY_MS));
          live = this.live();
          if (!this.linked || live.length === 0) break;
        }
        const wait = this.patience(live);
        if (wait > 0) {
          this.windowTimer ??= setTimeout(() => {
            this.windowTimer = null;
            this.drain();
          }, wait);
          break;
        }
        const batch = live.slice(
          0,
          fittingCount(live, REPORTS_PER_CALL, MAX_CALL_BYTES, (queued) => queued.bytes),
        );
        this.liveInFlight = true;
        sent++;
        const outcome = await this.send(batch).finally(() => {
          this.liveInFlight = false;
        });
        if (outcome === 'answered') this.settle(batch);
        else if (outcome === 'wait-for-link') break;
      }
    } finally {
      this.draining = false;
    }
    // The background lane waited for this one.
    void this.drainBackground();
  }

  /** One background report at a time, once nothing live waits or is on its way, paced by `BACKGROUND_SHARE`. */
  private async drainBackground(): Promise<void> {
    if (this.backgroundDraining) return;
    this.backgroundDraining = true;
    const share = this.deps.backgroundShare ?? BACKGROUND_SHARE;
    try {
      while (this.linked && !this.liveInFlight && this.live().length === 0) {
        const next = this.queue.find((queued) => BACKGROUND.has(queued.report.name));
        if (!next) break;
        const wait = this.backgroundAt - Date.now();
        if (wait > 0) {
          this.paceTimer ??= setTimeout(() => {
            this.paceTimer = null;
            void this.drainBackground();
          }, wait);
          break;
        }
        const started = Date.now();
        const outcome = await this.send([next]);
        this.backgroundAt = Date.now() + ((Date.now() - started) * (1 - share)) / share;
        if (outcome === 'answered') this.settle([next]);
        else if (outcome === 'wait-for-link') break;
      }
    } finally {
      this.backgroundDraining = false;
    }
  }

  private async send(batch: readonly Queued[]): Promise<'answered' | 'send-again' | 'wait-for-link'> {
    try {
      const { refused } = await this.deps.send(batch.map((queued) => queued.report));
      for (const { key, message } of refused) this.deps.logger.error({ key, err: message }, 'the object refused a report; dropped');
      return 'answered';
    } catch (error) {
      if (error instanceof RpcError && error.code === 'bad-request') {
        const keys = batch.map((queued) => queued.report.key);
        this.deps.logger.error({ err: error.message, keys }, 'the object refused a whole batch of reports; dropped');
        return 'answered';
      }
      this.deps.logger.warn({ err: errorMessage(error), reports: batch.length }, 'reports not acknowledged; they will be sent again');
      // A timeout on a live link is tried again at once (the object dedupes); anything else waits
      // for the link to come back (or for the next report), so a closing socket cannot spin here.
      return error instanceof RpcError && error.code === 'timeout' ? 'send-again' : 'wait-for-link';
    }
  }

  /** Ends the reports of an answered batch that are still queued (a release may have failed them meanwhile). */
  private settle(batch: readonly Queued[]): void {
    const sent = new Set(batch);
    const answered: Queued[] = [];
    let kept = 0;
    for (const queued of this.queue) {
      if (sent.has(queued)) answered.push(queued);
      else this.queue[kept++] = queued;
    }
    this.queue.length = kept;
    for (const queued of answered) queued.done();
  }
}
