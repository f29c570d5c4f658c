/**
 * The triggers that keep the report counters (`report-counters.ts`) as the device's records,
 * conversations and campaign recipients change: whatever code path writes them, the counters
 * move in the same statement. Hours are the change's own time columns (set from the object's
 * clock), never SQLite's `now`, so the test clock holds for them too.
 *
 * They are declared here and made by the device object's migrations (drizzle-kit declares no
 * triggers: a custom migration holds them, `0001_create_triggers.sql`); a change of one is a
 * custom migration of its own, and `test/worker/devices/object-migrations.test.ts` fails while the
 * objects' triggers and these differ.
 */

import { mirrorTriggers } from '../shared/d1-mirror';
import { bucketSql, RESPONSE_EDGES_MS } from './histogram';
import { LABEL_TRIGGER, labelsAnswered, labelsOpened, labelsResolved } from './label-triggers';
import { bumpSql, lit, METRIC, REPORTS } from './report-counters';

/** A record status's place in the funnel (FAILED stands apart). */
const rank = (status: string) =>
  `(CASE ${status} WHEN 'SENT' THEN 1 WHEN 'DELIVERED' THEN 2 WHEN 'READ' THEN 3 WHEN 'PLAYED' THEN 4 ELSE 0 END)`;

/**
 * The triggers counting a record's move from `before` (SQL) to NEW.status, one per funnel step it
 * may pass (and one for a failure), each with its step in its WHEN: a move runs the one or two
 * bodies that count it. One trigger holding every step's statement ran all six INSERTs for every
 * receipt, each opening its cursors to count nothing.
 */
function receiptTriggers(name: string, event: string, moved: string, before: string): string[] {
  const at = 'NEW.updated_at';
  const subject = 'NEW.broadcast_id';
  const trigger = (step: string, when: string, body: string) =>
    `CREATE TRIGGER ${name}_${step} ${event} ON records
    WHEN ${moved} AND ${when} BEGIN
      ${body}
    END`;
  const passed = (step: string, r: number) =>
    trigger(
      step,
      `${rank(before)} < ${r} AND ${rank('NEW.status')} >= ${r}`,
      bumpSql({ at, metric: METRIC.receipts, subject, dim: lit(step) }),
    );
  return [
    passed('sent', 1),
    passed('delivered', 2),
    passed('read', 3),
    passed('played', 4),
    trigger(
      'failed',
      `NEW.status = 'FAILED' AND ${before} IS NOT 'FAILED'`,
      `${bumpSql({ at, metric: METRIC.receipts, subject, dim: lit('failed') })}
      ${bumpSql({ at, metric: METRIC.failures, subject, dim: 'SUBSTR(NEW.error, 1, 120)' })}`,
    ),
  ];
}

const SOURCE_DIM = `(CASE NEW.source WHEN 'CONTACT' THEN 'inbound' WHEN 'API' THEN 'api' WHEN 'DASHBOARD' THEN 'agent'
  WHEN 'BROADCAST' THEN 'broadcast' WHEN 'CHATBOT' THEN 'chatbot' ELSE LOWER(NEW.source) END)`;

/**
 * Records imported from the account's history are no traffic of the reports' time: not counted.
 * What only a bot's or an agent's record counts has a trigger of its own, so a send runs none of it.
 */
function recordTriggers(): string[] {
  return [
    `CREATE TRIGGER records_reported AFTER INSERT ON records WHEN NEW.history = 0 BEGIN
      ${bumpSql({
        at: 'NEW.created_at',
        metric: METRIC.messages,
        subject: `CASE WHEN NEW.source = 'DASHBOARD' THEN NEW.member_id END`,
        dim: SOURCE_DIM,
      })}
    END`,
    `CREATE TRIGGER records_reported_bot AFTER INSERT ON records WHEN NEW.history = 0 AND NEW.source = 'CHATBOT' BEGIN
      ${bumpSql({ at: 'NEW.created_at', metric: METRIC.chatbot, subject: 'NEW.rule_id', dim: lit('fired') })}
    END`,
    `CREATE TRIGGER records_reported_answer AFTER INSERT ON records WHEN NEW.history = 0 AND NEW.source = 'DASHBOARD' BEGIN
      ${bumpSql({
        at: 'NEW.created_at',
        metric: METRIC.firstResponse,
        subject: 'NEW.member_id',
        dim: bucketSql(RESPONSE_EDGES_MS, 'MAX(0, NEW.created_at - w.opened_at)'),
        from: 'report_waits w',
        when: `w.contact = NEW.contact AND w.answered = 0`,
      })}
      ${labelsAnswered('MAX(0, NEW.created_at - w.opened_at)')}
      UPDATE report_waits SET answered = 1 WHERE contact = NEW.contact AND answered = 0;
    END`,
    // A record written already past PENDING (a message sent from the phone) counts its steps as it lands.
    ...receiptTriggers(
      'records_reported_sent',
      'AFTER INSERT',
      `NEW.direction = 'OUTBOUND' AND NEW.status NOT IN ('PENDING') AND NEW.history = 0`,
      `'PENDING'`,
    ),
    ...receiptTriggers(
      'records_reported_status',
      'AFTER UPDATE OF status',
      `NEW.direction = 'OUTBOUND' AND NEW.status IS NOT OLD.status`,
      'OLD.status',
    ),
  ];
}

