import type { RetryPolicy } from './config';

/**
 * The wait before the next attempt, with d = delaySeconds and n = the attempt that just failed:
 * fixed d, linear d·n, exponential d·2^(n−1). The default policy waits 2, 4, 8 and 16 s.
 */
export function retryDelayMs(policy: RetryPolicy, failedAttempt: number): number {
  const d = policy.delaySeconds * 1000;
  switch (policy.strategy) {
    case 'fixed':
      return d;
    case 'linear':
      return d * failedAttempt;
    case 'exponential':
      return d * 2 ** (failedAttempt - 1);
  }
}
