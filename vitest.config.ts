import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));

/**
 * The worker's tests inside workerd. `isolate: false`: the files share one workerd (and its storage)
 * per test process, instead of starting one each (five seconds a file, most of the suite's time);
 * every file makes its own workspaces, and `test/worker/setup.ts` clears what is shared by address.
 * The few files about the first run need a database without any account, so they keep one each.
 */
const FIRST_RUN = [
  'test/worker/dashboard/first-run.test.ts',
  'test/worker/dashboard/every-page-indonesian.test.ts',
  'test/worker/dashboard/issue-language.test.ts',
];

function workerProject(name: string, files: { include: string[]; exclude?: string[] }, isolate: boolean) {
  return {
    plugins: [
      cloudflareTest({
        // The worker with the test harness's clock and webhook fetch in each device object.
        main: './test/worker/entry.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ADMIN_TOKEN: 'test-admin-token',
            NODE_TOKEN: 'test-node-token',
            SEND_TIMEOUT_MS: '1500',
            WEBHOOK_TIMEOUT_MS: '300',
            MEDIA_FETCH_TIMEOUT_MS: '300',
            // `FUZZ_RUNS=5000 npm run fuzz`: the shell's values reach the fuzz test inside workerd.
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
          },
        },
      }),
    ],
    test: {
      name,
      ...files,
      isolate,
      setupFiles: ['test/worker/setup.ts'],
      // A mail server on 127.0.0.1 for the alert emails (test/worker/global-setup.ts).
      globalSetup: ['test/worker/global-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      workerProject('worker', { include: ['test/worker/**/*.test.ts'], exclude: FIRST_RUN }, false),
      workerProject('worker-first-run', { include: FIRST_RUN }, true),
      {
        test: {
          name: 'session-node',
          environment: 'node',
          include: ['test/session-node/**/*.test.ts', 'test/protocol/**/*.test.ts', 'test/tooling/**/*.test.ts'],
        },
      },
      {
        test: {
          // The WhatsApp emulator's own tests: its wire, and its server with real Baileys clients in one process.
          name: 'emulator',
          environment: 'node',
          include: ['test/emulator/**/*.test.ts'],
          exclude: ['test/emulator/e2e/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The same end-to-end tests with the real Baileys engine against the WhatsApp emulator.
          name: 'e2e-emulator',
          environment: 'node',
          // And the faults only an emulated WhatsApp can cause.
          include: ['test/e2e/**/*.test.ts', 'test/emulator/e2e/**/*.test.ts'],
          env: { KURIR_E2E_ENGINE: 'emulator' },
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // The dashboard in real Chromium against the real stack (screenshots under test/browser/screenshots/).
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          // Finds and starts Chromium once; a run without one that starts fails, saying what is missing.
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
