/**
 * Who has unsubscribed, and the words that unsubscribe: what broadcasts ask before sending, and
 * what a workspace configures. D1 is the authority here: contacts are the workspace's, shared by
 * all its devices.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { DEFAULT_STOP_WORDS, normaliseStopText } from './stop-words';
import { contactSettings, contacts } from './tables';

/** D1 binds at most 100 parameters per statement; ids are asked in chunks below that. */
const CHUNK = 90;

/**
 * The ids among `contactIds` of contacts that opted out (a stop word, or a member). A contact D1
 * does not know yet has not opted out. For broadcasts: skip every id in the answer.
 */
export async function isOptedOut(db: Db, workspaceId: string, contactIds: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  const unique = [...new Set(contactIds)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspaceId), inArray(contacts.id, unique.slice(i, i + CHUNK)), isNotNull(contacts.optedOutAt)));
    for (const row of rows) out.add(row.id);
  }
  return out;
}

/** The workspace's stop words (normalised), or the defaults. */
export async function stopWords(db: Db, workspaceId: string): Promise<string[]> {
  const [row] = await db
    .select({ stopWords: contactSettings.stopWords })
    .from(contactSettings)
    .where(eq(contactSettings.workspaceId, workspaceId))
    .limit(1);
  return row ? (JSON.parse(row.stopWords) as string[]) : [...DEFAULT_STOP_WORDS];
}

/** Replaces the workspace's stop words; they are stored normalised, duplicates merged. */
export async function setStopWords(db: Db, workspaceId: string, words: readonly string[], now = Date.now()): Promise<string[]> {
  const normal = [...new Set(words.map(normaliseStopText).filter((w) => w.length > 0))];
  const value = JSON.stringify(normal);
  await db
    .insert(contactSettings)
    .values({ workspaceId, stopWords: value, updatedAt: now })
    .onConflictDoUpdate({ target: contactSettings.workspaceId, set: { stopWords: value, updatedAt: now } });
  return normal;
}
