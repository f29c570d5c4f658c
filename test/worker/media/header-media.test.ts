import { describe, expect, it } from 'vitest';
import { checkHeaderMedia, headerMediaOrThrow, type MediaFile, sniffMedia } from '../../../worker/media/header-media';
import { HttpError } from '../../../worker/shared/errors';

const MiB = 1024 * 1024;
const enc = new TextEncoder();

function bytes(...parts: (string | readonly number[])[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? enc.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/** An `ftyp` box as the first box of an ISO media file, then the start of an `mdat`. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  return bytes(be32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 2, 0], ...compatible, [0, 0, 0, 8], 'mdat');
}

/** A real (stored, uncompressed) ZIP archive: local headers, central directory, end record. */
function zip(entries: { name: string; data: string }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const size = enc.encode(data).length;
    const common = [
      ...u16(20),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(size),
      ...u32(size),
      ...u16(name.length),
      ...u16(0),
    ];
    const local = bytes([0x50, 0x4b, 0x03, 0x04], common, name, data);
    centrals.push(bytes([0x50, 0x4b, 0x01, 0x02], u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name));
    locals.push(local);
    offset += local.length;
  }
  const directory = bytes(...centrals.map((c) => [...c]));
  const end = bytes(
    [0x50, 0x4b, 0x05, 0x06],
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  );
  return bytes(...locals.map((l) => [...l]), [...directory], [...end]);
}

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', u32(100), 'WEBPVP8 ');
const MP4 = ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41');
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0]);

const sniffed: [string, Uint8Array, string, string][] = [
  ['JPEG', JPEG, 'image', 'image/jpeg'],
  ['PNG', PNG, 'image', 'image/png'],
  ['GIF', GIF, 'image', 'image/gif'],
  ['WebP', WEBP, 'image', 'image/webp'],
  ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image', 'image/heic'],
  ['MP4 (isom)', MP4, 'video', 'video/mp4'],
  ['MP4 (mp42)', ftyp('mp42', 'mp42', 'isom'), 'video', 'video/mp4'],
  ['MP4 (avc1)', ftyp('avc1'), 'video', 'video/mp4'],
  ['MP4 (M4V)', ftyp('M4V ', 'M4V ', 'mp42'), 'video', 'video/mp4'],
  ['MP4 (iso2)', ftyp('iso2'), 'video', 'video/mp4'],
  ['MP4 of an unknown brand compatible with mp41', ftyp('abcd', 'abcd', 'mp41'), 'video', 'video/mp4'],
  ['3GPP', ftyp('3gp4', '3gp4', 'isom'), 'video', 'video/3gpp'],
  ['3GPP2', ftyp('3g2a', '3g2a'), 'video', 'video/3gpp2'],
  ['QuickTime', ftyp('qt  ', 'qt  '), 'video', 'video/quicktime'],
  ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'video', 'video/webm'],
  ['AVI', bytes('RIFF', u32(100), 'AVI LIST'), 'video', 'video/x-msvideo'],
  ['M4A audio', ftyp('M4A ', 'M4A ', 'mp42', 'isom'), 'document', 'audio/mp4'],
  ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0]), 'document', 'audio/mpeg'],
  ['MP3 frames without a tag', bytes([0xff, 0xfb, 0x90, 0x64]), 'document', 'audio/mpeg'],
  ['AAC in ADTS frames', bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), 'document', 'audio/aac'],
  ['AMR', bytes('#!AMR\n', [0x3c]), 'document', 'audio/amr'],
  ['Ogg Opus', bytes('OggS', [0, 2], Array<number>(20).fill(0), [1, 19], 'OpusHead'), 'document', 'audio/ogg; codecs=opus'],
  ['Ogg Vorbis', bytes('OggS', [0, 2], Array<number>(20).fill(0), [1, 30], '\x01vorbis'), 'document', 'audio/ogg'],
  ['PDF', PDF, 'document', 'application/pdf'],
  [
    'DOCX',
    zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w/>' },
    ]),
    'document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'XLSX',
    zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<x/>' },
    ]),
    'document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  [
    'PPTX',
    zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'ppt/presentation.xml', data: '<p/>' },
    ]),
    'document',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  [
    'ODT',
    zip([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
      { name: 'content.xml', data: '<c/>' },
    ]),
    'document',
    'application/vnd.oasis.opendocument.text',
  ],
  ['a plain ZIP', zip([{ name: 'notes.txt', data: 'hi' }]), 'document', 'application/zip'],
  ['a legacy Office file', OLE, 'document', 'application/x-cfb'],
  ['plain text', bytes('hello, world'), 'document', 'application/octet-stream'],
  ['no bytes at all', new Uint8Array(0), 'document', 'application/octet-stream'],
];

describe('sniffMedia', () => {
  it.each(sniffed)('recognises %s from its bytes', (_name, data, kind, mimeType) => {
    expect(sniffMedia(data)).toMatchObject({ kind, mimeType });
  });

  it('reads a view into a larger buffer from the view, not from the buffer start', () => {
    const buffer = bytes('junk', [...PNG]);
    expect(sniffMedia(buffer.subarray(4)).mimeType).toBe('image/png');
    expect(sniffMedia(bytes('junk', [...MP4]).subarray(4)).mimeType).toBe('video/mp4');
  });
});

/** A file as the route reads it: `size` from the upload, `head` its first bytes (enough for sniffing). */
const file = (head: Uint8Array, size: number, name = 'upload.bin'): MediaFile => ({ sample: { size, head, tail: head }, size, name });

