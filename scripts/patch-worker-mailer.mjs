#!/usr/bin/env node
/**
 * Two fixes to worker-mailer 1.2.1 (`dist/index.mjs` and `dist/index.js`), the SMTP client the
 * worker sends alert emails with over `cloudflare:sockets`:
 *
 * 1. A server that closes the connection: its reader reads `{done: true}` without a value, which
 *    the library's read loop skips and reads again, for ever, in microtasks; its own timeout never
 *    fires (checked under workerd: a server that hangs up after EHLO left the request spinning).
 *    Patched, the read fails with "the SMTP server closed the connection".
 * 2. STARTTLS asked for but not offered: the library goes on without TLS and sends the password
 *    in the clear (a man in the middle need only strip the offer). Patched, it refuses.
 *
 * Runs as part of `postinstall`; a no-op when already applied; fails, saying so, when worker-mailer
 * is not the version whose code it knows (the version is pinned in package.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARK = '/* kurir: closed connection, STARTTLS required */';
const PATCHES = [
  {
    what: 'the read loop',
    from: 'let{value:t}=await this.reader.read();if(!t)continue;',
    to: 'let{value:t,done:kurirDone}=await this.reader.read();if(kurirDone)throw new Error("the SMTP server closed the connection");if(!t)continue;',
  },
  {
    what: 'the STARTTLS upgrade',
    from: 'this.startTls&&!this.secure&&this.supportsStartTls&&(await this.tls(),await this.ehlo())',
    to: 'this.startTls&&!this.secure&&(this.supportsStartTls||(()=>{throw new Error("the SMTP server does not offer STARTTLS")})())&&(await this.tls(),await this.ehlo())',
  },
];

let dist;
try {
  const require = createRequire(import.meta.url);
  dist = path.join(path.dirname(require.resolve('worker-mailer/package.json')), 'dist');
} catch {
  // Not installed: nothing to patch.
  process.exit(0);
}
for (const name of ['index.mjs', 'index.js']) {
  const file = path.join(dist, name);
  let source = readFileSync(file, 'utf8');
  if (source.startsWith(MARK)) continue;
  for (const patch of PATCHES) {
    if (!source.includes(patch.from)) {
      console.error(
        `patch-worker-mailer: ${path.relative(process.cwd(), file)} does not read as expected at ${patch.what}; is worker-mailer 1.2.1 installed?`,
      );
      process.exit(1);
    }
    source = source.replace(patch.from, patch.to);
  }
  writeFileSync(file, `${MARK}\n${source}`);
}
