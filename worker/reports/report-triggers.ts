/**
 * The triggers that keep the report counters (`report-counters.ts`) as the device's records,
 * conversations and campaign recipients change: whatever code path writes them, the counters
 * move in the same statement. Hours are the change's own time columns (set from the object's
 * clock), never SQLite's `now`, so the test clock holds for them too.
 */
import { bucketSql, RESPONSE_EDGES_MS } from './histogram';
import { bumpSql, createReportTables, lit, METRIC } from './report-counters';

/** A record status's place in the funnel (FAILED stands apart). */
const rank = (status: string) =>
  `(CASE ${status} WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END)`;

/** The counters a record's move from `before` (SQL) to NEW.status moves: each funnel step it passed, or a failure. */
function receipts(before: string): string {
  const at = 'NEW.updated_at';
  const subject = 'NEW.broadcast_id';
  const passed = (step: string, r: number) =>
    bumpSql({ at, metric: METRIC.receipts, subject, dim: lit(step), when: `${rank(before)} < ${r} AND ${rank('NEW.status')} >= ${r}` });
  return [
    passed('sent', 1),
    passed('delivered', 2),
    passed('read', 3),
    passed('played', 4),
    bumpSql({ at, metric: METRIC.receipts, subject, dim: lit('failed'), when: `NEW.status = 'FAILED' AND ${before} IS NOT 'FAILED'` }),
    bumpSql({
      at,
      metric: METRIC.failures,
      subject,
      dim: 'SUBSTR(NEW.error, 1, 120)',
      when: `NEW.status = 'FAILED' AND ${before} IS NOT 'FAILED'`,
    }),
  ].join('\n');
}

const SOURCE_DIM = `(CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END)`;

/** `live`: the condition that leaves imported history out (from migration 0010 on, which adds the column). */
function recordTriggers(sql: SqlStorage, live = '1'): void {
  // Records imported from the account's history are no traffic of the reports' time: not counted.
  sql.exec(`CREATE TRIGGER IF NOT EXISTS records_reported AFTER INSERT ON records WHEN ${live} BEGIN
      ${bumpSql({
        at: 'NEW.created_at',
        metric: METRIC.messages,
        subject: `CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END`,
        dim: SOURCE_DIM,
      })}
      ${bumpSql({ at: 'NEW.created_at', metric: METRIC.chatbot, subject: 'NEW.rule_id', dim: lit('fired'), when: `NEW.source = 'CHATBOT'` })}
      ${bumpSql({
        at: 'NEW.created_at',
        metric: METRIC.firstResponse,
        subject: 'NEW.member_id',
        dim: bucketSql(RESPONSE_EDGES_MS, 'MAX(0, NEW.created_at - w.opened_at)'),
        from: 'report_waits w',
        when: `NEW.source = 'DASHBOARD' AND w.contact = NEW.contact AND w.answered = 0`,
      })}
      UPDATE report_waits SET answered = 1 WHERE NEW.source = 'DASHBOARD' AND contact = NEW.contact AND answered = 0;
    END`);
  // A record written already past PENDING (a message sent from the phone) counts its steps as it lands.
  sql.exec(`CREATE TRIGGER IF NOT EXISTS records_reported_sent AFTER INSERT ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND ${live} BEGIN
      ${receipts(`'PENDING'`)}
    END`);
  sql.exec(`CREATE TRIGGER IF NOT EXISTS records_reported_status AFTER UPDATE OF status ON records
    WHEN NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status BEGIN
      ${receipts('OLD.status')}
    END`);
}

/** A conversation (re)opened: counted, and its clock started (an agent owes an answer when a received message opened it). */
function opened(at: string): string {
  return `${bumpSql({ at, metric: METRIC.conversations, dim: lit('opened') })}
    ${bumpSql({ at, metric: METRIC.conversations, dim: lit('inbound'), when: `NEW.last_direction = 'INBOUND'` })}
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered)
      VALUES (NEW.contact, NEW.last_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END);`;
}

function conversationTriggers(sql: SqlStorage): void {
  sql.exec(`CREATE TRIGGER IF NOT EXISTS conversations_reported AFTER INSERT ON conversations BEGIN ${opened('NEW.created_at')} END`);
  sql.exec(`CREATE TRIGGER IF NOT EXISTS conversations_reported_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' BEGIN ${opened('NEW.updated_at')} END`);
  const resolvedAt = 'COALESCE(NEW.resolved_at, NEW.updated_at)';
  sql.exec(`CREATE TRIGGER IF NOT EXISTS conversations_reported_resolve AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'OPEN' AND NEW.status = 'RESOLVED' BEGIN
      ${bumpSql({ at: resolvedAt, metric: METRIC.conversations, subject: 'NEW.assignee', dim: lit('resolved') })}
      ${bumpSql({
        at: resolvedAt,
        metric: METRIC.resolution,
        subject: 'NEW.assignee',
        dim: bucketSql(RESPONSE_EDGES_MS, `MAX(0, ${resolvedAt} - w.opened_at)`),
        from: 'report_waits w',
        when: 'w.contact = NEW.contact',
      })}
      DELETE FROM report_waits WHERE contact = NEW.contact;
    END`);
  handoverTrigger(sql);
}

