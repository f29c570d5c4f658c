/**
 * `npm run deploy`: puts the worker on Cloudflare. Each step can run again: what exists is kept.
 *
 *  1. the D1 database and the R2 bucket that wrangler.toml names (created when missing), the
 *     bucket with a lifecycle rule deleting `uploads/` objects after a day;
 *  2. `.wrangler/deploy/wrangler.toml`: wrangler.toml with the database's real id and
 *     LOCAL_DEV = "false" (the repository's file keeps its local placeholder);
 *  3. the D1 migrations, applied to the remote database;
 *  4. `wrangler deploy`, with ADMIN_TOKEN and NODE_TOKEN uploaded with the version when the worker
 *     lacks them (or when the environment sets them): generated at random, printed once.
 *
 * wrangler needs a login (`node node_modules/wrangler/wrangler-dist/cli.js login`) or
 * CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID for a token that sees several accounts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { deployConfig, resourcesOf } from './deploy-config';

export const WRANGLER = path.join(path.resolve(import.meta.dirname, '..'), 'node_modules', 'wrangler', 'wrangler-dist', 'cli.js');
export const SECRET_NAMES = ['ADMIN_TOKEN', 'NODE_TOKEN'] as const;

export type WranglerResult = { code: number; stdout: string; stderr: string };
/** Runs one wrangler command; the tests pass a fake. */
export type WranglerRunner = (args: string[]) => Promise<WranglerResult>;

/** wrangler's CLI through Node directly: its launcher refuses Node 20, its CLI works on it. */
export function wranglerRunner(cwd: string, inherit = false): WranglerRunner {
  return (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [WRANGLER, ...args], {
        cwd,
        // CI=true: no confirmation prompts; no metrics.
        env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        if (inherit) process.stdout.write(d);
      });
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (inherit) process.stderr.write(d);
      });
      child.once('error', reject);
      child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });
}

export class DeployError extends Error {}

export type DeployOptions = {
  wrangler: WranglerRunner;
  /** The folder of the repository's wrangler.toml. */
  root: string;
  log: (line: string) => void;
  /** ADMIN_TOKEN / NODE_TOKEN given here are uploaded as they are. */
  env?: NodeJS.ProcessEnv;
};

export type DeployResult = {
  databaseId: string;
  configFile: string;
  created: string[];
  /** The secrets uploaded with this deploy (generated or from the environment). */
  secrets: Partial<Record<(typeof SECRET_NAMES)[number], string>>;
};

async function must(wrangler: WranglerRunner, args: string[], what: string): Promise<string> {
  const result = await wrangler(args);
  if (result.code !== 0) {
    const detail = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-8).join('\n');
    throw new DeployError(`${what} failed (wrangler ${args.slice(0, 3).join(' ')} …):\n${detail}`);
  }
  return result.stdout;
}

/** The id of the D1 database called `name`, or null. */
async function databaseId(wrangler: WranglerRunner, name: string): Promise<string | null> {
  const out = await must(wrangler, ['d1', 'list', '--json'], 'listing the D1 databases');
  const list = JSON.parse(out.slice(out.indexOf('['))) as Array<{ name?: string; uuid?: string }>;
  return list.find((db) => db.name === name)?.uuid ?? null;
}

/** Whether wrangler's labelled listing (`name:  …` lines) names `name`. */
function listed(out: string, name: string): boolean {
  return stripVTControlCharacters(out)
    .split('\n')
    .some((line) => new RegExp(`^\\s*name:\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`).test(line));
}

async function bucketExists(wrangler: WranglerRunner, name: string): Promise<boolean> {
  return listed(await must(wrangler, ['r2', 'bucket', 'list'], 'listing the R2 buckets'), name);
}

/** The bucket's lifecycle rule that deletes uploads a killed request left (see docs/deploying.md). */
export const UPLOADS_RULE = 'kurir-uploads';

/**
 * A CSV upload is kept under `uploads/` while its request runs and deleted when it is answered; a
 * request the platform ends (a client gone, a CPU or memory limit) never reaches that delete. R2
 * deletes them itself under this rule (a day is its shortest age), added once.
 */
