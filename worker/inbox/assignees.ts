/** Who a conversation may be assigned to: members of the device's workspace. */
import { and, eq } from 'drizzle-orm';
import { memberships } from '../members/tables';
import type { Db } from '../shared/db';
import { HttpError } from '../shared/errors';

export async function isMember(db: Db, workspaceId: string, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

/** `memberId` (null when none is given), once found a member of the device's workspace; 404 otherwise. */
export async function memberOfDevice(db: Db, workspaceId: string, memberId: string | undefined | null): Promise<string | null> {
  if (memberId && !(await isMember(db, workspaceId, memberId))) {
    throw new HttpError(404, `member ${memberId} is not a member of this device’s workspace`);
  }
  return memberId ?? null;
}
