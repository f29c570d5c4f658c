/**
 * A device's conversations, held by its Durable Object, which is their authority: every record
 * the device writes (received, sent by the API, an agent, a campaign or the bot) moves its
 * conversation in the record's own transaction; assigning, resolving, reopening, reading and notes
 * are changes of their own, each one write with its D1 copy queued (and, for an assignment, its
 * `conversation.assigned` event). The workspace-wide list reads the D1 copies.
 */
import type { SessionDevice } from '../../protocol';
import type { OutboxEvents } from '../events/outbox';
import { MAX_LABELS_EACH } from '../labels/label-view';
import type { LabelRef } from '../labels/labels';
import { readDetail } from '../messages/record-kind';
import type { StoredRecord } from '../messages/record-store';
import { scoreOfButton } from '../ratings/rating-settings';
import { mirrorTriggers } from '../shared/d1-mirror';
import type { Emitter } from '../shared/domain-events';
import { newId } from '../shared/ids';
import { rowsWhereIn } from '../shared/sqlite';
import { columnsOf, selectList } from '../shared/table-columns';
import type { Decision as DeskDecision, Report as DeskReport } from '../teams/desk';
import { type Conversation, conversationIdFor } from './conversation-view';
import { parseIds } from './label-ids';
import { objectConversations } from './object-tables';

/** The D1 table this store's changes are queued for (see `conversation-mirror.ts`). */
export const CONVERSATIONS = 'conversations';

/**
 * The kind a conversation keeps of its last message: the record's type, but `voice` for a voice
 * note, so the list names it as the thread does ("🎤 Voice note", not "🎵 Audio").
 */
export function lastKind(record: Pick<StoredRecord, 'type' | 'detail'>): string | null {
  return record.type === 'audio' && readDetail(record.detail ?? null).voiceNote ? 'voice' : record.type;
}

/** How much of a message a conversation keeps as its last one (the list's preview). */
const PREVIEW = 200;

const previewOf = (record: Pick<StoredRecord, 'content' | 'mediaUrl'>) =>
  [...record.content].slice(0, PREVIEW).join('') || (record.mediaUrl ? '📎' : '');

/** The kind a conversation keeps of a last message deleted for everyone: the list says so, and shows none of its text. */
export const DELETED_KIND = 'deleted';

/**
 * How a new record moves the conversation it belongs to; its placeholders are `recorded`'s: ?4
 * inbound, ?5 its time, ?6 its preview, ?7 direction, ?8 source, ?9 an agent's, ?10 now, ?11 its
 * kind, ?12 its member. A received message that reopens a resolved conversation is news for the
 * team desk (`desk_*`), which assigns it again.
 */
const MOVE = `message_count = message_count + 1,
  unread_count = CASE WHEN ?4 = 1 THEN unread_count + 1 WHEN ?9 = 1 THEN 0 ELSE unread_count END,
  status = CASE WHEN ?4 = 1 THEN 'OPEN' ELSE status END,
  resolved_at = CASE WHEN ?4 = 1 THEN NULL ELSE resolved_at END,
  handed_over = CASE WHEN ?9 = 1 THEN 1 ELSE handed_over END,
  last_message_text = CASE WHEN ?5 >= last_message_at THEN ?6 ELSE last_message_text END,
  last_direction = CASE WHEN ?5 >= last_message_at THEN ?7 ELSE last_direction END,
  last_source = CASE WHEN ?5 >= last_message_at THEN ?8 ELSE last_source END,
  last_type = CASE WHEN ?5 >= last_message_at THEN ?11 ELSE last_type END,
  last_member_id = CASE WHEN ?5 >= last_message_at THEN ?12 ELSE last_member_id END,
  last_message_at = MAX(last_message_at, ?5),
  updated_at = ?10,
  desk_route = CASE WHEN ?4 = 1 AND status = 'RESOLVED' THEN 1 ELSE desk_route END,
  desk_sync = CASE WHEN ?4 = 1 AND status = 'RESOLVED' THEN 1 ELSE desk_sync END,
  desk_version = CASE WHEN ?4 = 1 AND status = 'RESOLVED' THEN desk_version + 1 ELSE desk_version END`;

/**
 * A record's conversation moved (`recorded`), made with it when the contact has none; and moved
 * only. Built once: a statement built for each record was a new string of 1.5 KB every message.
 */
const OPEN_OR_MOVE = `INSERT INTO conversations (contact, id, contact_id, status, assignee_id, unread_count, message_count, last_message_at,
    last_message_text, last_direction, last_source, handed_over, created_at, updated_at, resolved_at, last_type, last_member_id,
    desk_version, desk_sync, desk_route)
  VALUES (?1, ?2, ?3, ?13, NULL, ?4, 1, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?14, ?11, ?12, ?4, ?4, ?4)
  ON CONFLICT (contact) DO UPDATE SET ${MOVE} RETURNING desk_sync`;
