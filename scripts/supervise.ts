/**
 * Keeps a child process running: when it exits without being asked to, it is started again after
 * a wait that doubles with each quick failure (1 s, 2 s, 4 s … 30 s) and starts over once a run
 * lasted a minute. Each exit is one log line with its reason. `npm start` supervises its
 * session-node with it; spawning and time are injected, so the tests drive both.
 */

/** What the supervisor needs of a child process (a `ChildProcess` has it). */
export interface Supervised {
  readonly pid?: number | undefined;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
}

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RestartPolicy {
  /** The wait before the first restart. */
  minMs: number;
  /** No wait is longer. */
  maxMs: number;
  /** A run at least this long counts as healthy: the next crash waits `minMs` again. */
  resetAfterMs: number;
}

/**
 * A crash loop (a broken configuration, the worker unreachable) must not spin a CPU or flood the
 * terminal, yet a one-off crash should cost a second, not half a minute.
 */
export const RESTART_POLICY: RestartPolicy = { minMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before a restart after `failures` quick exits in a row (0 for the first). */
export function restartDelay(failures: number, { minMs, maxMs }: RestartPolicy = RESTART_POLICY): number {
  return Math.min(maxMs, minMs * 2 ** Math.min(Math.max(0, failures), 32));
}

/** "exit code 1", "signal SIGKILL". */
export function exitReason(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `signal ${signal}`;
  return `exit code ${code ?? 'unknown'}`;
}

/** 0.4 s, 12 s, 3 min. */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms / 100) / 10} s`;
  if (ms < 120_000) return `${Math.round(ms / 1_000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

export interface SupervisorOptions {
  /** How the process is named in the log lines. */
  name: string;
  spawn: () => Supervised;
  log: (line: string) => void;
  clock?: Clock;
  policy?: RestartPolicy;
}

export class Supervisor {
  private current: Supervised | null = null;
  private startedAt = 0;
  private failures = 0;
  private timer: unknown = null;
  private stopped = false;
  /** How many times the process was started again after an exit. */
  restarts = 0;

  private readonly clock: Clock;
  private readonly policy: RestartPolicy;

  constructor(private readonly options: SupervisorOptions) {
    this.clock = options.clock ?? systemClock;
    this.policy = options.policy ?? RESTART_POLICY;
  }

  /** The running process, or null while waiting to restart it (or once stopped). */
  get child(): Supervised | null {
    return this.current;
  }

  start(): void {
    this.timer = null;
    if (this.stopped) return;
    let child: Supervised;
    try {
      child = this.options.spawn();
    } catch (error) {
      this.startedAt = this.clock.now();
      this.onExit(`could not start (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    this.current = child;
    this.startedAt = this.clock.now();
    this.options.log(`${this.options.name} started (pid ${child.pid ?? '?'})`);
    child.once('exit', (code, signal) => {
      if (this.current === child) this.current = null;
      if (this.stopped) return;
      this.onExit(`exited (${exitReason(code, signal)}) after ${formatDuration(this.clock.now() - this.startedAt)}`);
    });
  }

  /**
   * Stops supervising: no restart any more, and the running process (if any) gets `signal`, then
   * SIGKILL after `graceMs`. Resolves once it has exited.
   */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const child = this.current;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const kill = this.clock.setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    this.clock.clearTimeout(kill);
    this.current = null;
  }

  /** `what` completes "<name> …": how it ended. */
  private onExit(what: string): void {
    if (this.clock.now() - this.startedAt >= this.policy.resetAfterMs) this.failures = 0;
    const delay = restartDelay(this.failures++, this.policy);
    this.options.log(`${this.options.name} ${what}; restarting in ${formatDuration(delay)}`);
    this.timer = this.clock.setTimeout(() => {
      this.restarts++;
      this.start();
    }, delay);
  }
}
