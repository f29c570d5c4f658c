/**
 * A device's chatbot in its Durable Object's SQLite: its rules and settings, the replies it queued
 * (each written with the received message that fired it, and gone in the transaction that writes
 * the reply's record, so a restart neither loses nor repeats one), and the replies it made lately
 * (for its rate limit and its echo guard).
 */
import type { OutgoingContent } from '../../protocol';
import { DEFAULT_SETTINGS, type Rule, type Settings } from './rule-schema';

export type QueuedReply = {
  id: string;
  contact: string;
  ruleId: string;
  text: string;
  content: OutgoingContent;
  createdAt: number;
  attempts: number;
};

type QueueRow = { id: string; contact: string; rule_id: string; text: string; content: string; created_at: number; attempts: number };

/** Replies remembered for the rate limit and the echo guard. */
const REMEMBER_MS = 10 * 60_000;

export class ChatbotStore {
  private queuedMemo: boolean | null = null;

  constructor(private readonly storage: DurableObjectStorage) {}

  rules(): Rule[] {
    return [...(this.read<Rule[]>('rules') ?? [])];
  }

  setRules(rules: Rule[]): void {
    this.write('rules', rules);
  }

  settings(): Settings {
    return { ...DEFAULT_SETTINGS, ...(this.read<Partial<Settings>>('settings') ?? {}) };
  }

  setSettings(settings: Settings): void {
    this.write('settings', settings);
  }

  /** Queues a reply and remembers it was made; call inside the received message's transaction. */
  enqueue(reply: QueuedReply): void {
    this.queuedMemo = null;
    this.storage.sql.exec(
      `INSERT INTO chatbot_queue (id, contact, rule_id, text, content, created_at, attempts, next_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)`,
      reply.id,
      reply.contact,
      reply.ruleId,
      reply.text,
      JSON.stringify(reply.content),
      reply.createdAt,
      reply.createdAt,
    );
    this.storage.sql.exec(`INSERT INTO chatbot_replies (contact, text, at) VALUES (?, ?, ?)`, reply.contact, reply.text, reply.createdAt);
    this.storage.sql.exec(`DELETE FROM chatbot_replies WHERE at < ?`, reply.createdAt - REMEMBER_MS);
  }

  /** The oldest reply due at `now`. */
  nextDue(now: number): QueuedReply | null {
    const row = this.storage.sql
      .exec<QueueRow>(`SELECT * FROM chatbot_queue WHERE next_at <= ? ORDER BY created_at, id LIMIT 1`, now)
      .toArray()[0];
    return row
      ? {
          id: row.id,
          contact: row.contact,
          ruleId: row.rule_id,
          text: row.text,
          content: JSON.parse(row.content) as OutgoingContent,
          createdAt: row.created_at,
          attempts: row.attempts,
        }
      : null;
  }

  /** Sent (its record written) or given up. */
  remove(id: string): void {
    this.queuedMemo = null;
    this.storage.sql.exec(`DELETE FROM chatbot_queue WHERE id = ?`, id);
  }

  /** Tried again at `at`; `failed` counts an attempt that came to nothing. */
  postpone(at: number, id?: string, failed = false): void {
    this.queuedMemo = null;
    if (id === undefined) this.storage.sql.exec(`UPDATE chatbot_queue SET next_at = MAX(next_at, ?)`, at);
    else this.storage.sql.exec(`UPDATE chatbot_queue SET next_at = ?, attempts = attempts + ? WHERE id = ?`, at, failed ? 1 : 0, id);
  }

  /** Replies that waited only for the device to be able to send are due now (not those backing off after a failure). */
  releaseWaiting(now: number): void {
    this.queuedMemo = null;
    this.storage.sql.exec(`UPDATE chatbot_queue SET next_at = ? WHERE attempts = 0 AND next_at > ?`, now, now);
  }

  earliestDue(): number | null {
    return this.storage.sql.exec<{ t: number | null }>(`SELECT MIN(next_at) AS t FROM chatbot_queue`).one().t;
  }

  /**
   * Whether a reply is queued, kept between the writes that change it: the replies are pumped after
   * every change of the device, and almost always there are none. Asked outside transactions.
   */
  anyQueued(): boolean {
    this.queuedMemo ??= this.queued() > 0;
    return this.queuedMemo;
  }

  queued(): number {
    return this.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM chatbot_queue`).one().n;
  }

  repliesSince(contact: string, since: number): number {
    return this.storage.sql
      .exec<{ n: number }>(`SELECT COUNT(*) AS n FROM chatbot_replies WHERE contact = ? AND at >= ?`, contact, since)
      .one().n;
  }

  /** Whether the bot said exactly this to the contact lately (a message that repeats it is another bot's echo). */
  saidLately(contact: string, text: string, since: number): boolean {
    return (
      this.storage.sql
        .exec(`SELECT 1 FROM chatbot_replies WHERE contact = ? AND text = ? AND at >= ? LIMIT 1`, contact, text, since)
        .toArray().length > 0
    );
  }

  /**
   * The config as last read, by key: every received message asks for the settings, which change
   * only through `write` here. Forgotten on a write, and read again after it (a write whose
   * transaction failed leaves the stored value, which is what is read).
   */
  private readonly config = new Map<string, unknown>();

  private read<T>(key: string): T | null {
    if (this.config.has(key)) return this.config.get(key) as T | null;
    const row = this.storage.sql.exec<{ v: string }>(`SELECT v FROM chatbot_config WHERE k = ?`, key).toArray()[0];
    const value = row ? (JSON.parse(row.v) as T) : null;
    this.config.set(key, value);
    return value;
  }

  private write(key: string, value: unknown): void {
    this.config.delete(key);
    this.storage.sql.exec(
      `INSERT INTO chatbot_config (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v`,
      key,
      JSON.stringify(value),
    );
  }
}
