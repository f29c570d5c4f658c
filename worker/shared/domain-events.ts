/**
 * A Durable Object's domain events: what happened inside it, named as the webhook events are
 * (`record.changed`, `message.received`), told to the parts that follow it. This is the one way
 * the object's parts react to each other; the SQLite triggers that queue D1 copies (see
 * `d1-mirror.ts`) are a storage-level mechanism below it, not a second one.
 *
 * `emit` is synchronous: every handler has run when it returns. An emitter inside a storage
 * transaction (`transactionSync`, a report's `takeOnce`) so runs its handlers inside that
 * transaction: what they write commits or rolls back with the change they follow, and a handler's
 * error is the emitter's (it aborts the transaction), unless the emitter passes `failed`, which
 * then hears each handler's error while the others still run. Handlers run in the order they
 * subscribed: a part made earlier hears first.
 *
 * The map of names to payloads is the object's (`devices/device-events.ts`); a part names only
 * the events it emits or follows, so it needs neither the map nor the parts behind it.
 */

/** Emits the events of `E` (a map of event names to payloads); answers how many handlers heard it. */
export interface Emitter<E> {
  emit<K extends keyof E>(name: K, payload: E[K], failed?: (error: unknown) => void): number;
}

/** Follows the events of `E`. */
export interface Subscriber<E> {
  on<K extends keyof E>(name: K, handler: (payload: E[K]) => void): void;
}

export class DomainEvents<E> implements Emitter<E>, Subscriber<E> {
  private readonly handlers = new Map<keyof E, ((payload: never) => void)[]>();

  on<K extends keyof E>(name: K, handler: (payload: E[K]) => void): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler);
    this.handlers.set(name, list);
  }

  emit<K extends keyof E>(name: K, payload: E[K], failed?: (error: unknown) => void): number {
    const list = this.handlers.get(name) as ((payload: E[K]) => void)[] | undefined;
    if (!list) return 0;
    for (const handler of list) {
      if (!failed) {
        handler(payload);
        continue;
      }
      try {
        handler(payload);
      } catch (error) {
        failed(error);
      }
    }
    return list.length;
  }
}
