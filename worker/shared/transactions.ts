/**
 * Storage transactions that know when one is open. Every `transactionSync` is a SQLite savepoint
 * in workerd, and a savepoint copies each existing page it changes to the sub-journal first (for
 * its rollback): one opened inside another copies again what the outer one copied. A write that
 * must be one with whatever its caller writes (`joined`) so runs inside the caller's transaction
 * when there is one, and opens its own only when there is none. A throw inside still rolls back
 * everything: the outer transaction's, which the throw leaves.
 *
 * Only transactions opened here are known: inside one opened by `transactionSync` directly,
 * `joined` opens its own savepoint, as before.
 */

const depth = new WeakMap<DurableObjectStorage, number>();

/** `storage.transactionSync(fn)`, known to `joined` while it runs. */
export function transaction<T>(storage: DurableObjectStorage, fn: () => T): T {
  depth.set(storage, (depth.get(storage) ?? 0) + 1);
  try {
    return storage.transactionSync(fn);
  } finally {
    depth.set(storage, (depth.get(storage) ?? 1) - 1);
  }
}

/** Runs `fn` in the transaction open on `storage` (one of `transaction`'s), or in one of its own. */
export function joined<T>(storage: DurableObjectStorage, fn: () => T): T {
  return (depth.get(storage) ?? 0) > 0 ? fn() : transaction(storage, fn);
}
