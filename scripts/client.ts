/**
 * `npm run client`: writes the e2e tests' client again from the app's OpenAPI document. The
 * document comes from the app itself, without a server (a worker test writes it as a file
 * snapshot); openapi-typescript makes the types that openapi-fetch's client takes.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateTypes } from './client-generator/generate.mjs';

const root = path.join(import.meta.dirname, '..');
const DOCUMENT = path.join(root, 'test/e2e/client/openapi.json');
const TYPES = path.join(root, 'test/e2e/client/kurir.d.ts');

const written = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'worker', 'test/worker/reference/client-document.test.ts', '-u'],
  { cwd: root, stdio: 'inherit' },
);
if (written.status !== 0) process.exit(written.status ?? 1);
writeFileSync(TYPES, await generateTypes(readFileSync(DOCUMENT, 'utf8')));
console.log(`wrote ${path.relative(root, DOCUMENT)} and ${path.relative(root, TYPES)}`);
