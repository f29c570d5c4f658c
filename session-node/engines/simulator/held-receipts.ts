/**
 * Receipts the simulated server holds for a device across a restart of its session-node, as
 * WhatsApp holds a linked device's receipts while it is offline: with `SIM_SENT_LOG`, a session that
 * starts reads the messages its device sent (by any earlier process) within the last ten minutes,
 * and their receipts come after it connects. A receipt the earlier process already reported is
 * reported again with the same key, which the worker drops as a repeat.
 */
import { existsSync, readFileSync } from 'node:fs';

/** How far back a restarted session looks for receipts still to come. */
export const RECEIPTS_HELD_MS = 10 * 60_000;

export type LoggedSend = { id: string; at: number };

/** The messages `deviceId` sent since `since`, from the sent log (unreadable lines are skipped). */
export function loggedSends(path: string, deviceId: string, since: number): LoggedSend[] {
  if (!existsSync(path)) return [];
  const sends: LoggedSend[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.includes(deviceId)) continue;
    try {
      const entry = JSON.parse(line) as { deviceId?: unknown; id?: unknown; at?: unknown; kind?: unknown };
      if (entry.deviceId !== deviceId || typeof entry.id !== 'string' || typeof entry.at !== 'number') continue;
      if (entry.kind === 'reaction' || entry.at < since) continue;
      sends.push({ id: entry.id, at: entry.at });
    } catch {
      // A line cut short by a killed process.
    }
  }
  return sends;
}

/**
 * The receipts still to come for what `deviceId` sent before this process (see above): each
 * scheduled by `later` at its sent time plus its delay (`ms` below zero: that receipt never comes).
 */
export function heldReceipts(
  sentLog: string,
  deviceId: string,
  delays: { status: 'DELIVERED' | 'READ'; ms: number }[],
  later: (ms: number, run: () => void) => void,
  report: (messageId: string, status: 'DELIVERED' | 'READ') => void,
): void {
  const now = Date.now();
  const receipts = delays.filter((r) => r.ms >= 0);
  for (const { id, at } of loggedSends(sentLog, deviceId, now - RECEIPTS_HELD_MS)) {
    for (const { status, ms } of receipts) later(Math.max(0, at + ms - now), () => report(id, status));
  }
}
