import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, call } from '../helpers';
import { Driver } from './driver';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `0812${String(i).padStart(8, '0')},Pelanggan ${i},INV${100_000 + i}`);

type Part = { name: string; value: string; filename?: string };

function payload(d: Driver, text: string): Part {
  return { name: 'payload', value: JSON.stringify({ deviceId: d.s.deviceId, name: 'Tagihan', message: { type: 'text', text } }) };
}

const csvPart = (csv: string): Part => ({ name: 'file', value: csv, filename: 'tagihan.csv' });

/** The form with its parts in the order given. */
function formOf(parts: Part[]): FormData {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) form.append(p.name, p.value);
    else form.append(p.name, new File([p.value], p.filename, { type: 'text/csv' }));
  }
  return form;
}

async function upload(d: Driver, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await call(`/admin/workspaces/${d.s.workspaceId}/broadcasts/csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The campaigns and recipients the device's object holds, and the uploads still kept in R2. */
async function held(d: Driver): Promise<{ campaigns: number; recipients: number; uploads: number }> {
  const inObject = await runInDurableObject(d.stub, (_instance, state) => ({
    campaigns: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcasts`).one().n,
    recipients: state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM broadcast_recipients`).one().n,
  }));
  const uploads = (await env.MEDIA.list({ prefix: 'uploads/' })).objects.length;
  return { ...inObject, uploads };
}

describe('a CSV upload read as it streams', () => {
  it('takes the payload part after the file part', async () => {
    const d = await Driver.start();
    const csv = ['phone,name,invoice', ...rows(12_000)].join('\n');
    const created = await upload(d, formOf([csvPart(csv), payload(d, 'Halo {{name}}, tagihan {{invoice}}')]));
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(201);
    expect(created.body).toMatchObject({ counts: { total: 12_000, queued: 12_000 }, audience: { fileName: 'tagihan.csv' } });
    const last = await admin<{ items: { position: number; phone: string }[] }>(
      'GET',
      `/broadcasts/${String(created.body.id)}/recipients?cursor=11998`,
    );
    expect(last.body.items).toEqual([expect.objectContaining({ position: 11_999, phone: '6281200011999' })]);
    expect(await held(d)).toEqual({ campaigns: 1, recipients: 12_000, uploads: 0 });
  }, 60_000);

  it('takes a body sent without a Content-Length, its payload after the file', async () => {
    const d = await Driver.start();
    const boundary = 'kurir-test-boundary';
    const text = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      'phone,name\n081211112222,Budi\n081233334444,Sari',
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n`,
      payload(d, 'Halo {{name}}').value,
      `\r\n--${boundary}--\r\n`,
    ].join('');
    const bytes = new TextEncoder().encode(text);
    // Streamed in small pieces, as a chunked request arrives.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
        controller.close();
      },
    });
    const created = await upload(d, body, { 'Content-Type': `multipart/form-data; boundary=${boundary}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ counts: { total: 2 }, audience: { fileName: 'a.csv' } });
  });

  it('refuses a CSV over 8 MiB with 413, writing nothing', async () => {
    const d = await Driver.start();
    const csv = `phone,name\n081211112222,${'x'.repeat(8 * 1024 * 1024)}\n`;
    const created = await upload(d, formOf([payload(d, 'Halo {{name}}'), csvPart(csv)]));
    expect(created.status).toBe(413);
    expect(created.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: 'the CSV file is over 8 MiB' });
    expect(await held(d)).toEqual({ campaigns: 0, recipients: 0, uploads: 0 });
  }, 60_000);

  it('refuses a 20,000-row file whose row near the end cannot be sent, creating no campaign', async () => {
    const d = await Driver.start();
    const lines = rows(20_000);
    lines[19_990] = '081200019990,Pelanggan 19990,';
    const csv = ['phone,name,invoice', ...lines].join('\n');
    const created = await upload(d, formOf([csvPart(csv), payload(d, 'Halo {{name}}, tagihan {{invoice}}')]));
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('19992');
    expect(await held(d)).toEqual({ campaigns: 0, recipients: 0, uploads: 0 });
    const list = await admin<{ items: unknown[] }>('GET', `/workspaces/${d.s.workspaceId}/broadcasts`);
    expect(list.body.items).toEqual([]);
  }, 60_000);

  it('refuses a body that is not the multipart it claims with 400', async () => {
    const d = await Driver.start();
    const created = await upload(d, '--B\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{}', {
      'Content-Type': 'multipart/form-data; boundary=B',
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(String(created.body.message)).toMatch(/^malformed multipart body/);
    expect(await held(d)).toEqual({ campaigns: 0, recipients: 0, uploads: 0 });
  });
});
