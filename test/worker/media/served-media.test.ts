import { describe, expect, it } from 'vitest';
import { call, connectedDevice, NODE_TOKEN } from '../helpers';
import { mediaForm, postMedia } from '../messages/media-requests';
import { HTML, JPEG, PDF, SVG } from './media-samples';

type RecordBody = { mediaUrl: string };

const read = (path: string, key: string) => call(path, { headers: { 'X-API-Key': key } });

/** A received message's media as the session-node stores it: with the type the sender declared. */
async function received(deviceId: string, id: string, bytes: Uint8Array, declared: string): Promise<string> {
  const res = await call(`/node/media/${deviceId}/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${NODE_TOKEN}`, 'Content-Type': declared, 'Content-Length': String(bytes.length) },
    body: bytes,
  });
  expect(res.status).toBe(201);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

describe('GET /media serves what the bytes are, safely', () => {
  it('serves a sent SVG document as a download of no runnable type', async () => {
    const s = await connectedDevice();
    const sent = await postMedia<RecordBody>(
      s.key,
      mediaForm(
        { deviceId: s.deviceId, phoneNumber: '6281234567890', type: 'document', fileName: 'logo.svg' },
        { bytes: SVG, name: 'logo.svg', type: 'image/svg+xml' },
      ),
    );
    expect(sent.status).toBe(201);
    const res = await read(new URL(sent.body.mediaUrl).pathname, s.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(SVG);
  });

  it('serves received HTML declared as an image as a download, and a received image inline', async () => {
    const s = await connectedDevice();
    const html = await read(await received(s.deviceId, 'IN-HTML-1', HTML, 'image/png'), s.key);
    expect(html.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(html.headers.get('Content-Disposition')).toBe('attachment');
    expect(html.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await html.arrayBuffer())).toEqual(HTML);

    const svg = await read(await received(s.deviceId, 'IN-SVG-1', SVG, 'image/svg+xml'), s.key);
    expect(svg.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(svg.headers.get('Content-Disposition')).toBe('attachment');

    // A JPEG its sender called text/html is a JPEG, shown inline.
    const jpeg = await read(await received(s.deviceId, 'IN-JPG-1', JPEG, 'text/html'), s.key);
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg');
    expect(jpeg.headers.get('Content-Disposition')).toBeNull();
    expect(new Uint8Array(await jpeg.arrayBuffer())).toEqual(JPEG);
  });

  it('serves a PDF inline and plain text as a download of its type', async () => {
    const s = await connectedDevice();
    const pdf = await read(await received(s.deviceId, 'IN-PDF-1', PDF, 'application/pdf'), s.key);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toBeNull();
    const text = await read(await received(s.deviceId, 'IN-TXT-1', new TextEncoder().encode('Halo'), 'text/plain'), s.key);
    expect(text.headers.get('Content-Type')).toBe('text/plain');
    expect(text.headers.get('Content-Disposition')).toBe('attachment');
  });

  it('serves a file larger than the sniffed head whole', async () => {
    const s = await connectedDevice();
    const big = new Uint8Array(300_000);
    big.set(JPEG);
    for (let i = JPEG.length; i < big.length; i++) big[i] = i % 251;
    const res = await read(await received(s.deviceId, 'IN-BIG-1', big, 'image/jpeg'), s.key);
    expect(res.headers.get('Content-Length')).toBe('300000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(big);
  });
});