/** A conversation (re)opened: counted, and its clock started (an agent owes an answer when a received message opened it). */
function opened(at: string): string {
  return `${bumpSql({ at, metric: METRIC.conversations, dim: lit('opened') })}
    ${bumpSql({ at, metric: METRIC.conversations, dim: lit('inbound'), when: `NEW.last_direction = 'INBOUND'` })}
    ${labelsOpened(at)}
    INSERT OR REPLACE INTO report_waits (contact, opened_at, answered, labels)
      VALUES (NEW.contact, NEW.last_message_at, CASE WHEN NEW.last_direction = 'INBOUND' THEN 0 ELSE 1 END, NEW.label_ids);`;
}

function conversationTriggers(): string[] {
  const resolvedAt = 'COALESCE(NEW.resolved_at, NEW.updated_at)';
  return [
    // A conversation the history makes starts resolved: it opened nothing today and waits for no answer.
    `CREATE TRIGGER conversations_reported AFTER INSERT ON conversations WHEN NEW.status = 'OPEN' BEGIN ${opened('NEW.created_at')} END`,
    `CREATE TRIGGER conversations_reported_reopen AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'RESOLVED' AND NEW.status = 'OPEN' BEGIN ${opened('NEW.updated_at')} END`,
    `CREATE TRIGGER conversations_reported_resolve AFTER UPDATE OF status ON conversations
    WHEN OLD.status = 'OPEN' AND NEW.status = 'RESOLVED' BEGIN
      ${bumpSql({ at: resolvedAt, metric: METRIC.conversations, subject: 'NEW.assignee_id', dim: lit('resolved') })}
      ${bumpSql({
        at: resolvedAt,
        metric: METRIC.resolution,
        subject: 'NEW.assignee_id',
        dim: bucketSql(RESPONSE_EDGES_MS, `MAX(0, ${resolvedAt} - w.opened_at)`),
        from: 'report_waits w',
        when: 'w.contact = NEW.contact',
      })}
      ${labelsResolved(resolvedAt)}
      DELETE FROM report_waits WHERE contact = NEW.contact;
    END`,
    handoverTrigger(),
    LABEL_TRIGGER,
  ];
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
function handoverTrigger(): string {
  return `CREATE TRIGGER conversations_reported_handover AFTER UPDATE OF handed_over ON conversations
    WHEN OLD.handed_over = 0 AND NEW.handed_over = 1 AND NEW.status = 'OPEN' BEGIN
      ${bumpSql({ at: 'NEW.updated_at', metric: METRIC.chatbot, dim: lit('handover'), when: botAnsweredSinceOpened('NEW.contact') })}
    END`;
}

function campaignTriggers(): string[] {
  const skipped = bumpSql({ at: 'NEW.updated_at', metric: METRIC.campaignSkipped, subject: 'NEW.broadcast_id', dim: 'NEW.reason' });
  return [
    `CREATE TRIGGER broadcast_recipients_reported AFTER INSERT ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' BEGIN ${skipped} END`,
    `CREATE TRIGGER broadcast_recipients_reported_skip AFTER UPDATE OF status ON broadcast_recipients
    WHEN NEW.status = 'SKIPPED' AND OLD.status IS NOT 'SKIPPED' BEGIN ${skipped} END`,
    replyTrigger(),
  ];
}

/**
 * When `phone` last wrote (SQL): its newest received record, read from the newest end of its
 * records (the reply just written is met first), not by walking all of them for a MAX.
 */
export const lastReceivedAt = (phone: string) =>
  `(SELECT r.created_at FROM records r WHERE r.contact = ${phone} AND r.direction = 'INBOUND' ORDER BY r.created_at DESC LIMIT 1)`;

/** A campaign's reply, counted at its time: the received record that set it was written just before. */
function replyTrigger(): string {
  return `CREATE TRIGGER broadcast_recipients_reported_reply AFTER UPDATE OF replied ON broadcast_recipients
    WHEN OLD.replied = 0 AND NEW.replied = 1 BEGIN
      ${bumpSql({ at: `COALESCE(${lastReceivedAt('NEW.phone')}, NEW.updated_at)`, metric: METRIC.campaign, subject: 'NEW.broadcast_id', dim: lit('replied') })}
    END`;
}

/** Every trigger of the report counters: their rows' D1 copies queued, and the counts moved. */
export const REPORT_TRIGGERS: readonly string[] = [
  ...mirrorTriggers('report_hours', 'key', REPORTS),
  ...recordTriggers(),
  ...conversationTriggers(),
  ...campaignTriggers(),
];
