/**
 * What a received message tells D1 about its contact: the push name it came with, and whether its
 * text is one of the workspace's stop words (then the contact is opted out). The device's object
 * queues this with the message, in the message's own transaction, so it survives a restart; the
 * stop words are compared in D1, where the workspace's settings live, so every device applies the
 * words as they are now without keeping a copy of them.
 */
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { D1Mirror, MirrorEntry, MirrorOwner } from '../shared/d1-mirror';
import { type RowsStatement, rowsStatements } from '../shared/d1-rows';
import { DEFAULT_STOP_WORDS, stopCandidate } from './stop-words';

export const CONTACT_INBOUND = 'contact-inbound';

export type InboundContact = { contact: string; contactId: string; pushName: string | null; text: string | null; at: number };

/** A contact in D1 (unless the workspace has the number already), before anything that names it. */
type ContactRow = { contactId: string; workspaceId: string; contact: string; at: number };

/** The statements that make sure these contacts exist in D1, each number once. */
export function ensureContacts(d1: D1Database, contacts: readonly ContactRow[]): D1PreparedStatement[] {
  const unique = new Map<string, ContactRow>();
  for (const c of contacts) if (!unique.has(`${c.workspaceId}/${c.contact}`)) unique.set(`${c.workspaceId}/${c.contact}`, c);
  return rowsStatements(
    d1,
    INSERT_CONTACTS,
    [...unique.values()].map((c) => [c.contactId, c.workspaceId, c.contact, c.at]),
  );
}

export const INSERT_CONTACTS: RowsStatement = {
  into: 'INSERT INTO contacts (id, workspace_id, phone_number, created_at)',
  values: '?1, ?2, ?3, ?4',
  tail: 'ON CONFLICT (workspace_id, phone_number) DO NOTHING',
  width: 4,
};

/** A row copied to D1 that names its contact by number (a record, a conversation). */
type NamesContact = { contactId: string; contact: string; createdAt: number };

/**
 * The writer of a D1 table whose rows name their contact by number (records, conversations): each
 * queued key is written as the device's object holds it when the mirror flushes, many rows to a
 * statement, after the contacts they name (made first where D1 lacks them). A key whose row is gone
 * is skipped.
 */
export function contactRowsMirror<T extends NamesContact>(
  d1: D1Database,
  state: DeviceStateStore,
  table: {
    name: string;
    statement: RowsStatement;
    rows: (keys: string[], info: DeviceIdentity) => Map<string, T>;
    values: (row: T, info: DeviceIdentity) => unknown[];
  },
): MirrorOwner {
  return {
    name: table.name,
    statements: (entries: MirrorEntry[]) => {
      const info = state.get().info;
      if (!info) return [];
      const found = table.rows(
        entries.map(({ key }) => key),
        info,
      );
      const rows = entries.flatMap(({ key }) => found.get(key) ?? []);
      return [
        ...ensureContacts(
          d1,
          rows.map((r) => ({ contactId: r.contactId, workspaceId: info.workspaceId, contact: r.contact, at: r.createdAt })),
        ),
        ...rowsStatements(
          d1,
          table.statement,
          rows.map((r) => table.values(r, info)),
        ),
      ];
    },
  };
}

const PUSH_NAME = `UPDATE contacts SET push_name = ?3 WHERE workspace_id = ?1 AND phone_number = ?2`;
/**
 * Opts out, in one statement, every contact whose message (`[number, at, normalised text]`, the
 * rows bound as `?2`) is one of the workspace's stop words, from its earliest such message: each
 * short message is a candidate, and a statement each made a busy device's copies one statement a
 * message.
 */
const OPT_OUTS = `UPDATE contacts SET opted_out_at = stopped.at, opted_out_by = 'stop-word', updated_at = stopped.at
  FROM (SELECT value ->> 0 AS phone_number, MIN(value ->> 1) AS at FROM json_each(?2)
    WHERE value ->> 2 IN (SELECT value FROM json_each(COALESCE((SELECT stop_words FROM contact_settings WHERE workspace_id = ?1), ?3)))
    GROUP BY value ->> 0) AS stopped
  WHERE contacts.workspace_id = ?1 AND contacts.phone_number = stopped.phone_number AND contacts.opted_out_at IS NULL`;

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
      const messages = entries.map(({ payload }) => payload as InboundContact);
      // A contact's latest push name is the one it keeps: one statement per contact, not per message.
      const pushNames = new Map<string, string>();
      for (const c of messages) if (c.pushName !== null) pushNames.set(c.contact, c.pushName);
      const candidates = messages.flatMap((c) => {
        const candidate = stopCandidate(c.text);
        return candidate === null ? [] : [[c.contact, c.at, candidate]];
      });
      return [
        ...ensureContacts(
          d1,
          messages.map((c) => ({ contactId: c.contactId, workspaceId: ws, contact: c.contact, at: c.at })),
        ),
        ...[...pushNames].map(([contact, pushName]) => d1.prepare(PUSH_NAME).bind(ws, contact, pushName)),
        ...(candidates.length === 0 ? [] : [d1.prepare(OPT_OUTS).bind(ws, JSON.stringify(candidates), DEFAULTS)]),
      ];
    },
  };
}
