/**
 * A device's report counters, kept in its Durable Object as the events happen: `report_hours` holds
 * one row per UTC hour, metric, subject (an agent, a campaign, a webhook, a chatbot rule, or '')
 * and dimension (a source, a receipt status, a reason, a histogram bucket), with its count. Rows
 * are moved by SQLite triggers (`report-triggers.ts`) in the statement that changes what they
 * count, or by `bump` inside the transaction of the change, so a count and its change are one
 * write; each row's D1 copy is queued by a trigger too (`mirrorTriggers`), and the copy carries the
 * row's total, not an increment, so a mirror batch that is written twice counts once.
 */

/** The D1 table the counters are queued for (see `report-mirror.ts`). */
export const REPORTS = 'reports';

export const HOUR_MS = 3_600_000;

/** The metrics, as the triggers and the readers name them. */
export const METRIC = {
  /** dim: inbound | api | agent | broadcast | chatbot; subject: the agent for `agent`. */
  messages: 'messages',
  /** dim: sent | delivered | read | played | failed; subject: the campaign, or ''. */
  receipts: 'receipts',
  /** dim: the failure's reason; subject: the campaign, or ''. */
  failures: 'failures',
  /** dim: opened | inbound (opened by a received message) | resolved; subject: the assignee for `resolved`. */
  conversations: 'conversations',
  /** dim: histogram bucket; subject: the agent who answered. */
  firstResponse: 'first_response',
  /** dim: histogram bucket; subject: the assignee, or ''. */
  resolution: 'resolution',
  /** dim: replied; subject: the campaign. */
  campaign: 'campaign',
  /** dim: the reason; subject: the campaign. */
  campaignSkipped: 'campaign_skipped',
  /** dim: deliveries | delivered | attempts | succeeded; subject: the webhook. */
  webhook: 'webhook',
  /** dim: timeout | refused | tls | dns | status | other; subject: the webhook. */
  webhookFailures: 'webhook_failures',
  /** dim: latency bucket; subject: the webhook. */
  webhookLatency: 'webhook_latency',
  /** dim: fired (subject: the rule) | handover (subject ''). */
  chatbot: 'chatbot',
  /**
   * What kept the number working or shows it failing (`health/`): dim identity-changed |
   * retry-asked | undecryptable (a contact's session mended), no-pong | no-ack (a stalled socket
   * replaced), undelivered (a message WhatsApp took and never delivered, or refused later).
   */
  health: 'health',
  /** dim: the score, 1..5; subject: the agent credited (`ratings/`), or ''. */
  rating: 'rating',
  /** dim: opened (a conversation the device started) | replied (the contact answered it). */
  started: 'started',
  /**
   * dim: opened (a conversation opened carrying the label, or given it while open: once an opening)
   * | resolved (resolved carrying it); subject: the label (`label-triggers.ts`).
   */
  label: 'label',
  /** dim: histogram bucket; subject: a label the conversation carried when an agent first answered. */
  labelFirstResponse: 'label_first_response',
  /** dim: histogram bucket; subject: a label the conversation carried when it was resolved. */
  labelResolution: 'label_resolution',
  /** dim: the call's outcome (answer | tool | summary | a failure's kind); one per call to the model (`assistant/`). */
  assistant: 'assistant',
  /** dim: prompt | completion (tokens) | ms (time waited): sums over the calls, moved by each call's figures. */
  assistantUsage: 'assistant_usage',
  /** dim: histogram bucket (`ASSISTANT_EDGES_MS`) of a call's time. */
  assistantTime: 'assistant_time',
  /** dim: why the assistant handed a conversation to a person (`HAND_OVER_CAUSES`). */
  assistantHandover: 'assistant_handover',
} as const;

/** The `health` causes that are a contact's session mended, and those that are a stalled socket replaced. */
export const MEND_CAUSES = ['identity-changed', 'retry-asked', 'undecryptable'] as const;
export const STALL_CAUSES = ['no-pong', 'no-ack'] as const;

/**
 * Why the assistant handed a conversation over: the model asked to (`hand_over`: the customer asked
 * for a person, or it cannot help), a conversation's daily answers or its turns without resolution
 * used up, the workspace's token budget used up, no provider (or its key unreadable), the provider
 * failing past its retries, no answer from the model, or tool calls that never ended in one.
 */
export const HAND_OVER_CAUSES = [
  'model',
  'daily-answers',
  'turns',
  'token-budget',
  'no-provider',
  'provider-failing',
  'no-answer',
  'tool-rounds',
] as const;
export type HandOverCause = (typeof HAND_OVER_CAUSES)[number];

