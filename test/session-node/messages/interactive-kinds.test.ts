import { describe, expect, it } from 'vitest';
import type { InteractiveContent } from '../../../protocol';
import { buildOutgoing } from '../../../session-node/messages/build';
import { fallbackText } from '../../../session-node/messages/interactive';
import { buildContext, buttonsOf, interactive, interactiveOf, PEER_PHONE, roundTrip } from './helpers';

async function send(content: InteractiveContent) {
  const built = await buildOutgoing({ to: PEER_PHONE, content }, buildContext());
  return { built, decoded: roundTrip(built.message) };
}

describe('an interactive message', () => {
  it('with a URL button carries one cta_url button that opens the URL', async () => {
    const { decoded } = await send(
      interactive({
        type: 'url-button',
        header: 'Promo',
        body: 'Lihat katalog terbaru kami',
        footer: 'Toko Kurir',
        buttonLabel: 'Buka katalog',
        url: 'https://example.com/katalog',
      }),
    );

    expect(buttonsOf(decoded)).toEqual([
      {
        name: 'cta_url',
        params: {
          display_text: 'Buka katalog',
          url: 'https://example.com/katalog',
          merchant_url: 'https://example.com/katalog',
        },
      },
    ]);
    const message = interactiveOf(decoded);
    expect(message.header?.title).toBe('Promo');
    expect(message.header?.hasMediaAttachment).toBe(false);
    expect(message.body?.text).toContain('Lihat katalog terbaru kami');
    expect(message.footer?.text).toBe('Toko Kurir');
    expect(message.nativeFlowMessage?.messageVersion).toBe(1);
    expect(message.nativeFlowMessage?.messageParamsJson).toBe('');
    // The body also carries the option, so a client that drops the button still shows the link.
    expect(message.body?.text).toContain('Buka katalog: https://example.com/katalog');
  });

  it('with quick replies carries up to three quick_reply buttons with their ids', async () => {
    const content = interactive({
      type: 'quick-reply',
      body: 'Apakah pesanan sudah diterima?',
      buttons: [
        { id: 'yes', label: 'Sudah' },
        { id: 'no', label: 'Belum' },
        { id: 'help', label: 'Bantuan' },
      ],
    });
    const { decoded } = await send(content);

    expect(buttonsOf(decoded)).toEqual([
      { name: 'quick_reply', params: { display_text: 'Sudah', id: 'yes' } },
      { name: 'quick_reply', params: { display_text: 'Belum', id: 'no' } },
      { name: 'quick_reply', params: { display_text: 'Bantuan', id: 'help' } },
    ]);
    const message = interactiveOf(decoded);
    // No header text and no media: no header at all, rather than an empty one.
    expect(message.header).toBeFalsy();
    expect(message.footer).toBeFalsy();
    expect(message.body?.text).toBe('Apakah pesanan sudah diterima?\n\n1. Sudah\n2. Belum\n3. Bantuan');
    expect(fallbackText(content)).toBe('Apakah pesanan sudah diterima?\n\n1. Sudah\n2. Belum\n3. Bantuan');
  });

  it('with more than three quick replies is refused before anything is built', async () => {
    const buttons = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id.toUpperCase() }));
    await expect(send(interactive({ type: 'quick-reply', body: 'Pilih', buttons }))).rejects.toThrow(/1 to 3 buttons/);
  });

  it('with a list carries one single_select button holding the sections and rows', async () => {
    const content = interactive({
      type: 'list',
      header: 'Menu',
      body: 'Pilih layanan',
      buttonLabel: 'Lihat menu',
      sections: [
        {
          title: 'Pengiriman',
          rows: [
            { id: 'ship-reg', title: 'Reguler', description: '2-3 hari' },
            { id: 'ship-exp', title: 'Ekspres' },
          ],
        },
        { title: 'Lainnya', rows: [{ id: 'cs', title: 'Hubungi CS' }] },
      ],
    });
    const { decoded } = await send(content);

    expect(buttonsOf(decoded)).toEqual([
      {
        name: 'single_select',
        params: {
          title: 'Lihat menu',
          sections: [
            {
              title: 'Pengiriman',
              rows: [
                { id: 'ship-reg', title: 'Reguler', description: '2-3 hari' },
                { id: 'ship-exp', title: 'Ekspres' },
              ],
            },
            { title: 'Lainnya', rows: [{ id: 'cs', title: 'Hubungi CS' }] },
          ],
        },
      },
    ]);
    expect(interactiveOf(decoded).header?.title).toBe('Menu');
    expect(interactiveOf(decoded).body?.text).toBe(
      'Pilih layanan\n\nPengiriman\n1. Reguler - 2-3 hari\n2. Ekspres\nLainnya\n3. Hubungi CS',
    );
    expect(fallbackText(content)).toBe('*Menu*\n\nPilih layanan\n\nPengiriman\n1. Reguler - 2-3 hari\n2. Ekspres\nLainnya\n3. Hubungi CS');
  });

  it('with a copy code carries one cta_copy button holding the code', async () => {
    const { decoded } = await send(
      interactive({ type: 'copy-code', body: 'Kode diskon Anda', buttonLabel: 'Salin kode', copyCode: 'HEMAT50' }),
    );

    expect(buttonsOf(decoded)).toEqual([{ name: 'cta_copy', params: { display_text: 'Salin kode', copy_code: 'HEMAT50' } }]);
    expect(interactiveOf(decoded).body?.text).toBe('Kode diskon Anda\n\nSalin kode: HEMAT50');
  });

  it('from a template keeps the buttons in order, each as its native-flow kind', async () => {
    const content = interactive({
      type: 'template',
      body: 'Pesanan #1042 dikirim',
      footer: 'Terima kasih',
      templateButtons: [
        { type: 'url', label: 'Lacak paket', value: 'https://example.com/lacak/1042' },
        { type: 'copy', label: 'Salin resi', value: 'JNE1042' },
        { type: 'phone', label: 'Telepon kurir', value: '+6281300000003' },
        { type: 'reply', label: 'Sudah terima', value: 'received' },
        { type: 'reply', label: 'Belum terima', value: 'not-received' },
      ],
    });
    const { decoded } = await send(content);

    expect(buttonsOf(decoded)).toEqual([
      {
        name: 'cta_url',
        params: {
          display_text: 'Lacak paket',
          url: 'https://example.com/lacak/1042',
          merchant_url: 'https://example.com/lacak/1042',
        },
      },
      { name: 'cta_copy', params: { display_text: 'Salin resi', copy_code: 'JNE1042' } },
      { name: 'cta_call', params: { display_text: 'Telepon kurir', phone_number: '+6281300000003' } },
      { name: 'quick_reply', params: { display_text: 'Sudah terima', id: 'received' } },
      { name: 'quick_reply', params: { display_text: 'Belum terima', id: 'not-received' } },
    ]);
    expect(fallbackText(content)).toBe(
      [
        'Pesanan #1042 dikirim',
        '',
        'Lacak paket: https://example.com/lacak/1042',
        'Salin resi: JNE1042',
        'Telepon kurir: +6281300000003',
        '1. Sudah terima',
        '2. Belum terima',
        '',
        'Terima kasih',
      ].join('\n'),
    );
    expect(interactiveOf(decoded).footer?.text).toBe('Terima kasih');
  });

  it('carries the device-list context official senders put on it, outside the interactive part', async () => {
    const { decoded } = await send(interactive({ type: 'copy-code', body: 'Kode', copyCode: 'X1' }));
    expect(decoded.messageContextInfo?.deviceListMetadataVersion).toBe(2);
    // Unwrapped: no viewOnce or documentWithCaption envelope around it.
    expect(decoded.viewOnceMessage).toBeFalsy();
    expect(decoded.documentWithCaptionMessage).toBeFalsy();
  });

  it('in the text variant goes out as its plain-text fallback with no relay nodes', async () => {
    const content = interactive({
      type: 'quick-reply',
      header: 'Survei',
      body: 'Puas dengan layanan kami?',
      footer: 'Balas dengan angka',
      buttons: [
        { id: 'y', label: 'Ya' },
        { id: 'n', label: 'Tidak' },
      ],
    });
    const built = await buildOutgoing({ to: PEER_PHONE, content }, buildContext({ relayVariant: 'text' }));

    const decoded = roundTrip(built.message);
    expect(decoded.interactiveMessage).toBeFalsy();
    expect(decoded.extendedTextMessage?.text).toBe('*Survei*\n\nPuas dengan layanan kami?\n\n1. Ya\n2. Tidak\n\nBalas dengan angka');
    expect(built.additionalNodes).toEqual([]);
  });
});
