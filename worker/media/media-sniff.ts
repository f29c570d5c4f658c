/**
 * What a file is, from its first bytes (and, for ZIP containers, its central directory). The
 * client's declared content type and file name are never asked: they are whatever it typed.
 */
export type MediaKind = 'image' | 'video' | 'document';
/** `description` names the format for messages: "a PNG image", "an MP4 video". */
export type SniffedMedia = { kind: MediaKind; mimeType: string; description: string };

const UNKNOWN: SniffedMedia = { kind: 'document', mimeType: 'application/octet-stream', description: 'of an unrecognised type' };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

const media = (kind: MediaKind, mimeType: string, description: string): SniffedMedia => ({ kind, mimeType, description });

/** Fixed signatures at offset 0, in the order they are tried. */
const SIGNATURES: readonly { bytes: readonly number[]; media: SniffedMedia }[] = [
  { bytes: [0xff, 0xd8, 0xff], media: media('image', 'image/jpeg', 'a JPEG image') },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], media: media('image', 'image/png', 'a PNG image') },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], media: media('image', 'image/gif', 'a GIF image') },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], media: media('image', 'image/gif', 'a GIF image') },
  { bytes: [0x49, 0x49, 0x2a, 0x00], media: media('image', 'image/tiff', 'a TIFF image') },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], media: media('image', 'image/tiff', 'a TIFF image') },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], media: media('video', 'video/webm', 'a WebM or Matroska video') },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], media: media('document', 'application/pdf', 'a PDF document') },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    media: media('document', 'application/x-cfb', 'a legacy Microsoft Office document'),
  },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], media: media('document', 'application/rtf', 'an RTF document') },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], media: media('document', 'application/x-7z-compressed', 'a 7-Zip archive') },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], media: media('document', 'application/vnd.rar', 'a RAR archive') },
  { bytes: [0x1f, 0x8b], media: media('document', 'application/gzip', 'a gzip archive') },
  { bytes: [0x23, 0x21, 0x41, 0x4d, 0x52, 0x0a], media: media('document', 'audio/amr', 'an AMR audio file') },
  { bytes: [0x49, 0x44, 0x33], media: media('document', 'audio/mpeg', 'an MP3 audio file') },
];

/** ISO base media (`ftyp` box) brands. MP4 is the family WhatsApp plays; the rest are named only to say what was found. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'NDSC',
  'NDSH',
  'NDSM',
  'NDSP',
  'NDSS',
  'NDXC',
  'NDXH',
  'NDXM',
  'NDXP',
  'NDXS',
  'F4V ',
  'f4v ',
  'XAVC',
]);
const FTYP_BRANDS: Record<string, SniffedMedia> = {
  'qt  ': media('video', 'video/quicktime', 'a QuickTime video'),
  'M4A ': media('document', 'audio/mp4', 'an M4A audio file'),
  'M4B ': media('document', 'audio/mp4', 'an M4B audio book'),
  heic: media('image', 'image/heic', 'a HEIC image'),
  heix: media('image', 'image/heic', 'a HEIC image'),
  heim: media('image', 'image/heic', 'a HEIC image'),
  heis: media('image', 'image/heic', 'a HEIC image'),
  mif1: media('image', 'image/heif', 'a HEIF image'),
  avif: media('image', 'image/avif', 'an AVIF image'),
};
const MP4 = media('video', 'video/mp4', 'an MP4 video');

function sniffFtyp(bytes: Uint8Array): SniffedMedia | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const major = ascii(bytes, 8, 4);
  if (major.startsWith('3gp') || major.startsWith('3ge') || major.startsWith('3gg')) return media('video', 'video/3gpp', 'a 3GPP video');
  if (major.startsWith('3g2')) return media('video', 'video/3gpp2', 'a 3GPP2 video');
  if (MP4_BRANDS.has(major)) return MP4;
  const named = FTYP_BRANDS[major];
  if (named) return named;
  // An unknown major brand still plays as MP4 when it lists an MP4 brand as compatible.
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length, 256); offset += 4) {
    if (MP4_BRANDS.has(ascii(bytes, offset, 4))) return MP4;
  }
  return media('document', 'application/mp4', 'an ISO media file of an unrecognised brand');
}

/**
 * Ogg: the first page's first packet names the codec. WhatsApp plays a voice note only when it is
 * Opus (`OpusHead`), so the type says so (`codecs=opus`) and a Vorbis file stays plain `audio/ogg`.
 */
function sniffOgg(bytes: Uint8Array): SniffedMedia | undefined {
  if (ascii(bytes, 0, 4) !== 'OggS') return undefined;
  // The page header is 27 bytes plus one lacing value per segment; the packet follows.
  const packet = 27 + (bytes[26] ?? 0);
  if (ascii(bytes, packet, 8) === 'OpusHead') return media('document', OGG_OPUS, 'an Ogg Opus audio file');
  return media('document', 'audio/ogg', 'an Ogg audio file (not Opus)');
}
export const OGG_OPUS = 'audio/ogg; codecs=opus';

/** A WebP image with the animation flag of its extended (`VP8X`) header: a sticker may then be larger. */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  return (
    ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && ascii(bytes, 12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0
  );
}

