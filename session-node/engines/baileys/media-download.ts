/**
 * The bytes of a received message's media, fetched from WhatsApp's media servers and decrypted
 * by Baileys. Bounded twice: by the size the message declares (checked before any download) and
 * by the bytes that actually arrive (a sender can declare anything), and by a time limit, since
 * the events after this one wait for it.
 */
import type { Readable } from 'node:stream';
import { downloadMediaMessage, type WAMessage } from '@whiskeysockets/baileys';
import type { BaileysLogger } from './auth-state';

const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadContext {
  logger: BaileysLogger;
  /** Asks the sender's phone to upload expired media again (`sock.updateMediaMessage`). */
  reuploadRequest: (message: WAMessage) => Promise<WAMessage>;
}

/** Resolves with the decrypted bytes; rejects when they cannot be had (or exceed `maxBytes`). */
export type DownloadMedia = (message: WAMessage, context: DownloadContext, maxBytes: number) => Promise<Buffer>;

export class MediaTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`the media is larger than ${maxBytes} bytes`);
    this.name = 'MediaTooLargeError';
  }
}

/** Baileys' `downloadMediaMessage` as a stream, stopped as soon as it passes `maxBytes`. */
export const downloadWithBaileys: DownloadMedia = async (message, context, maxBytes) => {
  const stream = await downloadMediaMessage(
    message,
    'stream',
    { options: { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) } },
    { logger: context.logger, reuploadRequest: context.reuploadRequest },
  );
  return readAtMost(stream, maxBytes);
};

/** Reads a stream to its end, or fails (and stops it) once it passes `maxBytes`. */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const piece: unknown = chunk;
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
      size += bytes.length;
      if (size > maxBytes) throw new MediaTooLargeError(maxBytes);
      chunks.push(bytes);
    }
  } finally {
    // Leaving the loop early must not leave the HTTP download running.
    stream.destroy();
  }
  return Buffer.concat(chunks);
}
