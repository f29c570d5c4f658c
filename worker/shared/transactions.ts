/**
 * Storage transactions that know when one is open. Every `transactionSync` is a SQLite savepoint
 * in workerd, and a savepoint copies each existing page it changes to the sub-journal first (for
 * its rollback): one opened inside another copies again what the outer one copied. A write that
 * must be one with whatever its caller writes (`joined`) so runs inside the caller's transaction
 * when there is one, and opens its own only when there is none. A throw inside still rolls back
 * everything: the outer transaction's, which the throw leaves.
 *
 * Only transactions opened here are known: inside one opened by `transactionSync` directly,
 * `joined` opens its own savepoint, as before, and `afterCommit` runs at once.
 */

type Open = { depth: number; afterCommit: (() => void)[] };

const open = new WeakMap<DurableObjectStorage, Open>();

function openOn(storage: DurableObjectStorage): Open {
  let t = open.get(storage);
  if (!t) {
    t = { depth: 0, afterCommit: [] };
    open.set(storage, t);
  }
  return t;
}

/**
 * Runs `fn` as the body of a transaction known to `joined`: what `afterCommit` queued inside is
 * dropped when it throws (its writes are rolled back, and a change taken again queues its own).
 */
function known<T>(t: Open, fn: () => T): T {
  const before = t.afterCommit.length;
  t.depth++;
  try {
    return fn();
  } catch (error) {
    t.afterCommit.length = before;
    throw error;
  } finally {
    t.depth--;
  }
}

/** Runs what `afterCommit` queued, once no transaction of `t` is open any more. */
function ended(t: Open): void {
  if (t.depth > 0) return;
  for (const then of t.afterCommit.splice(0)) {
    try {
      then();
    } catch (error) {
      console.error('after a transaction', error);
    }
  }
}

/**
 * `storage.transactionSync(fn)`, known to `joined` while it runs. What `afterCommit` queued inside
 * runs once the outermost one returns; a throw drops what was queued inside the transaction it
 * leaves (its writes are rolled back, and a change taken again queues its own).
 */
export function transaction<T>(storage: DurableObjectStorage, fn: () => T): T {
  const t = openOn(storage);
  const result = storage.transactionSync(() => known(t, fn));
  ended(t);
  return result;
}

/**
 * `transaction`, as a storage transaction of its own (`storage.transaction`) rather than a savepoint
 * inside the object's implicit one, which is what `transactionSync` always opens: SQLite copies
 * every page a savepoint changes to its sub-journal first (for its rollback), where the outermost
 * one needs no copy (its rollback is dropping the changed pages). For the hot paths that open a
 * transaction as the first write of their turn: it waits for an implicit transaction open before it
 * to commit, holds every other event of the object off while it runs, and commits when `fn` returns.
 */
export async function ownTransaction<T>(storage: DurableObjectStorage, fn: () => T): Promise<T> {
  const t = openOn(storage);
  const result = await storage.transaction(async () => known(t, fn));
  ended(t);
  return result;
}

/** Runs `fn` in the transaction open on `storage` (`transaction`'s or `ownTransaction`'s), or in one of its own. */
export function joined<T>(storage: DurableObjectStorage, fn: () => T): T {
  return (open.get(storage)?.depth ?? 0) > 0 ? fn() : transaction(storage, fn);
}

/**
 * Runs `then` once the transaction open on `storage` (`transaction`'s or `ownTransaction`'s) has committed, never
 * if it rolls back; at once when none is open. For what cannot be rolled back (a request out, work
 * handed to `waitUntil`) that a change inside a transaction starts.
 */
export function afterCommit(storage: DurableObjectStorage, then: () => void): void {
  const t = open.get(storage);
  if (t && t.depth > 0) t.afterCommit.push(then);
  else then();
}
