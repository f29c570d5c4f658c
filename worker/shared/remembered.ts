/**
 * A value read from a device object's storage and kept until a write that may change it forgets
 * it: for what every change of the device asks (`changes.committed`) and only the asking part's own
 * writes change. Read it after a commit only: a read inside a transaction could keep what a
 * rollback undoes. A write forgets before or inside its transaction, so a rolled-back one costs a
 * read more, never a stale answer. Null and undefined are answers like any other.
 */
export class Remembered<T> {
  private known = false;
  private value: T | undefined;

  get(read: () => T): T {
    if (!this.known) {
      this.value = read();
      this.known = true;
    }
    return this.value as T;
  }

  forget(): void {
    this.known = false;
    this.value = undefined;
  }
}
