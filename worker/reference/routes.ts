/**
 * The API reference at `/docs`: Swagger UI, served by the worker from the `swagger-ui-dist`
 * package, rendering `/openapi.json` with "Try it out" against this gateway. These routes are an
 * HTML page and its assets, not part of the interface: they are not in the OpenAPI document
 * (`REFERENCE_PATHS` names them, for the test that every other mounted route is).
 */
import type { MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../shared/app-env';
import { createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { EXAMPLE_DEVICE_ID } from '../shared/examples';
import { shown } from '../shared/fields';
import { ASSETS, assetUrl } from './assets';

/** The paths this module mounts (as `app.routes` lists them), none of them in `/openapi.json`. */
export const REFERENCE_PATHS = ['/docs', '/docs/assets/:file'] as const;

/**
 * Everything comes from this origin: scripts, styles, the document and "Try it out"'s requests.
 * Swagger UI's stylesheet draws its icons as `data:` SVGs; it sets styles only through the DOM
 * (allowed), so no inline style or script is needed.
 */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

function referenceHeaders(): MiddlewareHandler<AppEnv> {
  return async function referenceHeadersMiddleware(c, next) {
    await next();
    c.header('Content-Security-Policy', CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
  };
}

const page = () => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Kurir API reference</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${assetUrl('swagger-ui.css')}">
  </head>
  <body>
    <noscript>This page needs JavaScript. The OpenAPI document it shows is <a href="/openapi.json">/openapi.json</a>.</noscript>
    <main id="reference" data-spec="/openapi.json" data-example-device="${EXAMPLE_DEVICE_ID}"></main>
    <script src="${assetUrl('swagger-ui.js')}"></script>
    <script src="${assetUrl('reference.js')}"></script>
  </body>
</html>`;

export const referenceRoutes = createApp()
  .use('*', referenceHeaders())
  .get('/', async (c) => {
    // The page names the assets' current versions: it is checked again on every visit.
    c.header('Cache-Control', 'no-cache');
    return c.html(page());
  })
  .get('/assets/:file', (c) => {
    const asset = ASSETS.find((a) => a.file === c.req.param('file'));
    if (!asset) throw new HttpError(404, `no reference asset ${shown(c.req.param('file'))}`);
    return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
