/**
 * The document the e2e tests' client is generated from (`npm run client`) is the app's own: a
 * route changed without regenerating fails here, as its types would be stale.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers';

describe('the committed OpenAPI document of the generated client', () => {
  it('is the app’s /openapi.json as it is now (regenerate with `npm run client`)', async () => {
    const doc = await (await call('/openapi.json')).json();
    await expect(`${JSON.stringify(doc, null, 2)}\n`).toMatchFileSnapshot('../../e2e/client/openapi.json');
  });
});
