/**
 * What a report's range may be: real days within the years counters can exist, in order, and no
 * longer than the report reads; anything else is a 400 naming the field, answered before any read.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '../../../worker/reports';
import { admin, setup } from '../helpers';

type Refusal = { statusCode: number; error: string; issues?: { path: string; message: string }[] };

describe('the reports’ range', () => {
  it('refuses a day before 2000 or after 2099, however written, with the field and why', async () => {
    const s = await setup();
    const get = (q: string) => admin<Refusal>('GET', `/workspaces/${s.workspaceId}/reports/messages?${q}`);
    const because = 'must be a day from 2000-01-01 to 2099-12-31';
    for (const [query, path] of [
      ['from=1969-12-31&to=2026-11-20', 'from'],
      ['from=0001-01-01&to=0001-01-02', 'from'],
      ['from=1999-12-31&to=2000-01-01', 'from'],
      ['from=2026-11-20&to=2100-01-01', 'to'],
      ['from=9999-12-30&to=9999-12-31', 'from'],
    ] as const) {
      const refused = await get(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body.issues, query).toContainEqual({ path, message: because });
    }
    // Both ends of the years a report may name are days like any other.
    expect((await get('from=2000-01-01&to=2000-01-01')).status).toBe(200);
    expect((await get('from=2099-12-31&to=2099-12-31')).status).toBe(200);
  });

  it('refuses a custom range longer than each report reads, by day and by hour, for every report', async () => {
    const s = await setup();
    for (const kind of REPORT_KINDS) {
      const get = (q: string) => admin<Refusal>('GET', `/workspaces/${s.workspaceId}/reports/${kind}?${q}`);
      // 93 days by day, 32 by hour: one day past each limit.
      expect((await get('from=2026-01-01&to=2026-04-03')).body.issues, kind).toEqual([
        { path: 'to', message: 'a range covers at most 92 days' },
      ]);
      expect((await get('from=2026-01-01&to=2026-02-01&bucket=hour')).body.issues, kind).toEqual([
        { path: 'bucket', message: 'hourly buckets cover at most 31 days' },
      ]);
      expect((await get('from=2026-01-01&to=2026-04-02')).status, kind).toBe(200);
      expect((await get('from=2026-01-01&to=2026-01-31&bucket=hour')).status, kind).toBe(200);
    }
  });
});