/** An SQL string literal. */
export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

export type Bump = {
  /** When it happened, ms (SQL). */
  at: string;
  metric: string;
  subject?: string;
  dim: string;
  /** Only where this holds (SQL). */
  when?: string;
  /** Tables the expressions read besides NEW/OLD (SQL, e.g. `report_waits w`). */
  from?: string;
};

/** One counter moved by one, as a statement for a trigger's body; every expression is SQL (`lit` for constants). */
export function bumpSql(b: Bump): string {
  const [h, m, s, d] = [
    `(${b.at}) / ${HOUR_MS} * ${HOUR_MS}`,
    lit(b.metric),
    `COALESCE(${b.subject ?? "''"}, '')`,
    `COALESCE(${b.dim}, 'unknown')`,
  ];
  if (b.from === undefined && b.when === undefined && ![b.at, b.subject ?? '', b.dim].some((e) => /\bSELECT\b/i.test(e))) {
    // One row from NEW's own columns: a row of VALUES, where a row selected from a subquery cost
    // SQLite a co-routine for it (4–7 % of a send's statements, measured on a copy of the tables).
    // Its parts are written twice (the key, the columns): only where none reads a table. Each part
    // in brackets in the key: `||` binds tighter than `/` and `*`.
    return `INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      VALUES ((${h}) || '|' || ${m} || '|' || (${s}) || '|' || (${d}), ${h}, ${m}, ${s}, ${d}, 1)
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;`;
  }
  const inner = `SELECT ${h} AS h, ${m} AS m, ${s} AS s,
      ${d} AS d ${b.from ? `FROM ${b.from}` : ''} WHERE ${b.when ?? '1'}`;
  return `INSERT INTO report_hours (key, hour, metric, subject, dim, n)
      SELECT h || '|' || m || '|' || s || '|' || d, h, m, s, d, 1 FROM (${inner}) WHERE 1
      ON CONFLICT (key) DO UPDATE SET n = n + excluded.n;`;
}

/** One counter moved by one from code; call inside the transaction of what it counts. */
export function bump(sql: SqlStorage, at: number, metric: string, subject: string, dim: string): void {
  bumpAll(sql, at, [[metric, subject, dim]]);
}

/** Statements moving 1 to 5 counters at once, by their number of rows. */
const BUMPS = Array.from(
  { length: 6 },
  (_, rows) =>
    `INSERT INTO report_hours (key, hour, metric, subject, dim, n) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, 1)').join(', ')}
     ON CONFLICT (key) DO UPDATE SET n = n + 1`,
);

/**
 * Statements adding to 1 to 10 counters at once, each by its own amount (the webhook attempts that
 * end together move up to ten).
 */
const ADDS = Array.from(
  { length: 11 },
  (_, rows) =>
    `INSERT INTO report_hours (key, hour, metric, subject, dim, n) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?)').join(', ')}
     ON CONFLICT (key) DO UPDATE SET n = n + excluded.n`,
);

/**
 * Counters of the same hour, each `[metric, subject, dim, amount]`, each moved by its amount in one
 * statement (sums such as tokens used, beside counts); call inside the transaction of what they count.
 */
export function addAll(sql: SqlStorage, at: number, counters: readonly (readonly [string, string, string, number])[]): void {
  if (counters.length === 0) return;
  const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
  const most = ADDS.length - 1;
  if (counters.length > most) {
    for (let i = 0; i < counters.length; i += most) addAll(sql, at, counters.slice(i, i + most));
    return;
  }
  sql.exec(
    ADDS[counters.length] as string,
    ...counters.flatMap(([metric, subject, dim, amount]) => [`${hour}|${metric}|${subject}|${dim}`, hour, metric, subject, dim, amount]),
  );
}

/**
 * Counters of the same hour, each `[metric, subject, dim]`, moved by one in one statement (one
 * statement each cost a transaction more than its own writes); call inside the transaction of
 * what they count.
 */
export function bumpAll(sql: SqlStorage, at: number, counters: readonly (readonly [string, string, string])[]): void {
  if (counters.length === 0) return;
  const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
  const statement = BUMPS[counters.length];
  if (!statement) {
    for (const counter of counters) bumpAll(sql, at, [counter]);
    return;
  }
  sql.exec(statement, ...counters.flatMap(([metric, subject, dim]) => [`${hour}|${metric}|${subject}|${dim}`, hour, metric, subject, dim]));
}
