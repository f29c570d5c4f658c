/**
 * `npm run types` (`--check` in `npm run typecheck`): writes `worker-configuration.d.ts` with
 * `wrangler types` (the worker's `Env` from wrangler.toml and `.dev.vars.example`, and the runtime's
 * types), less the module declarations wrangler derives from wrangler.toml's `[[rules]]`. Those
 * include `declare module "*.js"`, under which an import of a file that does not exist passes the
 * type check; Kurir declares the modules it bundles one by one (`worker/*\/assets/text-modules.d.ts`,
 * `worker/*\/migrations/migrations.d.ts`).
 * With `--check` it writes nothing and fails when the file is not what it would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { wranglerRunner } from './deploy';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'worker-configuration.d.ts');
const check = process.argv.includes('--check');
// Generated in place: wrangler writes the import paths relative to the file, and its command into
// it. A check puts the file back as it was.
const before = readFileSync(target, 'utf8');
let generated: string;
try {
  // Its output is shown only when it fails (on Node 20 wrangler warns each time that it wants 22).
  const run = await wranglerRunner(root)(['types', 'worker-configuration.d.ts', '--env-file', '.dev.vars.example']);
  if (run.code !== 0) throw new Error(`wrangler types failed (exit ${run.code}):\n${run.stderr}${run.stdout}`);
  generated = readFileSync(target, 'utf8');
} finally {
  if (check) writeFileSync(target, before);
}

const RUNTIME = '// Begin runtime types';
const at = generated.indexOf(RUNTIME);
if (at < 0) throw new Error(`wrangler types wrote no "${RUNTIME}" line: has its output changed?`);
// The rules' declarations: `declare module "<glob>" { const value: …; export default value; }`.
const rules = /^declare module "[^"]*" \{\n\tconst value: [^;]+;\n\texport default value;\n\}\n/gm;
const wanted =
  generated.slice(0, at).replace(rules, '') +
  "// The modules of wrangler.toml's [[rules]]: Kurir declares those it bundles (scripts/worker-types.ts).\n" +
  generated.slice(at);

if (!check) {
  writeFileSync(target, wanted);
} else if (before !== wanted) {
  console.error('worker-configuration.d.ts is not what wrangler.toml and .dev.vars.example make: run npm run types');
  process.exit(1);
}
