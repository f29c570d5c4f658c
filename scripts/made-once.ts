/**
 * A directory made once and kept (a cache under `node_modules/.cache/`): made beside its place and
 * renamed into it, so a reader never finds it half made, and runs making it at the same time each
 * make their own and the first rename stands.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';

/** Makes `dir` with `make` (given the directory to fill) unless it exists; a failure while another run made it is no failure. */
export async function madeOnce(dir: string, make: (aside: string) => Promise<void> | void): Promise<void> {
  if (existsSync(dir)) return;
  const aside = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await make(aside);
    renameSync(aside, dir);
  } catch (error) {
    if (!existsSync(dir)) throw error;
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}
