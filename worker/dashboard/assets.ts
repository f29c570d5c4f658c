/**
 * The dashboard's stylesheet and browser script, bundled into the worker as text (wrangler.toml
 * `[[rules]] type = "Text"`) and served by it; nothing comes from elsewhere. Their URLs carry a
 * hash of their content, so they can be cached for good.
 */

import { contentHash } from '../shared/content-hash';
import css from './assets/dashboard.css';
import script from './assets/dashboard.js';
import { createDashboard } from './env';

export const ASSET_PATHS = {
  script: `/dashboard/assets/app.js?v=${contentHash(script)}`,
  css: `/dashboard/assets/app.css?v=${contentHash(css)}`,
};

const served = (body: string, type: string) => () =>
  new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });

export const assetRoutes = createDashboard()
  .get('/app.js', served(script, 'text/javascript; charset=utf-8'))
  .get('/app.css', served(css, 'text/css; charset=utf-8'));
