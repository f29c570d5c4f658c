/** The README shows the files it says it shows, and links only to what exists. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('the README', () => {
  it.each(['verify.mjs', 'verify.php', 'verify.py', 'verify.go'])('embeds docs/signatures/%s verbatim', (file) => {
    const content = readFileSync(path.join(ROOT, 'docs', 'signatures', file), 'utf8').trimEnd();
    expect(README).toContain(`\n${content}\n\`\`\``);
  });

  it('links to files that exist', () => {
    const targets = [...README.matchAll(/\]\(((?:docs|deploy)\/[^)#\s]*)\)/g)].map((m) => m[1] ?? '');
    expect(targets).toEqual(expect.arrayContaining(['docs/webhooks.md', 'docs/simulator.md', 'deploy/Containerfile']));
    for (const target of targets) expect(existsSync(path.join(ROOT, target)), target).toBe(true);
  });

  it('shows no Node snippet that throws on a missing signature header', () => {
    expect(README).not.toContain("Buffer.from(req.headers['x-kurir-signature'] ?? '')");
  });
});
