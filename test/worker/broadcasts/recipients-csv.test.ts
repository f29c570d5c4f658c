import { describe, expect, it } from 'vitest';
import { CSV_PAGE, csvCell } from '../../../worker/broadcasts/recipients-csv';
import { ADMIN_TOKEN, admin, call, setup } from '../helpers';
import { Driver } from './driver';

const download = (path: string) => call(`/admin${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

describe('a campaign’s recipients as CSV', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+6281')).toBe("'+6281");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Budi')).toBe('Budi');
    expect(csvCell(null)).toBe('');
  });

  it('lists every recipient with its outcome, over more than one page, formulas defused', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    const count = CSV_PAGE + 2;
    const rows = Array.from({ length: count }, (_, i) => `0812${String(i + 1).padStart(8, '0')},Pelanggan ${i + 1},Bandung`);
    rows[0] = '081200000001,=HYPERLINK("http://evil.test"),@kota';
    const created = await d.csv(['phone,name,kota', ...rows].join('\n'), 'Halo {{name}}');
    await d.until(1);
    await d.step();
    const res = await download(`/broadcasts/${created.id}/recipients.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('position,line,phone,name,status,reason,attempts,sent_at,message_id,variables');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(/^0,2,6281200000001,"'=HYPERLINK\(""http:\/\/evil\.test""\)",SENT,/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${count - 1},${count + 1},6281200000${count},Pelanggan ${count},QUEUED,`));

    // Through a key with the scope: another workspace's is a 404, as for the campaign itself.
    const stranger = await setup();
    const foreign = await admin<{ key: string }>('POST', `/workspaces/${stranger.workspaceId}/api-keys`, {
      name: 'other shop',
      scopes: ['broadcasts'],
    });
    const byKey = (path: string) => call(path, { headers: { 'X-API-Key': foreign.body.key } });
    expect((await byKey(`/broadcasts/${created.id}`)).status).toBe(404);
    expect((await byKey(`/broadcasts/${created.id}/recipients.csv`)).status).toBe(404);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const res = await download('/broadcasts/brd_00000000000000000000/recipients.csv');
    expect(res.status).toBe(404);
  });
});
