import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';
import { Driver } from './driver';

const CSV = ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono'].join('\n');

describe('a campaign held by the daily cap', () => {
  it('says its next send is at the next day’s start (midnight in Jakarta), and sends then', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000, 2);
    const created = await d.csv(CSV, 'Halo {{name}}');
    await d.until(2);
    await d.step(5_000);
    const held = await d.get(created.id);
    expect(held).toMatchObject({ status: 'PAUSED', pausedReason: 'daily-cap' });
    // T0 is 08:00 in Jakarta: its next day begins at 17:00 UTC, long after the gap ended.
    expect(held.pace).toMatchObject({ startedToday: 2, nextSendAt: '2031-01-01T17:00:00.000Z' });
    const pace = await admin<{ nextSendAt: string }>('GET', `/devices/${d.s.deviceId}/broadcast-pace`);
    expect(pace.body.nextSendAt).toBe('2031-01-01T17:00:00.000Z');
    await d.step();
    expect(d.sent[2]?.at).toBe(Date.UTC(2031, 0, 1, 17, 0, 0));
    const next = await d.get(created.id);
    expect(next.pace).toMatchObject({ startedToday: 1 });
    expect(Date.parse(String((next.pace as Record<string, unknown>).nextSendAt))).toBeLessThan(Date.UTC(2031, 0, 2, 17, 0, 0));
  });
});
