/**
 * "Not delivered" on a sent message WhatsApp took and never delivered (the delivery watchdog,
 * `messages/delivery-watch.ts`): why, in words, and "sent again" once Kurir sent it once more.
 * The same mark in a conversation's thread and on the Messages page.
 */
import type { MessageRow } from '../../messages/records';
import { Badge, useDashboard } from '../components';

type Marked = Pick<MessageRow, 'direction' | 'undeliveredAt' | 'undeliveredReason' | 'resentAt'>;

export function UndeliveredMark({ m }: { m: Marked }) {
  const u = useDashboard().var.t.undelivered;
  if (m.direction !== 'OUTBOUND' || m.undeliveredAt === null) return null;
  const code = m.undeliveredReason;
  const why = code === null ? null : (u.reasons[code] ?? (/^\d+$/.test(code) ? u.code(code) : code));
  return (
    <span class="undelivered" data-undelivered={code ?? ''}>
      <Badge tone="bad" label={u.mark} />
      {why && <span> {why}</span>}
      {m.resentAt !== null && <span data-resent> · {u.resent}</span>}
    </span>
  );
}
