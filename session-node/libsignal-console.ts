/**
 * libsignal (Baileys' Signal implementation) writes to the console itself, and some of its lines
 * carry whole session records, ratchet private keys included ("Closing session:", "Opening
 * session:"). Nothing secret may reach a log, so its lines go to the node's logger instead, as
 * their first line of text only, at debug; everything else on the console is left as it is.
 */
import type { Logger } from 'pino';

/** How libsignal's console lines begin (`node_modules/libsignal/src/*.js`). */
const LIBSIGNAL_LINES = [
  'Closing open session',
  'Closing session',
  'Opening session',
  'Removing old closed session',
  'Session already',
  'Migrating session',
  'Failed to decrypt message with any known session',
  'Session error',
  'Decrypted message with closed session',
  'WARNING: Expected pubkey of length 33',
  'Unhandled bucket type',
  'V1 session storage migration error',
];

export function isLibsignalLine(first: unknown): first is string {
  return typeof first === 'string' && LIBSIGNAL_LINES.some((start) => first.startsWith(start));
}

export function routeLibsignalConsole(logger: Logger, target: Pick<Console, 'log' | 'info' | 'warn' | 'error'> = console): void {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      const [first] = args;
      if (isLibsignalLine(first)) logger.debug({ libsignal: first.split('\n')[0] }, 'libsignal');
      else original(...args);
    };
  }
}
