/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH` when it is set, else the one `npm ci`
 * installs, `@sparticuz/chromium` (a headless shell whose binary ships brotli-packed inside the
 * package; no install script, no download), unpacked here on first use under
 * `node_modules/.cache/`. Every machine runs the same pinned browser, with nothing from apt.
 *
 * `findChromium` also starts it once: a machine where it cannot start fails the run with what is
 * missing (a shared library, the package), never skips the tests.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { madeOnce } from '../../scripts/made-once';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/@sparticuz/chromium');

/** The flags every launch uses: no sandbox (CI runs as root), no GPU. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu'];

/** Debian's package for each shared library the npm Chromium links to that a bare system may lack. */
const DEBIAN_PACKAGES: Record<string, string> = {
  'libnss3.so': 'libnss3',
  'libnssutil3.so': 'libnss3',
  'libsmime3.so': 'libnss3',
  'libnspr4.so': 'libnspr4',
  'libplc4.so': 'libnspr4',
  'libplds4.so': 'libnspr4',
  'libexpat.so.1': 'libexpat1',
};

/** The path of a Chromium that starts, or an Error saying what is missing. */
export async function findChromium(): Promise<string> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, which does not exist; unset it to use the npm Chromium`);
    await tryLaunch(chosen, `CHROMIUM_PATH (${chosen})`);
    return chosen;
  }
  const binary = await unpacked();
  await tryLaunch(binary, `the npm Chromium (${binary})`);
  return binary;
}

/** The npm Chromium's binary, unpacked once per version (`madeOnce`: concurrent runs each unpack aside). */
async function unpacked(): Promise<string> {
  if (!existsSync(path.join(PACKAGE, 'package.json'))) {
    throw new Error('the browser tests need @sparticuz/chromium, a devDependency: run `npm ci` (or set CHROMIUM_PATH to a Chromium)');
  }
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(ROOT, 'node_modules/.cache/kurir-chromium', version);
  try {
    await madeOnce(dir, (staging) => {
      mkdirSync(staging, { recursive: true });
      // The package unpacks into the temporary directory it is given; a child process gets its own.
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', "await (await import('@sparticuz/chromium')).default.executablePath()"],
        {
          cwd: ROOT,
          env: { ...process.env, TMPDIR: staging },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not unpack @sparticuz/chromium ${version} into ${dir}: ${stderr || String(error)}`);
  }
  return path.join(dir, 'chromium');
}

async function tryLaunch(binary: string, what: string): Promise<void> {
  try {
    const browser = await chromium.launch({ executablePath: binary, args: CHROMIUM_ARGS });
    await browser.close();
  } catch (error) {
    const libraries = missingLibraries(binary);
    if (libraries.length > 0) throw new Error(`${what} cannot start: ${lacking(libraries)}`);
    throw new Error(`${what} cannot start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** What a system without `libraries` lacks, and the Debian packages that bring those Chromium needs. */
export function lacking(libraries: string[]): string {
  const packages = [...new Set(libraries.map((l) => DEBIAN_PACKAGES[l]).filter(Boolean))];
  return (
    `the system lacks the shared libraries ${libraries.join(', ')}` +
    (packages.length > 0 ? ` (on Debian: apt-get install ${packages.join(' ')})` : '')
  );
}

/** The shared libraries `ldd` cannot find for `binary` (none when ldd itself is missing). */
function missingLibraries(binary: string): string[] {
  try {
    const out = execFileSync('ldd', [binary], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return [...out.matchAll(/^\s*(\S+) => not found/gm)].map((m) => m[1] ?? '');
  } catch {
    return [];
  }
}
