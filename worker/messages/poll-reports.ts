/**
 * Votes on the polls this device sent: the node reports each still encrypted (`poll.vote`); here
 * it is decrypted with the poll's kept secret (`protocol/poll-vote.ts`), the voter's latest vote
 * kept for the tally, and the `poll.vote` event written, in the report's one transaction. A vote
 * for a poll this device does not know, or one that does not decrypt, is dropped with a log line:
 * it can never become readable, so refusing it would only make the node send it again.
 */
import { decryptPollVote, type ReportData } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import type { ReportContext, SessionEvents } from '../kernel/session-events';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { iso } from '../shared/time';
import type { PollStore } from './poll-store';
import type { RecordStore } from './record-store';

/** A vote opened before its report's transaction (WebCrypto is asynchronous; a transaction is not). */
export type OpenedVote = { selected: string[]; recordId: string } | null;

export class PollReports {
  constructor(
    private readonly polls: PollStore,
    private readonly records: RecordStore,
    private readonly events: Subscriber<SessionEvents> & Emitter<OutboxEvents>,
  ) {
    // `prepared` is what `open` made of this vote before its transaction (SessionReports calls it).
    events.on('reported.poll.vote', ({ data, context, prepared }) => this.vote(data, prepared as OpenedVote, context));
  }

  /** The option texts the vote chose, or null (logged) when it cannot be read. */
  async open(r: ReportData<'poll.vote'>): Promise<OpenedVote> {
    const poll = this.polls.get(r.pollMessageId);
    if (!poll) {
      console.warn(`poll vote ${r.id} dropped: poll ${r.pollMessageId} is not one this device sent`);
      return null;
    }
    const selected = await decryptPollVote({ ...r, secret: poll.secret, options: poll.options });
    if (selected === null) {
      console.warn(`poll vote ${r.id} on ${r.pollMessageId} dropped: it does not decrypt with the poll's secret`);
      return null;
    }
    return { selected, recordId: poll.recordId };
  }

  /** Call inside the report's `takeOnce`, with what `open` made of it. */
  vote(r: ReportData<'poll.vote'>, opened: OpenedVote, { device, key, now }: ReportContext): void {
    if (!opened) return;
    const voter = r.from ?? r.lid ?? r.voterJids[0] ?? r.id;
    this.polls.vote(r.pollMessageId, voter, opened.selected, r.timestamp);
    // An open inbox page shows the poll's tally: it is told, as of a change of the poll's record.
    this.records.touched(opened.recordId);
    const data = {
      id: r.id,
      pollMessageId: r.pollMessageId,
      recordId: opened.recordId,
      from: r.from,
      lid: r.lid,
      selected: opened.selected,
      timestamp: iso(r.timestamp),
    };
    this.events.emit('poll.vote', { device, data, key, at: r.timestamp, now });
  }
}
