/**
 * Files both ways, checked where they end: every kind of file a device sends is the same bytes at
 * the customer's phone (through the emulator, the phone downloaded and decrypted them from the
 * media host), and every kind a customer sends reaches the webhook as the bytes the phone attached.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MP4, OGG, PDF, PNG, WEBP } from './files';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

type Sent = { id: string; to: string; media?: { size: number; sha256: string } };
type Inbound = { id: string; type: string; media?: { url?: string; mimeType?: string } | null };

const stack = new Stack();
const receiver = new Receiver();
startedForTests(stack, receiver);
let d: { workspaceId: string; key: string; deviceId: string };
beforeAll(async () => {
  d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'] });
}, 180_000);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const FILES = [
  { type: 'image', bytes: PNG, name: 'poster.png', mime: 'image/png' },
  { type: 'video', bytes: MP4, name: 'clip.mp4', mime: 'video/mp4' },
  { type: 'document', bytes: PDF, name: 'invoice.pdf', mime: 'application/pdf', extra: { fileName: 'invoice.pdf' } },
  { type: 'audio', bytes: OGG, name: 'voice.ogg', mime: 'audio/ogg', extra: { voiceNote: true } },
  { type: 'sticker', bytes: WEBP, name: 'sticker.webp', mime: 'image/webp' },
] as const;

describe('files both ways, as the other end gets them', () => {
  it.each(FILES)('a $type the device sends is the same bytes at the customer’s phone', async (file) => {
    const form = new FormData();
    const extra = 'extra' in file ? file.extra : {};
    form.set('payload', JSON.stringify({ deviceId: d.deviceId, phoneNumber: '6281234560001', type: file.type, ...extra }));
    form.set('file', new File([file.bytes], file.name, { type: file.mime }));
    const res = await fetch(`${stack.workerUrl}/messages/media`, { method: 'POST', headers: { 'X-API-Key': d.key }, body: form });
    const record = (await res.json()) as { messageId: string };
    expect(res.status, JSON.stringify(record)).toBe(201);
    const entry = (await stack.sim<Sent[]>('GET', `/devices/${d.deviceId}/sent`)).body.find((m) => m.id === record.messageId);
    expect(entry?.media).toEqual({ size: file.bytes.length, sha256: sha256(file.bytes), mimetype: expect.any(String) });
  });

  it.each(['image', 'video', 'audio', 'document', 'sticker'])(
    'a %s a customer sends reaches the webhook as the bytes the phone attached',
    async (type) => {
      const sent = await stack.sim<{ id: string; sha256: string }>('POST', `/devices/${d.deviceId}/inbound`, {
        from: '6281234560002',
        type,
        text: type === 'document' ? 'Daftar harga' : '',
      });
      expect(sent.status).toBe(201);
      const mine = () => receiver.got.find((r) => r.body.event === 'message.inbound' && (r.body.data as Inbound).id === sent.body.id);
      await receiver.waitFor(() => mine() !== undefined);
      const data = mine()?.body.data as Inbound;
      expect(data.type).toBe(type);
      const url = data.media?.url ?? '';
      const media = await fetch(new URL(url, stack.workerUrl), { headers: { 'X-API-Key': d.key } });
      expect(media.status).toBe(200);
      expect(sha256(new Uint8Array(await media.arrayBuffer()))).toBe(sent.body.sha256);
    },
  );
});
