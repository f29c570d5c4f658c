/**
 * "Not delivered" on a sent message WhatsApp took and never delivered (the delivery watchdog,
 * `messages/delivery-watch.ts`): why, in words, and "sent again" once Kurir sent it once more.
 * The same mark in a conversation's thread and on the Messages page.
 */
import type { MessageRow } from '../../messages/records';
import { Badge, useDashboard } from '../components';

type Marked = Pick<MessageRow, 'direction' | 'status' | 'undeliveredAt' | 'undeliveredReason' | 'resentAt'>;

/** Where a message sent again got to in the end: its receipts are the resend's. */
const ARRIVED = new Set(['DELIVERED', 'READ', 'PLAYED']);

export function UndeliveredMark({ m }: { m: Marked }) {
  const u = useDashboard().var.t.undelivered;
  if (m.direction !== 'OUTBOUND' || m.undeliveredAt === null) return null;
  const code = m.undeliveredReason;
  const arrived = m.resentAt !== null && ARRIVED.has(m.status);
  const why = code === null ? null : (u.reasons[code] ?? (/^\d+$/.test(code) ? u.code(code) : code));
  return (
    <span class={arrived ? 'undelivered arrived' : 'undelivered'} data-undelivered={code ?? ''}>
      {/* Amber once the resend arrived (its ticks say so beside it), red while it has not. */}
      <Badge tone={arrived ? 'warn' : 'bad'} label={u.mark} />
      {why && <span> {why}</span>}
      {m.resentAt !== null && <span data-resent> · {u.resent}</span>}
    </span>
  );
}
