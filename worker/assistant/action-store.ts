/**
 * A workspace's actions in D1, for the management interface, the dashboard and the assistant. Each
 * has its own signing secret, made here and answered once, at creation: the worker must sign
 * with it, so it is kept sealed (`shared/secret-box.ts`), never as a hash, and opened only for a
 * call (`loadActions`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { saidError } from '../shared/errors';
import { newId, randomBase62 } from '../shared/ids';
import { said } from '../shared/said';
import { open, seal } from '../shared/secret-box';
import { givenFields, workspaceRows } from '../shared/workspace-rows';
import type { ActionInput } from './action-schema';
import type { Action } from './actions';
import { assistantActions } from './tables';

export type ActionRow = typeof assistantActions.$inferSelect;

/** The box an action's signing secret is kept in. */
export const ACTION_SECRET_BOX = 'assistant/action-secret/v1';
/** The most actions a workspace keeps: each is a tool in every request to the model. */
export const MAX_ACTIONS = 32;

const owned = workspaceRows(assistantActions);

export const actionNotFound = (id: string) => saidError(404, said('action.notFound', { id: id.slice(0, 64) }));
const duplicateName = (name: string) => saidError(409, said('action.duplicate', { name }));

/** A new signing secret: 40 base62 characters (≈ 238 bits), within a webhook key's 16 to 256. */
export const newActionSecret = () => `kas_${randomBase62(40)}`;

/** The action as stored, its schema parsed (the model and the validator read it as an object). */
export function actionOf(row: ActionRow): Action {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parameters: JSON.parse(row.parameters) as Record<string, unknown>,
    url: row.url,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.message.includes('UNIQUE constraint failed')) return true;
  }
  return false;
}

export const getAction = (db: Db, workspaceId: string, id: string): Promise<ActionRow | null> => owned.get(db, workspaceId, id);

/** The workspace's actions in name order (at most `MAX_ACTIONS` of them exist). */
export const listActions = (db: Db, workspaceId: string): Promise<ActionRow[]> =>
  db.select().from(assistantActions).where(eq(assistantActions.workspaceId, workspaceId)).orderBy(asc(assistantActions.name));

/**
 * The new action and its secret (this answer is the only one that holds it); a 409 when the
 * workspace has the name already, or has `MAX_ACTIONS`.
 */
export async function createAction(
  db: Db,
  adminToken: string,
  workspaceId: string,
  input: ActionInput,
): Promise<{ row: ActionRow; secret: string }> {
  const existing = await listActions(db, workspaceId);
  if (existing.some((a) => a.name === input.name)) throw duplicateName(input.name);
  if (existing.length >= MAX_ACTIONS) throw saidError(409, said('action.tooMany', { max: MAX_ACTIONS }));
  const secret = newActionSecret();
  const now = Date.now();
  const row: ActionRow = {
    id: newId('act'),
    workspaceId,
    name: input.name,
    description: input.description,
    parameters: JSON.stringify(input.parameters),
    url: input.url,
    secret: await seal(adminToken, ACTION_SECRET_BOX, secret),
    createdAt: now,
    updatedAt: now,
  };
  // Two creations of one name at once: the unique index keeps one.
  const inserted = await db.insert(assistantActions).values(row).onConflictDoNothing().returning({ id: assistantActions.id });
  if (inserted.length === 0) throw duplicateName(input.name);
  return { row, secret };
}

/** The action with `patch` applied, null when the workspace has none of this id; a 409 for a name taken. */
export async function updateAction(db: Db, workspaceId: string, id: string, patch: Partial<ActionInput>): Promise<ActionRow | null> {
  const changes = givenFields({
    name: patch.name,
    description: patch.description,
    parameters: patch.parameters === undefined ? undefined : JSON.stringify(patch.parameters),
    url: patch.url,
  });
  try {
    return await owned.update(db, workspaceId, id, changes, { updatedAt: Date.now() });
  } catch (error) {
    if (patch.name !== undefined && isUniqueViolation(error)) throw duplicateName(patch.name);
    throw error;
  }
}

export const deleteAction = (db: Db, workspaceId: string, id: string): Promise<boolean> => owned.remove(db, workspaceId, id);

/**
 * The workspace's actions as the assistant calls them, each with its secret opened; `secret` is
 * null when it no longer opens (ADMIN_TOKEN was rotated): `runAction` then refuses the call, since
 * an unsigned call would be one the receiver must refuse.
 */
export async function loadActions(db: Db, adminToken: string, workspaceId: string): Promise<{ action: Action; secret: string | null }[]> {
  const rows = await listActions(db, workspaceId);
  return Promise.all(rows.map(async (row) => ({ action: actionOf(row), secret: await open(adminToken, ACTION_SECRET_BOX, row.secret) })));
}
