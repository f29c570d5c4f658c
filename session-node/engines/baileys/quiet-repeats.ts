/**
 * A logger that says the same thing at most `PER_WINDOW` times a minute. Baileys logs one line per
 * message it cannot decrypt, per retry, per failed prekey check: a broken session after a restart
 * can make hundreds of thousands of them in an hour (Baileys #2234), drowning everything else. Past
 * the limit a line is counted, and the next one that passes says how many were left out.
 */
import type { BaileysLogger } from './auth-state';

export const PER_WINDOW = 10;
export const WINDOW_MS = 60_000;

const LIMITED = new Set(['fatal', 'error', 'warn', 'info', 'debug']);

/** Counts lines per message text within the current window. */
export class RepeatLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();
  /** Lines left out per message, said with its next line that passes. */
  private readonly leftOut = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Null when the line is left out; else how many of its kind were left out before it. */
  take(message: string): number | null {
    const at = this.now();
    if (at - this.windowStart >= WINDOW_MS) {
      this.windowStart = at;
      this.counts.clear();
    }
    const count = (this.counts.get(message) ?? 0) + 1;
    this.counts.set(message, count);
    if (count > PER_WINDOW) {
      this.leftOut.set(message, (this.leftOut.get(message) ?? 0) + 1);
      return null;
    }
    const before = this.leftOut.get(message) ?? 0;
    this.leftOut.delete(message);
    return before;
  }
}

function messageOf(args: unknown[]): string {
  const [first, second] = args;
  if (typeof first === 'string') return first;
  return typeof second === 'string' ? second : '';
}

/** `logger`, and each child it makes, limited by one `limiter`. */
export function quietRepeats(logger: BaileysLogger, limiter = new RepeatLimiter()): BaileysLogger {
  return new Proxy(logger, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'child') {
        return (...args: unknown[]) => quietRepeats((value as (...a: unknown[]) => BaileysLogger).apply(target, args), limiter);
      }
      if (typeof property !== 'string' || !LIMITED.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        const leftOut = limiter.take(messageOf(args));
        if (leftOut === null) return;
        if (leftOut > 0) {
          const [first, ...rest] = args;
          const fields = typeof first === 'object' && first !== null ? { ...first, leftOut } : { leftOut };
          (value as (...a: unknown[]) => void).apply(
            target,
            typeof first === 'object' && first !== null ? [fields, ...rest] : [fields, ...args],
          );
          return;
        }
        (value as (...a: unknown[]) => void).apply(target, args);
      };
    },
  });
}
