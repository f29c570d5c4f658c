/**
 * Where a new webhook starts in its device's event log. `seq` counts the device's events, not a
 * webhook's deliveries, so a webhook created after three events first gets seq 4; `from` lets its
 * creator say so explicitly ("now"), or ask for the kept events from a past seq first.
 */
import type { Outcome } from '../devices/stub';
import type { EventLog } from '../events/event-log';
import type { EventName, WebhookFrom } from './config';

export type WebhookStart = { fromSeq: number; replay: number[] };

export function webhookStart(
  log: Pick<EventLog, 'nextSeq' | 'oldestSeq' | 'seqsFrom'>,
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
  return { ok: true, value: { fromSeq: from, replay: log.seqsFrom(from, hook.events) } };
}
