/**
 * The campaigns report from two known broadcasts on the object's frozen clock, two days apart:
 * sends, receipts (one skipping a step, one failing), a refused send, recipients skipped as opted
 * out or not on WhatsApp, replies and an opt-out by reply. Read at both doors (`ADMIN_TOKEN` and a
 * key with the `reports` scope), and over ranges that hold one campaign or both.
 */
import { describe, expect, it } from 'vitest';
import { Driver, T0 } from '../broadcasts/driver';
import { advanceClock } from '../harness';
import { admin, answerNumberChecks } from '../helpers';
import { receive } from '../inbox/received';
import { report, reportByKey } from './report-helpers';

type Campaign = {
  broadcastId: string;
  name: string | null;
  sent: number;
  delivered: number;
  read: number;
  replied: number;
  failed: number;
  optedOut: number;
  skipped: { reason: string; count: number }[];
};
type Campaigns = { from: string; to: string; campaigns: Campaign[] };

const BUDI = '6281211110001';
const SARI = '6281211110002';
const TONO = '6281211110003';
const WATI = '6281211110004';
const RUDI = '6281211110005';
const DEWI = '6281211110006';
const DAY = 86_400_000;

describe('the campaigns report', () => {
  it('gives each campaign its funnel, sent to opted out, and its skipped by reason, for the campaigns of the range', async () => {
    // 2031-01-01, 01:00 UTC.
    const d = await Driver.start();
    expect(new Date(T0).toISOString()).toBe('2031-01-01T01:00:00.000Z');
    await d.pace(1_000, 1_000);
    answerNumberChecks(d.s.node, RUDI);
    d.answer = (params) =>
      params.to === WATI ? { error: 'rejected', message: 'the number is banned' } : { messageId: params.messageId ?? '' };
    const receipt = (to: string, status: string, error?: string) => {
      const sent = d.sent.filter((s) => s.to === to).at(-1);
      return d.s.node.report('receipt', { messageId: sent?.messageId, status, timestamp: d.now(), ...(error ? { error } : {}) });
    };
    const reply = (from: string, text: string) => receive(d.s.node, from, text, { timestamp: d.now() });

    // Budi unsubscribed before any campaign.
    await reply(BUDI, 'STOP');
    await d.mirrored();

    // Day 1, "Promo Januari": Budi skipped (opted out), Sari, Tono and Wati sent to (Wati's send refused), Rudi not on WhatsApp.
    const first = await d.create({
      name: 'Promo Januari',
      message: { type: 'text', text: 'Halo {{name}}, promo Januari!' },
      audience: {
        type: 'csv',
        csv: ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono', '081211110004,Wati', '081211110005,Rudi'].join(
          '\n',
        ),
      },
      checkNumbers: true,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await d.until(3);
    await d.step(1_000);
    expect(d.sent.map((s) => s.to)).toEqual([SARI, TONO, WATI]);
    expect(await d.get(first.body.id)).toMatchObject({ status: 'COMPLETED', counts: { total: 5, failed: 1, skipped: 2 } });
    // Sari's message is delivered, then read; Tono's read at once (delivered with it); Sari answers.
    await advanceClock(d.s.deviceId, 60_000);
    await receipt(SARI, 'DELIVERED');
    await receipt(TONO, 'READ');
    await advanceClock(d.s.deviceId, 60_000);
    await receipt(SARI, 'READ');
    await reply(SARI, 'Mau kak');
    // Tono answers STOP: a reply to this campaign, and an opt-out the next one skips.
    await reply(TONO, 'Stop!');
    await d.mirrored();

    // Day 3, "Promo Februari": Budi and Tono skipped (opted out), Sari delivered and answers, Dewi's message fails on WhatsApp.
    await advanceClock(d.s.deviceId, 2 * DAY);
    const second = await d.create({
      name: 'Promo Februari',
      message: { type: 'text', text: 'Halo {{name}}, promo Februari!' },
      audience: {
        type: 'csv',
        csv: ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono', '081211110006,Dewi'].join('\n'),
      },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    await d.until(5);
    await d.step(1_000);
    expect(d.sent.slice(3).map((s) => s.to)).toEqual([SARI, DEWI]);
    await advanceClock(d.s.deviceId, 60_000);
    await receipt(SARI, 'DELIVERED');
    await receipt(DEWI, 'FAILED', '479');
    await reply(SARI, 'Jam berapa kak?');

    const january: Campaign = {
      broadcastId: first.body.id,
      name: 'Promo Januari',
      sent: 2,
      delivered: 2,
      read: 2,
      replied: 2,
      failed: 1,
      optedOut: 1,
      skipped: [
        { reason: 'not-on-whatsapp', count: 1 },
        { reason: 'opted out', count: 1 },
      ],
    };
    // Dewi's message reached the server (sent) before WhatsApp refused it (failed); Sari's second answer counts here only.
    const february: Campaign = {
      broadcastId: second.body.id,
      name: 'Promo Februari',
      sent: 2,
      delivered: 1,
      read: 0,
      replied: 1,
      failed: 1,
      optedOut: 2,
      skipped: [{ reason: 'opted out', count: 2 }],
    };

    const made = await admin<{ key: string }>('POST', `/workspaces/${d.s.workspaceId}/api-keys`, { name: 'reports', scopes: ['reports'] });
    expect(made.status).toBe(201);
    const doors = {
      admin: (query: string) => report<Campaigns>(d.s.workspaceId, d.s.deviceId, 'campaigns', query),
      key: (query: string) => reportByKey<Campaigns>(made.body.key, d.s.deviceId, 'campaigns', query),
    };
    for (const [door, read] of Object.entries(doors)) {
      // In the order they ran.
      const all = await read('from=2031-01-01&to=2031-01-03');
      expect(all.campaigns, door).toEqual([january, february]);
      // Jakarta (UTC+7): the same days hold the same events (01:00 to 01:03 UTC is 08:00 to 08:03 there).
      const jakarta = await read('from=2031-01-01&to=2031-01-03&tz=Asia/Jakarta');
      expect(jakarta.campaigns, door).toEqual([january, february]);
      expect((await read('from=2031-01-01&to=2031-01-02')).campaigns, door).toEqual([january]);
      expect((await read(`from=2031-01-02&to=2031-01-03&deviceId=${d.s.deviceId}`)).campaigns, door).toEqual([february]);
      expect((await read('from=2030-12-01&to=2030-12-31')).campaigns, door).toEqual([]);
    }
  });
});
