/**
 * The report queue lets live reports pass an account's history: an incoming message made while an
 * import's parts wait goes in the next call, and each history part goes alone, once nothing live waits.
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

it('sends live reports before waiting history parts, and each history part alone', async () => {
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
  expect(calls).toEqual([['hs:1'], ['st:1', 'st:2'], ['hs:2'], ['hs:3']]);
});
