import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Receiver } from './receiver';
import { Stack } from './stack';

type SentEntry = {
  id: string;
  to: string;
  content: {
    interactiveMessage?: {
      header?: { title?: string; hasMediaAttachment?: boolean; imageMessage?: { mimetype?: string } };
      body?: { text?: string };
      footer?: { text?: string };
      contextInfo?: { stanzaId?: string; quotedMessage?: Record<string, unknown> };
      nativeFlowMessage?: { buttons?: { name: string; buttonParamsJson: string }[] };
    };
    reactionMessage?: { key: Record<string, unknown>; text: string };
  };
  nodes: { tag: string; attrs: Record<string, string>; content?: unknown }[];
};
type MessageRecord = { id: string; status: string; messageId: string; content: string; mediaUrl: string | null; source: string };

const stack = new Stack();
const receiver = new Receiver();
let d: { workspaceId: string; key: string; deviceId: string };

beforeAll(async () => {
  await receiver.start();
  await stack.start();
  d = await stack.linkedDevice();
  await stack.admin('POST', `/devices/${d.deviceId}/webhooks`, { url: receiver.url, events: ['message.inbound'] });
}, 180_000);
afterAll(async () => {
  await stack.stop();
  await receiver.stop();
}, 60_000);

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function sendInteractive(payload: Record<string, unknown>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set('payload', JSON.stringify({ deviceId: d.deviceId, phoneNumber: '6281234567890', ...payload }));
  if (file) form.set('file', new File([file.bytes], file.name, { type: file.type }));
  const res = await fetch(`${stack.workerUrl}/messages/interactive`, { method: 'POST', headers: { 'X-API-Key': d.key }, body: form });
  return { status: res.status, body: (await res.json()) as MessageRecord };
}

async function sentOnServer(messageId: string): Promise<SentEntry> {
  const sent = await stack.sim<SentEntry[]>('GET', `/devices/${d.deviceId}/sent`);
  const entry = sent.body.find((m) => m.id === messageId);
  if (!entry) throw new Error(`message ${messageId} was not sent`);
  return entry;
}

const buttonsOf = (entry: SentEntry) =>
  (entry.content.interactiveMessage?.nativeFlowMessage?.buttons ?? []).map((b) => ({
    name: b.name,
    params: JSON.parse(b.buttonParamsJson),
  }));

