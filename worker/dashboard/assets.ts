/**
 * The dashboard's stylesheet and browser script, bundled into the worker as text (wrangler.toml
 * `[[rules]] type = "Text"`) and served by it; nothing comes from elsewhere. Their URLs carry a
 * hash of their content, so they can be cached for good.
 */

import css from './assets/dashboard.css';
import script from './assets/dashboard.js';
import { createDashboard } from './env';

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export const ASSET_PATHS = {
  script: `/dashboard/assets/app.js?v=${fnv1a(script)}`,
  css: `/dashboard/assets/app.css?v=${fnv1a(css)}`,
};

const served = (body: string, type: string) => () =>
  new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });

export const assetRoutes = createDashboard()
  .get('/app.js', served(script, 'text/javascript; charset=utf-8'))
  .get('/app.css', served(css, 'text/css; charset=utf-8'));
