/**
 * The OpenAPI document against the app: every route the app mounts is in it with its method, and
 * everything it lists is a route the app serves. The nodes' door, the dashboard's pages and the
 * reference page (HTML and scripts for a browser) are the only routes outside it.
 */
import { describe, expect, it } from 'vitest';
import app from '../../worker/app';
import { REFERENCE_PATHS } from '../../worker/reference';
import { EVENT_NAMES } from '../../worker/webhooks/config';
import { call } from './helpers';

type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { description?: string; allOf?: { if: unknown; then: { required: string[] } }[] }> };
  webhooks: Record<string, unknown>;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const outside = (path: string) =>
  path === '/' ||
  path === '/openapi.json' ||
  path === '/favicon.ico' ||
  path.startsWith('/node') ||
  path.startsWith('/dashboard') ||
  (REFERENCE_PATHS as readonly string[]).includes(path);

/** `METHOD /path` of every route the app serves (OpenAPI's `{param}` for Hono's `:param`). */
function mounted(): string[] {
  const out = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*') || outside(path)) continue;
    out.add(`${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
  }
  return [...out].sort();
}

function documented(doc: Doc): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.has(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    .sort();
}

async function document(): Promise<Doc> {
  return (await (await call('/openapi.json')).json()) as Doc;
}

describe('the OpenAPI document covers the app', () => {
  it('lists every route the app mounts, and nothing it does not serve', async () => {
    const doc = await document();
    const inApp = mounted();
    const inDoc = documented(doc);
    expect(inApp.length).toBeGreaterThan(50);
    expect({ missingFromDocument: inApp.filter((r) => !inDoc.includes(r)), notServed: inDoc.filter((r) => !inApp.includes(r)) }).toEqual({
      missingFromDocument: [],
      notServed: [],
    });
  });

  it('states the interactive payload each kind needs, from the rules that check it', async () => {
    const doc = await document();
    const part = JSON.stringify(doc.paths['/messages/interactive']?.post);
    expect(part).toContain('"contentSchema":{"$ref":"#/components/schemas/InteractivePayload"}');
    const payload = doc.components.schemas.InteractivePayload;
    expect(payload?.description).toContain('`list`: requires `buttonLabel`, `sections`');
    const requiredFor = Object.fromEntries(
      (payload?.allOf ?? []).map((rule) => [JSON.stringify(rule.if).match(/"const":"([^"]+)"/)?.[1], rule.then.required]),
    );
    expect(requiredFor).toEqual({
      'url-button': ['buttonLabel', 'url'],
      'quick-reply': ['buttons'],
      list: ['buttonLabel', 'sections'],
      'copy-code': ['buttonLabel', 'copyCode'],
      template: ['templateButtons'],
    });
  });

  it('has a webhook request for every event of the catalogue', async () => {
    const doc = await document();
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_NAMES, 'webhook.test'].sort());
  });
});