describe('interactive messages through the real stack', () => {
  it.each([
    [
      'url-button',
      { kind: 'url-button', body: 'Lacak pesanan Anda', buttonLabel: 'Lacak', url: 'https://toko.example/track/123' },
      [{ name: 'cta_url', params: { display_text: 'Lacak', url: 'https://toko.example/track/123' } }],
    ],
    [
      'copy-code',
      { kind: 'copy-code', body: 'Kode promo Anda', buttonLabel: 'Salin kode', copyCode: 'HEMAT50' },
      [{ name: 'cta_copy', params: { display_text: 'Salin kode', copy_code: 'HEMAT50' } }],
    ],
    [
      'list',
      {
        kind: 'list',
        body: 'Pilih warna',
        buttonLabel: 'Lihat warna',
        sections: [
          {
            title: 'Warna',
            rows: [
              { id: 'red', title: 'Merah' },
              { id: 'blue', title: 'Biru', description: 'Stok terbatas' },
            ],
          },
        ],
      },
      [
        {
          name: 'single_select',
          params: {
            title: 'Lihat warna',
            sections: [
              {
                title: 'Warna',
                rows: [
                  { id: 'red', title: 'Merah' },
                  { id: 'blue', title: 'Biru', description: 'Stok terbatas' },
                ],
              },
            ],
          },
        },
      ],
    ],
    [
      'template',
      {
        kind: 'template',
        body: 'Butuh bantuan?',
        templateButtons: [
          { type: 'reply', label: 'Ya', value: 'help-yes' },
          { type: 'reply', label: 'Tidak', value: 'help-no' },
          { type: 'url', label: 'Situs', value: 'https://toko.example' },
          { type: 'phone', label: 'Telepon', value: '+6281234567890' },
          { type: 'copy', label: 'Salin', value: 'CS123' },
        ],
      },
      [
        { name: 'quick_reply', params: { display_text: 'Ya', id: 'help-yes' } },
        { name: 'quick_reply', params: { display_text: 'Tidak', id: 'help-no' } },
        { name: 'cta_url', params: { display_text: 'Situs', url: 'https://toko.example' } },
        { name: 'cta_call', params: { display_text: 'Telepon', phone_number: '+6281234567890' } },
        { name: 'cta_copy', params: { display_text: 'Salin', copy_code: 'CS123' } },
      ],
    ],
  ])('sends a %s message that reaches the server with its buttons and relay nodes', async (_kind, payload, buttons) => {
    const res = await sendInteractive({ ...payload, header: 'Toko Sinar', footer: 'Balas kapan saja' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: payload.body, source: 'API', mediaUrl: null });
    const entry = await sentOnServer(res.body.messageId);
    expect(entry.to).toBe('6281234567890@s.whatsapp.net');
    const buttonsSent = buttonsOf(entry);
    expect(buttonsSent).toHaveLength(buttons.length);
    for (const [i, b] of buttons.entries()) {
      expect(buttonsSent[i]).toMatchObject({ name: b.name, params: expect.objectContaining(b.params) });
    }
    expect(entry.content.interactiveMessage?.header?.title).toBe('Toko Sinar');
    expect(entry.content.interactiveMessage?.footer?.text).toBe('Balas kapan saja');
    expect(entry.content.interactiveMessage?.body?.text).toContain(payload.body);
    const tags = entry.nodes.map((n) => n.tag);
    expect(tags.filter((t) => t === 'biz')).toHaveLength(1);
    expect(tags).toContain('bot');
  });

  it('sends a quick-reply with an image header, and the taps come back as button-reply with selectedId and quotedId', async () => {
    const res = await sendInteractive(
      {
        kind: 'quick-reply',
        body: 'Konfirmasi pesanan?',
        buttons: [
          { id: 'ok', label: 'Ya' },
          { id: 'cancel', label: 'Batal' },
        ],
        headerMedia: 'image',
      },
      { bytes: PNG, name: 'produk.png', type: 'image/png' },
    );
    expect(res.status).toBe(201);
    expect(res.body.mediaUrl).toMatch(/\/media\//);
    const entry = await sentOnServer(res.body.messageId);
    expect(entry.content.interactiveMessage?.header).toMatchObject({ hasMediaAttachment: true, imageMessage: { mimetype: 'image/png' } });
    expect(buttonsOf(entry).map((b) => b.params.id)).toEqual(['ok', 'cancel']);
    const media = await fetch(res.body.mediaUrl ?? '', { headers: { 'X-API-Key': d.key } });
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(true);

    const tap = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281234567890',
      type: 'button-reply',
      text: 'Ya',
      selectedId: 'ok',
      quotedId: res.body.messageId,
    });
    await receiver.waitFor(() => receiver.got.some((r) => r.body.data.id === tap.body.id));
    expect(receiver.got.find((r) => r.body.data.id === tap.body.id)?.body.data).toMatchObject({
      type: 'button-reply',
      selectedId: 'ok',
      quotedId: res.body.messageId,
      from: '6281234567890',
    });
  });

  it('brings a list selection back as list-reply', async () => {
    const res = await sendInteractive({
      kind: 'list',
      body: 'Pilih ukuran',
      buttonLabel: 'Ukuran',
      sections: [
        {
          title: 'Ukuran',
          rows: [
            { id: 'size-m', title: 'M' },
            { id: 'size-l', title: 'L' },
          ],
        },
      ],
    });
    const pick = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281234567890',
      type: 'list-reply',
      text: 'L',
      selectedId: 'size-l',
      quotedId: res.body.messageId,
    });
    await receiver.waitFor(() => receiver.got.some((r) => r.body.data.id === pick.body.id));
    expect(receiver.got.find((r) => r.body.data.id === pick.body.id)?.body.data).toMatchObject({
      type: 'list-reply',
      selectedId: 'size-l',
      quotedId: res.body.messageId,
    });
  });

  it('replies to an inbound message with an interactive message quoting its real content', async () => {
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281234567890',
      text: 'Ada ukuran XL?',
    });
    const res = await sendInteractive({
      kind: 'quick-reply',
      body: 'Ada kak, mau pesan?',
      buttons: [{ id: 'order', label: 'Pesan' }],
      replyToId: inbound.body.id,
    });
    expect(res.status).toBe(201);
    const entry = await sentOnServer(res.body.messageId);
    expect(entry.content.interactiveMessage?.contextInfo).toMatchObject({
      stanzaId: inbound.body.id,
      quotedMessage: { conversation: 'Ada ukuran XL?' },
    });
  });

  it('adds and removes a reaction on an inbound message, with the target key', async () => {
    // A number has one LID: this customer is written to by LID from the start.
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, {
      from: '6281234567891',
      lid: '111122223333444',
      text: 'Terima kasih!',
    });
    const react = async (emoji: string) => {
      const res = await fetch(`${stack.workerUrl}/messages/reaction`, {
        method: 'POST',
        headers: { 'X-API-Key': d.key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ deviceId: d.deviceId, messageId: inbound.body.id, emoji }),
      });
      return { status: res.status, body: (await res.json()) as { id: string } };
    };
    const added = await react('🙏🏽');
    expect(added.status).toBe(201);
    const entry = await sentOnServer(added.body.id);
    expect(entry.to).toBe('111122223333444@lid');
    // On the customer's message: its id (a phone reads the rest of the key from where it stands).
    expect(entry.content.reactionMessage).toMatchObject({ text: '🙏🏽', key: { id: inbound.body.id } });
    const removed = await react('');
    expect(removed.status).toBe(201);
    expect(removed.body.id).not.toBe(added.body.id);
    expect((await sentOnServer(removed.body.id)).content.reactionMessage?.text ?? '').toBe('');
  });
});
