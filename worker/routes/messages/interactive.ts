/**
 * Spec 4.2: an interactive message from `multipart/form-data` with a `payload` part (JSON) and an
 * optional `file` part (header media, sniffed from its bytes and stored in R2).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getDb } from '../../db';
import { deviceStub, requireDevice, unwrap } from '../../devices';
import { badRequest, HttpError } from '../../errors';
import { randomBase62 } from '../../lib/ids';
import { MAX_MEDIA_BYTES, mediaKey, nodeMediaPath, publicMediaUrl } from '../../media';
import { idempotency } from '../../middleware/idempotency';
import { presentRecord } from '../../records';
import { interactivePayloadSchema, toInteractiveContent } from '../../validation/interactive';
import { parseOrThrow } from '../../validation/issues';
import { headerMediaOrThrow, type MediaFile } from '../../validation/media';

/** The largest file (a 100 MiB document) plus room for the payload and the multipart framing. */
const MULTIPART_LIMIT = MAX_MEDIA_BYTES + 1024 * 1024;

async function readForm(c: { req: { header(name: string): string | undefined; formData(): Promise<FormData> } }) {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new HttpError(415, 'Content-Type must be multipart/form-data with a payload part');
  if (Number(c.req.header('Content-Length') ?? 0) > MULTIPART_LIMIT) throw new HttpError(413, 'the request is over the 101 MiB limit');
  try {
    return await c.req.formData();
  } catch {
    throw badRequest('the multipart body is malformed');
  }
}

export const interactiveRoutes = new Hono<AppEnv>().post('/', idempotency(), async (c) => {
  const form = await readForm(c);
  const payloadPart = form.get('payload');
  if (payloadPart === null) throw badRequest('the payload part is required', [{ path: 'payload', message: 'is required' }]);
  const payloadText = typeof payloadPart === 'string' ? payloadPart : await payloadPart.text();
  let json: unknown;
  try {
    json = JSON.parse(payloadText);
  } catch {
    throw badRequest('the payload part must be a JSON object', [{ path: 'payload', message: 'is not valid JSON' }]);
  }
  const payload = parseOrThrow(interactivePayloadSchema, json, 'payload');

  const filePart = form.get('file');
  if (typeof filePart === 'string') throw badRequest('the file part must be a file', [{ path: 'file', message: 'must be a file, not text' }]);
  const file: MediaFile | undefined = filePart
    ? { size: filePart.size, bytes: new Uint8Array(await filePart.arrayBuffer()), name: filePart.name, type: filePart.type }
    : undefined;
  const media = headerMediaOrThrow(payload.headerMedia, file);

  const { workspaceId } = c.get('apiKey');
  const device = await requireDevice(getDb(c.env), payload.deviceId, workspaceId);
  c.set('deviceId', device.id);

  let mediaUrl: string | null = null;
  let headerKey: string | null = null;
  let location: { mimeType: string; fileName?: string; url: string } | undefined;
  if (media && file) {
    const id = `hdr_${randomBase62(20)}`;
    headerKey = mediaKey(device.id, id);
    await c.env.MEDIA.put(headerKey, file.bytes, {
      httpMetadata: { contentType: media.mimeType },
      customMetadata: media.fileName ? { fileName: media.fileName } : {},
    });
    mediaUrl = publicMediaUrl(new URL(c.req.url).origin, device.id, id);
    location = { mimeType: media.mimeType, url: nodeMediaPath(device.id, id), ...(media.fileName ? { fileName: media.fileName } : {}) };
  }

  const outcome = await deviceStub(c.env, device.id).send({
    record: {
      workspaceId,
      deviceId: device.id,
      phoneNumber: payload.phoneNumber,
      content: payload.body,
      mediaUrl,
      replyToId: payload.replyToId ?? null,
      source: 'API',
    },
    content: toInteractiveContent(payload, location),
    ...(payload.replyToId ? { replyToId: payload.replyToId } : {}),
  });
  if (!outcome.ok && outcome.recordId) c.set('recordId', outcome.recordId);
  // Refused before any record was written: the stored header is nobody's, so it goes too.
  if (!outcome.ok && !outcome.recordId && headerKey) await c.env.MEDIA.delete(headerKey);
  return c.json(presentRecord(unwrap(outcome)), 201);
});
