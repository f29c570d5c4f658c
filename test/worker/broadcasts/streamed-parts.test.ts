import { describe, expect, it } from 'vitest';
import { MultipartParseError, streamedParts } from '../../../worker/broadcasts/streamed-parts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A body given in pieces of `size` bytes, each pulled only when asked for; `pulled` counts them. */
function pulledBody(text: string, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const bytes = encoder.encode(text);
  let at = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        pulled++;
        controller.enqueue(bytes.slice(at, at + size));
        at += size;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

const part = (name: string, content: string, filename?: string) =>
  `--B\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${content}\r\n`;

describe('a multipart body read as it streams', () => {
  it('reads the body no further ahead of a slow reader than a chunk or two', async () => {
    const csv = 'x'.repeat(100_000);
    const body = pulledBody(`${part('file', csv, 'a.csv')}${part('payload', '{"a":1}')}--B--\r\n`, 1_000);
    const seen: { name: string | undefined; text: string }[] = [];
    let ahead = 0;
    for await (const p of streamedParts(body.stream, 'B', { maxHeaderSize: 1024 })) {
      let text = '';
      let read = 0;
      for await (const chunk of p.chunks()) {
        read++;
        text += decoder.decode(chunk);
        // The reader is slow (a turn of the event loop per chunk): the parser must not run ahead meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (p.name === 'file') ahead = Math.max(ahead, body.pulled() - read);
      }
      seen.push({ name: p.name, text });
    }
    expect(seen).toEqual([
      { name: 'file', text: csv },
      { name: 'payload', text: '{"a":1}' },
    ]);
    expect(ahead).toBeLessThanOrEqual(2);
  });

  it('skips what a reader leaves of a part to reach the next', async () => {
    const body = pulledBody(`${part('media', 'y'.repeat(50_000), 'p.png')}${part('payload', 'after')}--B--\r\n`, 4_096);
    const names: (string | undefined)[] = [];
    let payload = '';
    for await (const p of streamedParts(body.stream, 'B', { maxHeaderSize: 1024 })) {
      names.push(p.name);
      if (p.name === 'payload') for await (const chunk of p.chunks()) payload += decoder.decode(chunk);
    }
    expect(names).toEqual(['media', 'payload']);
    expect(payload).toBe('after');
  });

  it('refuses a body whose last part never ends', async () => {
    const body = pulledBody(part('payload', '{}').slice(0, -2), 8);
    const read = async () => {
      for await (const p of streamedParts(body.stream, 'B', { maxHeaderSize: 1024 })) for await (const _ of p.chunks());
    };
    await expect(read()).rejects.toBeInstanceOf(MultipartParseError);
  });
});