describe('checkHeaderMedia', () => {
  it('passes when there is neither headerMedia nor a file', () => {
    expect(checkHeaderMedia(undefined, undefined)).toEqual({ ok: true, media: null });
  });

  it('refuses headerMedia without a file, and a file without headerMedia', () => {
    expect(checkHeaderMedia('image', undefined)).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: 'file', message: 'is required: payload.headerMedia is image' }],
    });
    expect(checkHeaderMedia(undefined, file(PNG, PNG.length))).toMatchObject({ ok: false, status: 400, issues: [{ path: 'headerMedia' }] });
  });

  it('refuses a PNG sent as video, whatever type and name the client gave it', () => {
    expect(checkHeaderMedia('video', file(PNG, 2048, 'clip.mp4'))).toEqual({
      ok: false,
      status: 400,
      message: 'the file part does not fit the payload',
      issues: [{ path: 'file', message: 'file is a PNG image but headerMedia is video (MP4 or 3GPP)' }],
    });
  });

  it.each([
    ['a GIF as image', 'image', GIF, /file is a GIF image but headerMedia image accepts only JPEG or PNG/],
    ['an MP4 as image', 'image', MP4, /file is an MP4 video but headerMedia is image \(JPEG or PNG\)/],
    ['a PDF as image', 'image', PDF, /file is a PDF document but headerMedia is image/],
    ['text as image', 'image', bytes('hello'), /file is of an unrecognised type but headerMedia is image/],
    ['a QuickTime movie as video', 'video', ftyp('qt  '), /a QuickTime video but headerMedia video accepts only MP4 or 3GPP/],
    ['a JPEG as video', 'video', JPEG, /a JPEG image but headerMedia is video/],
  ] as const)('refuses %s, naming what the file is', (_name, headerMedia, head, message) => {
    const result = checkHeaderMedia(headerMedia, file(head, 1000));
    expect(result).toMatchObject({ ok: false, status: 400, issues: [{ path: 'file', message: expect.stringMatching(message) }] });
  });

  it('trusts the bytes over the declared type: a JPEG declared as a PDF is an image/jpeg', () => {
    expect(checkHeaderMedia('image', file(JPEG, 1000, 'photo.pdf'))).toEqual({
      ok: true,
      media: { kind: 'image', mimeType: 'image/jpeg', fileName: 'photo.pdf' },
    });
  });

  it('accepts 3GPP as video', () => {
    expect(checkHeaderMedia('video', file(ftyp('3gp5'), 1000))).toMatchObject({ ok: true, media: { mimeType: 'video/3gpp' } });
  });

  it('accepts any document, and names it by its bytes, or by its name where bytes cannot tell', () => {
    const doc = (head: Uint8Array, name: string) => checkHeaderMedia('document', file(head, 1000, name));
    expect(doc(PNG, 'scan.png')).toMatchObject({ ok: true, media: { kind: 'document', mimeType: 'image/png', fileName: 'scan.png' } });
    expect(doc(PDF, ' menu.pdf ')).toMatchObject({ ok: true, media: { mimeType: 'application/pdf', fileName: 'menu.pdf' } });
    expect(doc(bytes('a,b\n1,2\n'), 'data.csv')).toMatchObject({ ok: true, media: { mimeType: 'text/csv' } });
    expect(doc(bytes('a,b\n1,2\n'), 'data.pdf')).toMatchObject({ ok: true, media: { mimeType: 'application/octet-stream' } });
    expect(doc(OLE, 'budget.XLS')).toMatchObject({ ok: true, media: { mimeType: 'application/vnd.ms-excel' } });
    expect(doc(bytes('x'), '')).toEqual({ ok: true, media: { kind: 'document', mimeType: 'application/octet-stream' } });
  });

  it('refuses an empty file', () => {
    expect(checkHeaderMedia('document', file(new Uint8Array(0), 0))).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: 'file', message: 'is empty' }],
    });
  });

  it('accepts an image of exactly 5 MiB and answers 413 for one byte more', () => {
    const whole = new Uint8Array(5 * MiB);
    whole.set(JPEG);
    expect(checkHeaderMedia('image', file(whole, whole.length, 'big.jpg'))).toMatchObject({ ok: true });
    const over = new Uint8Array(5 * MiB + 1);
    over.set(JPEG);
    expect(checkHeaderMedia('image', file(over, over.length, 'big.jpg'))).toEqual({
      ok: false,
      status: 413,
      message: 'the file is 5,242,881 bytes; headerMedia image allows at most 5 MiB (5,242,880 bytes)',
    });
  });

  it.each([
    ['video', MP4, 16 * MiB, '16 MiB'],
    ['document', PDF, 100 * MiB, '100 MiB'],
  ] as const)('accepts a %s of exactly its limit and answers 413 for one byte more', (headerMedia, head, limit, label) => {
    expect(checkHeaderMedia(headerMedia, file(head, limit))).toMatchObject({ ok: true });
    expect(checkHeaderMedia(headerMedia, file(head, limit + 1))).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringContaining(`allows at most ${label}`),
    });
  });

  it('reports a wrong format before a wrong size', () => {
    expect(checkHeaderMedia('video', file(PNG, 20 * MiB))).toMatchObject({ ok: false, status: 400 });
  });
});

describe('headerMediaOrThrow', () => {
  it('returns the accepted media, or throws the 400 with issues or the 413', () => {
    expect(headerMediaOrThrow('image', file(PNG, 10))).toEqual({ kind: 'image', mimeType: 'image/png', fileName: 'upload.bin' });
    expect(headerMediaOrThrow(undefined, undefined)).toBeNull();
    const refused = (() => {
      try {
        headerMediaOrThrow('video', file(PNG, 10));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused instanceof HttpError && refused.body()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      issues: [{ path: 'file' }],
    });
    expect(() => headerMediaOrThrow('image', file(PNG, 6 * MiB))).toThrow(expect.objectContaining({ status: 413 }));
  });
});
