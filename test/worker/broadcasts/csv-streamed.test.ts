import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CsvParser, readCsv } from '../../../worker/broadcasts/csv-reader';
import { ADMIN_TOKEN, admin, call } from '../helpers';
import { Driver } from './driver';

/** A 100,000-row CSV as a shop exports it: number, name, invoice. */
const rows = (n: number) => Array.from({ length: n }, (_, i) => `0812${String(i).padStart(8, '0')},Pelanggan ${i},INV${100_000 + i}`);

async function upload(d: Driver, csv: string, text: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('payload', JSON.stringify({ deviceId: d.s.deviceId, name: 'Tagihan', message: { type: 'text', text } }));
  form.append('file', new File([csv], 'tagihan.csv', { type: 'text/csv' }));
  const res = await call(`/admin/workspaces/${d.s.workspaceId}/broadcasts/csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The campaigns and recipients the device's object holds. */
async function held(d: Driver): Promise<{ campaigns: number; recipients: number }> {
  return runInDurableObject(d.stub, (_instance, state) => ({
    campaigns: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcasts`).one().n,
    recipients: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcast_recipients`).one().n,
  }));
}

describe('a CSV read as it streams', () => {
  it('reads the same records whatever pieces the text comes in (quotes, CRLF and "" cut between two)', () => {
    const text = '\uFEFFphone;nama\r\n"0811;1";"Tan ""B""\r\nBandung"\r\n\r\n0822;Sari\r';
    const whole = readCsv(text);
    for (let size = 1; size <= 7; size++) {
      const parser = new CsvParser();
      const records = [];
      for (let at = 0; at < text.length; at += size) records.push(...parser.push(text.slice(at, at + size)));
      const end = parser.end();
      expect(end.ok && { ...end, records: [...records, ...end.records] }).toEqual(whole);
    }
  });

  it('loads a 100,000-row upload in order, merging a number repeated 60,000 rows later into its first row', async () => {
    const d = await Driver.start();
    await d.pace(1_000, 1_000);
    const lines = rows(100_000);
    // Row 3 has no invoice; a later row of its number gives one (as an earlier row would, within a chunk).
    lines[1] = '081200000001,Pelanggan 1,';
    lines.push('081200000001,Orang Lain,INV-LATE');
    lines.push('not a number,Siapa,INV0');
    const created = await upload(d, ['phone,name,invoice', ...lines].join('\r\n'), 'Halo {{name}}, tagihan {{invoice|-}}');
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(201);
    expect(created.body).toMatchObject({
      counts: { total: 100_000, queued: 100_000 },
      audience: {
        badRowCount: 1,
        badRows: [expect.objectContaining({ line: 100_003 })],
        duplicateCount: 1,
        duplicates: [expect.objectContaining({ line: 100_002, mergedInto: 'line 3' })],
      },
    });
    const id = String(created.body.id);
    const last = await admin<{ items: { position: number; phone: string }[] }>('GET', `/broadcasts/${id}/recipients?cursor=99998`);
    expect(last.body.items).toEqual([expect.objectContaining({ position: 99_999, phone: '6281200099999' })]);
    await d.until(2);
    expect(d.sent.map((s) => s.text)).toEqual(['Halo Pelanggan 0, tagihan INV100000', 'Halo Pelanggan 1, tagihan INV-LATE']);
  }, 120_000);

  it('leaves no campaign behind when the file turns out unreadable past its first chunks', async () => {
    const d = await Driver.start();
    const lines = rows(20_000);
    lines[15_000] = '"081200015000,Pelanggan,INV';
    const created = await upload(d, ['phone,name,invoice', ...lines].join('\n'), 'Halo {{name}}');
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('15002');
    expect(await held(d)).toEqual({ campaigns: 0, recipients: 0 });
    const list = await admin<{ items: unknown[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`);
    expect(list.body.items).toEqual([]);
  }, 60_000);
});
