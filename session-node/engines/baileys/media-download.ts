/**
 * The bytes of a received message's media, fetched from WhatsApp's media servers and decrypted
 * by Baileys. Bounded twice: by the size the message declares (checked before any download) and
 * by the bytes that actually arrive (a sender can declare anything), and by a time limit, since
 * the events after this one wait for it.
 */
import type { Readable } from 'node:stream';
import { downloadMediaMessage, type WAMessage } from '@whiskeysockets/baileys';
import type { Dispatcher } from 'undici';
import type { BaileysLogger } from './auth-state';

const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadContext {
  logger: BaileysLogger;
  /** Asks the sender's phone to upload expired media again (`sock.updateMediaMessage`). */
  reuploadRequest: (message: WAMessage) => Promise<WAMessage>;
  /** Who fetches from the media host (the emulator's, with its certificate); global fetch's default otherwise. */
  dispatcher?: Dispatcher;
}

/** Resolves with the decrypted bytes; rejects when they cannot be had (or exceed `maxBytes`). */
export type DownloadMedia = (message: WAMessage, context: DownloadContext, maxBytes: number) => Promise<Buffer>;

export class MediaTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`the media is larger than ${maxBytes} bytes`);
    this.name = 'MediaTooLargeError';
  }
}

/** The download's fetch options: a time limit, and the emulator's dispatcher when there is one. */
function fetchOptions(dispatcher: Dispatcher | undefined): RequestInit {
  const options: RequestInit = { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) };
  // npm's undici and Node's bundled one type their dispatchers apart; fetch takes either.
  return dispatcher ? Object.assign(options, { dispatcher }) : options;
}

/** Baileys' `downloadMediaMessage` as a stream, stopped as soon as it passes `maxBytes`. */
export const downloadWithBaileys: DownloadMedia = async (message, context, maxBytes) => {
  const stream = await downloadMediaMessage(
    message,
    'stream',
    { options: fetchOptions(context.dispatcher) },
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
