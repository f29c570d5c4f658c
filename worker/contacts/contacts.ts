/** A workspace's contacts: one per phone number (or LID, for a sender whose number is unknown), made on first use. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { contacts } from './tables';

/** The statement that makes the contact of `phoneNumber` if the workspace has none yet. */
export function ensureContact(db: Db, workspaceId: string, phoneNumber: string, now: number) {
  return db
    .insert(contacts)
    .values({ id: newId('ctc'), workspaceId, phoneNumber, createdAt: now })
    .onConflictDoNothing({ target: [contacts.workspaceId, contacts.phoneNumber] });
}

/** The id of that contact, as a subquery for a statement in the same batch after `ensureContact`. */
export function contactIdOf(workspaceId: string, phoneNumber: string): SQL {
  return sql`(SELECT ${contacts.id} FROM ${contacts} WHERE ${and(eq(contacts.workspaceId, workspaceId), eq(contacts.phoneNumber, phoneNumber))})`;
}
