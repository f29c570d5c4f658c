/**
 * The bytes a simulated contact's media message carries, so that `media.url` of its
 * `message.inbound` serves a file like a real one would: a generated JPEG, a WAV of silence, a
 * text document and a small WebP sticker are real files of their type. A real MP4 cannot be made
 * in a few lines, so a video carries a short stand-in that only declares itself.
 */
import type { ControlMediaType } from '../../../protocol';
import { sampleJpeg } from './jpeg';

export type SimulatedMediaType = ControlMediaType;

export interface SimulatedMedia {
  bytes: Buffer;
  mimeType: string;
  /** Pixels of an image or sticker, seconds of audio or video. */
  width?: number;
  height?: number;
  seconds?: number;
  fileName?: string;
}

/** A 16×16 yellow square, lossless WebP (36 bytes, encoded once with libwebp). */
const STICKER_WEBP = 'UklGRhwAAABXRUJQVlA4TBAAAAAvD8ADAAdQ5P5H/wMR0f8A';

/** `seconds` of 8-bit mono silence at 8 kHz, as a RIFF WAVE file. */
function silentWav(seconds: number): Buffer {
  const rate = 8_000;
  const samples = Math.round(rate * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  // 8-bit PCM is unsigned: 128 is silence.
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

export function simulatedMedia(type: SimulatedMediaType, text: string): SimulatedMedia {
  switch (type) {
    case 'image':
      return { bytes: sampleJpeg(), mimeType: 'image/jpeg', width: 32, height: 32 };
    case 'sticker':
      return { bytes: Buffer.from(STICKER_WEBP, 'base64'), mimeType: 'image/webp', width: 16, height: 16 };
    case 'audio':
      return { bytes: silentWav(1), mimeType: 'audio/wav', seconds: 1 };
    case 'document':
      return { bytes: Buffer.from(`${text || 'A document sent to the Kurir simulator.'}\n`), mimeType: 'text/plain', fileName: 'note.txt' };
    case 'video':
      return { bytes: Buffer.from('Kurir simulator: a stand-in for the bytes of a video\n'), mimeType: 'video/mp4', seconds: 1 };
  }
}
