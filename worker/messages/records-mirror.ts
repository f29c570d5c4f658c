/**
 * The one writer of D1's message records (and of the contacts they name): each queued record is
 * written as its device's object holds it when the mirror flushes.
 */
import type { DeviceStateStore } from '../devices/device-state';
import type { MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { RECORDS, type RecordStore } from './record-store';

/** A contact made before ids were derived keeps its own id: the record names whatever D1 has for the number. */
const ENSURE_CONTACT = `INSERT INTO contacts (id, workspace_id, phone_number, created_at) VALUES (?1, ?2, ?3, ?4)
  ON CONFLICT (workspace_id, phone_number) DO NOTHING`;
const UPSERT_RECORD = `INSERT INTO messages (id, workspace_id, device_id, contact_id, broadcast_id, direction, status, content, media_url,
  message_id, source, template_id, reply_to_id, error, member_id, rule_id, created_at, updated_at)
  VALUES (?1, ?2, ?3, (SELECT id FROM contacts WHERE workspace_id = ?2 AND phone_number = ?4), ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?17, ?18, ?15, ?16)
  ON CONFLICT (id) DO UPDATE SET status = excluded.status, message_id = excluded.message_id, error = excluded.error, updated_at = excluded.updated_at`;

export function recordsMirror(d1: D1Database, state: DeviceStateStore, records: RecordStore): MirrorOwner {
  return {
    name: RECORDS,
    statements: (entries: MirrorEntry[]) => {
      const info = state.get().info;
      if (!info) return [];
      const statements: D1PreparedStatement[] = [];
      const contactsMade = new Set<string>();
      const found = records.getMany(
        entries.map(({ key }) => key),
        info,
      );
      for (const { key } of entries) {
        const r = found.get(key);
        if (!r) continue;
        if (!contactsMade.has(r.contact)) {
          contactsMade.add(r.contact);
          statements.push(d1.prepare(ENSURE_CONTACT).bind(r.contactId, info.workspaceId, r.contact, r.createdAt));
        }
        statements.push(
          d1
            .prepare(UPSERT_RECORD)
            .bind(
              r.id,
              info.workspaceId,
              info.id,
              r.contact,
              r.broadcastId,
              r.direction,
              r.status,
              r.content,
              r.mediaUrl,
              r.messageId,
              r.source,
              r.templateId,
              r.replyToId,
              r.error,
              r.createdAt,
              r.updatedAt,
              r.memberId,
              r.ruleId,
            ),
        );
      }
      return statements;
    },
  };
}
