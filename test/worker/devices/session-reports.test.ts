import { describe, expect, it } from 'vitest';
import type { Report } from '../../../protocol';
import { SessionReports } from '../../../worker/devices/session-reports';
import type { EventLog } from '../../../worker/events/event-log';
import type { DeviceStateStore } from '../../../worker/kernel/device-state';
import type { Reported, SessionEvents } from '../../../worker/kernel/session-events';
import type { PollReports } from '../../../worker/messages/poll-reports';
import { DomainEvents } from '../../../worker/shared/domain-events';
import type { FollowUp } from '../../../worker/shared/follow-up';
import { systemClock } from '../../../worker/shared/time';

/**
 * SessionReports over stand-ins: every report taken at once, the device always there. `together`
 * holds each run taken in one transaction (its reports' marks), `alone` each report taken in one of
 * its own (its mark): its key, or `(by its event)` for a receipt or a message in, whose event is its mark.
 */
function intake() {
  const events = new DomainEvents<SessionEvents>();
  const info = { id: 'dev_1', workspaceId: 'ws_1', name: 'Toko', createdAt: 1 };
  const together: string[][] = [];
  const alone: string[] = [];
  const log = {
    takeOnce: (key: string, take: () => void) => {
      alone.push(key);
      take();
    },
    takeOnceByEvent: (take: () => void) => {
      alone.push('(by its event)');
      take();
    },
    // No rollback here: a run one of whose reports throws is only said not to be written.
    takeAllOnce: async (takes: { key: string | null; take: () => void }[]) => {
      together.push(takes.map((t) => t.key ?? '(by its event)'));
      try {
        for (const t of takes) t.take();
        return true;
      } catch {
        return false;
      }
    },
  };
  const reports = new SessionReports({
    state: { get: () => ({ info, sessionId: 'ses_1' }) } as unknown as DeviceStateStore,
    log: log as unknown as EventLog,
    polls: { open: async () => null } as unknown as PollReports,
    events,
    followUp: { soon: () => {} } as unknown as FollowUp,
    clock: { ...systemClock, now: () => 1_700_000_000_000 },
  });
  return { events, together, alone, take: (report: Report) => reports.handle({ reports: [report] }), handle: reports.handle };
}

const reaction: Report = {
  key: 'reaction:1',
  name: 'reaction',
  data: { id: 'R1', messageId: 'M1', from: '6281234567890', emoji: '👍', timestamp: 1_700_000_000 },
};

describe('the intake of a session’s reports', () => {
  it('gives a report to the part that follows its name, with the device, its key and the object’s time', async () => {
    const { events, take } = intake();
    const heard: Reported<'reaction'>[] = [];
    events.on('reported.reaction', (r) => heard.push(r));
    expect(await take(reaction)).toEqual({ refused: [] });
    expect(heard).toEqual([
      {
        data: reaction.data,
        prepared: null,
        context: expect.objectContaining({
          key: 'reaction:1',
          now: 1_700_000_000_000,
          device: { id: 'dev_1', name: 'Toko', sessionId: 'ses_1' },
        }),
      },
    ]);
  });

  it('refuses a report no part takes, so the node sends it again rather than it being lost', async () => {
    const { take } = intake();
    expect(await take(reaction)).toEqual({ refused: [{ key: 'reaction:1', message: expect.stringContaining('reaction') }] });
  });

  it('takes a run of messages in and receipts in one transaction, and each other report in one of its own, in their order', async () => {
    const { events, together, alone, handle } = intake();
    const order: string[] = [];
    events.on('reported.inbound', ({ context }) => order.push(context.key));
    events.on('reported.receipt', ({ context }) => order.push(context.key));
    events.on('reported.reaction', ({ context }) => order.push(context.key));
    const run = [
      inboundReport('in:1'),
      inboundReport('in:2'),
      receiptReport('rcpt:1'),
      receiptReport('rcpt:2'),
      reaction,
      inboundReport('in:3'),
      inboundReport('in:4'),
    ];
    expect(await handle({ reports: run })).toEqual({ refused: [] });
    expect(order).toEqual(['in:1', 'in:2', 'rcpt:1', 'rcpt:2', 'reaction:1', 'in:3', 'in:4']);
    // Messages in and receipts are marked taken by their event's key.
    expect(together).toEqual([
      ['(by its event)', '(by its event)', '(by its event)', '(by its event)'],
      ['(by its event)', '(by its event)'],
    ]);
    expect(alone).toEqual(['reaction:1']);
  });

  it('takes each report of a run on its own when one of them is refused: only that one is refused', async () => {
    const { events, together, alone, handle } = intake();
    const taken: string[] = [];
    events.on('reported.inbound', ({ context }) => {
      if (context.key === 'in:2') throw new Error('the device cannot take it now');
      taken.push(context.key);
    });
    const result = await handle({ reports: [inboundReport('in:1'), inboundReport('in:2'), inboundReport('in:3')] });
    expect(result).toEqual({ refused: [{ key: 'in:2', message: 'the device cannot take it now' }] });
    expect(together).toEqual([['(by its event)', '(by its event)', '(by its event)']]);
    expect(alone).toEqual(['(by its event)', '(by its event)', '(by its event)']);
    // Taken once each on their own (the stand-in does not roll the run's first take back).
    expect(taken.slice(-2)).toEqual(['in:1', 'in:3']);
  });
});

function inboundReport(key: string): Report {
  return { key, name: 'inbound', data: { id: key } } as unknown as Report;
}

function receiptReport(key: string): Report {
  return { key, name: 'receipt', data: { id: key } } as unknown as Report;
}
