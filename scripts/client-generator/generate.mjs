/**
 * The e2e tests' client types from the app's OpenAPI document, by openapi-typescript. In its own
 * package (with the TypeScript 5 that openapi-typescript needs as its peer), so the project's
 * TypeScript 7, which has no compiler API, stays the project's.
 */
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * Generated from test/e2e/client/openapi.json (the app's /openapi.json) by openapi-typescript:
 * do not edit. \`npm run client\` writes both files again after a route changes.
 */

`;

/** The types of `documentText` (the document as JSON), as the committed kurir.d.ts holds them. */
export async function generateTypes(documentText) {
  // A property with a `default` stays optional where the document does not require it: a request
  // may leave it out (openapi-typescript's default reads such a property as always present).
  const ast = await openapiTS(JSON.parse(documentText), { defaultNonNullable: false });
  return HEADER + astToString(ast);
}
