/**
 * Sign-in throttling by source: failed attempts are counted per account from one address (the
 * email typed, whether or not an account has it, so the answer tells nothing; `operator` for the
 * ADMIN_TOKEN form) and per address over every account, in D1. Never per account alone: a count
 * that any address adds to would let anyone lock the real member or the operator out by typing
 * wrong passwords on purpose; counted by source, the guesser is refused and the owner of the
 * account, from their own address, signs in at once. The address is `clientAddress`
 * (shared/client-address.ts): the edge's, deployed; one for the whole machine under `wrangler dev`.
 * In D1 D1 rather than a
 * Durable Object or memory: a worker runs as many instances, each with its own memory, and an
 * attacker's attempts spread over them; D1 has one primary that every instance writes to, so the
 * count is one count. Sign-ins are rare, and a failed one costs one upsert, so D1 carries it easily
 * (a Durable Object would add a class and a hop for the same guarantee).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../shared/db';
import { loginThrottle } from './tables';

export const WINDOW_MS = 15 * 60_000;
/** Failures within a window before the key is locked for the rest of LOCK_MS: one account from one address… */
export const ACCOUNT_FAILURES = 5;
/** …and any accounts from one address (one guessing many). */
export const ADDRESS_FAILURES = 20;
export const LOCK_MS = 15 * 60_000;

/** `account`: this account from this address; `address`: this address, any account. */
export type ThrottleKeys = { account: string; address: string };

export function throttleKeys(email: string, address: string): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()} from ${address}`, address: `ip:${address}` };
}

/** When the earliest of the keys may try again, or null when none is locked. */
export async function lockedUntil(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<number | null> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.account, keys.address]));
  const until = rows.map((r) => r.lockedUntil ?? 0).filter((t) => t > now);
  return until.length > 0 ? Math.max(...until) : null;
}

/** Counts a failed attempt against both keys; a key past its limit is locked for LOCK_MS. */
export async function recordFailure(db: Db, keys: ThrottleKeys, now = Date.now()): Promise<void> {
  const t = loginThrottle;
  const windowOpen = sql`${t.windowStart} > ${now - WINDOW_MS}`;
  const upsert = (key: string, limit: number) =>
    db
      .insert(t)
      .values({ key, failures: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          // A window that ended starts again at this failure.
          failures: sql`CASE WHEN ${windowOpen} THEN ${t.failures} + 1 ELSE 1 END`,
          windowStart: sql`CASE WHEN ${windowOpen} THEN ${t.windowStart} ELSE ${now} END`,
          lockedUntil: sql`CASE WHEN ${windowOpen} AND ${t.failures} + 1 >= ${limit} THEN ${now + LOCK_MS} ELSE ${t.lockedUntil} END`,
        },
      });
  await db.batch([upsert(keys.account, ACCOUNT_FAILURES), upsert(keys.address, ADDRESS_FAILURES)]);
}

/** A successful sign-in clears the account's count from its address (the address's stays: it may be guessing others). */
export async function clearAccount(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.account));
}
