import { describe, expect, it } from 'vitest';
import { answerNumberChecks } from '../helpers';
import { Driver } from './driver';

const CSV = ['phone,name', '6281211110001,Budi', '6281211110002,Sari', '6281211110003,Tono'].join('\r\n');
const MISSING = '6281211110002';

describe('a broadcast that checks its numbers', () => {
  it('skips a number not on WhatsApp with reason not-on-whatsapp, sends the rest, and asks WhatsApp once for the batch', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const asked = answerNumberChecks(d.s.node, MISSING);
    const created = await d.create({
      message: { type: 'text', text: 'Halo {{name}}' },
      audience: { type: 'csv', csv: CSV },
      checkNumbers: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.checkNumbers).toBe(true);
    await d.until(2);
    await d.step();
    expect(d.sent.map((s) => s.to)).toEqual(['6281211110001', '6281211110003']);
    const recipients = await d.recipients(created.body.id);
    expect(recipients.map((r) => [r.phone, r.status, r.reason])).toEqual([
      ['6281211110001', 'SENT', null],
      [MISSING, 'SKIPPED', 'not-on-whatsapp'],
      ['6281211110003', 'SENT', null],
    ]);
    // The first recipient's check asked for all three; the others were answered from the day's answers.
    expect(asked).toEqual([['6281211110001', MISSING, '6281211110003']]);
    expect(await d.get(created.body.id)).toMatchObject({ status: 'COMPLETED', counts: { total: 3, sent: 2, skipped: 1 } });
  });

  it('sends to every number without asking WhatsApp when the option is off', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const asked = answerNumberChecks(d.s.node, MISSING);
    const created = await d.create({ message: { type: 'text', text: 'Halo' }, audience: { type: 'csv', csv: CSV } });
    expect(created.body.checkNumbers).toBe(false);
    await d.until(3);
    expect(asked).toEqual([]);
  });
});
