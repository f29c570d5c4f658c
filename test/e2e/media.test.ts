/**
 * Media messages through the real stack (wrangler dev, the simulator engine): what the simulated
 * WhatsApp server received as Baileys content, and the record's mediaUrl serving the same bytes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { OGG, PDF, PNG } from './files';
import { Stack } from './stack';

type MediaFields = {
  mimetype?: string;
  caption?: string;
  fileName?: string;
  ptt?: boolean;
  url?: string;
  directPath?: string;
  mediaKey?: string;
};
type SentEntry = {
  id: string;
  to: string;
  content: { imageMessage?: MediaFields; documentMessage?: MediaFields };
};
type MessageRecord = { status: string; messageId: string; content: string; mediaUrl: string };

const stack = new Stack();
let d: { workspaceId: string; key: string; deviceId: string };

beforeAll(async () => {
  await stack.start();
  d = await stack.linkedDevice();
}, 180_000);
afterAll(() => stack.stop(), 60_000);

async function sendMedia(payload: Record<string, unknown>, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set('payload', JSON.stringify({ deviceId: d.deviceId, phoneNumber: '6281234567890', ...payload }));
  form.set('file', new File([file.bytes], file.name, { type: file.type }));
  const res = await fetch(`${stack.workerUrl}/messages/media`, { method: 'POST', headers: { 'X-API-Key': d.key }, body: form });
  return { status: res.status, body: (await res.json()) as MessageRecord };
}

async function sentOnServer(messageId: string): Promise<SentEntry> {
  const sent = await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`);
  const entry = sent.body.find((m) => m.id === messageId);
  if (!entry) throw new Error(`message ${messageId} was not sent`);
  return entry;
}

async function served(mediaUrl: string) {
  const res = await fetch(mediaUrl, { headers: { 'X-API-Key': d.key } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('media messages through the real stack', () => {
  it('sends an image with a caption: the server got an imageMessage, the record serves the bytes', async () => {
    const sent = await sendMedia({ type: 'image', caption: 'Promo hari ini!' }, { bytes: PNG, name: 'poster.jpg', type: 'image/jpeg' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'SENT', content: 'Promo hari ini!' });
    const entry = await sentOnServer(sent.body.messageId);
    expect(entry.to).toBe('6281234567890@s.whatsapp.net');
    expect(entry.content.imageMessage).toMatchObject({ mimetype: 'image/png', caption: 'Promo hari ini!' });
    // Uploaded: the recipient fetches it by these.
    expect(entry.content.imageMessage?.directPath).toBeTruthy();
    expect(entry.content.imageMessage?.mediaKey).toBeTruthy();
    const { res, bytes } = await served(sent.body.mediaUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.equals(PNG)).toBe(true);
  });

  it('sends a document with its name: a documentMessage, served as the PDF it is', async () => {
    const sent = await sendMedia(
      { type: 'document', fileName: 'invoice-123.pdf', caption: 'Invoice #123' },
      { bytes: PDF, name: 'whatever.bin', type: 'text/html' },
    );
    expect(sent.status).toBe(201);
    const entry = await sentOnServer(sent.body.messageId);
    expect(entry.content.documentMessage).toMatchObject({
      mimetype: 'application/pdf',
      fileName: 'invoice-123.pdf',
      caption: 'Invoice #123',
    });
    const { res, bytes } = await served(sent.body.mediaUrl);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(bytes.equals(PDF)).toBe(true);
  });

  it('sends a voice note: an audioMessage with ptt', async () => {
    const sent = await sendMedia({ type: 'audio', voiceNote: true }, { bytes: OGG, name: 'vn.ogg', type: 'audio/ogg' });
    expect(sent.status).toBe(201);
    const entry = await sentOnServer(sent.body.messageId);
    expect((entry.content as { audioMessage?: MediaFields }).audioMessage).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
  });

  it('uploads the same image once for several recipients, each with its own caption', async () => {
    const poster = Buffer.concat([PNG, Buffer.from(`poster ${Date.now()}`)]);
    const uploads = async () => (await stack.sim<{ uploads: number }>('GET', `/devices/${d.deviceId}/activity`)).body.uploads;
    const before = await uploads();
    const ids: string[] = [];
    for (const [phoneNumber, name] of [
      ['6281234567891', 'Budi'],
      ['6281234567892', 'Sari'],
      ['6281234567893', 'Tono'],
    ]) {
      const form = new FormData();
      form.set('payload', JSON.stringify({ deviceId: d.deviceId, phoneNumber, type: 'image', caption: `Halo ${name}` }));
      form.set('file', new File([poster], 'poster.png', { type: 'image/png' }));
      const res = await fetch(`${stack.workerUrl}/messages/media`, { method: 'POST', headers: { 'X-API-Key': d.key }, body: form });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as MessageRecord).messageId);
    }
    expect((await uploads()) - before).toBe(1);
    const entries = await Promise.all(ids.map(sentOnServer));
    expect(entries.map((e) => e.content.imageMessage?.caption)).toEqual(['Halo Budi', 'Halo Sari', 'Halo Tono']);
    // One upload: every recipient fetches the same file.
    expect(new Set(entries.map((e) => e.content.imageMessage?.directPath)).size).toBe(1);
  });

  it('sends a broadcast’s poster to three recipients, each with their own caption, uploaded once', async () => {
    const poster = Buffer.concat([PNG, Buffer.from(`broadcast ${Date.now()}`)]);
    const uploads = async () => (await stack.sim<{ uploads: number }>('GET', `/devices/${d.deviceId}/activity`)).body.uploads;
    const before = await uploads();
    expect((await stack.admin('PUT', `/devices/${d.deviceId}/broadcast-pace`, { paceMinMs: 20, paceMaxMs: 60 })).status).toBe(200);
    const form = new FormData();
    const message = { type: 'media', media: { type: 'image', caption: 'Halo {{name}}, promo hari ini!' } };
    form.set('payload', JSON.stringify({ deviceId: d.deviceId, name: 'Poster', message }));
    form.set('file', new File(['phone,name\n6281234567894,Budi\n6281234567895,Sari\n6281234567896,Tono\n'], 'pelanggan.csv'));
    form.set('media', new File([poster], 'poster.png', { type: 'image/png' }));
    const res = await fetch(`${stack.workerUrl}/admin/workspaces/${d.workspaceId}/broadcasts/csv`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.adminToken}` },
      body: form,
    });
    const created = (await res.json()) as { id: string };
    expect(res.status, JSON.stringify(created)).toBe(201);
    await waitUntil(async () => (await stack.admin<{ status: string }>('GET', `/broadcasts/${created.id}`)).body.status === 'COMPLETED', {
      timeoutMs: 30_000,
      what: 'the broadcast to complete',
    });
    expect((await uploads()) - before).toBe(1);
    const sent = await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`);
    const captions = sent.body
      .filter((e) => ['6281234567894', '6281234567895', '6281234567896'].some((p) => e.to.startsWith(p)))
      .map((e) => e.content.imageMessage?.caption);
    expect(captions).toEqual(['Halo Budi, promo hari ini!', 'Halo Sari, promo hari ini!', 'Halo Tono, promo hari ini!']);
  });

  it('answers a chatbot keyword with the rule’s image, each caption filled, uploaded once', async () => {
    const image = Buffer.concat([PNG, Buffer.from(`bot ${Date.now()}`)]);
    // The shop's file server, on loopback: a locally running worker may fetch from it.
    const files = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(image));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    try {
      const mediaUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/katalog.png`;
      const rule = {
        name: 'katalog',
        trigger: { type: 'keyword', match: 'contains', keywords: ['katalog'] },
        reply: { type: 'media', media: { type: 'image', caption: 'Halo {{name|kak}}, ini katalognya' }, mediaUrl },
      };
      const saved = await stack.admin('PUT', `/devices/${d.deviceId}/chatbot/rules`, { rules: [rule] });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    } finally {
      files.close();
    }
    const uploads = async () => (await stack.sim<{ uploads: number }>('GET', `/devices/${d.deviceId}/activity`)).body.uploads;
    const before = await uploads();
    const customers = [
      ['6281234567897', 'Rina'],
      ['6281234567898', ''],
    ];
    const images = async () =>
      (await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`)).body.filter(
        (e) => customers.some(([phone]) => e.to.startsWith(phone ?? '')) && e.content.imageMessage,
      );
    for (const [from, pushName] of customers) {
      expect((await stack.sim('POST', `/devices/${d.deviceId}/inbound`, { from, pushName, text: 'ada katalog?' })).status).toBe(201);
      // One at a time: the second reply is to reuse the first one's upload.
      const count = customers.findIndex(([phone]) => phone === from) + 1;
      await waitUntil(async () => (await images()).length >= count, { what: `the bot's image reply to ${from}` });
    }
    expect((await images()).map((e) => e.content.imageMessage?.caption)).toEqual(['Halo Rina, ini katalognya', 'Halo kak, ini katalognya']);
    expect((await uploads()) - before).toBe(1);
    expect((await stack.admin('PUT', `/devices/${d.deviceId}/chatbot/rules`, { rules: [] })).status).toBe(200);
  });
});
