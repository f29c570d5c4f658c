/**
 * Hono's router for this app, remembering what the paths without parameters matched. The app's
 * 1,684 routes fall back from the RegExpRouter to the TrieRouter (a literal and a parameter share
 * a place in several paths, e.g. `/members/invites/:inviteId` beside `/members/:accountId`,
 * which the API cannot rename), whose search walks every node and gathers the middleware of each
 * on every request: 3 to 6 % of the isolate's busy time in profiles of sends. A path whose match
 * binds no parameter (`POST /messages`, `/dashboard/inbox`) matches the same every time, so its
 * result is kept; a path with an id in it is searched as before. The routes are all added before
 * the first request; adding one forgets what was kept.
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** At most this many paths are kept; past it, the kept ones are forgotten and kept again as they come. */
const KEPT = 512;

export class RememberingRouter<T> implements Router<T> {
  readonly name = 'RememberingRouter + TrieRouter';
  private readonly trie = new TrieRouter<T>();
  private readonly kept = new Map<string, Result<T>>();

  add(method: string, path: string, handler: T): void {
    this.kept.clear();
    this.trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.kept.get(key);
    if (known) return known;
    const result = this.trie.match(method, path);
    // The TrieRouter answers `[[handler, params][]]`: kept only when no handler bound a parameter.
    if (result[0].every(([, params]) => isEmpty(params))) {
      if (this.kept.size >= KEPT) this.kept.clear();
      this.kept.set(key, result);
    }
    return result;
  }
}

function isEmpty(params: unknown): boolean {
  for (const _ in params as object) return false;
  return true;
}