function sniffRiff(bytes: Uint8Array): SniffedMedia | undefined {
  if (ascii(bytes, 0, 4) !== 'RIFF') return undefined;
  switch (ascii(bytes, 8, 4)) {
    case 'WEBP':
      return media('image', 'image/webp', 'a WebP image');
    case 'AVI ':
      return media('video', 'video/x-msvideo', 'an AVI video');
    case 'WAVE':
      return media('document', 'audio/wav', 'a WAV audio file');
    default:
      return undefined;
  }
}

const OOXML: Record<string, SniffedMedia> = {
  'word/': media('document', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a Word document'),
  'xl/': media('document', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'an Excel spreadsheet'),
  'ppt/': media('document', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'a PowerPoint presentation'),
};
const ZIP = media('document', 'application/zip', 'a ZIP archive');

/**
 * What a sniffer reads of a file: its first bytes, its last bytes (where a ZIP keeps its central
 * directory) and its size. A file held whole is its own head and tail.
 */
export type MediaSample = { size: number; head: Uint8Array; tail: Uint8Array };

/** A whole file as a sample. */
export const wholeSample = (bytes: Uint8Array): MediaSample => ({ size: bytes.byteLength, head: bytes, tail: bytes });

/**
 * Office Open XML files are ZIP archives told apart by their entry names, which the central
 * directory at the end lists (read from the tail: a directory that starts before it leaves a plain
 * ZIP); ODF and EPUB store their type in a first entry named `mimetype`.
 */
function sniffZip({ head: bytes, tail, size }: MediaSample): SniffedMedia | undefined {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && !startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The `mimetype` entry is stored uncompressed (method 0) so that it can be read in place.
  if (ascii(bytes, 30, 8) === 'mimetype' && view.getUint16(26, true) === 8 && view.getUint16(8, true) === 0) {
    const declared = ascii(bytes, 30 + 8 + view.getUint16(28, true), Math.min(view.getUint32(18, true), 100));
    if (/^application\/[\w.+-]+$/.test(declared)) return media('document', declared, 'an OpenDocument or EPUB file');
  }
  // Offsets in the archive are the file's; the tail starts `at` bytes into it.
  const at = size - tail.length;
  const tailView = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  // End of central directory: 22 bytes plus a comment of at most 65,535, at the very end.
  for (let end = tail.length - 22; end >= Math.max(0, tail.length - 22 - 0xffff); end--) {
    if (!startsWith(tail, [0x50, 0x4b, 0x05, 0x06], end)) continue;
    let entry = tailView.getUint32(end + 16, true) - at;
    const entries = tailView.getUint16(end + 10, true);
    for (let i = 0; i < entries && entry >= 0 && entry + 46 <= tail.length && startsWith(tail, [0x50, 0x4b, 0x01, 0x02], entry); i++) {
      const nameLength = tailView.getUint16(entry + 28, true);
      // Only the first few characters decide, so a long name is not copied whole.
      const name = ascii(tail, entry + 46, Math.min(nameLength, 8));
      for (const [prefix, found] of Object.entries(OOXML)) if (name.startsWith(prefix)) return found;
      entry += 46 + nameLength + tailView.getUint16(entry + 30, true) + tailView.getUint16(entry + 32, true);
    }
    break;
  }
  return ZIP;
}

/** AAC in ADTS frames: 12 set bits of sync, then MPEG-4 or -2 and layer 0 (which MPEG audio never has). */
function isAdts(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0;
}

/** MPEG audio frame sync without an ID3 tag: 11 set bits, then a valid version and layer. */
function isMpegAudio(bytes: Uint8Array): boolean {
  const second = bytes[1] ?? 0;
  return bytes[0] === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0 && (second & 0x18) !== 0x08;
}

/**
 * The format of `bytes`, the whole file or at least its head (then a ZIP is not told apart from
 * the Office formats inside it), or of a sample of a file: its head and its tail. Anything
 * unrecognised is a document of `application/octet-stream`.
 */
export function sniffMedia(file: Uint8Array | MediaSample): SniffedMedia {
  const sample = file instanceof Uint8Array ? wholeSample(file) : file;
  const bytes = sample.head;
  for (const signature of SIGNATURES) if (startsWith(bytes, signature.bytes)) return signature.media;
  const found = sniffOgg(bytes) ?? sniffFtyp(bytes) ?? sniffRiff(bytes) ?? sniffZip(sample);
  if (found) return found;
  if (isAdts(bytes)) return media('document', 'audio/aac', 'an AAC audio file');
  if (isMpegAudio(bytes)) return media('document', 'audio/mpeg', 'an MP3 audio file');
  return UNKNOWN;
}

/**
 * Document types without a signature, and the legacy Office formats that share one: here the file
 * name's extension picks the type. It only names the document for the recipient's phone; it never
 * decides whether a file is accepted (a document may be anything).
 */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  md: 'text/markdown',
  vcf: 'text/vcard',
  ics: 'text/calendar',
};
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The MIME type to send a document with: the sniffed one, refined by the name only where bytes cannot tell. */
export function documentMimeType(sniffed: SniffedMedia, fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (sniffed.mimeType === 'application/x-cfb') return LEGACY_OFFICE[extension] ?? 'application/octet-stream';
  if (sniffed.mimeType === UNKNOWN.mimeType) return BY_EXTENSION[extension] ?? UNKNOWN.mimeType;
  return sniffed.mimeType;
}
