/**
 * What a customer's phone attaches when the control API asks for a media message: real files of
 * each type where a few lines can make one (a JPEG and a WebP drawn by sharp, a WAV of silence, a
 * text document); a video is a short stand-in that only declares itself (an MP4 needs an encoder).
 */
import sharp from 'sharp';

export const MEDIA_TYPES = ['image', 'video', 'audio', 'document', 'sticker'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export type SampleMedia = { bytes: Buffer; mimeType: string; fileName?: string; seconds?: number };

export function isMediaType(type: string): type is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(type);
}

function silentWav(seconds: number): Buffer {
  const rate = 8_000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** A square of one colour, `size` pixels. */
function square(size: number) {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 250, g: 204, b: 21 } } });
}

export async function sampleMedia(type: MediaType, text: string): Promise<SampleMedia> {
  switch (type) {
    case 'image':
      return { bytes: await square(64).jpeg().toBuffer(), mimeType: 'image/jpeg' };
    case 'sticker':
      return { bytes: await square(96).webp().toBuffer(), mimeType: 'image/webp' };
    case 'audio':
      return { bytes: silentWav(1), mimeType: 'audio/wav', seconds: 1 };
    case 'document':
      return {
        bytes: Buffer.from(`${text || 'A document sent to Kurir through the WhatsApp emulator.'}\n`),
        mimeType: 'text/plain',
        fileName: 'note.txt',
      };
    case 'video':
      return { bytes: Buffer.from('Kurir emulator: a stand-in for the bytes of a video\n'), mimeType: 'video/mp4', seconds: 1 };
  }
}
