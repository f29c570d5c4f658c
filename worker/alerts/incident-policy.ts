/**
 * When a device's status change opens or ends an incident, decided without I/O (as
 * `disconnect-policy` decides reconnects): the owner hears of a device that WhatsApp logged out at
 * once, and of one that left CONNECTED and has not come back after the workspace's wait; a device
 * that connects again ends its incident, and with it the banner and any alert not yet sent.
 */
import type { DeviceStatus } from '../../protocol';

export type IncidentKind = 'logged-out' | 'disconnected';

/**
 * The workspace's wait before a disconnected device is an alert, unless its owner set another: long
 * enough for the session's own reconnects (seconds, at worst a minute or two while WhatsApp's
 * servers restart), short enough that a device down in working hours is not found by a customer.
 */
export const DEFAULT_AFTER_MINUTES = 5;

/** The reason the device's own logout carries (the dashboard's button, `POST /admin/devices/:id/logout`): asked for, so no alert. */
export const ASKED_LOGOUT = 'logout';

export type StatusChange = { previous: DeviceStatus; status: DeviceStatus; reason: string | null; at: number };
export type OpenIncident = { kind: IncidentKind; raised: boolean };

export type IncidentStep = { do: 'nothing' } | { do: 'end' } | { do: 'open'; kind: IncidentKind; dueAt: number; endOpen: boolean };

/** What `change` does to the device's open incident (`open`: null when there is none); `afterMs`: the workspace's wait. */
export function incidentStep(change: StatusChange, open: OpenIncident | null, afterMs: number): IncidentStep {
  const { previous, status, reason, at } = change;
  if (status === 'CONNECTED') return open ? { do: 'end' } : { do: 'nothing' };
  if (status === 'LOGGED_OUT') {
    // Someone of the workspace logged it out: nothing to tell them, and nothing left to wait for.
    if (reason === ASKED_LOGOUT) return open ? { do: 'end' } : { do: 'nothing' };
    if (open?.kind === 'logged-out') return { do: 'nothing' };
    // WhatsApp logged it out (or the phone unlinked it): at once, even over a disconnection already told.
    return { do: 'open', kind: 'logged-out', dueAt: at, endOpen: open !== null };
  }
  // DISCONNECTED, CONNECTING or QR: the wait starts when the device leaves CONNECTED, and a device
  // trying again and again (DISCONNECTED, CONNECTING, DISCONNECTED…) stays in the one incident.
  if (open || previous !== 'CONNECTED') return { do: 'nothing' };
  return { do: 'open', kind: 'disconnected', dueAt: at + afterMs, endOpen: false };
}

/** An alert not sent by this many attempts is given up (the banner stays until the device connects). */
export const MAX_ATTEMPTS = 5;

/** The wait after a failed attempt `n` (1, 2, 4, 8 minutes). */
export function retryDelayMs(attempt: number): number {
  return 60_000 * 2 ** Math.max(0, attempt - 1);
}
