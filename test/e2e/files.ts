/** Small files of each kind the gateway takes, as its rules check them (`worker/media/media-sniff.ts`). */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** An `ftyp` box of an MP4 (isom), then a few bytes. */
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'), Buffer.alloc(32, 7)]);
/** An 8×8 JPEG (baseline): a group picture WhatsApp takes. */
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAFI//9k=',
  'base64',
);
/** A 16×16 lossless WebP. */
export const WEBP = Buffer.from('UklGRhwAAABXRUJQVlA4TBAAAAAvD8ADAAdQ5P5H/wMR0f8A', 'base64');
/** An Ogg page whose first packet is an Opus header: a voice note. */
export const OGG = (() => {
  const ogg = Buffer.alloc(64);
  ogg.write('OggS', 0, 'latin1');
  ogg[5] = 2;
  ogg[26] = 1;
  ogg[27] = 19;
  ogg.write('OpusHead', 28, 'latin1');
  return ogg;
})();
