/**
 * A history message's file: its record links to it from the import on, WhatsApp keeps the bytes
 * until someone first opens it (the API's `GET /media`, the inbox's door), when the session
 * downloads and stores it; from then on it is served from storage, whatever the session does.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryMessage, ReportData } from '../../../protocol';
import { operatorSession } from '../dashboard/browser';
import { admin, call, connectedDevice, type FakeNode, mirrored, NODE_TOKEN, NodeRefusal } from '../helpers';
import { JPEG } from './media-samples';

const SARI = '6281211112222';

function photo(deviceId: string, id: string, at: number): HistoryMessage {
  const remoteJid = `${SARI}@s.whatsapp.net`;
  const imageMessage = {
    mimetype: 'image/jpeg',
    fileLength: JPEG.length,
    caption: 'Warna ini ada?',
    directPath: '/v/t62/x',
    mediaKey: 'a2V5',
  };
  return {
    id,
    phoneNumber: SARI,
    lid: null,
    fromMe: false,
    pushName: 'Sari',
    type: 'image',
    text: 'Warna ini ada?',
    media: { mimeType: 'image/jpeg', size: JPEG.length, url: `https://kurir.test/media/${deviceId}/${id}` },
    timestamp: at,
    stored: {
      key: { remoteJid, id, fromMe: false },
      raw: JSON.stringify({ key: { remoteJid, id, fromMe: false }, message: { imageMessage } }),
      timestamp: at,
    },
  };
}

/** The session as it answers `media.download`: downloads (here: has) the bytes and stores them, as received media are stored. */
function downloads(node: FakeNode, deviceId: string, bytes: Uint8Array): void {
  node.onCall = async (method, params) => {
    if (method !== 'media.download') return null;
    const id = (params as { stored: { key: { id: string } } }).stored.key.id;
    const res = await call(`/node/media/${deviceId}/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${NODE_TOKEN}`, 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length) },
      body: bytes,
    });
    return (await res.json()) as { url: string };
  };
}

const downloadsAsked = (node: FakeNode) => node.calls.filter((c) => c.method === 'media.download').length;

async function imported(s: { deviceId: string; node: FakeNode }, id: string): Promise<void> {
  const report: ReportData<'history'> = {
    syncType: 'initial',
    chats: [{ phoneNumber: SARI, lid: null, name: 'Sari' }],
    messages: [photo(s.deviceId, id, Date.now() - 86_400_000)],
    final: true,
  };
  await s.node.report('history', report);
}

describe('a history message’s file', () => {
  it('links from its record, is downloaded by the first GET, and served from storage after', async () => {
    const s = await connectedDevice();
    downloads(s.node, s.deviceId, JPEG);
    await imported(s, 'HIMG1');
    await mirrored(s.deviceId);
    const listed = await admin<{ items: { messageId: string; mediaUrl: string | null; history: boolean }[] }>(
      'GET',
      `/workspaces/${s.workspaceId}/messages?direction=INBOUND`,
    );
    const items = listed.body.items;
    expect(items.find((m) => m.messageId === 'HIMG1')).toMatchObject({
      history: true,
      mediaUrl: `https://kurir.test/media/${s.deviceId}/HIMG1`,
    });
    expect(downloadsAsked(s.node)).toBe(0);

    const first = await call(`/media/${s.deviceId}/HIMG1`, { headers: { 'X-API-Key': s.key } });
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG);
    expect(downloadsAsked(s.node)).toBe(1);
    const asked = s.node.calls.find((c) => c.method === 'media.download')?.params as { stored: { key: { id: string } } };
    expect(asked.stored.key.id).toBe('HIMG1');

    // Kept: the session is gone and the file is still served, without asking it again.
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const second = await call(`/media/${s.deviceId}/HIMG1`, { headers: { 'X-API-Key': s.key } });
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(JPEG);
    expect(downloadsAsked(s.node)).toBe(1);
  });

  it('opens through the inbox’s door the same way', async () => {
    const s = await connectedDevice();
    downloads(s.node, s.deviceId, JPEG);
    await imported(s, 'HIMG2');
    const { browser } = await operatorSession(s.workspaceId);
    const res = await browser.request(`/dashboard/media/${s.deviceId}/HIMG2`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
    expect(downloadsAsked(s.node)).toBe(1);
  });

  it('answers 409 while the device is not connected and downloads once it is; 404 when WhatsApp no longer has it', async () => {
    const s = await connectedDevice();
    await imported(s, 'HIMG3');
    await s.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    const offline = await call(`/media/${s.deviceId}/HIMG3`, { headers: { 'X-API-Key': s.key } });
    expect(offline.status).toBe(409);
    expect(downloadsAsked(s.node)).toBe(0);

    await s.node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    s.node.onCall = () => {
      throw new NodeRefusal('not-found', 'WhatsApp did not give the file: 404');
    };
    const gone = await call(`/media/${s.deviceId}/HIMG3`, { headers: { 'X-API-Key': s.key } });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toContain('no longer has the file');

    // A message that is no history record with a file names no media, and asks the session nothing.
    const unknown = await call(`/media/${s.deviceId}/NOSUCH1`, { headers: { 'X-API-Key': s.key } });
    expect(unknown.status).toBe(404);
    expect(downloadsAsked(s.node)).toBe(1);
  });
});
