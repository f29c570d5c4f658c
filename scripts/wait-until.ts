export type WaitOptions = {
  timeoutMs?: number;
  intervalMs?: number;
  /** What is waited for, for the timeout's message. */
  what?: string | (() => string);
  /** Gives up at once when this returns a reason (e.g. the process being waited on exited). */
  stopIf?: () => string | null;
};

/**
 * The one polling helper of the Node-side tooling (the stack, the end-to-end tests, the benchmarks):
 * checks a condition until it holds, then returns what it returned; fails with `what` after
 * `timeoutMs`. A check that throws is a check that does not hold yet.
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 30_000, intervalMs = 50, what = 'the condition', stopIf }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const stop = stopIf?.();
    if (stop) throw new Error(stop);
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const label = typeof what === 'function' ? what() : what;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
