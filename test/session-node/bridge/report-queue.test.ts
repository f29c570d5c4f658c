/**
 * The report queue lets live reports pass an account's history: an incoming message made while an
 * import's parts wait goes at once, and each history part goes alone, once nothing live waits or
 * is on its way, and paced so that the device's object is left free most of the time.
 */
import pino from 'pino';
import { expect, it } from 'vitest';
import type { Report } from '../../../protocol';
import { ReportQueue } from '../../../session-node/bridge/report-queue';

const history = (n: number): Report => ({
  key: `hs:${n}`,
  name: 'history',
  data: { syncType: 'initial', chats: [], messages: [], final: n === 3 },
});
const status = (n: number): Report => ({ key: `st:${n}`, name: 'status', data: { status: 'CONNECTED', phoneNumber: '6281200000001' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('sends live reports at once beside a history part on its way, and each history part alone after them', async () => {
  const calls: string[][] = [];
  let release: () => void = () => undefined;
  const queue = new ReportQueue({
    logger: pino({ level: 'silent' }),
    send: async (reports) => {
      calls.push(reports.map((r) => r.key));
      // The first call (the import's first part) is held until the live reports are queued.
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { refused: [] };
    },
  });
  queue.resume();
  const done = [1, 2, 3].map((n) => queue.push(history(n)));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const live = [queue.push(status(1)), queue.push(status(2))];
  release();
  await Promise.all([...done, ...live]);
  // The first live report went while the part was on its way; the second waited for it.
  expect(calls).toEqual([['hs:1'], ['st:1'], ['st:2'], ['hs:2'], ['hs:3']]);
});

it('holds history parts while a live call is on its way', async () => {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const queue = new ReportQueue({
    logger: pino({ level: 'silent' }),
    send: async (reports) => {
      calls.push(...reports.map((r) => r.key));
      if (reports[0]?.name === 'status') await new Promise<void>((resolve) => (release = resolve));
      return { refused: [] };
    },
  });
  queue.resume();
  const live = queue.push(status(1));
  const part = queue.push(history(1));
  await sleep(30);
  expect(calls).toEqual(['st:1']);
  release();
  await Promise.all([live, part]);
  expect(calls).toEqual(['st:1', 'hs:1']);
});

it('paces history parts to the share of time it is given', async () => {
  const spans: { start: number; end: number }[] = [];
  const queue = new ReportQueue({
    logger: pino({ level: 'silent' }),
    backgroundShare: 0.5,
    send: async () => {
      const start = performance.now();
      await sleep(30);
      spans.push({ start, end: performance.now() });
      return { refused: [] };
    },
  });
  queue.resume();
  await Promise.all([1, 2, 3].map((n) => queue.push(history(n))));
  // Half the time: each part that took 30 ms is followed by as long a rest (a timer may fire a little early).
  for (let i = 1; i < spans.length; i++) {
    const [before, part] = [spans[i - 1], spans[i]];
    if (!before || !part) throw new Error('a part is missing');
    expect(part.start - before.end).toBeGreaterThanOrEqual(25);
  }
  expect(spans).toHaveLength(3);
});

it('lets the live reports that came during a call wait a moment for company; one that finds the link idle goes at once', async () => {
  const calls: string[][] = [];
  const queue = new ReportQueue({
    logger: pino({ level: 'silent' }),
    send: async (reports) => {
      calls.push(reports.map((r) => r.key));
      if (reports[0]?.key === 'st:1') {
        // Another comes while this call is on its way, and one more just after its answer.
        void queue.push(status(2));
        setImmediate(() => void queue.push(status(3)));
      }
      return { refused: [] };
    },
  });
  queue.resume();
  await queue.push(status(1));
  await sleep(20);
  expect(calls).toEqual([['st:1'], ['st:2', 'st:3']]);

  // Idle again: a lone report goes in a call of its own at once (before any timer could run).
  const lone = queue.push(status(4));
  expect(calls.at(-1)).toEqual(['st:4']);
  await lone;
});
