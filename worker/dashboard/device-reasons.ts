/**
 * Why a device is not connected, in the words of its catalogue entry: every reason a session
 * reports (the Baileys engine's `disconnect-policy.ts`, the simulator's) or the object sets itself
 * (`logout`, `session-node-gone`) has one key. A close caused by the network carries the error's
 * own text after `network: `, sorted here by what a person can do about it.
 */
export const REASON_KEYS = [
  'loggedOut',
  'logout',
  'temporarilyBanned',
  'forbidden',
  'banned',
  'unauthorized',
  'multideviceMismatch',
  'connectionReplaced',
  'restartRequired',
  'linkingTimedOut',
  'connectionLost',
  'connectionClosed',
  'sessionNodeGone',
  'unresolved',
  'refused',
  'noAnswer',
  'tls',
  'network',
  'unknown',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

const NAMED: Readonly<Record<string, ReasonKey>> = {
  'logged-out': 'loggedOut',
  logout: 'logout',
  'temporarily-banned': 'temporarilyBanned',
  forbidden: 'forbidden',
  banned: 'banned',
  unauthorized: 'unauthorized',
  'multidevice-mismatch': 'multideviceMismatch',
  'connection-replaced': 'connectionReplaced',
  'restart-required': 'restartRequired',
  'linking-timed-out': 'linkingTimedOut',
  'connection-lost': 'connectionLost',
  'connection-closed': 'connectionClosed',
  'session-node-gone': 'sessionNodeGone',
};

const NETWORK_PREFIX = 'network: ';

/** What went wrong on the way, from the error's text: DNS first, as it is the commonest offline cause. */
const NETWORK_KINDS: ReadonlyArray<[RegExp, ReasonKey]> = [
  [/ENOTFOUND|EAI_AGAIN|EAI_NONAME|getaddrinfo/i, 'unresolved'],
  [/no answer from WhatsApp|handshake has timed out|ETIMEDOUT/i, 'noAnswer'],
  [/ECONNREFUSED|ECONNRESET|ENETUNREACH|EHOSTUNREACH|ENETDOWN|EPIPE|socket hang up/i, 'refused'],
  [/certificate|TLS|SSL|self[- ]signed/i, 'tls'],
];

export function reasonKey(reason: string): ReasonKey {
  const named = NAMED[reason];
  if (named) return named;
  if (!reason.startsWith(NETWORK_PREFIX)) return 'unknown';
  const what = reason.slice(NETWORK_PREFIX.length);
  return NETWORK_KINDS.find(([pattern]) => pattern.test(what))?.[1] ?? 'network';
}

/** After this many failed attempts in a row to resolve WhatsApp's name, the page suggests the simulator. */
export const SIMULATOR_HINT_AFTER = 2;
