/**
 * The dashboard's stylesheet and browser scripts, bundled into the worker as text (wrangler.toml
 * `[[rules]] type = "Text"`) and served by it; nothing comes from elsewhere. htmx and its
 * WebSocket extension come from their npm packages (`htmx.org`, `htmx-ext-ws`, pinned to 2.x).
 * The icon is the repo's own SVG; the inbox's alert sound is made in code (`chime.ts`). Their URLs
 * carry a hash of their content, so they can be cached for good.
 */

import htmx from 'htmx.org/dist/htmx.min.js';
import htmxWs from 'htmx-ext-ws/dist/ws.min.js';
import uplot from 'uplot/dist/uPlot.iife.min.js';
import uplotCss from 'uplot/dist/uPlot.min.css';
import { contentHash } from '../shared/content-hash';
import css from './assets/dashboard.css';
import script from './assets/dashboard.js';
import favicon from './assets/favicon.svg';
import reportsScript from './assets/reports.js';
import { chimeWav } from './chime';
import { createDashboard } from './env';

const chime = chimeWav();

export const ASSET_PATHS = {
  htmx: `/dashboard/assets/htmx.js?v=${contentHash(htmx)}`,
  htmxWs: `/dashboard/assets/htmx-ws.js?v=${contentHash(htmxWs)}`,
  script: `/dashboard/assets/app.js?v=${contentHash(script)}`,
  css: `/dashboard/assets/app.css?v=${contentHash(css)}`,
  /** The Reports page's charts: uPlot from its npm package, and the script that draws them. */
  uplot: `/dashboard/assets/uplot.js?v=${contentHash(uplot)}`,
  uplotCss: `/dashboard/assets/uplot.css?v=${contentHash(uplotCss)}`,
  reports: `/dashboard/assets/reports.js?v=${contentHash(reportsScript)}`,
  /** Linked from every page, so no browser asks for a `/favicon.ico` that is not there. */
  icon: `/dashboard/assets/icon.svg?v=${contentHash(favicon)}`,
  chime: `/dashboard/assets/chime.wav?v=${contentHash(String.fromCharCode(...chime))}`,
};

const JS = 'text/javascript; charset=utf-8';
const served = (body: string | Uint8Array<ArrayBuffer>, type: string) => () =>
  new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });

/**
 * `GET /favicon.ico`: the same icon, for what asks the conventional path without reading a page's
 * link (the reference page, a browser's first request, a bookmark), as SVG (browsers take an icon by
 * its type, not its name). Not immutable: its URL carries no hash.
 */
export const faviconIco = () =>
  new Response(favicon, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });

export const assetRoutes = createDashboard()
  .get('/htmx.js', served(htmx, JS))
  .get('/htmx-ws.js', served(htmxWs, JS))
  .get('/app.js', served(script, JS))
  .get('/app.css', served(css, 'text/css; charset=utf-8'))
  .get('/uplot.js', served(uplot, JS))
  .get('/uplot.css', served(uplotCss, 'text/css; charset=utf-8'))
  .get('/reports.js', served(reportsScript, JS))
  .get('/icon.svg', served(favicon, 'image/svg+xml'))
  .get('/chime.wav', served(chime, 'audio/wav'));
