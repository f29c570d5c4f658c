/**
 * The Chromium the browser tests drive (test/browser/chromium.ts): on a machine with nothing but
 * `npm ci`, the npm Chromium unpacks and starts; a Chromium that cannot start fails with what is
 * missing, never a skip.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium, lacking } from '../browser/chromium';

const chosen = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (chosen === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = chosen;
});

describe('the browser tests’ Chromium', () => {
  it('npm’s Chromium unpacks from its package and renders a page, with nothing installed by apt', async () => {
    delete process.env.CHROMIUM_PATH;
    const binary = await findChromium();
    expect(binary).toContain(path.join('node_modules', '.cache', 'kurir-chromium'));
    const browser = await chromium.launch({ executablePath: binary, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.setContent('<button>Kirim</button>');
      expect(await page.getByRole('button', { name: 'Kirim' }).count()).toBe(1);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('a CHROMIUM_PATH that does not exist fails, naming it', async () => {
    process.env.CHROMIUM_PATH = '/nowhere/chromium';
    await expect(findChromium()).rejects.toThrow('CHROMIUM_PATH is /nowhere/chromium, which does not exist');
  });

  it('a browser whose shared libraries are missing fails, naming them', async () => {
    // A program linked to a library that is then taken away, as Chromium on a system without NSS.
    const dir = mkdtempSync(path.join(tmpdir(), 'kurir-chromium-'));
    try {
      writeFileSync(path.join(dir, 'gone.c'), 'int gone(void) { return 0; }\n');
      writeFileSync(path.join(dir, 'main.c'), 'int gone(void);\nint main(void) { return gone(); }\n');
      execFileSync('cc', ['-shared', '-fPIC', '-o', path.join(dir, 'libkurirgone.so'), path.join(dir, 'gone.c')]);
      execFileSync('cc', ['-o', path.join(dir, 'chromium'), path.join(dir, 'main.c'), `-L${dir}`, '-lkurirgone']);
      rmSync(path.join(dir, 'libkurirgone.so'));
      process.env.CHROMIUM_PATH = path.join(dir, 'chromium');
      await expect(findChromium()).rejects.toThrow(`cannot start: the system lacks the shared libraries libkurirgone.so`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('the libraries npm’s Chromium links to are named with the Debian packages that bring them', () => {
    expect(lacking(['libnss3.so', 'libnspr4.so', 'libplc4.so'])).toBe(
      'the system lacks the shared libraries libnss3.so, libnspr4.so, libplc4.so (on Debian: apt-get install libnss3 libnspr4)',
    );
  });
});
