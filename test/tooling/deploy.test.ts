/**
 * `npm run deploy` against a fake wrangler that plays a Cloudflare account (no account here), and
 * the real wrangler bundling the project with the generated configuration (`--dry-run`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeployError, deploy, WRANGLER, type WranglerResult } from '../../scripts/deploy';
import { deployConfig, resourcesOf } from '../../scripts/deploy-config';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TOML = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
const DB_ID = '3f2b8c1e-5a6d-4e7f-9a0b-1c2d3e4f5a6b';
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kurir-deploy-'));
  temps.push(dir);
  return dir;
}

/** A Cloudflare account as wrangler shows it: databases, buckets, the worker's secrets (null: no worker yet). */
class FakeAccount {
  databases = new Map<string, string>();
  buckets = new Set<string>();
  /** Each bucket's lifecycle rules: which prefix expires after how many days. */
  lifecycle = new Map<string, Array<{ name: string; prefix: string; expireDays: number }>>();
  secrets: Set<string> | null = null;
  calls: string[][] = [];
  /** What each deploy uploaded, read when it ran (the file is gone afterwards). */
  uploaded: Array<{ config: string; secrets: Record<string, string> | null }> = [];

  wrangler = async (args: string[]): Promise<WranglerResult> => {
    this.calls.push(args);
    const ok = (stdout = ''): WranglerResult => ({ code: 0, stdout, stderr: '' });
    const command = args.slice(0, 3).join(' ');
    if (command.startsWith('d1 list')) {
      return ok(JSON.stringify([...this.databases].map(([name, uuid]) => ({ name, uuid, created_at: '2026-11-01' }))));
    }
    if (command.startsWith('d1 create')) {
      this.databases.set(args[2] ?? '', DB_ID);
      return ok(`✅ Successfully created DB '${args[2]}'`);
    }
    if (command === 'r2 bucket list') {
      return ok(`Listing buckets...\n${[...this.buckets].map((b) => `name:           ${b}\ncreation_date:  2026-11-01`).join('\n\n')}`);
    }
    if (command.startsWith('r2 bucket create')) {
      this.buckets.add(args[3] ?? '');
      return ok();
    }
    if (command === 'r2 bucket lifecycle') {
      const [, , , action, bucket = '', name = '', prefix = ''] = args;
      const rules = this.lifecycle.get(bucket) ?? [];
      if (action === 'list') {
        if (rules.length === 0)
          return ok(`Listing lifecycle rules for bucket '${bucket}'...\nThere are no lifecycle rules for bucket '${bucket}'.`);
        return ok(
          rules
            .map((r) => `name:     ${r.name}\nenabled:  Yes\nprefix:   ${r.prefix}\naction:   Expire objects after ${r.expireDays} day`)
            .join('\n\n'),
        );
      }
      if (action === 'add' && args.includes('--force')) {
        this.lifecycle.set(bucket, [...rules, { name, prefix, expireDays: Number(args[args.indexOf('--expire-days') + 1]) }]);
        return ok(`Adding lifecycle rule '${name}' to bucket '${bucket}'...`);
      }
    }
    if (command.startsWith('d1 migrations apply')) return ok('✅ migrations applied');
    if (command.startsWith('secret list')) {
      if (!this.secrets)
        return {
          code: 1,
          stdout: '',
          stderr: '✘ [ERROR] A request to the Cloudflare API failed. This Worker does not exist on your account. [code: 10007]',
        };
      return ok(JSON.stringify([...this.secrets].map((name) => ({ name, type: 'secret_text' }))));
    }
    if (args[0] === 'deploy') {
      const config = readFileSync(args[args.indexOf('--config') + 1] ?? '', 'utf8');
      const file = args.includes('--secrets-file') ? args[args.indexOf('--secrets-file') + 1] : undefined;
      const secrets = file ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
      this.uploaded.push({ config, secrets });
      this.secrets = new Set([...(this.secrets ?? []), ...Object.keys(secrets ?? {})]);
      return ok('Uploaded kurir\nDeployed kurir triggers\n  https://kurir.example.workers.dev');
    }
    return { code: 1, stdout: '', stderr: `unexpected wrangler ${args.join(' ')}` };
  };
}

