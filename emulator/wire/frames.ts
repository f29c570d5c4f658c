/**
 * WhatsApp Web's framing, server side. The client opens with a 4-byte header (`WA`, 6, the
 * dictionary version), or with `ED 0 1`, a 3-byte length and routing info before it; every frame
 * after that, both ways, is a 3-byte big-endian length and its body. A WebSocket message may hold
 * several frames or part of one.
 */
import { NOISE_WA_HEADER } from '@whiskeysockets/baileys';

const MAX_FRAME = 0xff_ff_ff;

export class FrameReader {
  private buffered = Buffer.alloc(0);
  private introRead = false;
  /** The routing info the client sent before its header (`ED` intro), if any. */
  routingInfo: Buffer | null = null;

  /** The complete frames `chunk` finishes, in order; throws on an intro that is not WhatsApp's. */
  push(chunk: Uint8Array): Buffer[] {
    this.buffered = this.buffered.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffered, chunk]);
    if (!this.introRead && !this.readIntro()) return [];
    const frames: Buffer[] = [];
    while (this.buffered.length >= 3) {
      const size = (this.buffered[0] ?? 0) * 0x1_00_00 + (this.buffered[1] ?? 0) * 0x1_00 + (this.buffered[2] ?? 0);
      if (this.buffered.length < size + 3) break;
      frames.push(this.buffered.subarray(3, size + 3));
      this.buffered = this.buffered.subarray(size + 3);
    }
    return frames;
  }

  /** Consumes the intro once it has all arrived; false while it has not. */
  private readIntro(): boolean {
    let offset = 0;
    if (this.buffered[0] === 0x45 && this.buffered[1] === 0x44) {
      // `ED`, 0, 1, then the routing info's 3-byte length and the routing info.
      if (this.buffered.length < 7) return false;
      const length = (this.buffered[4] ?? 0) * 0x1_00_00 + this.buffered.readUInt16BE(5);
      if (this.buffered.length < 7 + length) return false;
      this.routingInfo = Buffer.from(this.buffered.subarray(7, 7 + length));
      offset = 7 + length;
    }
    if (this.buffered.length < offset + NOISE_WA_HEADER.length) return false;
    const header = this.buffered.subarray(offset, offset + NOISE_WA_HEADER.length);
    if (!header.equals(NOISE_WA_HEADER)) throw new Error(`not a WhatsApp Web intro: ${header.toString('hex')}`);
    this.buffered = this.buffered.subarray(offset + NOISE_WA_HEADER.length);
    this.introRead = true;
    return true;
  }
}

/** One frame: its 3-byte length, then `body`. */
export function frame(body: Uint8Array): Buffer {
  if (body.length > MAX_FRAME) throw new Error(`a frame of ${body.length} bytes is over WhatsApp's limit`);
  const out = Buffer.allocUnsafe(3 + body.length);
  out[0] = (body.length >>> 16) & 0xff;
  out[1] = (body.length >>> 8) & 0xff;
  out[2] = body.length & 0xff;
  out.set(body, 3);
  return out;
}
