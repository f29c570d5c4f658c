import { describe, expect, it } from 'vitest';
import type { InboundEvent } from '../../../protocol';
import { inboundKind, outboundKind, parseVcard, readDetail } from '../../../worker/messages/record-kind';

const event = (over: Partial<InboundEvent>): InboundEvent => ({
  id: '3A0001',
  chatId: '6281234567890@s.whatsapp.net',
  from: '6281234567890',
  lid: null,
  pushName: 'Budi',
  type: 'text',
  text: null,
  quotedId: null,
  selectedId: null,
  media: null,
  timestamp: 1,
  ...over,
});
const stored = (message: unknown) => ({
  key: { remoteJid: 'x', id: '3A0001', fromMe: false },
  raw: JSON.stringify({ message }),
  timestamp: 1,
});

describe('what a record keeps of its kind', () => {
  it('a received document keeps its name, type and size, even inside its caption envelope', () => {
    const kind = inboundKind(
      event({ type: 'document', text: 'Invoice', media: { mimeType: 'application/pdf', size: 2048, url: null } }),
      stored({ documentWithCaptionMessage: { message: { documentMessage: { fileName: 'invoice-7.pdf', caption: 'Invoice' } } } }),
    );
    expect(kind.type).toBe('document');
    expect(readDetail(kind.detail)).toEqual({ mimeType: 'application/pdf', size: 2048, fileName: 'invoice-7.pdf' });
  });

  it('a received contact card keeps the name and the WhatsApp number of its vCard', () => {
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Kurir Andi\nTEL;type=CELL;waid=6281311112222:+62 813-1111-2222\nEND:VCARD';
    const kind = inboundKind(
      event({ type: 'contact', text: 'Kurir Andi' }),
      stored({ contactMessage: { displayName: 'Kurir Andi', vcard } }),
    );
    expect(readDetail(kind.detail).contacts).toEqual([{ name: 'Kurir Andi', phoneNumbers: ['6281311112222'] }]);
  });

  it('a received location keeps its coordinates and name; without a stored copy, the event’s "lat,lng"', () => {
    const full = inboundKind(
      event({ type: 'location', text: '-6.2,106.8' }),
      stored({ locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.8, name: 'Toko' } }),
    );
    expect(readDetail(full.detail)).toEqual({ latitude: -6.2, longitude: 106.8, name: 'Toko' });
    expect(readDetail(inboundKind(event({ type: 'location', text: '-7.25,112.75' }), null).detail)).toEqual({
      latitude: -7.25,
      longitude: 112.75,
    });
  });

  it('a voice note is audio marked as one, and a group message names its sender', () => {
    const kind = inboundKind(
      event({ type: 'audio', chatId: '120363000000000001@g.us', media: { mimeType: 'audio/ogg; codecs=opus', size: 10, url: null } }),
      stored({ audioMessage: { ptt: true } }),
    );
    expect(kind).toMatchObject({ type: 'audio', sender: '6281234567890' });
    expect(readDetail(kind.detail).voiceNote).toBe(true);
    expect(inboundKind(event({ type: 'text', text: 'hi' }), null)).toEqual({ type: 'text', detail: null, sender: null });
  });

  it('a sent poll keeps its question and options, a sent card its number, a sent file its name and size', () => {
    expect(readDetail(outboundKind({ kind: 'poll', question: 'Ukuran?', options: ['S', 'M'], multipleAnswers: false }).detail)).toEqual({
      question: 'Ukuran?',
      options: ['S', 'M'],
    });
    expect(readDetail(outboundKind({ kind: 'contacts', contacts: [{ name: 'Andi', phoneNumber: '6281311112222' }] }).detail)).toEqual({
      contacts: [{ name: 'Andi', phoneNumbers: ['6281311112222'] }],
    });
    const file = outboundKind({ kind: 'media', type: 'document', mimeType: 'application/pdf', fileName: 'a.pdf', url: '/x' }, 99);
    expect(file.type).toBe('document');
    expect(readDetail(file.detail)).toEqual({ mimeType: 'application/pdf', fileName: 'a.pdf', size: 99 });
  });

  it('reads a vCard’s folded lines and a number without waid', () => {
    expect(parseVcard('BEGIN:VCARD\r\nFN:Sari\r\n  Dewi\r\nitem1.TEL:+62 812 0000 1111\r\nEND:VCARD')).toEqual({
      name: 'Sari Dewi',
      phoneNumbers: ['+6281200001111'],
    });
  });
});
