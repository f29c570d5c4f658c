/**
 * What a received message tells D1 about its contact: the push name it came with, and whether its
 * text is one of the workspace's stop words (then the contact is opted out). The device's object
 * queues this with the message, in the message's own transaction, so it survives a restart; the
 * stop words are compared in D1, where the workspace's settings live, so every device applies the
 * words as they are now without keeping a copy of them.
 */
import type { D1Mirror, MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { DEFAULT_STOP_WORDS, stopCandidate } from './stop-words';

export const CONTACT_INBOUND = 'contact-inbound';

export type InboundContact = { contact: string; contactId: string; pushName: string | null; text: string | null; at: number };

const ENSURE_CONTACT = `INSERT INTO contacts (id, workspace_id, phone_number, created_at) VALUES (?1, ?2, ?3, ?4)
  ON CONFLICT (workspace_id, phone_number) DO NOTHING`;
const PUSH_NAME = `UPDATE contacts SET push_name = ?3 WHERE workspace_id = ?1 AND phone_number = ?2`;
const OPT_OUT = `UPDATE contacts SET opted_out_at = ?3, opted_out_by = 'stop-word', updated_at = ?3
  WHERE workspace_id = ?1 AND phone_number = ?2 AND opted_out_at IS NULL
    AND EXISTS (SELECT 1 FROM json_each(COALESCE((SELECT stop_words FROM contact_settings WHERE workspace_id = ?1), ?5)) WHERE value = ?4)`;

const DEFAULTS = JSON.stringify(DEFAULT_STOP_WORDS);

/** Queues what message `key` (its record id) tells about its contact; call inside the message's transaction. */
export function markInboundContact(mirror: D1Mirror, key: string, contact: InboundContact): void {
  if (contact.pushName === null && stopCandidate(contact.text) === null) return;
  mirror.mark(CONTACT_INBOUND, key, contact);
}

export function contactInboundMirror(d1: D1Database, workspaceId: () => string | null): MirrorOwner {
  return {
    name: CONTACT_INBOUND,
    statements: (entries: MirrorEntry[]) => {
      const ws = workspaceId();
      if (!ws) return [];
      return entries.flatMap(({ payload }) => {
        const c = payload as InboundContact;
        const statements = [d1.prepare(ENSURE_CONTACT).bind(c.contactId, ws, c.contact, c.at)];
        if (c.pushName !== null) statements.push(d1.prepare(PUSH_NAME).bind(ws, c.contact, c.pushName));
        const candidate = stopCandidate(c.text);
        if (candidate !== null) statements.push(d1.prepare(OPT_OUT).bind(ws, c.contact, c.at, candidate, DEFAULTS));
        return statements;
      });
    },
  };
}
