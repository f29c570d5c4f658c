import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { schema } from '../../db';
import { notFound } from '../../errors';

/** Throws 404 unless the workspace exists. */
export async function requireWorkspace(db: Db, workspaceId: string): Promise<void> {
  const [row] = await db.select({ id: schema.workspaces.id }).from(schema.workspaces).where(eq(schema.workspaces.id, workspaceId)).limit(1);
  if (!row) throw notFound(`workspace ${workspaceId} not found`);
}
