#!/usr/bin/env node
/**
 * Two opt-in hooks in Baileys' message intake (`lib/Socket/messages-recv.js` of 7.0.0-rc14), so
 * that no message a customer sends is lost when a session-node dies:
 *
 * 1. `deferReceipt(msg, participant, type)`: Baileys sends a message's delivery receipt as soon as
 *    it decrypted it, before anyone heard of the message; WhatsApp then never delivers it again. A
 *    config that answers true sends that receipt itself, once the message is safe (Kurir: once
 *    the device's object took its event). Until then WhatsApp holds the message for the device.
 * 2. `retryUsedKeys`: a message that comes again after its keys were used (its first decryption
 *    died with the node before its receipt left) cannot be decrypted twice; Baileys only acks it
 *    (487) and the message is gone. With this set, it asks the sender for it again (a retry
 *    receipt), as for any message it cannot decrypt, and the sender sends it anew.
 *
 * Without the config keys Baileys behaves as published (the emulator's phones use it so). Runs as
 * part of `postinstall`; a no-op when already applied; fails, saying so, when Baileys is not the
 * version whose lines it knows (the version is pinned in package.json).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARK = '/* kurir: deferReceipt, retryUsedKeys */';
const PATCHES = [
  {
    what: 'the delivery receipt of a decrypted message',
    from: '                        acked = true;\n                        await sendReceipt(msg.key.remoteJid, participant, [msg.key.id], type);\n',
    to: '                        acked = true;\n                        if (!config.deferReceipt?.(msg, participant, type))\n                            await sendReceipt(msg.key.remoteJid, participant, [msg.key.id], type);\n',
  },
  {
    what: 'a message whose keys were used already',
    from: '                    if (msg?.messageStubParameters?.[0] === MISSING_KEYS_ERROR_TEXT) {\n',
    to: '                    if (msg?.messageStubParameters?.[0] === MISSING_KEYS_ERROR_TEXT && !config.retryUsedKeys) {\n',
  },
];

let file;
try {
  const require = createRequire(import.meta.url);
  file = path.join(path.dirname(require.resolve('@whiskeysockets/baileys/package.json')), 'lib', 'Socket', 'messages-recv.js');
} catch {
  // Not installed (an install that omits it): nothing to patch.
  process.exit(0);
}
let source = readFileSync(file, 'utf8');
if (source.includes(MARK)) process.exit(0);
for (const patch of PATCHES) {
  if (!source.includes(patch.from)) {
    console.error(
      `patch-baileys: ${path.relative(process.cwd(), file)} does not read as expected at ${patch.what}; is Baileys 7.0.0-rc14 installed?`,
    );
    process.exit(1);
  }
  source = source.replace(patch.from, patch.to);
}
writeFileSync(file, `${MARK}\n${source}`);
