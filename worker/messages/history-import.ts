/**
 * The account's history, brought into the inbox: what WhatsApp's history sync sends when the device
 * links (as far back as its `historyDays`), and what a conversation asks for later (`on-demand`).
 * Each message becomes a record marked `history` (the phone's own as source PHONE), its stored copy
 * kept for quotes and reactions, and its contact's conversation made or moved without unread counts
 * and without reopening it (a conversation made by history starts resolved). No webhook event per
 * message, no chatbot answer, no read mark, no report counts (the record triggers leave history
 * out): one `history.imported` event when the import's last report came, with its counts. A message
 * already there (a live one, or an import repeated) is skipped, so a repeated report adds nothing.
 */
import type { HistoryMessage, InboundEvent, ReportData } from '../../protocol';
import { markInboundContact } from '../contacts/contact-mirror';
import { contactIdFor } from '../contacts/contacts';
import type { OutboxEvents } from '../events/outbox';
import type { ReportContext, SessionEvents } from '../kernel/session-events';
import type { D1Mirror } from '../shared/d1-mirror';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { rowsWhereIn } from '../shared/sqlite';
import { iso } from '../shared/time';
import { inboundKind } from './record-kind';
import type { RecordStore } from './record-store';
import type { WaMessageStore } from './wa-message-store';

export type HistoryImportDeps = {
  storage: DurableObjectStorage;
  records: RecordStore;
  store: WaMessageStore;
  mirror: D1Mirror;
  events: Subscriber<SessionEvents> & Emitter<OutboxEvents>;
};

/** Takes the session's `history` reports: each one's records, conversations, counts and (on the last report) event are its transaction. */
export class HistoryImport {
  constructor(private readonly deps: HistoryImportDeps) {
    deps.events.on('reported.history', ({ data, context }) => this.take(data, context));
  }

  take(report: ReportData<'history'>, { info, device, key, now }: ReportContext): void {
    const sql = this.deps.storage.sql;
    const names = new Map<string, string>();
    for (const chat of report.chats) {
      const contact = chat.phoneNumber ?? chat.lid;
      if (contact && chat.name) names.set(contact, chat.name);
    }
    // Which of the part's messages are here already: one look-up for the part, not one per message.
    const seen = new Set(
      rowsWhereIn<{ id: string }>(
        sql,
        'SELECT message_id AS id FROM records',
        'message_id',
        report.messages.map((m) => m.id),
      ).map((r) => r.id),
    );
    let added = 0;
    let skipped = 0;
    let oldest: number | null = null;
    /** Each contact of the part once: its last record with a name, and that name (what its D1 copy keeps). */
    const contacts = new Map<string, { contactId: string; named: { recordId: string; name: string; at: number } | null }>();
    // Oldest first: a conversation's last message is its newest, whatever order the phone sent them in.
    for (const m of [...report.messages].sort((a, b) => a.timestamp - b.timestamp)) {
      const contact = m.phoneNumber ?? m.lid;
      if (!contact || seen.has(m.id)) {
        skipped++;
        continue;
      }
      seen.add(m.id);
      const contactId = contactIdFor(info.workspaceId, contact);
      this.deps.store.put([m.stored]);
      const recordId = this.deps.records.insert({
        contact,
        contactId,
        direction: m.fromMe ? 'OUTBOUND' : 'INBOUND',
        status: m.fromMe ? 'DELIVERED' : 'RECEIVED',
        content: m.text ?? '',
        // The file stays with WhatsApp until someone opens it: the link downloads it then (`downloadHistoryMedia`).
        mediaUrl: m.media?.url ?? null,
        messageId: m.id,
        source: m.fromMe ? 'PHONE' : 'CONTACT',
        templateId: null,
        replyToId: null,
        at: m.timestamp,
        history: true,
        ...kindOf(m),
      });
      const name = names.get(contact) ?? (m.fromMe ? null : m.pushName);
      const known = contacts.get(contact) ?? { contactId, named: null };
      if (name) known.named = { recordId, name, at: m.timestamp };
      contacts.set(contact, known);
      added++;
      oldest = oldest === null ? m.timestamp : Math.min(oldest, m.timestamp);
    }
    for (const [contact, { contactId, named }] of contacts) {
      sql.exec(`INSERT OR IGNORE INTO history_import_chats (sync_type, contact) VALUES (?, ?)`, report.syncType, contact);
      // A contact's latest name is the one its D1 copy keeps: one entry per contact, not per message.
      if (named) {
        markInboundContact(this.deps.mirror, named.recordId, { contact, contactId, pushName: named.name, text: null, at: named.at });
      }
    }
    sql.exec(
      `INSERT INTO history_imports (sync_type, messages, skipped, oldest) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (sync_type) DO UPDATE SET messages = messages + ?2, skipped = skipped + ?3,
         oldest = CASE WHEN oldest IS NULL THEN ?4 WHEN ?4 IS NULL THEN oldest ELSE MIN(oldest, ?4) END`,
      report.syncType,
      added,
      skipped,
      oldest,
    );
    if (!report.final) return;
    const counts = sql
      .exec<{ messages: number; skipped: number; oldest: number | null }>(
        `SELECT messages, skipped, oldest FROM history_imports WHERE sync_type = ?`,
        report.syncType,
      )
      .one();
    const chats = sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM history_import_chats WHERE sync_type = ?`, report.syncType).one().n;
    sql.exec(`DELETE FROM history_imports WHERE sync_type = ?`, report.syncType);
    sql.exec(`DELETE FROM history_import_chats WHERE sync_type = ?`, report.syncType);
    const data = {
      syncType: report.syncType,
      chats,
      messages: counts.messages,
      skipped: counts.skipped,
      oldest: counts.oldest === null ? null : iso(counts.oldest),
      timestamp: iso(now),
    };
    this.deps.events.emit('history.imported', { device, data, key, at: now, now });
  }
}

/** The record's kind as a live message of the same type gets it; the file's bytes stay with WhatsApp until opened. */
function kindOf(m: HistoryMessage) {
  const event = {
    id: m.id,
    chatId: `${m.phoneNumber ?? m.lid}@${m.phoneNumber ? 's.whatsapp.net' : 'lid'}`,
    from: m.phoneNumber,
    lid: m.lid,
    pushName: m.pushName,
    type: m.type,
    text: m.text,
    quotedId: null,
    selectedId: null,
    media: m.media ? { ...m.media, url: '' } : null,
  } as unknown as InboundEvent;
  return inboundKind(event, m.stored);
}
