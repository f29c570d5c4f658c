/** The first bytes of each format the media tests send: enough for the sniffer, padded to `size`. */
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

function padded(head: number[], size = 256): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  // Recognisable filler, so two samples of one format differ only where a test says.
  for (let i = head.length; i < bytes.length; i++) bytes[i] = (i * 7) & 0xff;
  return bytes;
}

export const JPEG = padded([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0]);
export const PNG = padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...ascii('IHDR')]);
export const MP4 = padded([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2')]);
export const PDF = padded(ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'));
export const MP3 = padded([...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0]);

/** An Ogg page header of one segment, then the first packet. */
const ogg = (packet: string) => padded([...ascii('OggS'), 0, 2, ...Array<number>(20).fill(0), 1, 19, ...ascii(packet)]);
export const OGG_OPUS = ogg('OpusHead');
export const OGG_VORBIS = ogg('\x01vorbis');

const riff = (chunk: number[]) => [...ascii('RIFF'), 0xf8, 0, 0, 0, ...ascii('WEBP'), ...chunk];
export const WEBP = padded(riff([...ascii('VP8 '), 0x20, 0, 0, 0]));
/** `VP8X` with the animation flag (bit 1 of the byte after the chunk size). */
export const ANIMATED_WEBP = padded(riff([...ascii('VP8X'), 10, 0, 0, 0, 0x02, 0, 0, 0]));

export const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
export const HTML = new TextEncoder().encode('<!doctype html><script>fetch("/steal?c="+document.cookie)</script>');

/** `sample` padded to `size` bytes (a large file of one format). */
export function sized(sample: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(sample.subarray(0, Math.min(sample.length, size)));
  return bytes;
}
