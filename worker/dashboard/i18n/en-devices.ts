/** A device that is not connected: why, in plain words, and what happens next. */
import type { ReasonKey } from '../device-reasons';

export const offline = {
  reasons: {
    loggedOut: 'The device was removed from Linked devices on the phone, or logged out there.',
    logout: 'The device was logged out from Kurir.',
    temporarilyBanned: 'WhatsApp has banned this number for a while.',
    forbidden: 'WhatsApp refused this login; the number may be banned.',
    banned: 'WhatsApp has banned this number.',
    unauthorized: 'WhatsApp no longer accepts this login. Link the device again.',
    multideviceMismatch: 'WhatsApp on the phone cannot link this device. Update WhatsApp on the phone, then link again.',
    connectionReplaced: 'This WhatsApp login is now in use somewhere else (another Kurir, or a second session).',
    restartRequired: 'WhatsApp asked for a fresh start after linking; Kurir connects again by itself.',
    linkingTimedOut: 'Nobody scanned the QR code in time. Link again for a new one.',
    connectionLost: 'The connection to WhatsApp was lost.',
    connectionClosed: 'WhatsApp closed the connection.',
    sessionNodeGone: 'The session-node that holds this device stopped, or lost its link to Kurir.',
    unresolved: 'WhatsApp cannot be reached from this machine: the name web.whatsapp.com does not resolve (no internet, or DNS blocked).',
    refused: 'WhatsApp cannot be reached from this machine: the connection was refused or cut on the way.',
    noAnswer: 'WhatsApp did not answer in time.',
    tls: 'No secure connection to WhatsApp could be made; a proxy or firewall may be in the way.',
    network: 'WhatsApp cannot be reached from this machine.',
    unknown: 'The connection ended for a reason Kurir does not know.',
  } satisfies Record<ReasonKey, string>,
  detail: 'Technical detail',
  retryingIn: 'Retrying in',
  seconds: 's',
  failedAttempts: (n: number) => (n === 1 ? '1 attempt failed.' : `${n} attempts failed in a row.`),
  tryNow: 'Try again now',
  simulatorHint: 'Only trying Kurir out? This starts it with a simulated WhatsApp, no network needed:',
};
