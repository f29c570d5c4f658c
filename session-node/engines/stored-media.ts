/**
 * A history message's file, fetched when someone first opens it (`media.download`): WhatsApp keeps
 * the bytes of what the history sync names, and a device downloads them as it does a received
 * message's, then stores them under the message's id as received media are stored.
 */
import type { WAMessage } from '@whiskeysockets/baileys';
import { errorMessage, MAX_MEDIA_BYTES, type StoredMessage } from '../../protocol';
import { storedMedia } from '../messages/history';
import { EngineError, type SessionContext } from './engine';

/** The stored message's file, downloaded by `fetchBytes` and stored by `upload`; its URL. */
export async function downloadStored(
  stored: StoredMessage,
  fetchBytes: (message: WAMessage, maxBytes: number) => Promise<Buffer>,
  upload: SessionContext['uploadMedia'],
): Promise<string> {
  const media = storedMedia(stored);
  if (!media) throw new EngineError('not-found', 'the message has no file');
  if (media.size > MAX_MEDIA_BYTES) throw new EngineError('bad-request', `the file is over ${MAX_MEDIA_BYTES} bytes`);
  let bytes: Buffer;
  try {
    bytes = await fetchBytes(media.message, MAX_MEDIA_BYTES);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('not-found', `WhatsApp did not give the file: ${errorMessage(error)}`);
  }
  return upload(stored.key.id, bytes, media.mimeType);
}
