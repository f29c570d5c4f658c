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
    let added = 0;
    let skipped = 0;
    let oldest: number | null = null;
    // Oldest first: a conversation's last message is its newest, whatever order the phone sent them in.
    for (const m of [...report.messages].sort((a, b) => a.timestamp - b.timestamp)) {
      const contact = m.phoneNumber ?? m.lid;
      if (!contact || this.deps.records.byMessageId(m.id)) {
        skipped++;
        continue;
      }
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
      sql.exec(`INSERT OR IGNORE INTO history_import_chats (sync_type, contact) VALUES (?, ?)`, report.syncType, contact);
      const name = names.get(contact) ?? (m.fromMe ? null : m.pushName);
      markInboundContact(this.deps.mirror, recordId, { contact, contactId, pushName: name ?? null, text: null, at: m.timestamp });
      added++;
      oldest = oldest === null ? m.timestamp : Math.min(oldest, m.timestamp);
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
