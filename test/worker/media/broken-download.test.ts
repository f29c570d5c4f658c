/**
 * A media server that declares a length, sends a little and closes the connection: every route
 * that fetches a `mediaUrl` (a send, a broadcast, a chatbot rule) answers 400 saying what the
 * server did, never a 500, and keeps nothing of it.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, api, connectedDevice } from '../helpers';
import { JPEG } from './media-samples';

type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

/** A server that says `Content-Length: 1000000`, sends the first 70 bytes of a JPEG, and drops the connection. */
function droppingServer() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(JPEG.slice(0, 70));
      },
      pull(controller) {
        controller.error(new Error('Network connection lost.'));
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '1000000' } });
  });
}

const CAUSE = 'the server closed the connection after sending 70 of the 1,000,000 bytes it declared (Network connection lost)';

afterEach(() => vi.restoreAllMocks());

const storedMedia = async (deviceId: string) => (await env.MEDIA.list({ prefix: `media/${deviceId}/` })).objects.length;

describe('a media server that closes the connection mid-file', () => {
  it('is a 400 naming what happened on POST /messages/media', async () => {
    const s = await connectedDevice();
    droppingServer();
    const res = await api<ErrorBody>('/messages/media', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      type: 'image',
      mediaUrl: 'https://files.example.com/poster.jpg',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `mediaUrl was not fetched: ${CAUSE}`,
      issues: [{ path: 'mediaUrl', message: CAUSE }],
    });
    expect(await storedMedia(s.deviceId)).toBe(0);
  });

  it('is a 400 naming what happened when a broadcast is created', async () => {
    const s = await connectedDevice();
    droppingServer();
    const res = await admin<ErrorBody>('POST', `/workspaces/${s.workspaceId}/broadcasts`, {
      deviceId: s.deviceId,
      name: 'Promo',
      message: { type: 'media', media: { type: 'image' }, mediaUrl: 'https://files.example.com/poster.jpg' },
      audience: { type: 'list', recipients: [{ phone: '6281234567890' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'message.mediaUrl', message: CAUSE }]);
    expect(await storedMedia(s.deviceId)).toBe(0);
  });

  it('is a 400 naming what happened when a chatbot rule is saved', async () => {
    const s = await connectedDevice();
    droppingServer();
    const res = await admin<ErrorBody>('PUT', `/devices/${s.deviceId}/chatbot/rules`, {
      rules: [
        {
          name: 'promo',
          trigger: { type: 'keyword', match: 'contains', keywords: ['promo'] },
          reply: { type: 'media', media: { type: 'image' }, mediaUrl: 'https://files.example.com/poster.jpg' },
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'rules[0].reply.mediaUrl', message: CAUSE }]);
    expect(await storedMedia(s.deviceId)).toBe(0);
  });
});
