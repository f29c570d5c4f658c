import { describe, expect, it } from 'vitest';
import { MultipartParseError, streamedParts } from '../../../worker/shared/streamed-parts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A body given in pieces of `size` bytes, each pulled only when asked for; `pulled` counts them. */
function pulledBody(text: string, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number; cancelled: () => boolean } {
  const bytes = encoder.encode(text);
  let at = 0;
  let pulled = 0;
  let cancelled = false;
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
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
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

  it('hands over a part that has ended without waiting for the body’s next chunk, which may not come yet', async () => {
    // A client that sent the payload and the file's first bytes, and waits before sending more.
    const head = encoder.encode(
      `${part('payload', '{"a":1}')}--B\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nabcdefgh`,
    );
    let waited = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => controller.enqueue(head),
        pull: () => {
          waited++;
          return new Promise<void>(() => {});
        },
      },
      { highWaterMark: 0 },
    );
    const parts = streamedParts(stream, 'B', { maxHeaderSize: 1024 });
    const payload = (await parts.next()).value;
    let text = '';
    for await (const chunk of payload?.chunks() ?? []) text += decoder.decode(chunk);
    expect(text).toBe('{"a":1}');
    const file = (await parts.next()).value;
    expect(file?.name).toBe('file');
    expect(decoder.decode((await file?.chunks().next())?.value)).toBe('abcdefgh');
    expect(waited).toBeLessThanOrEqual(1);
    await parts.return(undefined);
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

  it('cancels the body when its reader stops before the end', async () => {
    const body = pulledBody(`${part('file', 'x'.repeat(20_000), 'a.csv')}${part('payload', '{}')}--B--\r\n`, 1_000);
    for await (const p of streamedParts(body.stream, 'B', { maxHeaderSize: 1024 })) {
      for await (const _ of p.chunks()) break;
      break;
    }
    expect(body.cancelled()).toBe(true);
    expect(body.pulled()).toBeLessThan(5);
  });

  it('takes a body with an epilogue after its closing boundary', async () => {
    const body = pulledBody(`${part('payload', 'last')}--B--\r\nan epilogue, which RFC 2046 allows and readers ignore\r\n`, 16);
    const read: string[] = [];
    for await (const p of streamedParts(body.stream, 'B', { maxHeaderSize: 1024 })) {
      let text = '';
      for await (const chunk of p.chunks()) text += decoder.decode(chunk);
      read.push(text);
    }
    expect(read).toEqual(['last']);
  });

  it('takes a body whose closing CRLF arrives in a chunk of its own', async () => {
    const text = `${part('payload', 'last')}--B--`;
    const chunks = [encoder.encode(text), encoder.encode('\r\n')];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const read: string[] = [];
    for await (const p of streamedParts(stream, 'B', { maxHeaderSize: 1024 })) {
      let content = '';
      for await (const chunk of p.chunks()) content += decoder.decode(chunk);
      read.push(content);
    }
    expect(read).toEqual(['last']);
  });
});
