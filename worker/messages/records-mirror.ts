/**
 * The one writer of D1's message records (and of the contacts they name): each queued record is
 * written as its device's object holds it when the mirror flushes.
 */
import { contactRowsMirror } from '../contacts/contact-mirror';
import type { DeviceStateStore } from '../devices/device-state';
import type { MirrorOwner } from '../shared/d1-mirror';
import type { RowsStatement } from '../shared/d1-rows';
import { RECORDS, type RecordStore } from './record-store';

/** The contact is named by its number: one made before ids were derived keeps its own id. */
const UPSERT_RECORDS: RowsStatement = {
  head: `INSERT INTO messages (id, workspace_id, device_id, contact_id, broadcast_id, direction, status, content, media_url,
  message_id, source, template_id, reply_to_id, error, member_id, rule_id, created_at, updated_at) VALUES`,
  row: `(?1, ?2, ?3, (SELECT id FROM contacts WHERE workspace_id = ?2 AND phone_number = ?4), ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?17, ?18, ?15, ?16)`,
  tail: `ON CONFLICT (id) DO UPDATE SET status = excluded.status, message_id = excluded.message_id, error = excluded.error, updated_at = excluded.updated_at`,
  width: 18,
};

export function recordsMirror(d1: D1Database, state: DeviceStateStore, records: RecordStore): MirrorOwner {
  return contactRowsMirror(d1, state, {
    name: RECORDS,
    statement: UPSERT_RECORDS,
    rows: (ids, info) => records.getMany(ids, info),
    values: (r, info) => [
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
    ],
  });
}
