/**
 * The module boundaries the linter holds (biome.json): session-node/ never imports worker/,
 * protocol/ imports no platform module, the device kernel (worker/kernel/) imports no feature. Each probe is linted as if it were a file at that path.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Lints `source` as the file `asPath` of a tree under the project's biome.json (a copy of it, so the tree stays clean). */
function lint(asPath: string, source: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'kurir-lint-'));
  try {
    copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
    mkdirSync(path.dirname(path.join(dir, asPath)), { recursive: true });
    writeFileSync(path.join(dir, asPath), source);
    const run = spawnSync(BIOME, ['lint', asPath], { cwd: dir, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the lint boundaries', () => {
  it('fail a session-node file that imports the worker', () => {
    const probe = lint('session-node/bridge/probe.ts', "import { getDb } from '../../worker/shared/db';\nexport const x = getDb;\n");
    expect(probe.ok).toBe(false);
    expect(probe.output).toContain('session-node/ talks to the worker only through protocol/');
  });

  it('pass a session-node file that imports the protocol', () => {
    expect(lint('session-node/bridge/probe.ts', "import { parseFrame } from '../../protocol';\nexport const x = parseFrame;\n").ok).toBe(
      true,
    );
  });

  it('fail a protocol file that imports node:* or cloudflare:*', () => {
    const node = lint('protocol/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n");
    expect(node.ok).toBe(false);
    expect(node.output).toContain('noNodejsModules');
    const workers = lint('protocol/probe.ts', "import { DurableObject } from 'cloudflare:workers';\nexport const x = DurableObject;\n");
    expect(workers.ok).toBe(false);
    expect(workers.output).toContain('no platform modules');
  });

  it('fail a worker file that imports the session-node', () => {
    const probe = lint('worker/shared/probe.ts', "import { loadConfig } from '../../session-node/config';\nexport const x = loadConfig;\n");
    expect(probe.ok).toBe(false);
    expect(probe.output).toContain('worker/ talks to session-nodes only through protocol/');
  });

  it('fail a device kernel file that imports a feature, and pass one that imports shared/ or protocol/', () => {
    const feature = lint(
      'worker/kernel/probe.ts',
      "import { RecordStore } from '../messages/record-store';\nexport const x = RecordStore;\n",
    );
    expect(feature.ok).toBe(false);
    expect(feature.output).toContain('worker/kernel/ is the device kernel the features stand on');
    const below = lint(
      'worker/kernel/probe.ts',
      "import { newId } from '../shared/ids';\nimport { parseFrame } from '../../protocol';\nexport const x = [newId, parseFrame];\n",
    );
    expect(below.ok, below.output).toBe(true);
  });

  it('still fail a device kernel file that imports the session-node', () => {
    const probe = lint('worker/kernel/probe.ts', "import { loadConfig } from '../../session-node/config';\nexport const x = loadConfig;\n");
    expect(probe.ok).toBe(false);
  });
});
