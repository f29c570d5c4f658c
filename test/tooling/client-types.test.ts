/**
 * The e2e tests' client types (test/e2e/client/kurir.d.ts) are what openapi-typescript makes of the
 * committed document now. With the worker test that holds the document to the app's own
 * (test/worker/reference/client-document.test.ts), a route changed without `npm run client` fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/client-generator/generate.mjs';

const dir = path.join(import.meta.dirname, '../e2e/client');

describe('the generated client', () => {
  it('has the types openapi-typescript makes of the committed document (regenerate with `npm run client`)', async () => {
    const committed = readFileSync(path.join(dir, 'kurir.d.ts'), 'utf8');
    const fresh = await generateTypes(readFileSync(path.join(dir, 'openapi.json'), 'utf8'));
    // Compared as a boolean first: a diff of 400 kB would bury the advice.
    expect(committed === fresh, 'test/e2e/client/kurir.d.ts is stale: run `npm run client`').toBe(true);
  });
});
