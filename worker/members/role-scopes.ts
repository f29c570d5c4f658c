/**
 * A role's powers as API-key scopes, so that a key and a person can be compared: a key is never
 * made holding more than its maker's role (the dashboard offers only those scopes), and a key
 * invites, promotes, lowers or removes only members of a role whose every scope it holds, so that
 * no key is a way to more than it has (a `members` key inviting an admin who then makes an `all`
 * key). An owner's is `all`: only an owner (or an `all` key, which only an owner or the operator
 * makes) makes owners, and changes or removes one.
 */
import { allows, SCOPES, type Scope } from '../api-keys/scopes';
import type { Role } from './roles';

export const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  owner: SCOPES,
  /** Everything but the members (and so not `all`, which holds the members and what comes later). */
  admin: SCOPES.filter((s) => s !== 'members' && s !== 'all'),
  /** The inbox, the contacts, the messages page and the reports (`PERMISSIONS` in roles.ts). */
  agent: ['messages:read', 'inbox', 'contacts', 'reports'],
};

/** The scopes of `held` that `role` lacks: what a key of that role's maker may not hold. */
export function scopesBeyond(held: readonly Scope[], role: Role): Scope[] {
  return held.filter((s) => !ROLE_SCOPES[role].includes(s));
}

/** Whether a key holding `held` holds every scope of `role` (an owner's: `all`). */
export function holdsRole(held: readonly Scope[], role: Role): boolean {
  return ROLE_SCOPES[role].every((s) => allows(held, s));
}

/** The roles a key holding `held` may act on (invite, give, change, remove). */
export function rolesHeld(held: readonly Scope[]): Role[] {
  return (Object.keys(ROLE_SCOPES) as Role[]).filter((role) => holdsRole(held, role));
}
