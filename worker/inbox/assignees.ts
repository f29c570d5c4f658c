/** Who a conversation may be assigned to: members of the device's workspace. */
import { and, eq } from 'drizzle-orm';
import { memberships } from '../members/tables';
import type { Db } from '../shared/db';

export async function isMember(db: Db, workspaceId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}
