/**
 * A member's role changed or their membership ended, with what follows for the API keys they made:
 * those holding more than their new role are revoked, all of them when they leave (a key never
 * holds more than its maker may do), and out of their teams when they leave. The members API and the dashboard's members page both change
 * members through here.
 */
import { revokeKeysBeyond } from '../api-keys/key-store';
import type { Db } from '../shared/db';
import { teamsStub } from '../teams/desk-stub';
import { changeRole, type Reach, removeMember } from './accounts';
import type { Role } from './roles';

export async function changeMemberRole(env: Env, db: Db, workspaceId: string, accountId: string, role: Role, reach?: Reach) {
  await changeRole(db, workspaceId, accountId, role, reach);
  await revokeKeysBeyond(env, db, workspaceId, accountId, role);
}

export async function removeFromWorkspace(env: Env, db: Db, workspaceId: string, accountId: string, reach?: Reach) {
  await removeMember(db, workspaceId, accountId, reach);
  await revokeKeysBeyond(env, db, workspaceId, accountId, null);
  // Automatic assignment passes them by from now on; what their teams gave them waits for the others.
  await teamsStub(env, workspaceId).forgetMember(accountId);
}
