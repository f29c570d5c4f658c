/**
 * The installed Baileys carries Kurir's intake hooks (`scripts/patch-baileys.mjs`, run by
 * `postinstall`): without them a message decrypted by a node that dies is lost.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const intake = path.join(path.dirname(require.resolve('@whiskeysockets/baileys/package.json')), 'lib', 'Socket', 'messages-recv.js');

describe("Baileys' patched intake", () => {
  it('holds the delivery receipt when asked and retries a message whose keys were used', () => {
    const source = readFileSync(intake, 'utf8');
    expect(source.startsWith('/* kurir: deferReceipt, retryUsedKeys */')).toBe(true);
    expect(source).toContain('if (!config.deferReceipt?.(msg, participant, type))');
    expect(source).toContain('MISSING_KEYS_ERROR_TEXT && !config.retryUsedKeys');
  });

  it('patches once: running the script again changes nothing', () => {
    const before = readFileSync(intake, 'utf8');
    execFileSync(process.execPath, ['scripts/patch-baileys.mjs']);
    expect(readFileSync(intake, 'utf8')).toBe(before);
  });
});
