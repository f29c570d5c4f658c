import { describe, expect, it } from 'vitest';
import { call, connectedDevice } from '../helpers';
import { JPEG, sized } from '../media/media-samples';

const MiB = 1024 * 1024;
const boundary = 'kurir-test-boundary';

type Offer = { body: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean };

/** A chunked body (no Content-Length): `head`, then up to `offered` chunks of 1 MiB, counted as they are pulled. */
function offer(head: string, offered: number): Offer {
  const chunk = sized(JPEG, MiB);
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(head)),
    pull(controller) {
      if (pulled >= offered) controller.close();
      else {
        pulled++;
        controller.enqueue(chunk);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, pulled: () => pulled, cancelled: () => cancelled };
}

const part = (name: string, headers = '') => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${headers}\r\n\r\n`;

async function post(key: string, body: ReadableStream<Uint8Array>) {
  const res = await call('/messages/media', {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { message: string; issues?: { path: string; message: string }[] } };
}

describe('POST /messages/media body limit', () => {
  it('refuses a chunked body far over the limit with 413 while it streams, before it is all read', async () => {
    const s = await connectedDevice();
    const payload = JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'huge.bin' });
    // 300 MiB on offer, and only the running count can stop it.
    const huge = offer(`${part('payload')}${payload}\r\n${part('file', '; filename="huge.bin"')}`, 300);
    const res = await post(s.key, huge.body);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/type document allows at most 100 MiB/);
    // Refused at the document's 100 MiB (plus what was in flight), far short of the 300 MiB offered.
    expect(huge.pulled()).toBeLessThan(120);
    // 100 MiB through the worker's streams: seconds on a loaded 2-core machine, not a figure this test judges.
  }, 60_000);

  it('refuses an image as it streams past 5 MiB, never reading the rest of the body', async () => {
    const s = await connectedDevice();
    const payload = JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'image' });
    const image = offer(`${part('payload')}${payload}\r\n${part('file', '; filename="poster.jpg"')}`, 80);
    const res = await post(s.key, image.body);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('the file is over 5,242,880 bytes; type image allows at most 5 MiB (5,242,880 bytes)');
    // The image's limit stops it, not the body's 101 MiB: a few MiB read of the 80 offered.
    expect(image.pulled()).toBeLessThan(12);
    // The worker cancelled the request stream: the client stops sending.
    await expect.poll(() => image.cancelled()).toBe(true);
  });

  it('refuses a file part sent before its payload with a 400 naming the order', async () => {
    const s = await connectedDevice();
    const fileFirst = offer(part('file', '; filename="poster.jpg"'), 80);
    const res = await post(s.key, fileFirst.body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the payload part must come before the file part');
    expect(res.body.issues).toEqual([
      { path: 'payload', message: expect.stringMatching(/must be the body's first part.*the first part is "file"/) },
    ]);
    expect(fileFirst.pulled()).toBeLessThan(12);
    await expect.poll(() => fileFirst.cancelled()).toBe(true);
  });
});
