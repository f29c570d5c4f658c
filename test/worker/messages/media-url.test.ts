import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaContent } from '../../../protocol';
import { api, call, connectedDevice } from '../helpers';
import { JPEG, PDF, sized } from '../media/media-samples';

type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };
type RecordBody = { status: string; content: string; mediaUrl: string };

/** The file servers the worker reaches, as the test answers them; every URL asked for is recorded. */
function fileServers(answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    return answer(url, init);
  });
  return asked;
}

/** A fetch that answers only when its signal aborts it: a server that never answers. */
const never = (init: RequestInit | undefined) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

afterEach(() => vi.restoreAllMocks());

const send = (key: string, deviceId: string, body: Record<string, unknown>) =>
  api<ErrorBody & RecordBody>('/messages/media', key, { deviceId, phoneNumber: '6281234567890', ...body });

describe('POST /messages/media with mediaUrl', () => {
  it('fetches the file, sniffs it and serves the stored copy', async () => {
    const s = await connectedDevice();
    const sent: MediaContent[] = [];
    s.node.onSend = (params) => {
      if (params.content.kind === 'media') sent.push(params.content);
      return { messageId: '3EB0URL1' };
    };
    const asked = fileServers(() => new Response(PDF, { headers: { 'Content-Type': 'text/html' } }));
    const res = await send(s.key, s.deviceId, { type: 'document', fileName: 'invoice.pdf', mediaUrl: 'https://files.example.com/inv/123' });
    expect(res.status).toBe(201);
    expect(asked).toEqual(['https://files.example.com/inv/123']);
    expect(sent[0]).toMatchObject({ type: 'document', mimeType: 'application/pdf', fileName: 'invoice.pdf' });
    vi.restoreAllMocks();
    const served = await call(new URL(res.body.mediaUrl).pathname, { headers: { 'X-API-Key': s.key } });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  it('follows a redirect to a public host, checking it', async () => {
    const s = await connectedDevice();
    const asked = fileServers((url) =>
      url.includes('short.example.com')
        ? new Response(null, { status: 302, headers: { Location: 'https://cdn.example.com/p.jpg' } })
        : new Response(JPEG),
    );
    const res = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://short.example.com/x' });
    expect(res.status).toBe(201);
    expect(asked).toEqual(['https://short.example.com/x', 'https://cdn.example.com/p.jpg']);
  });

  it('refuses a private, loopback or metadata address without a request', async () => {
    const s = await connectedDevice();
    const asked = fileServers(() => new Response(JPEG));
    for (const [mediaUrl, cause] of [
      ['https://10.0.0.5/p.jpg', /private address/],
      ['https://169.254.169.254/latest/meta-data', /link-local/],
      ['https://metadata.google.internal/x', /metadata service/],
      ['http://files.example.com/p.jpg', /must be https/],
    ] as const) {
      const res = await send(s.key, s.deviceId, { type: 'image', mediaUrl });
      expect(res.status).toBe(400);
      expect(res.body.issues?.[0]).toMatchObject({ path: 'mediaUrl', message: expect.stringMatching(cause) });
    }
    expect(asked).toEqual([]);
  });

  it('refuses a redirect to a private address, naming it, and never follows it', async () => {
    const s = await connectedDevice();
    const asked = fileServers(() => new Response(null, { status: 301, headers: { Location: 'https://192.168.1.1/admin' } }));
    const res = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://files.example.com/p.jpg' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/redirect to https:\/\/192\.168\.1\.1\/admin: .*private address/);
    expect(asked).toEqual(['https://files.example.com/p.jpg']);
  });

  it('gives up on a server that does not answer, or stops sending, with a 400', async () => {
    const s = await connectedDevice();
    fileServers((_url, init) => never(init));
    const silent = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://slow.example.com/p.jpg' });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toMatch(/did not send the file within 300 ms/);
    vi.restoreAllMocks();
    // The headers and a first chunk arrive, then nothing more.
    fileServers(() => new Response(new ReadableStream({ start: (controller) => controller.enqueue(JPEG) })));
    const stalled = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://slow.example.com/p.jpg' });
    expect(stalled.status).toBe(400);
    expect(stalled.body.message).toMatch(/did not send the file within 300 ms/);
  });

  it('answers 400 naming an unreachable server or an error status, never a 5xx', async () => {
    const s = await connectedDevice();
    fileServers(() => Promise.reject(new TypeError('Network connection lost.')));
    const down = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://down.example.com/p.jpg' });
    expect(down.status).toBe(400);
    expect(down.body.message).toMatch(/could not connect to down\.example\.com/);
    vi.restoreAllMocks();
    fileServers(() => new Response('gone', { status: 404 }));
    const missing = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://files.example.com/p.jpg' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/answered HTTP 404/);
  });

  it('stops reading a file past its type’s limit: 413, the rest never read', async () => {
    const s = await connectedDevice();
    let pulled = 0;
    const chunk = sized(JPEG, 1024 * 1024);
    // 50 MiB on offer, no Content-Length: only the running count can stop it.
    fileServers(
      () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              if (pulled >= 50) controller.close();
              else {
                pulled++;
                controller.enqueue(chunk);
              }
            },
          }),
        ),
    );
    const res = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://big.example.com/p.jpg' });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/type image allows at most 5 MiB/);
    expect(pulled).toBeLessThan(10);
    vi.restoreAllMocks();
    // A declared length over the limit is refused before a byte is read.
    fileServers(() => new Response(chunk, { headers: { 'Content-Length': String(20 * 1024 * 1024) } }));
    const declared = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://big.example.com/p.jpg' });
    expect(declared.status).toBe(413);
  });

  it('refuses a file shorter or longer than the length its server declared', async () => {
    const s = await connectedDevice();
    fileServers(() => new Response(JPEG, { headers: { 'Content-Length': String(JPEG.length * 2) } }));
    const short = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://files.example.com/p.jpg' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/sent 256 of the 512 bytes it declared/);
    vi.restoreAllMocks();
    fileServers(() => new Response(JPEG, { headers: { 'Content-Length': '100' } }));
    const long = await send(s.key, s.deviceId, { type: 'image', mediaUrl: 'https://files.example.com/p.jpg' });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/more than the 100 bytes it declared/);
  });
});
