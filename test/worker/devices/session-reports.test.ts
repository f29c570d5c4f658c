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

/** SessionReports over stand-ins: every report taken at once, the device always there. */
function intake() {
  const events = new DomainEvents<SessionEvents>();
  const info = { id: 'dev_1', workspaceId: 'ws_1', name: 'Toko', createdAt: 1 };
  const reports = new SessionReports({
    state: { get: () => ({ info, sessionId: 'ses_1' }) } as unknown as DeviceStateStore,
    log: { takeOnce: (_key: string, take: () => void) => take(), takeOnceByEvent: (take: () => void) => take() } as unknown as EventLog,
    polls: { open: async () => null } as unknown as PollReports,
    events,
    followUp: { soon: () => {} } as unknown as FollowUp,
    clock: { ...systemClock, now: () => 1_700_000_000_000 },
  });
  return { events, take: (report: Report) => reports.handle({ reports: [report] }) };
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
});
