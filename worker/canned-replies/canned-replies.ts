/**
 * A workspace's canned replies: a shortcut (one lower-case word, unique in the workspace) and the
 * text an agent's `/shortcut` puts in the reply box, its `{{name|kak}}` and `{{kota}}` variables
 * filled for the conversation's contact. One module for the management interface, the Canned
 * replies page and the reply box's picker.
 */
import { z } from '@hono/zod-openapi';
import { and, asc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { saidError } from '../shared/errors';
import { decimalQuery, strictObject, textSchema } from '../shared/fields';
import { newId } from '../shared/ids';
import { ruleCheck, said } from '../shared/said';
import { givenFields, workspaceRows } from '../shared/workspace-rows';
import { cannedReplies } from './tables';

export type CannedReplyRow = typeof cannedReplies.$inferSelect;

const SHORTCUT = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** One lower-case word: what follows `/` in the reply box. */
export const shortcutSchema = z
  .string()
  .refine((value) => SHORTCUT.test(value), ruleCheck(said('canned.shortcut')))
  .meta({ pattern: SHORTCUT.source, minLength: 1, maxLength: 32, example: 'salam' });

const fields = {
  shortcut: shortcutSchema.meta({ description: 'Typed after `/` in the reply box; unique in the workspace', example: 'salam' }),
  text: textSchema(1, 65_536).meta({
    description:
      'The reply; `{{name}}`, `{{phone}}` and any contact field (`{{kota}}`) are filled for the conversation’s contact, `{{name|kak}}` gives a fallback',
    example: 'Halo {{name|kak}}, terima kasih sudah menghubungi Toko Sinar. Ada yang bisa kami bantu?',
  }),
};

export const cannedReplyInputSchema = strictObject(fields).meta({
  id: 'CannedReplyInput',
  example: { shortcut: 'salam', text: 'Halo {{name|kak}}, terima kasih sudah menghubungi Toko Sinar. Ada yang bisa kami bantu?' },
});
export const cannedReplyPatchSchema = strictObject({ shortcut: fields.shortcut.optional(), text: fields.text.optional() }).meta({
  id: 'CannedReplyPatch',
  example: { text: 'Halo {{name|kak}}, pesanan dari {{kota|kota Anda}} kami kirim hari ini.' },
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;

/** A page of the list is in shortcut order; its cursor is the last shortcut it showed. */
export const cannedPageQuerySchema = z.object({
  limit: decimalQuery(1, 200).optional().default(50).meta({ example: 20 }),
  cursor: z
    .string()
    .refine((value) => SHORTCUT.test(value), ruleCheck(said('canned.cursor')))
    .optional()
    .meta({ description: 'nextCursor of the previous page' }),
});
export type CannedPageQuery = { limit: number; cursor?: string | undefined };

const owned = workspaceRows(cannedReplies);

/** The 409 of a shortcut another canned reply of the workspace has. */
export const duplicateShortcut = (shortcut: string) => saidError(409, said('canned.duplicate', { shortcut }));

/** Whether D1 refused a write for the unique shortcut index (drizzle wraps D1's error in its own). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}

export const getCannedReply = (db: Db, workspaceId: string, id: string): Promise<CannedReplyRow | null> => owned.get(db, workspaceId, id);

/** A page of the workspace's canned replies in shortcut order, after the cursor's shortcut (a range of the unique index). */
export async function listCannedReplies(
  db: Db,
  workspaceId: string,
  query: CannedPageQuery,
): Promise<{ rows: CannedReplyRow[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(cannedReplies)
    .where(and(eq(cannedReplies.workspaceId, workspaceId), query.cursor ? gt(cannedReplies.shortcut, query.cursor) : undefined))
    .orderBy(asc(cannedReplies.shortcut))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > query.limit && last ? last.shortcut : null };
}

/** The new canned reply; a 409 when the workspace has its shortcut already. */
export async function createCannedReply(db: Db, workspaceId: string, input: CannedReplyInput): Promise<CannedReplyRow> {
  const now = Date.now();
  const row = { id: newId('cnr'), workspaceId, shortcut: input.shortcut, text: input.text, createdAt: now, updatedAt: now };
  const inserted = await db.insert(cannedReplies).values(row).onConflictDoNothing().returning({ id: cannedReplies.id });
  if (inserted.length === 0) throw duplicateShortcut(input.shortcut);
  return row;
}

/** The canned reply with `patch` applied, null when the workspace has none of this id; a 409 for a shortcut taken. */
export async function updateCannedReply(
  db: Db,
  workspaceId: string,
  id: string,
  patch: Partial<CannedReplyInput>,
): Promise<CannedReplyRow | null> {
  try {
    return await owned.update(db, workspaceId, id, givenFields({ shortcut: patch.shortcut, text: patch.text }), { updatedAt: Date.now() });
  } catch (error) {
    if (patch.shortcut !== undefined && isUniqueViolation(error)) throw duplicateShortcut(patch.shortcut);
    throw error;
  }
}

export const deleteCannedReply = (db: Db, workspaceId: string, id: string): Promise<boolean> => owned.remove(db, workspaceId, id);

/** The most the reply box's picker offers at once. */
export const PICKER_MAX = 10;
/** Above every character a shortcut may hold: `[prefix, prefix + HIGH)` is every shortcut starting with the prefix. */
const HIGH = '\u007f';

/**
 * What the reply box offers for `q` (typed after `/`): the shortcuts starting with it, then those
 * whose text holds it, each in shortcut order, at most `limit`. The shortcuts are a range of the
 * unique index; the text is read within the workspace's rows of that index (a workspace keeps a
 * team's answers, not thousands).
 */
export async function matchCannedReplies(db: Db, workspaceId: string, q: string, limit = PICKER_MAX): Promise<CannedReplyRow[]> {
  const wanted = q.trim().replace(/^\//, '').toLowerCase();
  const inWorkspace = eq(cannedReplies.workspaceId, workspaceId);
  const byShortcut: SQL | undefined = wanted
    ? and(gte(cannedReplies.shortcut, wanted), lt(cannedReplies.shortcut, `${wanted}${HIGH}`))
    : undefined;
  const first = await db.select().from(cannedReplies).where(and(inWorkspace, byShortcut)).orderBy(asc(cannedReplies.shortcut)).limit(limit);
  if (!wanted || first.length >= limit) return first;
  const seen = first.map((r) => r.id);
  const byText = await db
    .select()
    .from(cannedReplies)
    .where(and(inWorkspace, sql`instr(lower(${cannedReplies.text}), ${wanted}) > 0`, byShortcut ? sql`NOT (${byShortcut})` : undefined))
    .orderBy(asc(cannedReplies.shortcut))
    .limit(limit - first.length);
  return [...first, ...byText.filter((r) => !seen.includes(r.id))];
}
