import { describe, expect, it } from 'vitest';
import { FrameReader, frame } from '../../../emulator/wire/frames';

const INTRO = Buffer.from([0x57, 0x41, 6, 3]);

describe("the emulator's reading of WhatsApp Web's framing", () => {
  it('takes the intro once, then frames however the WebSocket cuts them', () => {
    const reader = new FrameReader();
    const stream = Buffer.concat([INTRO, frame(Buffer.from('first')), frame(Buffer.from('second')), frame(Buffer.alloc(70_000, 1))]);
    const frames: Buffer[] = [];
    for (let at = 0; at < stream.length; at += 7) frames.push(...reader.push(stream.subarray(at, at + 7)));
    expect(frames.map((f) => f.length)).toEqual([5, 6, 70_000]);
    expect(frames[0]?.toString()).toBe('first');
  });

  it('reads the routing info a returning client sends before its header (`ED` intro)', () => {
    const reader = new FrameReader();
    const routing = Buffer.from('edge-1');
    const intro = Buffer.concat([Buffer.from('ED'), Buffer.from([0, 1, 0, 0, routing.length]), routing, INTRO]);
    expect(reader.push(Buffer.concat([intro, frame(Buffer.from('hello'))])).map(String)).toEqual(['hello']);
    expect(reader.routingInfo?.toString()).toBe('edge-1');
  });

  it('refuses a stream that is not WhatsApp Web', () => {
    expect(() => new FrameReader().push(Buffer.from('GET / HTTP/1.1\r\n'))).toThrow('not a WhatsApp Web intro');
  });

  it('writes a 3-byte big-endian length before each body', () => {
    expect([...frame(Buffer.from([9, 9]))]).toEqual([0, 0, 2, 9, 9]);
    expect([...frame(Buffer.alloc(0x01_02_03)).subarray(0, 3)]).toEqual([1, 2, 3]);
  });
});
