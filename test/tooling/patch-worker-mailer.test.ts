/**
 * The installed worker-mailer carries Kurir's two fixes (`scripts/patch-worker-mailer.mjs`, run by
 * `postinstall`): without them a mail server that hangs up leaves the worker spinning, and a
 * STARTTLS that is not offered sends the password in the clear.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve('worker-mailer/package.json')), 'dist');

describe("worker-mailer's patched reads and STARTTLS", () => {
  it('fails a read on a closed connection and refuses to go on without the STARTTLS it was asked for', () => {
    for (const name of ['index.mjs', 'index.js']) {
      const source = readFileSync(path.join(dist, name), 'utf8');
      expect(source.startsWith('/* kurir: closed connection, STARTTLS required */')).toBe(true);
      expect(source).toContain('if(kurirDone)throw new Error("the SMTP server closed the connection")');
      expect(source).toContain('the SMTP server does not offer STARTTLS');
    }
  });

  it('patches once: running the script again changes nothing', () => {
    const before = readFileSync(path.join(dist, 'index.mjs'), 'utf8');
    execFileSync(process.execPath, ['scripts/patch-worker-mailer.mjs']);
    expect(readFileSync(path.join(dist, 'index.mjs'), 'utf8')).toBe(before);
  });
});
