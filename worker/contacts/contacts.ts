/**
 * A workspace's contacts: one per phone number (or LID, for a sender whose number is unknown).
 * A contact's id is derived from its workspace and number, so that a device's object can name it
 * before D1 has the row, and every device of a workspace names it alike.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { contacts } from './tables';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `ctc_` and 20 base62 characters of a 128-bit hash of (workspace, number): cyrb128, four
 * interleaved 32-bit multiply-xor streams. Not a secret and not a guard (workspaces guard access),
 * only a name two writers derive alike; synchronous, so a storage transaction can use it.
 */
export function contactIdFor(workspaceId: string, phoneNumber: string): string {
  const text = `${workspaceId}:${phoneNumber}`;
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const words = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  let id = 'ctc_';
  for (let i = 0; i < 20; i++) {
    const word = words[i % 4] ?? 0;
    id += ALPHABET[(word >>> ((i >> 2) * 6)) % 62];
  }
  return id;
}

/** The statement that makes the contact if the workspace has none for that number yet. */
export function ensureContact(db: Db, contact: { id: string; workspaceId: string; phoneNumber: string; createdAt: number }) {
  return db
    .insert(contacts)
    .values(contact)
    .onConflictDoNothing({ target: [contacts.workspaceId, contacts.phoneNumber] });
}

/** The id D1 knows the contact by (a contact made before ids were derived keeps its own), for a statement after `ensureContact`. */
export function contactIdOf(workspaceId: string, phoneNumber: string): SQL {
  return sql`(SELECT ${contacts.id} FROM ${contacts} WHERE ${and(eq(contacts.workspaceId, workspaceId), eq(contacts.phoneNumber, phoneNumber))})`;
}
