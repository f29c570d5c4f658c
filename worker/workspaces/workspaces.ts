/** Workspaces in D1: what the management interface and the dashboard both read and write. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { newId } from '../shared/ids';
import { workspaces } from './tables';

export type Workspace = typeof workspaces.$inferSelect;

export async function createWorkspace(db: Db, name: string, now = Date.now()): Promise<Workspace> {
  const row = { id: newId('ws'), name, createdAt: now };
  await db.insert(workspaces).values(row);
  return row;
}

/** Every workspace, newest first. */
export function listWorkspaces(db: Db): Promise<Workspace[]> {
  return db.select().from(workspaces).orderBy(desc(workspaces.createdAt));
}

export async function findWorkspace(db: Db, id: string): Promise<Workspace | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id)).limit(1);
  return row;
}
