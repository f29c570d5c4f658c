/**
 * The polls a device sent, kept in its Durable Object: each poll's secret and option texts, which
 * decrypt its votes (`protocol/poll-vote.ts` says why the worker keeps them, not the node), and the
 * latest vote of each voter, from which its tally is read. The secret never leaves the object: D1's
 * copy of a poll's record has its question only.
 */

export type KeptPoll = { messageId: string; recordId: string; secret: string; options: string[]; multipleAnswers: boolean };

/** A poll's count per option, in the poll's order, from each voter's latest vote. */
export type PollTally = {
  pollMessageId: string;
  recordId: string;
  options: { option: string; votes: number }[];
  voters: { voter: string; selected: string[]; at: number }[];
};

type PollRow = { message_id: string; record_id: string; secret: string; options: string; multiple: number };
type VoteRow = { voter: string; selected: string; at: number };

export class PollStore {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** Keeps a sent poll; call inside the transaction that settles its record. */
  keep(poll: KeptPoll, now: number): void {
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO polls (message_id, record_id, secret, options, multiple, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      poll.messageId,
      poll.recordId,
      poll.secret,
      JSON.stringify(poll.options),
      poll.multipleAnswers ? 1 : 0,
      now,
    );
  }

  get(messageId: string): KeptPoll | null {
    const row = this.storage.sql.exec<PollRow>(`SELECT * FROM polls WHERE message_id = ?`, messageId).toArray()[0];
    return row ? toPoll(row) : null;
  }

  byRecord(recordId: string): KeptPoll | null {
    const row = this.storage.sql.exec<PollRow>(`SELECT * FROM polls WHERE record_id = ?`, recordId).toArray()[0];
    return row ? toPoll(row) : null;
  }

  /**
   * A voter's vote replaces their earlier one (WhatsApp sends the whole selection each time; an
   * empty one withdraws the vote); a vote older than the one kept is ignored (reports may repeat).
   */
  vote(pollMessageId: string, voter: string, selected: readonly string[], at: number): void {
    this.storage.sql.exec(
      `INSERT INTO poll_votes (poll_message_id, voter, selected, at) VALUES (?, ?, ?, ?)
       ON CONFLICT (poll_message_id, voter) DO UPDATE SET selected = excluded.selected, at = excluded.at WHERE excluded.at >= poll_votes.at`,
      pollMessageId,
      voter,
      JSON.stringify(selected),
      at,
    );
  }

  tally(poll: KeptPoll): PollTally {
    const votes = this.storage.sql
      .exec<VoteRow>(`SELECT voter, selected, at FROM poll_votes WHERE poll_message_id = ? ORDER BY at`, poll.messageId)
      .toArray()
      .map((row) => ({ voter: row.voter, selected: JSON.parse(row.selected) as string[], at: row.at }));
    const counts = new Map(poll.options.map((option) => [option, 0]));
    for (const vote of votes) for (const option of vote.selected) counts.set(option, (counts.get(option) ?? 0) + 1);
    return {
      pollMessageId: poll.messageId,
      recordId: poll.recordId,
      options: poll.options.map((option) => ({ option, votes: counts.get(option) ?? 0 })),
      voters: votes.filter((vote) => vote.selected.length > 0),
    };
  }
}

function toPoll(row: PollRow): KeptPoll {
  return {
    messageId: row.message_id,
    recordId: row.record_id,
    secret: row.secret,
    options: JSON.parse(row.options) as string[],
    multipleAnswers: row.multiple === 1,
  };
}
