/**
 * Files stream into R2 as they arrive, never held whole: a file larger than one R2 part comes back
 * byte for byte, typed by its head and tail; a refused one leaves nothing behind; and the files an
 * instance takes at once are bounded, the one too many answered 503 with Retry-After.
 * (What this does to workerd's memory is measured by `bench/upload-memory.ts`, not asserted here.)
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MediaContent } from '../../../protocol';
import { call, connectedDevice } from '../helpers';
import { mediaForm, postMedia } from '../messages/media-requests';
import { PDF, PNG, sized } from './media-samples';

const MiB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type RecordBody = { status: string; mediaUrl: string };
type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

const hex = async (bytes: Uint8Array | ArrayBuffer) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A Word document as the sniffer sees one: a ZIP whose central directory, at the very end, names a
 * `word/` entry, `size` bytes in all (what lies between is filler). Only its tail tells it from a ZIP.
 */
function wordDocument(size: number): Uint8Array {
  const name = new TextEncoder().encode('word/document.xml');
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31) & 0xff;
  const view = new DataView(bytes.buffer);
  bytes.set([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0], 0);
  const eocd = size - 22;
  const entry = eocd - 46 - name.length;
  bytes.fill(0, entry, size);
  bytes.set([0x50, 0x4b, 0x01, 0x02], entry);
  view.setUint16(entry + 28, name.length, true);
  bytes.set(name, entry + 46);
  bytes.set([0x50, 0x4b, 0x05, 0x06], eocd);
  view.setUint16(eocd + 8, 1, true);
  view.setUint16(eocd + 10, 1, true);
  view.setUint32(eocd + 12, 46 + name.length, true);
  view.setUint32(eocd + 16, entry, true);
  return bytes;
}

const keysUnder = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);

describe('a file streamed into R2', () => {
  it('larger than one R2 part, is sent typed by its head and tail and served back byte for byte, nothing left over', async () => {
    const s = await connectedDevice();
    const sent: MediaContent[] = [];
    s.node.onSend = (params) => {
      if (params.content.kind === 'media') sent.push(params.content);
      return { messageId: '3EB0BIGDOC' };
    };
    const file = wordDocument(12 * MiB + 12_345);
    const payload = { deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'laporan.docx' };
    const res = await postMedia<RecordBody & ErrorBody>(
      s.key,
      mediaForm(payload, { bytes: file, name: 'laporan.docx', type: 'application/zip' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(sent[0]).toMatchObject({ type: 'document', mimeType: DOCX, fileName: 'laporan.docx' });

    const served = await call(new URL(res.body.mediaUrl).pathname, { headers: { 'X-API-Key': s.key } });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Length')).toBe(String(file.byteLength));
    const bytes = await served.arrayBuffer();
    expect(await hex(bytes)).toBe(await hex(file));
    const [key] = await keysUnder(`media/${s.deviceId}/`);
    expect((await env.MEDIA.head(key ?? ''))?.customMetadata).toEqual({ sha256: await hex(file), fileName: 'laporan.docx' });
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('refused by its bytes, leaves nothing in R2, whatever its size', async () => {
    const s = await connectedDevice();
    const png = sized(PNG, 11 * MiB);
    const res = await postMedia<ErrorBody>(
      s.key,
      mediaForm({ deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'video' }, { bytes: png, name: 'clip.mp4', type: 'video/mp4' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'file', message: 'is a PNG image, but type video takes only MP4 or 3GPP' }]);
    expect(await keysUnder(`media/${s.deviceId}/`)).toEqual([]);
    expect(await keysUnder('uploads/')).toEqual([]);
  });

  it('keeps Idempotency-Key: the same file again is the first answer, another file a 422', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => ({ messageId: `3EB0IDEM${++sends}` });
    const payload = { deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'katalog.pdf' };
    const pdf = sized(PDF, 6 * MiB);
    const headers = { 'Idempotency-Key': 'katalog-1' };
    const first = await postMedia<RecordBody>(
      s.key,
      mediaForm(payload, { bytes: pdf, name: 'katalog.pdf', type: 'application/pdf' }),
      headers,
    );
    const again = await postMedia<RecordBody>(
      s.key,
      mediaForm(payload, { bytes: pdf, name: 'katalog.pdf', type: 'application/pdf' }),
      headers,
    );
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(sends).toBe(1);
    const other = sized(PDF, 6 * MiB);
    other[6 * MiB - 1] = 1;
    const changed = await postMedia(s.key, mediaForm(payload, { bytes: other, name: 'katalog.pdf', type: 'application/pdf' }), headers);
    expect(changed.status).toBe(422);
    // The refused and the replayed uploads are dropped: only the one sent is kept.
    expect(await keysUnder(`media/${s.deviceId}/`)).toHaveLength(1);
    expect(await keysUnder('uploads/')).toEqual([]);
  });
});

const BOUNDARY = 'kurir-held-upload';

/** An upload that sends its payload and its file's first bytes, then waits until `finish()` sends the rest. */
function heldUpload(key: string, deviceId: string, i: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting = false;
  const payload = JSON.stringify({ deviceId, phoneNumber: '6281234567890', type: 'document', fileName: `held-${i}.pdf` });
  const head = new TextEncoder().encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${payload}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="held-${i}.pdf"\r\n\r\n`,
  );
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(PDF);
      },
      async pull(controller) {
        waiting = true;
        await released;
        controller.enqueue(new TextEncoder().encode(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const answer = call('/messages/media', {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });
  return { answer, waiting: () => waiting, finish: release };
}

describe('files taken at once', () => {
  it('are at most six an instance: a seventh is a 503 with Retry-After, and goes once one has finished', async () => {
    const s = await connectedDevice();
    const held = Array.from({ length: 6 }, (_, i) => heldUpload(s.key, s.deviceId, i));
    try {
      const payload = { deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'satu.pdf' };
      const one = () =>
        call('/messages/media', {
          method: 'POST',
          headers: { 'X-API-Key': s.key },
          body: mediaForm(payload, { bytes: PDF, name: 'satu.pdf', type: 'application/pdf' }),
        });
      // Once the six have their files open (the worker has read their first bytes and waits for more),
      // one more is refused; a send probed before then would take a slot one of the six needs.
      await expect.poll(() => held.every((h) => h.waiting()), { timeout: 30_000 }).toBe(true);
      let busy = await one();
      await expect
        .poll(async () => {
          if (busy.status !== 503) busy = await one();
          return busy.status;
        })
        .toBe(503);
      expect(held.every((h) => h.waiting())).toBe(true);
      expect(busy.headers.get('Retry-After')).toBe('2');
      expect(await busy.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'the gateway is receiving 6 files at once, its most; send this one again in 2 s',
      });
      held[0]?.finish();
      expect((await held[0]?.answer)?.status).toBe(201);
      const retried = await postMedia(s.key, mediaForm(payload, { bytes: PDF, name: 'satu.pdf', type: 'application/pdf' }));
      expect(retried.status).toBe(201);
    } finally {
      for (const h of held) h.finish();
      const statuses = await Promise.all(held.map(async (h) => (await h.answer).status));
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    }
  });
});