function project(): string {
  const root = tempDir();
  writeFileSync(path.join(root, 'wrangler.toml'), TOML);
  return root;
}

describe('npm run deploy', () => {
  it('a first deploy creates the database and bucket, writes the real id, applies migrations, deploys with new secrets shown once', async () => {
    const account = new FakeAccount();
    const root = project();
    const lines: string[] = [];
    const result = await deploy({ wrangler: account.wrangler, root, log: (l) => lines.push(l), env: {} });

    expect(result.created).toEqual(['d1:kurir', 'r2:kurir-media']);
    expect(account.calls.map((c) => c.slice(0, 3).join(' '))).toEqual([
      'd1 list --json',
      'd1 create kurir',
      'd1 list --json',
      'r2 bucket list',
      'r2 bucket create',
      'r2 bucket lifecycle',
      'r2 bucket lifecycle',
      'd1 migrations apply',
      'secret list --format',
      `deploy --config ${result.configFile}`,
    ]);
    expect(account.calls.find((c) => c[0] === 'd1' && c[1] === 'migrations')).toEqual([
      'd1',
      'migrations',
      'apply',
      'DB',
      '--remote',
      '--config',
      result.configFile,
    ]);

    const [upload] = account.uploaded;
    expect(upload?.config).toContain(`database_id = "${DB_ID}"`);
    expect(upload?.config).toContain('LOCAL_DEV = "false"');
    expect(upload?.secrets).toEqual({
      ADMIN_TOKEN: expect.stringMatching(/^[0-9a-f]{64}$/),
      NODE_TOKEN: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Shown once, and the file that carried them is gone.
    expect(lines).toContain(`  ADMIN_TOKEN=${upload?.secrets?.ADMIN_TOKEN}`);
    expect(lines).toContain(`  NODE_TOKEN=${upload?.secrets?.NODE_TOKEN}`);
    expect(existsSync(path.join(root, '.wrangler', 'deploy', 'secrets.json'))).toBe(false);
    expect(lines).toContain('deployed: https://kurir.example.workers.dev');
    // The repository's own configuration is untouched.
    expect(readFileSync(path.join(root, 'wrangler.toml'), 'utf8')).toBe(TOML);
  });

  it('a second deploy creates nothing, keeps the secrets and shows none', async () => {
    const account = new FakeAccount();
    const root = project();
    await deploy({ wrangler: account.wrangler, root, log: () => {}, env: {} });
    account.calls = [];
    const lines: string[] = [];
    const again = await deploy({ wrangler: account.wrangler, root, log: (l) => lines.push(l), env: {} });
    expect(again.created).toEqual([]);
    expect(account.calls.some((c) => c.includes('create'))).toBe(false);
    expect(account.uploaded[1]?.secrets).toBeNull();
    expect(lines.join('\n')).not.toMatch(/TOKEN=/);
  });

  it('has R2 delete the uploads a killed request left after a day, the rule added once', async () => {
    const account = new FakeAccount();
    const root = project();
    await deploy({ wrangler: account.wrangler, root, log: () => {}, env: {} });
    await deploy({ wrangler: account.wrangler, root, log: () => {}, env: {} });
    expect(account.lifecycle.get('kurir-media')).toEqual([{ name: 'kurir-uploads', prefix: 'uploads/', expireDays: 1 }]);
  });

  it('secrets set in the environment are uploaded as given', async () => {
    const account = new FakeAccount();
    account.databases.set('kurir', DB_ID);
    account.buckets.add('kurir-media');
    account.secrets = new Set(['ADMIN_TOKEN', 'NODE_TOKEN']);
    const node = 'n'.repeat(40);
    await deploy({ wrangler: account.wrangler, root: project(), log: () => {}, env: { NODE_TOKEN: node } });
    expect(account.uploaded[0]?.secrets).toEqual({ NODE_TOKEN: node });
  });

  it('a failure to list the secrets of an existing worker stops before deploying (no token is replaced)', async () => {
    const account = new FakeAccount();
    const base = account.wrangler;
    account.wrangler = async (args) =>
      args[0] === 'secret' ? { code: 1, stdout: '', stderr: 'Authentication error [code: 10000]' } : base(args);
    await expect(deploy({ wrangler: account.wrangler, root: project(), log: () => {}, env: {} })).rejects.toThrow(DeployError);
    expect(account.uploaded).toEqual([]);
  });
});

describe('the deploy configuration', () => {
  it('names the resources of wrangler.toml', () => {
    expect(resourcesOf(TOML)).toEqual({ database: 'kurir', bucket: 'kurir-media' });
  });

  it('differs from wrangler.toml only in the id, LOCAL_DEV and the paths, which point at the same files', () => {
    const outDir = path.join(ROOT, '.wrangler', 'deploy');
    const generated = deployConfig({ toml: TOML, databaseId: DB_ID, root: ROOT, outDir });
    const main = /^main = "([^"]+)"/m.exec(generated)?.[1] ?? '';
    const migrations = /^migrations_dir = "([^"]+)"/m.exec(generated)?.[1] ?? '';
    expect(path.resolve(outDir, main)).toBe(path.join(ROOT, 'worker', 'index.ts'));
    expect(path.resolve(outDir, migrations)).toBe(path.join(ROOT, 'migrations'));
    const changed = generated
      .split('\n')
      .slice(1)
      .filter((line, i) => line !== TOML.split('\n')[i]);
    expect(changed).toEqual([`main = "${main}"`, 'LOCAL_DEV = "false"', `database_id = "${DB_ID}"`, `migrations_dir = "${migrations}"`]);
  });

  it('refuses an id that is not one', () => {
    expect(() => deployConfig({ toml: TOML, databaseId: 'x', root: ROOT, outDir: ROOT })).toThrow(/not a D1 database id/);
  });

  it('bundles: wrangler deploy --dry-run with it builds the worker (Node 20, wrangler CLI directly)', () => {
    const dir = tempDir();
    const outDir = path.join(dir, 'config');
    mkdirSync(outDir);
    const config = path.join(outDir, 'wrangler.toml');
    writeFileSync(config, deployConfig({ toml: TOML, databaseId: DB_ID, root: ROOT, outDir }));
    const bundle = path.join(dir, 'bundle');
    const run = spawnSync(process.execPath, [WRANGLER, 'deploy', '--dry-run', '--outdir', bundle, '--config', config], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      timeout: 120_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('--dry-run: exiting now.');
    expect(run.stdout).toMatch(/env\.LOCAL_DEV \("false"\)/);
    expect(existsSync(path.join(bundle, 'index.js'))).toBe(true);
    // The assets are modules beside the script (wrangler.toml's Text and Data rules matched their
    // imports): a glob that missed would bundle Swagger UI as code and its stylesheet as an
    // index.css nobody serves.
    const modules = readdirSync(bundle);
    for (const asset of ['dashboard.js', 'dashboard.css', 'swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js']) {
      expect(
        modules.some((file) => file.endsWith(`-${asset}`)),
        asset,
      ).toBe(true);
    }
    expect(modules).not.toContain('index.css');
    // Minified and Latin-1 only, V8 keeps the script in each isolate's heap one byte per character;
    // a single character beyond U+00FF (a raw '…' in a dashboard template) doubles it. About 1.50 MB
    // since the streaming multipart parser (with its headers library) came in, 1.65 MB with group
    // management, owner alerts (the SMTP client) and number health, 1.77 MB with teams, labels,
    // ratings, rejected calls and scheduled messages (no new library), 1.91 MB with the AI assistant
    // (its JSON Schema validator) and its reports; the bound catches a large library bundled as code
    // by mistake (Swagger UI's bundle, 1.4 MB, is a Data module for that reason).
    const script = readFileSync(path.join(bundle, 'index.js'), 'utf8');
    expect(script.length).toBeLessThan(2_100_000);
    const wide = [...script.matchAll(/[\u0100-\u{10ffff}]/gu)].map((m) => script.slice(Math.max(0, m.index - 40), m.index + 10));
    expect(wide).toEqual([]);
  }, 120_000);
});
