import { describe, expect, it } from 'vitest';
import { flatBlocksJpeg, sampleJpeg } from '../../../../session-node/engines/simulator/jpeg';

/** The segments before the scan, as [marker, body]. */
function segments(jpeg: Buffer): Array<[number, Buffer]> {
  const found: Array<[number, Buffer]> = [];
  let offset = 2;
  while (offset + 4 <= jpeg.length && jpeg[offset] === 0xff) {
    const marker = jpeg[offset + 1] ?? 0;
    const length = jpeg.readUInt16BE(offset + 2);
    found.push([marker, jpeg.subarray(offset + 4, offset + 2 + length)]);
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  return found;
}

describe('the simulator’s JPEG', () => {
  it('is a baseline JFIF image of the size asked for, SOI to EOI', () => {
    const jpeg = flatBlocksJpeg([
      [0, 255, 128],
      [255, 0, 1],
    ]);
    expect(jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const markers = segments(jpeg);
    expect(markers.map(([marker]) => marker)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    const frame = markers.find(([marker]) => marker === 0xc0)?.[1];
    // 8-bit samples, 16 rows, 24 columns, one component.
    expect(frame && [frame[0], frame.readUInt16BE(1), frame.readUInt16BE(3), frame[5]]).toEqual([8, 16, 24, 1]);
  });

  it('stuffs every 0xFF of its scan data, so no marker appears before the end', () => {
    const jpeg = flatBlocksJpeg(Array.from({ length: 8 }, (_, row) => Array.from({ length: 8 }, (_, column) => (row * 8 + column) * 4)));
    const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const scan = jpeg.subarray(sos + 2 + jpeg.readUInt16BE(sos + 2), -2);
    for (let index = 0; index < scan.length; index++) {
      if (scan[index] === 0xff) expect(scan[index + 1]).toBe(0x00);
    }
  });

  it('the sample image is small', () => {
    expect(sampleJpeg().length).toBeLessThan(300);
  });

  it('refuses an empty or ragged grid', () => {
    expect(() => flatBlocksJpeg([])).toThrow(RangeError);
    expect(() => flatBlocksJpeg([[1, 2], [3]])).toThrow(RangeError);
  });
});
