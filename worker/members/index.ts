export {
  findAccountByEmail,
  listMembers,
  membershipStatement,
  newAccountStatements,
  storedHash,
  workspacesOf,
} from './accounts';
export { setupLinkApi } from './admin-routes';
export { claimInvite, createInvite, openInvite, pendingInvites, withdrawInvite } from './invites';
export { changeMemberRole, removeFromWorkspace } from './member-changes';
export { decoyHash, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password';
export { createPasswordReset, openPasswordReset, PASSWORD_RESET_MS, usePasswordReset } from './password-resets';
export { ROLE_SCOPES, scopesBeyond } from './role-scopes';
export { can, PERMISSIONS, type Permission, ROLES, type Role, type Standing } from './roles';
export { memberApi } from './routes';
export { emailSchema, inviteSchema, MIN_PASSWORD, newAccountSchema, newPasswordSchema, setupSchema, signInSchema } from './schemas';
export { createSession, type DashboardSession, openWorkspace, readSession, revokeSession, SESSION_COOKIE } from './sessions';
export { completeSetup, setupLinkOpen } from './setup-links';
export { clearAccount, lockedUntil, recordFailure, throttleKeys } from './throttle';
