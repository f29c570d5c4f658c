/** A conversation's internal notes: kept with it in the device's object for the team, never sent. */
import { randomBase62 } from '../shared/ids';
import type { Conversation, Note } from './conversation-view';

type NoteRow = { id: string; contact: string; member_id: string | null; text: string; created_at: number };

/** Adds a note to `conversation` (one statement: nothing else to keep in step). */
export function addNote(sql: SqlStorage, conversation: Conversation, memberId: string | null, text: string, now: number): Note {
  const note: Note = { id: `nte_${randomBase62(20)}`, conversationId: conversation.id, memberId, text, createdAt: now };
  sql.exec(
    `INSERT INTO conversation_notes (id, contact, member_id, text, created_at) VALUES (?, ?, ?, ?, ?)`,
    note.id,
    conversation.contact,
    memberId,
    text,
    now,
  );
  return note;
}

/** The conversation's last `limit` notes, oldest first. */
export function notesOf(sql: SqlStorage, conversation: Conversation, limit = 200): Note[] {
  return sql
    .exec<NoteRow>(
      `SELECT * FROM conversation_notes WHERE contact = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
      conversation.contact,
      limit,
    )
    .toArray()
    .reverse()
    .map((n) => ({ id: n.id, conversationId: conversation.id, memberId: n.member_id, text: n.text, createdAt: n.created_at }));
}