const MOVE_ONLY = `UPDATE conversations SET ${MOVE} WHERE contact = ?1`;

/** What a change the team desk must hear of sets (`desk-link.ts`); `route`: it asks for an automatic assignment. */
const DESK_SYNC = 'desk_sync = 1';
const deskChange = (route: boolean) => `desk_version = desk_version + 1, ${DESK_SYNC}, desk_route = ${route ? 1 : 0}`;

/** A conversation as the object's table holds it (`object-tables.ts`), each column read as its field. */
type Row = Omit<Conversation, 'deviceId' | 'handedOver'> & { handedOver: number };

/** Every column of the object's table, each read as its field: a column added to the table is read too. */
const SELECT = `SELECT ${selectList(columnsOf(objectConversations))} FROM conversations`;

/** The triggers that queue each conversation's D1 copy as it is written (see `d1-mirror.ts`). */
export const CONVERSATION_TRIGGERS = mirrorTriggers('conversations', 'contact', CONVERSATIONS);

/** Why a labelling stopped, thrown out of its transaction so that nothing of it is written. */
class LabelStop extends Error {
  constructor(readonly why: { missing: string } | { full: string }) {
    super('labelling stopped');
  }
}

export class ConversationStore {
  /**
   * False once a read found no change waiting for the team desk, until a write may have made one:
   * `deskPending` is asked after every change of the device (most change no conversation the desk
   * hears of), and a query each time cost a send more than its own writes (measured with the
   * profiler). True on a new instance: what the one before left is read once.
   */
  private deskMaybe = true;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly events: Emitter<OutboxEvents>,
    private readonly deviceId: () => string,
  ) {}

  /**
   * A new record moves its conversation (made now if the contact has none): a received message
   * counts as unread and reopens a resolved conversation; an agent's reply reads it and hands it
   * over (the chatbot keeps quiet there until it is resolved). A campaign's message opens no
   * conversation (as Chatwoot's campaigns do): it moves one the contact already has, and otherwise
   * waits in the contact's records until the contact replies, when the conversation opens with it
   * before the reply. Call inside the record's transaction; what it returns reads the conversation
   * as it now is (only an open page needs it), or null when the record opened none.
   */
  recorded(record: StoredRecord, now: number): () => Conversation | null {
    // Imported history is no news: it counts nothing unread, reopens nothing, and a conversation it makes starts resolved.
    const history = record.history === 1;
    // A tap on a rating question's button is no request: it reopens nothing and is nothing to read (`ratings/`).
    const answer = record.type === 'button-reply' && scoreOfButton(readDetail(record.detail ?? null).selectedId) !== null;
    const inbound = record.direction === 'INBOUND' && !history && !answer;
    const agent = record.source === 'DASHBOARD';
    const preview = previewOf(record);
    const values = [
      record.contact,
      conversationIdFor(this.deviceId(), record.contact),
      record.contactId,
      inbound ? 1 : 0,
      record.createdAt,
      preview,
      record.direction,
      record.source,
      agent ? 1 : 0,
      now,
      lastKind(record),
      record.memberId,
    ];
    if (record.source === 'BROADCAST' && !inbound) {
      // The insert's values as they are: SQLite counts numbered placeholders up to the highest (?12), so ?2 and ?3 go unused.
      this.storage.sql.exec(MOVE_ONLY, ...values);
      return () => this.byContact(record.contact);
    }
    const desk = this.storage.sql
      .exec<{ desk_sync: number }>(OPEN_OR_MOVE, ...values, history ? 'RESOLVED' : 'OPEN', history ? now : null)
      .toArray()[0]?.desk_sync;
    // A received message that opened a conversation or reopened a resolved one is news for the
    // desk (`MOVE`): only then is it asked again (a burst into an open one asks nothing).
    if (desk === 1) this.deskMaybe = true;
    return () => this.current(record.contact);
  }

  /**
   * A record's text edited, or the message deleted for everyone: when it is its conversation's
   * last message, the preview follows (the new text; a deleted one keeps none of its text). Call
   * inside the record's transaction; what it returns reads the conversation as it now is.
   */
  rewritten(record: StoredRecord, now: number): () => Conversation | null {
    const deleted = record.deletedAt !== null;
    this.storage.sql.exec(
      `UPDATE conversations SET last_message_text = ?1, last_type = ?2, updated_at = ?3 WHERE contact = ?4 AND last_message_at = ?5`,
      deleted ? '' : previewOf(record),
      deleted ? DELETED_KIND : lastKind(record),
      now,
      record.contact,
      record.createdAt,
    );
    return () => this.current(record.contact);
  }

  get(id: string): Conversation | null {
    const row = this.storage.sql.exec<Row>(`${SELECT} WHERE id = ?`, id).toArray()[0];
    return row ? this.toConversation(row) : null;
  }

  byContact(contact: string): Conversation | null {
    const row = this.storage.sql.exec<Row>(`${SELECT} WHERE contact = ?`, contact).toArray()[0];
    return row ? this.toConversation(row) : null;
  }

  /** Conversations by contact, read a batch at a time (their D1 copy). */
  byContacts(contacts: readonly string[]): Map<string, Conversation> {
    const rows = rowsWhereIn<Row>(this.storage.sql, SELECT, 'contact', contacts);
    return new Map(rows.map((row) => [row.contact, this.toConversation(row)]));
  }

  /**
   * Assigns to a member (null: nobody), with its `conversation.assigned` event in the same
   * transaction. Assigning to whom it already is changes nothing and reports nothing.
   */
  assign(id: string, memberId: string | null, device: SessionDevice, now: number): Conversation | null {
    return this.storage.transactionSync(() => {
      const current = this.get(id);
      if (!current || current.assigneeId === memberId) return current;
      // By hand: it waits in no queue any more, and the desk hears who holds it.
      this.deskMaybe = true;
      this.storage.sql.exec(
        `UPDATE conversations SET assignee_id = ?, queued_at = NULL, updated_at = ?, ${deskChange(false)} WHERE id = ?`,
        memberId,
        now,
        id,
      );
      this.assigned(device, current, memberId, null, now);
      return this.current(current.contact);
    });
  }

  /**
   * Puts labels on and takes labels off these conversations, with a `label.added` or `label.removed`
   * event for each that changed, all in one transaction: `null` (and nothing written) when one of
   * them is unknown or would carry more than `MAX_LABELS_EACH`. A label a conversation already
   * carries (or does not) changes nothing and reports nothing.
   */
  label(
    ids: readonly string[],
    add: readonly LabelRef[],
    remove: readonly LabelRef[],
    device: SessionDevice,
    now: number,
  ): { conversations: Conversation[] } | { missing: string } | { full: string } {
    try {
      return this.labelAll(ids, add, remove, device, now);
    } catch (error) {
      if (error instanceof LabelStop) return error.why;
      throw error;
    }
  }

  private labelAll(ids: readonly string[], add: readonly LabelRef[], remove: readonly LabelRef[], device: SessionDevice, now: number) {
    return this.storage.transactionSync(() => {
      const changed: Conversation[] = [];
      for (const id of ids) {
        const current = this.get(id);
        if (!current) throw new LabelStop({ missing: id });
        const had = parseIds(current.labelIds);
        const gone = new Set(remove.map((l) => l.id));
        const kept = had.filter((l) => !gone.has(l));
        const added = add.filter((l) => !kept.includes(l.id) && !gone.has(l.id));
        const next = [...kept, ...added.map((l) => l.id)];
        if (next.length > MAX_LABELS_EACH) throw new LabelStop({ full: id });
        const removed = remove.filter((l) => had.includes(l.id));
        const put = added.filter((l) => !had.includes(l.id));
        if (put.length === 0 && removed.length === 0) {
          changed.push(current);
          continue;
        }
        this.storage.sql.exec(`UPDATE conversations SET label_ids = ?, updated_at = ? WHERE id = ?`, JSON.stringify(next), now, id);
        const about = { target: 'conversation' as const, conversationId: id, contactId: current.contactId, phoneNumber: current.contact };
        for (const label of put) this.events.emit('label.added', { device, data: { ...about, label }, key: newId('evt'), at: now, now });
        for (const label of removed)
          this.events.emit('label.removed', { device, data: { ...about, label }, key: newId('evt'), at: now, now });
        changed.push(this.current(current.contact));
      }
      return { conversations: changed };
    });
  }

  /**
   * The team desk's assignment (or its queue), applied when the conversation is still as the desk
   * heard of it (the same `desk_version`, open); a later change has its own report on the way.
   * An assignee changed is reported as `conversation.assigned`, automatic, in the same transaction.
   */
  applyDesk(decision: DeskDecision, device: SessionDevice, now: number): Conversation | null {
    return this.storage.transactionSync(() => {
      const current = this.get(decision.conversationId);
      const desk = this.storage.sql
        .exec<{ v: number }>(`SELECT desk_version AS v FROM conversations WHERE id = ? AND status = 'OPEN'`, decision.conversationId)
        .toArray()[0];
      if (!current || desk?.v !== decision.version) return null;
      this.storage.sql.exec(
        `UPDATE conversations SET assignee_id = ?, team_id = ?, queued_at = ?, updated_at = ? WHERE id = ?`,
        decision.memberId,
        decision.teamId,
        decision.queuedAt,
        now,
        decision.conversationId,
      );
      if (current.assigneeId !== decision.memberId) this.assigned(device, current, decision.memberId, decision.teamId, now);
      return this.current(current.contact);
    });
  }

  /** The conversations whose change the desk has not heard of yet, as reports for it. */
  deskPending(limit: number): DeskReport[] {
    if (!this.deskMaybe) return [];
    const reports = this.storage.sql
      .exec<{
        id: string;
        contact_id: string;
        desk_version: number;
        status: 'OPEN' | 'RESOLVED';
        assignee_id: string | null;
        desk_route: number;
        target: string | null;
      }>(
        `SELECT c.id, c.contact_id, c.desk_version, c.status, c.assignee_id, c.desk_route, t.team_id AS target FROM conversations c
         LEFT JOIN desk_targets t ON t.conversation_id = c.id AND t.version = c.desk_version WHERE c.desk_sync = 1 LIMIT ?`,
        limit,
      )
      .toArray()
      .map((r) => ({
        conversationId: r.id,
        deviceId: this.deviceId(),
        contactId: r.contact_id,
        version: r.desk_version,
        status: r.status,
        assigneeId: r.assignee_id,
        route: r.desk_route === 1,
        teamId: r.target,
      }));
    if (reports.length === 0) this.deskMaybe = false;
    return reports;
  }

  /** The desk heard of the conversation's change `version` (a later one still waits to be told). */
  deskHeard(conversationId: string, version: number): void {
    this.storage.sql.exec(`DELETE FROM desk_targets WHERE conversation_id = ? AND version <= ?`, conversationId, version);
    this.storage.sql.exec(
      `UPDATE conversations SET desk_sync = 0 WHERE id = ? AND desk_version = ? AND desk_sync = 1`,
      conversationId,
      version,
    );
  }

  /** Whether a change waits for the desk to hear of it. */
  deskWaiting(): boolean {
    if (!this.deskMaybe) return false;
    return this.storage.sql.exec(`SELECT 1 FROM conversations WHERE desk_sync = 1 LIMIT 1`).toArray().length > 0;
  }

  private assigned(device: SessionDevice, current: Conversation, memberId: string | null, teamId: string | null, now: number): void {
    const data = { conversationId: current.id, contactId: current.contactId, memberId, automatic: teamId !== null, teamId };
    this.events.emit('conversation.assigned', { device, data, key: newId('evt'), at: now, now });
  }

  /** Resolved: read, and the chatbot may answer here again; out of its queue, and the desk frees its member. */
  resolve(id: string, now: number): Conversation | null {
    return this.update(
      id,
      `status = 'RESOLVED', resolved_at = ?2, unread_count = 0, handed_over = 0, queued_at = NULL, updated_at = ?2, ${deskChange(false)}`,
      now,
    );
  }

  /** Open again: the desk assigns it within its team, as a conversation a customer reopens. */
  reopen(id: string, now: number): Conversation | null {
    const current = this.get(id);
    if (current?.status === 'OPEN') return current;
    return this.update(id, `status = 'OPEN', resolved_at = NULL, updated_at = ?2, ${deskChange(true)}`, now);
  }

  /**
   * Handed over by the assistant: the team desk assigns it, as a reopened one, within `teamId` (the
   * assistant's target) or, with none, the device's team.
   */
  handToDesk(id: string, now: number, teamId: string | null = null): Conversation | null {
    return this.storage.transactionSync(() => {
      const conversation = this.update(id, `updated_at = ?2, ${deskChange(true)}`, now);
      if (conversation && teamId) {
        this.storage.sql.exec(
          `INSERT INTO desk_targets (conversation_id, version, team_id) SELECT id, desk_version, ? FROM conversations WHERE id = ?
           ON CONFLICT (conversation_id) DO UPDATE SET version = excluded.version, team_id = excluded.team_id`,
          teamId,
          id,
        );
      }
      return conversation;
    });
  }

  markRead(id: string, now: number): Conversation | null {
    return this.update(id, `unread_count = 0, updated_at = ?2`, now);
  }

  private update(id: string, set: string, now: number): Conversation | null {
    if (set.includes(DESK_SYNC)) this.deskMaybe = true;
    return this.storage.transactionSync(() => {
      const current = this.get(id);
      if (!current) return null;
      this.storage.sql.exec(`UPDATE conversations SET ${set} WHERE id = ?1`, id, now);
      return this.current(current.contact);
    });
  }

  /** The conversation as a change left it (its D1 copy is queued by the statement that wrote it, see `createConversationTables`). */
  private current(contact: string): Conversation {
    const conversation = this.byContact(contact);
    if (!conversation) throw new Error(`the conversation of ${contact} is gone`);
    return conversation;
  }

  private toConversation(row: Row): Conversation {
    return { ...row, deviceId: this.deviceId(), handedOver: row.handedOver === 1 };
  }
}
