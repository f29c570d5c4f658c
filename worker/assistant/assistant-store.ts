/**
 * A device's assistant in its Durable Object's SQLite (`object-tables.ts`): its settings, the
 * turns it queued (one per contact, pushed back by each new message of the burst), each
 * conversation's counters, and the calls it made.
 */
import { ASSISTANT_EDGES_MS, bucketOf } from '../reports/histogram';
import { addAll, type HandOverCause, METRIC } from '../reports/report-counters';
import { type AssistantSettings, assistantSettingsSchema, DEFAULT_ASSISTANT_SETTINGS } from './settings-schema';

export type QueuedTurn = { contact: string; dueAt: number; version: number; attempts: number; pushName: string | null; createdAt: number };
export type Thread = {
  contact: string;
  day: string;
  answers: number;
  turns: number;
  handedOverAt: number | null;
  lastAnswer: string | null;
};
export type CallRecord = { contact: string; at: number; outcome: string; promptTokens: number; completionTokens: number; ms: number };

type TurnRow = { contact: string; due_at: number; version: number; attempts: number; push_name: string | null; created_at: number };
type ThreadRow = {
  contact: string;
  day: string;
  answers: number;
  turns: number;
  handed_over_at: number | null;
  last_answer: string | null;
};

/** The UTC day of `at`, as the counters name it. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

export class AssistantStore {
  private settingsMemo: AssistantSettings | null = null;
  private queuedMemo: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  private get sql(): SqlStorage {
    return this.storage.sql;
  }

  /** Read on every received message: kept until it is written again. */
  settings(): AssistantSettings {
    if (this.settingsMemo) return this.settingsMemo;
    const row = this.sql.exec<{ v: string }>(`SELECT v FROM assistant_config WHERE k = 'settings'`).toArray()[0];
    const parsed = row ? assistantSettingsSchema.safeParse(JSON.parse(row.v)) : null;
    this.settingsMemo = parsed?.success ? parsed.data : DEFAULT_ASSISTANT_SETTINGS;
    return this.settingsMemo;
  }

  setSettings(settings: AssistantSettings): void {
    this.settingsMemo = null;
    this.sql.exec(
      `INSERT INTO assistant_config (k, v) VALUES ('settings', ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v`,
      JSON.stringify(settings),
    );
  }

  /** Queues (or pushes back) the contact's turn to `dueAt`; call inside the received message's transaction. */
  queue(contact: string, dueAt: number, now: number, pushName: string | null): void {
    this.queuedMemo = true;
    this.sql.exec(
      `INSERT INTO assistant_turns (contact, due_at, version, attempts, push_name, created_at) VALUES (?, ?, 1, 0, ?, ?)
       ON CONFLICT (contact) DO UPDATE SET due_at = MAX(due_at, excluded.due_at), version = version + 1, attempts = 0,
         push_name = COALESCE(excluded.push_name, push_name)`,
      contact,
      dueAt,
      pushName,
      now,
    );
  }

  turn(contact: string): QueuedTurn | null {
    const row = this.sql.exec<TurnRow>(`SELECT * FROM assistant_turns WHERE contact = ?`, contact).toArray()[0];
    return row ? toTurn(row) : null;
  }

  nextDue(now: number): QueuedTurn | null {
    const row = this.sql
      .exec<TurnRow>(`SELECT * FROM assistant_turns WHERE due_at <= ? ORDER BY due_at, contact LIMIT 1`, now)
      .toArray()[0];
    return row ? toTurn(row) : null;
  }

  /** Tried again at `at` after a failure, if no new message changed the turn meanwhile. */
  retry(turn: QueuedTurn, at: number): void {
    this.sql.exec(
      `UPDATE assistant_turns SET due_at = MAX(due_at, ?), attempts = attempts + 1 WHERE contact = ? AND version = ?`,
      at,
      turn.contact,
      turn.version,
    );
  }

  /** Put off to `at` (the device cannot send now). */
  postpone(contact: string, at: number): void {
    this.sql.exec(`UPDATE assistant_turns SET due_at = MAX(due_at, ?) WHERE contact = ?`, at, contact);
  }

  /** Answered or given up: gone, unless a newer message queued it again (`version`). */
  done(turn: Pick<QueuedTurn, 'contact' | 'version'>): void {
    this.queuedMemo = null;
    this.sql.exec(`DELETE FROM assistant_turns WHERE contact = ? AND version = ?`, turn.contact, turn.version);
  }

  drop(contact: string): void {
    this.queuedMemo = null;
    this.sql.exec(`DELETE FROM assistant_turns WHERE contact = ?`, contact);
  }

  earliestDue(): number | null {
    return this.sql.exec<{ t: number | null }>(`SELECT MIN(due_at) AS t FROM assistant_turns`).one().t;
  }

  anyQueued(): boolean {
    this.queuedMemo ??= this.sql.exec(`SELECT 1 FROM assistant_turns LIMIT 1`).toArray().length > 0;
    return this.queuedMemo;
  }

  /** The conversation's counters, today's answers reset on a new day. */
  thread(contact: string, now: number): Thread {
    const row = this.sql.exec<ThreadRow>(`SELECT * FROM assistant_threads WHERE contact = ?`, contact).toArray()[0];
    const day = dayOf(now);
    if (!row) return { contact, day, answers: 0, turns: 0, handedOverAt: null, lastAnswer: null };
    return {
      contact,
      day,
      answers: row.day === day ? row.answers : 0,
      turns: row.turns,
      handedOverAt: row.handed_over_at,
      lastAnswer: row.last_answer,
    };
  }

  /** An answer was written (inside its record's transaction): counted, remembered for the echo guard. */
  answered(contact: string, text: string, now: number): void {
    const t = this.thread(contact, now);
    this.sql.exec(
      `INSERT INTO assistant_threads (contact, day, answers, turns, handed_over_at, last_answer) VALUES (?, ?, ?, ?, NULL, ?)
       ON CONFLICT (contact) DO UPDATE SET day = excluded.day, answers = excluded.answers, turns = excluded.turns, last_answer = excluded.last_answer`,
      contact,
      t.day,
      t.answers + 1,
      t.turns + 1,
      text,
    );
  }

  /** Handed to a person for `cause`, counted for the reports; call inside the hand-over's transaction. */
  handedOver(contact: string, now: number, cause: HandOverCause): void {
    const t = this.thread(contact, now);
    addAll(this.sql, now, [[METRIC.assistantHandover, '', cause, 1]]);
    this.sql.exec(
      `INSERT INTO assistant_threads (contact, day, answers, turns, handed_over_at, last_answer) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (contact) DO UPDATE SET handed_over_at = excluded.handed_over_at`,
      contact,
      t.day,
      t.answers,
      t.turns,
      now,
      t.lastAnswer,
    );
  }

  /** The conversation was resolved: the assistant may answer again, its turns counted afresh. */
  resolved(contact: string): void {
    this.sql.exec(`UPDATE assistant_threads SET turns = 0, handed_over_at = NULL WHERE contact = ?`, contact);
  }

  /** The call, and the report counters of its outcome, tokens and time, in one transaction. */
  recordCall(call: CallRecord): void {
    this.storage.transactionSync(() => {
      this.insertCall(call);
      addAll(this.sql, call.at, [
        [METRIC.assistant, '', call.outcome, 1],
        [METRIC.assistantTime, '', String(bucketOf(ASSISTANT_EDGES_MS, call.ms)), 1],
        [METRIC.assistantUsage, '', 'prompt', call.promptTokens],
        [METRIC.assistantUsage, '', 'completion', call.completionTokens],
        [METRIC.assistantUsage, '', 'ms', call.ms],
      ]);
    });
  }

  private insertCall(call: CallRecord): void {
    this.sql.exec(
      `INSERT INTO assistant_calls (contact, at, outcome, prompt_tokens, completion_tokens, ms) VALUES (?, ?, ?, ?, ?, ?)`,
      call.contact,
      call.at,
      call.outcome,
      call.promptTokens,
      call.completionTokens,
      call.ms,
    );
  }

  calls(limit = 100): CallRecord[] {
    return this.sql
      .exec<{ contact: string; at: number; outcome: string; prompt_tokens: number; completion_tokens: number; ms: number }>(
        `SELECT * FROM assistant_calls ORDER BY id DESC LIMIT ?`,
        limit,
      )
      .toArray()
      .map((r) => ({
        contact: r.contact,
        at: r.at,
        outcome: r.outcome,
        promptTokens: r.prompt_tokens,
        completionTokens: r.completion_tokens,
        ms: r.ms,
      }));
  }
}

const toTurn = (r: TurnRow): QueuedTurn => ({
  contact: r.contact,
  dueAt: r.due_at,
  version: r.version,
  attempts: r.attempts,
  pushName: r.push_name,
  createdAt: r.created_at,
});