async function ensureUploadsRule(wrangler: WranglerRunner, bucket: string, log: (line: string) => void): Promise<void> {
  const rules = await must(wrangler, ['r2', 'bucket', 'lifecycle', 'list', bucket], `listing the lifecycle rules of ${bucket}`);
  if (listed(rules, UPLOADS_RULE)) {
    log(`R2 lifecycle rule ${UPLOADS_RULE} exists`);
    return;
  }
  await must(
    wrangler,
    ['r2', 'bucket', 'lifecycle', 'add', bucket, UPLOADS_RULE, 'uploads/', '--expire-days', '1', '--force'],
    `adding the lifecycle rule ${UPLOADS_RULE} to ${bucket}`,
  );
  log(`added the R2 lifecycle rule ${UPLOADS_RULE}: uploads/ objects are deleted after a day`);
}

/**
 * The names of the secrets the deployed worker has; none when it does not exist yet. Any other
 * failure stops the deploy: taking it for "no secrets" would replace the tokens the nodes use.
 */
async function secretNames(wrangler: WranglerRunner, config: string): Promise<Set<string>> {
  const result = await wrangler(['secret', 'list', '--format', 'json', '--config', config]);
  if (result.code !== 0) {
    if (/\b10007\b|does not exist|script_not_found/i.test(`${result.stderr}${result.stdout}`)) return new Set();
    throw new DeployError(
      `listing the worker's secrets failed:\n${`${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-8).join('\n')}`,
    );
  }
  const list = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as Array<{ name?: string }>;
  return new Set(list.flatMap((s) => (s.name ? [s.name] : [])));
}

export async function deploy({ wrangler, root, log, env = process.env }: DeployOptions): Promise<DeployResult> {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const { database, bucket } = resourcesOf(toml);
  const created: string[] = [];

  let id = await databaseId(wrangler, database);
  if (id) log(`D1 database ${database} exists (${id})`);
  else {
    await must(wrangler, ['d1', 'create', database], `creating the D1 database ${database}`);
    id = await databaseId(wrangler, database);
    if (!id) throw new DeployError(`the D1 database ${database} was created but is not listed`);
    created.push(`d1:${database}`);
    log(`created the D1 database ${database} (${id})`);
  }

  if (await bucketExists(wrangler, bucket)) log(`R2 bucket ${bucket} exists`);
  else {
    await must(wrangler, ['r2', 'bucket', 'create', bucket], `creating the R2 bucket ${bucket}`);
    created.push(`r2:${bucket}`);
    log(`created the R2 bucket ${bucket}`);
  }
  await ensureUploadsRule(wrangler, bucket, log);

  const outDir = path.join(root, '.wrangler', 'deploy');
  mkdirSync(outDir, { recursive: true });
  const configFile = path.join(outDir, 'wrangler.toml');
  writeFileSync(configFile, deployConfig({ toml, databaseId: id, root, outDir }));
  log(`wrote ${path.relative(root, configFile)} (LOCAL_DEV = "false", database_id ${id})`);

  await must(wrangler, ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', configFile], 'applying the D1 migrations');
  log('D1 migrations applied to the remote database');

  const existing = await secretNames(wrangler, configFile);
  const secrets: DeployResult['secrets'] = {};
  const generated: Array<(typeof SECRET_NAMES)[number]> = [];
  for (const name of SECRET_NAMES) {
    const given = env[name];
    if (given) secrets[name] = given;
    else if (!existing.has(name)) {
      secrets[name] = randomBytes(32).toString('hex');
      generated.push(name);
    }
  }
  // Uploaded with the version (additively: other secrets stay), so the worker never runs without them.
  const secretsFile = path.join(outDir, 'secrets.json');
  const deployArgs = ['deploy', '--config', configFile];
  if (Object.keys(secrets).length > 0) {
    writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
    deployArgs.push('--secrets-file', secretsFile);
  }
  try {
    const out = await must(wrangler, deployArgs, 'wrangler deploy');
    const url = /https:\/\/\S+\.workers\.dev/.exec(out)?.[0];
    log(`deployed${url ? `: ${url}` : ''}`);
  } finally {
    rmSync(secretsFile, { force: true });
  }
  if (generated.length > 0) {
    log('new secrets, shown this once (the session-nodes need NODE_TOKEN; keep ADMIN_TOKEN for the management API):');
    for (const name of generated) log(`  ${name}=${secrets[name]}`);
  }
  return { databaseId: id, configFile, created, secrets };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  deploy({ wrangler: wranglerRunner(root), root, log: (line) => console.log(line) }).catch((error: unknown) => {
    console.error(error instanceof DeployError ? error.message : error);
    process.exit(1);
  });
}
