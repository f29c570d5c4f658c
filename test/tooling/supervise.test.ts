import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type Clock, formatDuration, restartDelay, type Supervised, Supervisor } from '../../scripts/supervise';

/** A clock moved by hand: timers run when `advance` passes their time. */
class HandClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  private next = 1;

  now(): number {
    return this.time;
  }
  setTimeout(run: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  get pending(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = until;
  }
}

class FakeChild extends EventEmitter implements Supervised {
  readonly signals: NodeJS.Signals[] = [];
  constructor(readonly pid: number) {
    super();
  }
  kill(signal: NodeJS.Signals = 'SIGTERM'): boolean {
    this.signals.push(signal);
    return true;
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null): void {
    this.emit('exit', code, signal);
  }
}

function supervised() {
  const clock = new HandClock();
  const children: FakeChild[] = [];
  const lines: string[] = [];
  const supervisor = new Supervisor({
    name: 'session-node',
    clock,
    log: (line) => lines.push(line),
    spawn: () => {
      const child = new FakeChild(100 + children.length);
      children.push(child);
      return child;
    },
  });
  const last = (): FakeChild => {
    const child = children.at(-1);
    if (!child) throw new Error('nothing was spawned');
    return child;
  };
  return { clock, children, lines, supervisor, last };
}

describe('a supervised session-node', () => {
  it('is started again one second after it is killed, and the exit is one line with its signal', () => {
    const { clock, children, lines, supervisor, last } = supervised();
    supervisor.start();
    expect(lines).toEqual(['session-node started (pid 100)']);
    clock.advance(5_000);
    last().exit(null, 'SIGKILL');
    expect(lines.at(-1)).toBe('session-node exited (signal SIGKILL) after 5 s; restarting in 1 s');
    expect(supervisor.child).toBeNull();
    clock.advance(999);
    expect(children).toHaveLength(1);
    clock.advance(1);
    expect(children).toHaveLength(2);
    expect(supervisor.child).toBe(children[1]);
    expect(lines.at(-1)).toBe('session-node started (pid 101)');
    expect(supervisor.restarts).toBe(1);
  });

  it('waits twice as long after each quick crash, up to 30 s', () => {
    const { clock, lines, supervisor, last } = supervised();
    supervisor.start();
    const waits: string[] = [];
    for (let i = 0; i < 8; i++) {
      last().exit(1);
      waits.push(lines.at(-1)?.split('restarting in ')[1] ?? '');
      clock.advance(60_000 - 1);
    }
    // Every run here lasted less than a minute, so none resets the backoff.
    expect(waits).toEqual(['1 s', '2 s', '4 s', '8 s', '16 s', '30 s', '30 s', '30 s']);
    expect(lines).toContain('session-node exited (exit code 1) after 0 s; restarting in 1 s');
  });

  it('starts over at one second once a run lasted a minute', () => {
    const { clock, lines, supervisor, last } = supervised();
    supervisor.start();
    last().exit(1);
    clock.advance(1_000);
    last().exit(1);
    clock.advance(2_000);
    expect(lines.at(-2)).toMatch(/restarting in 2 s$/);
    clock.advance(60_000);
    last().exit(0);
    expect(lines.at(-1)).toBe('session-node exited (exit code 0) after 60 s; restarting in 1 s');
  });

  it('a spawn that throws is logged and retried like a crash', () => {
    const clock = new HandClock();
    const lines: string[] = [];
    let calls = 0;
    const supervisor = new Supervisor({
      name: 'session-node',
      clock,
      log: (line) => lines.push(line),
      spawn: () => {
        calls++;
        if (calls === 1) throw new Error('spawn ENOENT');
        return new FakeChild(7);
      },
    });
    supervisor.start();
    expect(lines).toEqual(['session-node could not start (spawn ENOENT); restarting in 1 s']);
    clock.advance(1_000);
    expect(lines.at(-1)).toBe('session-node started (pid 7)');
  });

  it('stop sends SIGTERM, waits for the exit and restarts nothing', async () => {
    const { clock, children, lines, supervisor, last } = supervised();
    supervisor.start();
    const child = last();
    const stopped = supervisor.stop();
    expect(child.signals).toEqual(['SIGTERM']);
    child.exit(0);
    await stopped;
    clock.advance(120_000);
    expect(children).toHaveLength(1);
    expect(lines).toEqual(['session-node started (pid 100)']);
    expect(clock.pending).toBe(0);
  });

  it('a child that ignores SIGTERM gets SIGKILL after the grace period', async () => {
    const { clock, supervisor, last } = supervised();
    supervisor.start();
    const child = last();
    const stopped = supervisor.stop('SIGTERM', 5_000);
    clock.advance(5_000);
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    child.exit(null, 'SIGKILL');
    await stopped;
  });

  it('stop while waiting to restart cancels the restart', async () => {
    const { clock, children, supervisor, last } = supervised();
    supervisor.start();
    last().exit(1);
    await supervisor.stop();
    clock.advance(60_000);
    expect(children).toHaveLength(1);
  });
});

describe('restart timing', () => {
  it('doubles from 1 s and stays at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100, 10_000].map((n) => restartDelay(n))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('reads as a person would say it', () => {
    expect([400, 1_000, 12_345, 90_000, 300_000].map(formatDuration)).toEqual(['0.4 s', '1 s', '12 s', '90 s', '5 min']);
  });
});
