/**
 * How many files one worker instance receives at once (uploads and `mediaUrl` downloads alike).
 * Each holds at most one R2 part in memory while it streams (`staged-file.ts`), so this many parts
 * is the most a burst of files costs an instance, whatever their number and size; one more is
 * answered 503 with `Retry-After` before a byte of it is read.
 */
import { HttpError } from '../shared/errors';

export const MAX_FILES_AT_ONCE = 6;
/** A file streams in seconds: by then a slot is usually free. */
export const RETRY_AFTER_SECONDS = 2;

let taken = 0;

/** A slot for one file, or the 503 that says to come back; the function it answers frees it (once). */
export function takeUploadSlot(): () => void {
  if (taken >= MAX_FILES_AT_ONCE) {
    throw new HttpError(
      503,
      `the gateway is receiving ${MAX_FILES_AT_ONCE} files at once, its most; send this one again in ${RETRY_AFTER_SECONDS} s`,
      undefined,
      { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    );
  }
  taken++;
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    taken--;
  };
}

/** Files being received now (for tests and diagnostics). */
export const uploadsInFlight = (): number => taken;
