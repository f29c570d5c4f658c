/**
 * Where a new webhook starts in its device's event log. `seq` counts the device's events, not a
 * webhook's deliveries, so a webhook created after three events first gets seq 4; `from` lets its
 * creator say so explicitly ("now"), or ask for the kept events from a past seq first.
 */

import type { EventLog } from '../events/event-log';
import type { Outcome } from '../shared/outcome';
import { type EventName, MAX_REPLAY, type WebhookFrom } from './config';

export type WebhookStart = { fromSeq: number; replay: number[] };

export function webhookStart(
  log: Pick<EventLog, 'nextSeq' | 'oldestSeq' | 'seqsFrom' | 'nthNewestSeq'>,
  from: WebhookFrom,
  hook: { events: readonly EventName[]; enabled: boolean },
): Outcome<WebhookStart> {
  const next = log.nextSeq();
  if (from === 'now' || from === next) return { ok: true, value: { fromSeq: next, replay: [] } };
  if (from > next) {
    return { ok: false, status: 400, message: `from: the device's next seq is ${next}; a webhook cannot start after it` };
  }
  const oldest = log.oldestSeq() ?? next;
  if (from < oldest) {
    return {
      ok: false,
      status: 409,
      message: `from: the device keeps its events from seq ${oldest} on; start from ${oldest} or later, or "now"`,
    };
  }
  // A disabled webhook gets no deliveries: the replay would be silently lost.
  if (!hook.enabled) return { ok: false, status: 400, message: 'from: a webhook created disabled cannot replay past events' };
  const replay = log.seqsFrom(from, hook.events, MAX_REPLAY + 1);
  if (replay.length > MAX_REPLAY) {
    const fits = log.nthNewestSeq(hook.events, MAX_REPLAY) ?? next;
    return {
      ok: false,
      status: 400,
      message: `from: a new webhook replays at most ${MAX_REPLAY} events, and from seq ${from} there are more of its kinds; start from seq ${fits} or later, or "now" (GET /events reads the older ones)`,
    };
  }
  return { ok: true, value: { fromSeq: from, replay } };
}
