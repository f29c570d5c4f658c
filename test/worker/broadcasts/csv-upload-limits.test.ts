import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import app from '../../../worker/app';
import { streamedCsvForm } from '../../../worker/broadcasts/csv-upload';
import type { AppEnv } from '../../../worker/shared/app-env';
import { HttpError } from '../../../worker/shared/errors';
import { ADMIN_TOKEN } from '../helpers';
import { Driver } from './driver';

const BOUNDARY = 'kurir-limits';
const encoder = new TextEncoder();

type Part = { name: string; value: string; filename?: string };

function multipart(parts: Part[]): string {
  const each = parts.map(
    (p) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n\r\n${p.value}\r\n`,
  );
  return `${each.join('')}--${BOUNDARY}--\r\n`;
}

const payload = (d: Driver): Part => ({
  name: 'payload',
  value: JSON.stringify({ deviceId: d.s.deviceId, name: 'Tagihan', message: { type: 'text', text: 'Halo {{name}}' } }),
});
const csv: Part = { name: 'file', value: 'phone,name\n081211112222,Budi', filename: 'a.csv' };

/** A body streamed in 64 KiB pieces, with no length a server could know beforehand. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

function request(d: Driver, body: BodyInit): Request {
  return new Request(`http://kurir.test/admin/workspaces/${d.s.workspaceId}/broadcasts/csv`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
}

async function uploadsLeft(): Promise<number> {
  return (await env.MEDIA.list({ prefix: 'uploads/' })).objects.length;
}

describe('a CSV upload within its limits', () => {
  it('refuses a body sent without Content-Length past the CSV and payload limit with 413', async () => {
    const d = await Driver.start();
    // A small CSV with a 10 MiB media file: fine with a Content-Length, too much to hold without one.
    const text = multipart([payload(d), csv, { name: 'media', value: 'm'.repeat(10 * 1024 * 1024), filename: 'big.pdf' }]);
    const res = await app.fetch(request(d, chunked(text)), env);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: expect.stringMatching(/^a body sent without Content-Length is over 9437184 bytes/),
    });
    expect(await uploadsLeft()).toBe(0);
  }, 60_000);

  it('refuses a file part other than file and media with 400', async () => {
    const d = await Driver.start();
    const res = await app.fetch(request(d, multipart([payload(d), csv, { name: 'extra', value: 'x', filename: 'x.bin' }])), env);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('part "extra"') });
    expect(await uploadsLeft()).toBe(0);
  });

  it('answers R2 failing to store the body as our 500, not the client’s 400', async () => {
    const d = await Driver.start();
    const failure = new Error('R2 is unavailable');
    // The bucket as bound, but every put fails as R2 does midway: it stops reading the body it was
    // given, so whatever writes into it fails too (its other methods keep their binding as `this`).
    const failing = new Proxy(env.MEDIA, {
      get(bucket, property) {
        if (property === 'put')
          return async (_key: string, value: ReadableStream<Uint8Array>) => {
            await value.cancel(failure);
            throw failure;
          };
        const value: unknown = Reflect.get(bucket, property);
        return typeof value === 'function' ? value.bind(bucket) : value;
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.fetch(request(d, multipart([payload(d), csv])), { ...env, MEDIA: failing });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'internal error' });
      expect(logged).toHaveBeenCalledWith('unhandled error', failure);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a media part past the largest media file with 413 while it streams', async () => {
    const d = await Driver.start();
    const form = new Hono<AppEnv>();
    form.onError((error, c) => (error instanceof HttpError ? c.json(error.body(), error.status) : c.text(String(error), 500)));
    form.post('/', streamedCsvForm({ maxBytes: 1024 * 1024, maxChunkedBytes: 1024 * 1024, maxCsvBytes: 4096, maxMediaBytes: 4096 }), (c) =>
      c.json({ read: true }),
    );
    const send = (media: number) =>
      form.request(
        '/',
        {
          method: 'POST',
          headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: multipart([payload(d), csv, { name: 'media', value: 'm'.repeat(media), filename: 'p.png' }]),
        },
        env,
      );
    expect((await send(4096)).status).toBe(200);
    const over = await send(4097);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ statusCode: 413, message: 'the media file is over 4096 bytes' });
    expect(await uploadsLeft()).toBe(0);
  });
});
