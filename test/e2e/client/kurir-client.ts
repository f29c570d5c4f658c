/**
 * The client the e2e tests drive the workspace's API with: openapi-fetch over the types
 * openapi-typescript generated from the app's document (kurir.d.ts, `npm run client`). A path,
 * parameter or body the document does not declare is a type error, so the tests prove the
 * document by using it.
 */
import createClient from 'openapi-fetch';
import type { paths } from './kurir';

export type KurirClient = ReturnType<typeof createClient<paths>>;

/** A client that sends `key` as `X-API-Key` on every request, and nothing else to prove who it is. */
export function keyClient(baseUrl: string, key: string): KurirClient {
  return createClient<paths>({ baseUrl, headers: { 'X-API-Key': key } });
}
