/** A test file's stack and webhook receiver: both started before its tests and stopped after them. */
import { afterAll, beforeAll } from 'vitest';
import type { Receiver } from './receiver';
import type { Stack } from './stack';

export function startedForTests(stack: Stack, receiver: Receiver): void {
  beforeAll(async () => {
    await receiver.start();
    await stack.start();
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
  }, 60_000);
}
