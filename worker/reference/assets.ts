/**
 * The reference page's assets, bundled into the worker and served by it: Swagger UI's browser
 * bundle (as bytes, wrangler.toml `[[rules]] type = "Data"`, which keeps its 1.7 MB out of the JS
 * heap) and stylesheet (as text) from the `swagger-ui-dist` package, and the few lines that start
 * it. Swagger UI's URLs carry the package's version and the starter's a hash of its content, so all
 * three can be cached for good.
 */

import swaggerPackage from 'swagger-ui-dist/package.json';
import swaggerCssWithMap from 'swagger-ui-dist/swagger-ui.css';
import swaggerScript from 'swagger-ui-dist/swagger-ui-bundle.js';
import { contentHash } from '../shared/content-hash';
import starter from './assets/reference.js';

/** The stylesheet names a source map the package ships but the worker does not serve. */
function withoutSourceMap(css: string): string {
  const at = css.lastIndexOf('/*# sourceMappingURL=');
  return at < 0 ? css : css.slice(0, at);
}

type Asset = { file: string; body: string | ArrayBuffer; type: string; version: string };

export const ASSETS: Asset[] = [
  { file: 'swagger-ui.js', body: swaggerScript, type: 'text/javascript; charset=utf-8', version: swaggerPackage.version },
  { file: 'swagger-ui.css', body: withoutSourceMap(swaggerCssWithMap), type: 'text/css; charset=utf-8', version: swaggerPackage.version },
  { file: 'reference.js', body: starter, type: 'text/javascript; charset=utf-8', version: contentHash(starter) },
];

/** An asset's URL under `/docs/assets/`, with its version. */
export function assetUrl(file: string): string {
  const asset = ASSETS.find((a) => a.file === file);
  if (!asset) throw new Error(`no reference asset ${file}`);
  return `/docs/assets/${asset.file}?v=${asset.version}`;
}
