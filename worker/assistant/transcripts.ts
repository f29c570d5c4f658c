/**
 * Voice notes' transcripts (`message_transcripts`), by message record id: written when an agent
 * (or the API) asks for one, read by the inbox page under the audio and by the assistant, which
 * reads a voice note as its words.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { messageTranscripts } from './tables';

/** The transcript of the workspace's record `recordId`, or null when it has none. */
export async function transcriptOf(db: Db, workspaceId: string, recordId: string): Promise<string | null> {
  const [row] = await db
    .select({ text: messageTranscripts.text })
    .from(messageTranscripts)
    .where(and(eq(messageTranscripts.recordId, recordId), eq(messageTranscripts.workspaceId, workspaceId)))
    .limit(1);
  return row?.text ?? null;
}

/** The transcripts of those of `recordIds` that have one (one read for a page of messages). */
export async function transcriptsOf(db: Db, workspaceId: string, recordIds: readonly string[]): Promise<Map<string, string>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .select({ recordId: messageTranscripts.recordId, text: messageTranscripts.text })
    .from(messageTranscripts)
    .where(and(eq(messageTranscripts.workspaceId, workspaceId), inArray(messageTranscripts.recordId, [...recordIds])));
  return new Map(rows.map((r) => [r.recordId, r.text]));
}

/** Keeps `text` as the record's transcript (a second transcription replaces the first). */
export async function saveTranscript(
  db: Db,
  row: { recordId: string; workspaceId: string; deviceId: string; text: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insert(messageTranscripts)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({ target: messageTranscripts.recordId, set: { text: row.text, createdAt: now } });
}