/**
 * Whether the bot answered `contact` (SQL) since its conversation last opened (`report_waits`; for
 * one open before the counters, ever): one index range of the contact's records from that time, so
 * a bot's answer in an earlier, resolved conversation is not this one's.
 */
export const botAnsweredSinceOpened = (contact: string) =>
  `EXISTS (SELECT 1 FROM records r WHERE r.contact = ${contact} AND r.source = 'CHATBOT'
    AND r.created_at >= COALESCE((SELECT w.opened_at FROM report_waits w WHERE w.contact = ${contact}), 0))`;

/**
 * The bot hands a conversation over when an agent answers where it had answered, in an open
 * conversation only: an agent's message to a resolved one (a follow-up) reopens nothing and takes
 * nothing from the bot, and with no wait row there the fallback above would read the bot's answers
 * from the start of time.
 */
function handoverTrigger(sql: SqlStorage): void {
  sql.exec(`CREATE TRIGGER IF NOT EXISTS conversations_reported_handover AFTER UPDATE OF handed_over ON conversations
    WHEN OLD.handed_over = 0 AND NEW.handed_over = 1 AND NEW.status = 'OPEN' BEGIN
      ${bumpSql({ at: 'NEW.updated_at', metric: METRIC.chatbot, dim: lit('handover'), when: botAnsweredSinceOpened('NEW.contact') })}
    END`);
}

function campaignTriggers(sql: SqlStorage): void {
  const skipped = bumpSql({ at: 'NEW.updated_at', metric: METRIC.campaignSkipped, subject: 'NEW.broadcast_id', dim: 'NEW.reason' });
  sql.exec(`CREATE TRIGGER IF NOT EXISTS broadcast_recipients_reported AFTER INSERT ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' BEGIN ${skipped} END`);
  sql.exec(`CREATE TRIGGER IF NOT EXISTS broadcast_recipients_reported_skip AFTER UPDATE OF status ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' AND OLD.status IS NOT 'SKIPPED' BEGIN ${skipped} END`);
  replyTrigger(sql);
}

/**
 * When `phone` last wrote (SQL): its newest received record, read from the newest end of its
 * records (the reply just written is met first), not by walking all of them for a MAX.
 */
export const lastReceivedAt = (phone: string) =>
  `(SELECT r.created_at FROM records r WHERE r.contact = ${phone} AND r.direction = 'INBOUND' ORDER BY r.created_at DESC LIMIT 1)`;

/** A campaign's reply, counted at its time: the received record that set it was written just before. */
function replyTrigger(sql: SqlStorage): void {
  sql.exec(`CREATE TRIGGER IF NOT EXISTS broadcast_recipients_reported_reply AFTER UPDATE OF replied ON broadcast_recipients
    WHEN OLD.replied = 0 AND NEW.replied = 1 BEGIN
      ${bumpSql({ at: `COALESCE(${lastReceivedAt('NEW.phone')}, NEW.updated_at)`, metric: METRIC.campaign, subject: 'NEW.broadcast_id', dim: lit('replied') })}
    END`);
}

/**
 * Migration 0008: the hand-over and reply triggers as they are now (a hand-over only in an open
 * conversation where the bot answered since it opened; a reply's time read from the newest end of
 * the contact's records). Dropped and made again, so it runs alike on an object whose 0007 made
 * either trigger by any earlier code.
 */
/** Migration 0010: the record and conversation triggers leave imported history out (they read `history`, which 0010 adds first). */
export function skipHistoryInReports(sql: SqlStorage): void {
  sql.exec('DROP TRIGGER IF EXISTS records_reported');
  sql.exec('DROP TRIGGER IF EXISTS records_reported_sent');
  sql.exec('DROP TRIGGER IF EXISTS records_reported_status');
  recordTriggers(sql, 'NEW.history = 0');
  // A conversation the history makes starts resolved: it opened nothing today and waits for no answer.
  sql.exec('DROP TRIGGER IF EXISTS conversations_reported');
  sql.exec(
    `CREATE TRIGGER conversations_reported AFTER INSERT ON conversations WHEN NEW.status = 'OPEN' BEGIN ${opened('NEW.created_at')} END`,
  );
}

export function reviseReportTriggers(sql: SqlStorage): void {
  sql.exec('DROP TRIGGER IF EXISTS conversations_reported_handover');
  sql.exec('DROP TRIGGER IF EXISTS broadcast_recipients_reported_reply');
  handoverTrigger(sql);
  replyTrigger(sql);
}

/** The device object's migration: the counters' tables and triggers (counting from now; what came before is not replayed). */
export function addReportCounters(sql: SqlStorage): void {
  createReportTables(sql);
  recordTriggers(sql);
  conversationTriggers(sql);
  campaignTriggers(sql);
}
