import { describe, expect, it } from 'vitest';
import { call, connectedDevice } from '../helpers';
import { JPEG, sized } from '../media/media-samples';

const MiB = 1024 * 1024;

describe('POST /messages/media body limit', () => {
  it('refuses a chunked body far over the limit with 413 while it streams, before it is all read', async () => {
    const s = await connectedDevice();
    const boundary = 'kurir-test-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n` +
        JSON.stringify({ deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'huge.bin' }) +
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\n\r\n`,
    );
    const chunk = sized(JPEG, MiB);
    const offered = 300;
    let pulled = 0;
    // No Content-Length: the body is chunked, 300 MiB on offer, and only the running count can stop it.
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull(controller) {
        if (pulled >= offered) controller.close();
        else {
          pulled++;
          controller.enqueue(chunk);
        }
      },
    });
    const res = await call('/messages/media', {
      method: 'POST',
      headers: { 'X-API-Key': s.key, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/the body is over/);
    // Refused at the 101 MiB cap (plus what was in flight), far short of the 300 MiB offered.
    expect(pulled).toBeLessThan(120);
  });
});
