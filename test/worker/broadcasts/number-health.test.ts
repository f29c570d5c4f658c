import { describe, expect, it } from 'vitest';
import { admin } from '../helpers';
import { Driver } from './driver';

const csvOf = (n: number) => ['phone', ...Array.from({ length: n }, (_, i) => `0812111100${String(i + 10).padStart(2, '0')}`)].join('\n');
const NEXT_DAY = Date.UTC(2031, 0, 1, 17, 0, 0);

/** A device whose number linked at T0: its age, and so its warm-up, counts from the test clock. */
async function newNumber(): Promise<Driver> {
  const d = await Driver.start();
  await d.s.node.status({ status: 'CONNECTED', phoneNumber: '6281200000001', newLogin: true });
  return d;
}

describe('a new number’s warm-up and its health', () => {
  it('holds a new number’s campaign at the warm-up’s cap for the day, says so, goes on the next day, and lifts when turned off', async () => {
    const d = await newNumber();
    await d.pace(1_000, 1_000, 500);
    const warmup = { enabled: true, steps: [{ fromDay: 0, cap: 3 }], untilDay: 14 };
    const set = await admin<{ warmup: { capToday: number } }>('PUT', `/devices/${d.s.deviceId}/health/warmup`, warmup);
    expect(set.status).toBe(200);
    expect(set.body.warmup).toMatchObject({ ...warmup, capToday: 3 });

    const created = await d.csv(csvOf(8), 'Promo');
    await d.until(3);
    await d.step(5_000);
    expect(await d.get(created.id)).toMatchObject({
      status: 'PAUSED',
      pausedReason: 'warm-up',
      pace: { startedToday: 3, dailyCap: 500, nextSendAt: new Date(NEXT_DAY).toISOString() },
    });
    await d.until(6);
    expect(d.sent[3]?.at).toBe(NEXT_DAY);
    expect(await d.get(created.id)).toMatchObject({ status: 'PAUSED', pausedReason: 'warm-up' });

    const off = await admin<{ warmup: { capToday: number | null } }>('PUT', `/devices/${d.s.deviceId}/health/warmup`, {
      ...warmup,
      enabled: false,
    });
    expect(off.body.warmup.capToday).toBeNull();
    await d.until(8);
    await d.step(0);
    expect(await d.get(created.id)).toMatchObject({ status: 'COMPLETED', counts: { sent: 8 } });
  });

  it('pauses a campaign to protect the number when its sends fail, says why, and goes on once a member resumes it', async () => {
    const d = await newNumber();
    await d.pace(1_000, 1_000, 500);
    expect(
      (await admin('PUT', `/devices/${d.s.deviceId}/health/warmup`, { enabled: false, steps: [{ fromDay: 0, cap: 1 }], untilDay: 1 }))
        .status,
    ).toBe(200);
    let n = 0;
    d.answer = (params) => (++n % 2 === 0 ? { error: 'rejected', message: 'refused' } : { messageId: params.messageId ?? 'none' });
    const created = await d.csv(csvOf(60), 'Promo');
    for (let i = 0; i < 200 && (await d.get(created.id)).status === 'SENDING'; i++) await d.step();
    const paused = await d.get(created.id);
    expect(paused).toMatchObject({ status: 'PAUSED', pausedReason: 'number-health' });
    expect(paused.counts.queued).toBeGreaterThan(0);
    const sentWhenPaused = d.sent.length;
    // It waits for a member: stepping the clock sends nothing more.
    await d.step(60 * 60_000);
    expect(d.sent.length).toBe(sentWhenPaused);

    const health = await admin<{ level: string; advice: string[]; window: { failed: number } }>('GET', `/devices/${d.s.deviceId}/health`);
    expect(health.body.window.failed).toBeGreaterThan(0);
    expect(health.body.advice).toContain('failures');

    d.answer = (params) => ({ messageId: params.messageId ?? 'none' });
    expect((await admin('POST', `/broadcasts/${created.id}/resume`)).status).toBe(200);
    await d.until(sentWhenPaused + 1);
    expect(await d.get(created.id)).toMatchObject({ status: 'SENDING' });
    // Some forty sends stepped on the object's clock: seconds on a loaded machine, which this test does not judge.
  }, 30_000);

  it('refuses a schedule whose steps do not go by day, with the contract’s 400', async () => {
    const d = await newNumber();
    const res = await admin<{ statusCode: number; issues: { path: string; message: string }[] }>(
      'PUT',
      `/devices/${d.s.deviceId}/health/warmup`,
      {
        enabled: true,
        steps: [
          { fromDay: 3, cap: 50 },
          { fromDay: 1, cap: 20 },
        ],
        untilDay: 28,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ path: 'steps', message: expect.stringContaining('increasing fromDay') })]);
  });
});
