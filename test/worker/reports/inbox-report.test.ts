/**
 * The inbox report from known conversations: first response and resolution times (medians and p90
 * from summed histograms, each as its bucket's upper edge), by agent, and when conversations arrive.
 */
import { describe, expect, it } from 'vitest';
import { admin, connectedDevice } from '../helpers';
import { addMember, inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { at, type Bucket, nonZero, report } from './report-helpers';

type Summary = { count: number; median: number | null; p90: number | null };
type Inbox = {
  buckets: Bucket[];
  totals: { opened: number; resolved: number; firstResponse: Summary; resolution: Summary };
  agents: { memberId: string; resolved: number; firstResponse: Summary; resolution: Summary }[];
  heatmap: number[][];
};

const MINUTE = 60_000;
/** No device here asks the rating question (`test/worker/ratings/` counts answers). */
const NO_RATINGS = { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

describe('the inbox report', () => {
  it('measures first response and resolution by agent, and maps received conversations by local weekday and hour', async () => {
    const s = await connectedDevice();
    const agent = await addMember(s.workspaceId);
    const conversationOf = async (phone: string) => {
      const found = (await inboxList(s.workspaceId, s.deviceId)).find((c) => c.phoneNumber === phone);
      if (!found) throw new Error(`no conversation with ${phone}`);
      return `/devices/${s.deviceId}/conversations/${found.id}`;
    };

    // Monday 23 November 2026, 09:00 in Jakarta: Budi writes; the agent answers 90 s later and resolves 10 min after that.
    at(s.deviceId, '2026-11-23T02:00:00Z');
    await receive(s.node, '6281234567890', 'Halo', { timestamp: Date.parse('2026-11-23T02:00:00Z') });
    const budi = await conversationOf('6281234567890');
    await admin('POST', `${budi}/assign`, { memberId: agent });
    at(s.deviceId, '2026-11-23T02:01:30Z');
    expect((await admin('POST', `${budi}/reply`, { text: 'Ada kak', memberId: agent })).status).toBe(201);
    at(s.deviceId, '2026-11-23T02:11:30Z');
    expect((await admin('POST', `${budi}/resolve`)).status).toBe(200);

    // 10:00 in Jakarta: Sari writes; nobody answers; it is resolved two hours later, unassigned.
    at(s.deviceId, '2026-11-23T03:00:00Z');
    await receive(s.node, '6282222222222', 'Ongkir?', { timestamp: Date.parse('2026-11-23T03:00:00Z') });
    const sari = await conversationOf('6282222222222');
    at(s.deviceId, '2026-11-23T05:00:00Z');
    expect((await admin('POST', `${sari}/resolve`)).status).toBe(200);

    const inbox = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', 'from=2026-11-23&to=2026-11-23&tz=Asia/Jakarta');
    expect(nonZero(inbox.buckets)).toEqual({ '2026-11-23': { opened: 2, resolved: 2 } });
    // 90 s is under the 2 min edge; 11.5 min under 15 min; 2 h is the 2 h edge itself, so under 4 h.
    expect(inbox.totals).toEqual({
      opened: 2,
      resolved: 2,
      firstResponse: { count: 1, median: 2 * MINUTE, p90: 2 * MINUTE },
      resolution: { count: 2, median: 15 * MINUTE, p90: 240 * MINUTE },
      ratings: NO_RATINGS,
    });
    expect(inbox.agents).toEqual([
      {
        memberId: agent,
        resolved: 1,
        firstResponse: { count: 1, median: 2 * MINUTE, p90: 2 * MINUTE },
        resolution: { count: 1, median: 15 * MINUTE, p90: 15 * MINUTE },
        ratings: NO_RATINGS,
      },
    ]);
    const cells = (heatmap: number[][]) =>
      heatmap.flatMap((hours, day) => hours.map((n, hour) => [day, hour, n]).filter(([, , n]) => n !== 0));
    // Monday (0) at 09:00 and 10:00 local; the same in UTC is Monday 02:00 and 03:00.
    expect(cells(inbox.heatmap)).toEqual([
      [0, 9, 1],
      [0, 10, 1],
    ]);
    const utc = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', 'from=2026-11-23&to=2026-11-23');
    expect(cells(utc.heatmap)).toEqual([
      [0, 2, 1],
      [0, 3, 1],
    ]);

    // Sari writes again: the conversation opens once more and waits for a first response of its own.
    at(s.deviceId, '2026-11-23T06:00:00Z');
    await receive(s.node, '6282222222222', 'Halo?', { timestamp: Date.parse('2026-11-23T06:00:00Z') });
    at(s.deviceId, '2026-11-23T06:20:00Z');
    expect((await admin('POST', `${sari}/reply`, { text: 'Maaf kak', memberId: agent })).status).toBe(201);
    const later = await report<Inbox>(s.workspaceId, s.deviceId, 'inbox', 'from=2026-11-23&to=2026-11-23&tz=Asia/Jakarta');
    expect(later.totals).toMatchObject({ opened: 3, resolved: 2, firstResponse: { count: 2, median: 2 * MINUTE, p90: 30 * MINUTE } });
  });
});
