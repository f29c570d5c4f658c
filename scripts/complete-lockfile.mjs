#!/usr/bin/env node
/**
 * Completes package-lock.json with the optional, platform-specific packages that `npm install`
 * leaves out when the registry it reaches does not serve them (the mirror on our machines has no
 * macOS, Windows, Android or musl builds of workerd and Biome). Without their entries, `npm ci`
 * refuses the lock as "out of sync". The entries carry `os`/`cpu`/`libc`, so npm skips them on
 * every other platform and fetches them by version where they apply.
 *
 * Runs as `postinstall`; a no-op when nothing is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
let lock;
try {
  lock = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  process.exit(0);
}
const packages = lock.packages ?? {};

/** `os`, `cpu` and `libc` from a platform package's name (e.g. `cli-linux-arm64-musl`, `workerd-darwin-64`). */
function platformOf(name) {
  const os = ['darwin', 'linux', 'win32', 'windows', 'android', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd'].find((o) =>
    name.includes(`-${o}`),
  );
  if (!os) return null;
  const rest = name.slice(name.indexOf(`-${os}`) + os.length + 1);
  const cpu = rest.includes('arm64')
    ? 'arm64'
    : rest.includes('arm')
      ? 'arm'
      : rest.includes('ia32')
        ? 'ia32'
        : rest.includes('ppc64')
          ? 'ppc64'
          : 'x64';
  return { os: os === 'windows' ? 'win32' : os, cpu, ...(rest.includes('musl') ? { libc: 'musl' } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      os: [platform.os],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} platform-specific optional package entries`);
}
