/**
 * A stored media file as a response, safe to hand to a browser whatever its sender declared: the
 * type its bytes have, `nosniff`, a sandbox policy, and `attachment` for anything a browser could
 * run. The API's `GET /media` and the dashboard's media door (a signed-in viewer's) both answer so.
 */
import { notFound } from '../shared/errors';
import { shown } from '../shared/fields';
import { mediaKey } from './media';
import { attachmentDisposition, SNIFF_BYTES, servedAs } from './served-type';

/**
 * The device's media `id` from `bucket`, or a 404 when there is none. `firstOpen`, when given, is
 * asked for what is not there yet (a history message's file, which the session downloads from
 * WhatsApp the first time it is opened): it stores it, or throws what to answer.
 */
export async function serveMedia(bucket: R2Bucket, deviceId: string, id: string, firstOpen?: () => Promise<void>): Promise<Response> {
  const key = mediaKey(deviceId, id);
  let object = await bucket.get(key);
  if (!object && firstOpen) {
    await firstOpen();
    object = await bucket.get(key);
  }
  if (!object) throw notFound(`no media ${shown(id)}`);
  const { head, body } = await withHead(object, SNIFF_BYTES);
  const served = servedAs(head, object.httpMetadata?.contentType);
  const fileName = object.customMetadata?.fileName;
  return new Response(body, {
    headers: {
      'Content-Type': served.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      // Opened directly, the file runs nothing, whatever it is.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ...(served.attachment ? { 'Content-Disposition': attachmentDisposition(fileName) } : {}),
    },
  });
}

/**
 * The object's first `bytes` bytes (or all of it, when smaller) to sniff, and its whole body still
 * to serve, of its known length (a Response streams it as it is read).
 */
async function withHead(object: R2ObjectBody, bytes: number): Promise<{ head: Uint8Array; body: ReadableStream<Uint8Array> }> {
  const reader = object.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const read = await reader.read();
    if (read.done) {
      done = true;
      break;
    }
    chunks.push(read.value);
    size += read.value.byteLength;
  }
  const head = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const { readable, writable } = new FixedLengthStream(object.size);
  const writer = writable.getWriter();
  const pump = async () => {
    await writer.write(head);
    while (!done) {
      const read = await reader.read();
      if (read.done) break;
      await writer.write(read.value);
    }
    await writer.close();
  };
  // The copy runs as the response is read; a reader that goes away ends it with an error, unheard.
  pump().catch(() => writer.abort().catch(() => undefined));
  return { head, body: readable };
}
