/**
 * A JPEG's width and height, read from its first frame header (SOF0–SOF15 but DHT, JPG and DAC),
 * without decoding it; null for bytes that are not a JPEG or whose header cannot be found. Kurir,
 * the simulator and the emulator judge a group picture by it as WhatsApp does (a JPEG, at most
 * 640×640).
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and the markers that stand alone (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    // Start of scan or end of image before any frame header: not a picture.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + length;
  }
  return null;
}
