import { and, eq } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { templates } from './tables';

/** Whether the workspace has a template of this id. */
export async function templateExists(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.workspaceId, workspaceId)))
    .limit(1);
  return row !== undefined;
}
