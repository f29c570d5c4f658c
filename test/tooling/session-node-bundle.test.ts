/**
 * The session-node as deploy/ ships it (Containerfile, systemd unit): bundled by
 * deploy/build-session-node.sh and run on plain Node, with no tsx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/stack';
import { waitUntil } from '../../scripts/wait-until';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
// Inside the checkout (.tmp/ is ignored by git), so the bundle's package imports resolve from node_modules/.
const OUT_DIR = path.join(ROOT, '.tmp', `session-node-bundle-${randomBytes(4).toString('hex')}`);

afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }));

it('bundles into one module that starts on plain Node and stops on SIGTERM', async () => {
  const outfile = path.join(OUT_DIR, 'session-node.mjs');
  mkdirSync(OUT_DIR, { recursive: true });
  const build = spawnSync('sh', [path.join(ROOT, 'deploy', 'build-session-node.sh'), outfile], { encoding: 'utf8', timeout: 60_000 });
  expect(build.status, build.stderr).toBe(0);

  // Nothing listens at WORKER_URL: the node starts and keeps trying, as it would before the worker is up.
  const node = spawn(process.execPath, [outfile], {
    cwd: tmpdir(),
    env: {
      PATH: process.env.PATH,
      WORKER_URL: `http://127.0.0.1:${await freePort()}`,
      NODE_TOKEN: randomBytes(16).toString('hex'),
      KURIR_ENGINE: 'simulator',
      SIM_CONTROL_PORT: String(await freePort()),
      NODE_ID: 'bundle-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  node.stdout.on('data', (d: Buffer) => (output += d.toString()));
  node.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => node.once('exit', (code) => resolve(code)));
  try {
    await waitUntil(() => output.includes('"msg":"session-node started"'), {
      timeoutMs: 20_000,
      what: () => `the bundled node to start; it printed:\n${output}`,
      stopIf: () => (node.exitCode === null ? null : `the bundled node exited with ${node.exitCode}:\n${output}`),
    });
  } finally {
    node.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 90_000);

it('copies into the container every script the install runs, before the install that runs them', async () => {
  const { readFileSync } = await import('node:fs');
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { postinstall: string } };
  const scripts = [...pkg.scripts.postinstall.matchAll(/scripts\/[\w-]+\.mjs/g)].map((match) => match[0]);
  expect(scripts).toContain('scripts/patch-baileys.mjs');
  const containerfile = readFileSync(path.join(ROOT, 'deploy', 'Containerfile'), 'utf8');
  // The stage that runs the install scripts (the other passes --ignore-scripts).
  const runtime = containerfile.slice(containerfile.lastIndexOf('FROM '));
  const install = runtime.indexOf('RUN npm ci');
  const copies = runtime.slice(0, install);
  for (const script of scripts) expect(copies, `${script} is copied before the install`).toMatch(new RegExp(`COPY [^\\n]*${script}`));
});
