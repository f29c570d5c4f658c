/**
 * A tiny real JPEG, made here so the simulator needs no image library: a baseline grayscale image
 * of flat 8×8 blocks. A flat block has only a DC coefficient, so the encoder is a DC difference
 * coder with two minimal Huffman tables; any JPEG decoder reads the result.
 */

/** Writes bits most significant first, with JPEG's byte stuffing (0xFF is followed by 0x00). */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  /** Pads the last byte with ones, as the standard asks. */
  finish(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }
}

const segment = (marker: number, body: number[]): number[] => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
const u16 = (value: number): number[] => [value >> 8, value & 0xff];

/** Every quantiser 8: a flat block's DC coefficient is then its shade minus 128. */
const QUANT = 8;
/** DC table: the categories 0–11, each with the 4-bit code equal to its number. */
const DC_TABLE = [0x00, 0, 0, 0, 12, ...new Array<number>(12).fill(0), ...Array.from({ length: 12 }, (_, i) => i)];
/** AC table: end-of-block only, code `0`. */
const AC_TABLE = [0x10, 1, ...new Array<number>(15).fill(0), 0x00];

/** `shades[row][column]` (0–255) is the gray of each 8×8 block; the image is 8·columns × 8·rows. */
export function flatBlocksJpeg(shades: readonly (readonly number[])[]): Buffer {
  const rows = shades.length;
  const columns = shades[0]?.length ?? 0;
  if (rows === 0 || columns === 0 || shades.some((row) => row.length !== columns))
    throw new RangeError('shades must be a non-empty rectangle');

  const bits = new BitWriter();
  let previous = 0;
  for (const row of shades) {
    for (const shade of row) {
      const dc = Math.round(Math.min(255, Math.max(0, shade))) - 128;
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(category, 4);
      // Negative differences are sent as their ones' complement in `category` bits.
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1);
    }
  }

  const jfif = [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, ...u16(1), ...u16(1), 0, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, jfif),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(QUANT)]),
    ...segment(0xc0, [8, ...u16(rows * 8), ...u16(columns * 8), 1, 1, 0x11, 0]),
    ...segment(0xc4, [...DC_TABLE, ...AC_TABLE]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...bits.finish(),
    0xff,
    0xd9,
  ]);
}

/** A 32×32 diagonal gradient, about 200 bytes. */
export function sampleJpeg(): Buffer {
  return flatBlocksJpeg(Array.from({ length: 4 }, (_, row) => Array.from({ length: 4 }, (_, column) => 40 + (row + column) * 30)));
}
