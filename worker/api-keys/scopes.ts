/**
 * What an API key may do. Every operation declares the one scope it needs (`'x-kurir-scope'` on its
 * route); a key holds a set of them, chosen when it is made. `all` is every scope, present and future.
 */
export const SCOPES = [
  'messages:send',
  'messages:read',
  'inbox',
  'contacts',
  'groups',
  'broadcasts',
  'templates',
  'chatbot',
  'assistant',
  'devices',
  'webhooks',
  'members',
  'reports',
  'logs',
  'all',
] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * What a route may declare besides a key's scope: `operator`, only the operator's ADMIN_TOKEN
 * (operations on the installation rather than on one workspace: creating workspaces, the I/O counts,
 * setup links, and the keys themselves, so that a key can never make a key with more than it holds);
 * `public`, no credential at all (health); `node`, the session-nodes' own door.
 */
export type RouteScope = Scope | 'operator' | 'public' | 'node';

/**
 * What a key made before scopes existed (its `scopes` NULL) could do, and still may: the sends
 * (with typing and the number and group look-ups that serve them) and reading what was sent and
 * received (events, media).
 */
export const LEGACY_SCOPES: readonly Scope[] = ['messages:send', 'messages:read'];

const KNOWN = new Set<string>(SCOPES);

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && KNOWN.has(value);
}

/** The scopes stored for a key (space-separated; null for a key made before scopes). */
export function storedScopes(stored: string | null): readonly Scope[] {
  if (stored === null) return LEGACY_SCOPES;
  return stored.split(' ').filter(isScope);
}

/** How a key's scopes are stored: in the order of `SCOPES`, each once. */
export function scopesToStore(scopes: readonly Scope[]): string {
  return SCOPES.filter((s) => scopes.includes(s)).join(' ');
}

/** Whether a key holding `held` may use an operation that needs `needed`. */
export function allows(held: readonly Scope[], needed: Scope): boolean {
  return held.includes('all') || held.includes(needed);
}
