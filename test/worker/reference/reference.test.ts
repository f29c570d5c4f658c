import { describe, expect, it } from 'vitest';
import app from '../../../worker/app';
import { REFERENCE_PATHS } from '../../../worker/reference';
import { ASSETS } from '../../../worker/reference/assets';
import { toHex } from '../../../worker/shared/crypto';
import { EXAMPLE_DEVICE_ID } from '../../../worker/shared/examples';
import { acceptInvite, ownerSession } from '../dashboard/browser';
import { admin, call } from '../helpers';

/** Every URL the page's markup names (src, href). */
function urlsIn(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');
}

describe('GET /docs', () => {
  it('serves the reference page, whose scripts and styles all come from this origin, under a self-only CSP', async () => {
    const res = await call('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval/);
    const html = await res.text();
    expect(html).toContain('data-spec="/openapi.json"');
    const urls = urlsIn(html);
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/docs\/assets\/swagger-ui\.css\?v=\d+\.\d+\.\d+$/),
        expect.stringMatching(/^\/docs\/assets\/swagger-ui\.js\?v=\d+\.\d+\.\d+$/),
        expect.stringMatching(/^\/docs\/assets\/reference\.js\?v=\w+$/),
      ]),
    );
    // Only this origin's paths (and the empty favicon): no host, no protocol-relative URL.
    for (const url of urls) expect(url).toMatch(/^(\/[^/]|data:,$)/);
    expect(html).not.toMatch(/<script>|<style>|\sstyle=/);
  });

  it('serves each asset with its content type, cached for good under its versioned URL', async () => {
    const urls = urlsIn(await (await call('/docs')).text()).filter((u) => u.startsWith('/docs/assets/'));
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const res = await call(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(url.includes('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const body = await res.text();
      if (url.includes('swagger-ui.js')) expect(body).toContain('SwaggerUIBundle');
      if (url.includes('swagger-ui.css')) expect(body).toContain('.swagger-ui');
      if (url.includes('reference.js')) expect(body).toContain('validatorUrl: null');
      // The package's source map is not served, so the stylesheet does not name it.
      expect(body).not.toContain('sourceMappingURL');
    }
  });

  it('holds Swagger UI’s 1.7 MB bundle as bytes, outside the JS heap, and serves it as the package ships it', async () => {
    const bundle = ASSETS.find((a) => a.file === 'swagger-ui.js')?.body;
    expect(bundle).toBeInstanceOf(ArrayBuffer);
    const url = urlsIn(await (await call('/docs')).text()).find((u) => u.includes('swagger-ui.js')) ?? '';
    const served = new Uint8Array(await (await call(url)).arrayBuffer());
    expect(served.byteLength).toBeGreaterThan(1_500_000);
    // Compared by digest: vitest's deep equality walks 1.7 million elements one by one (9 s on a busy
    // machine, past the test's timeout); equal SHA-256 digests and lengths are the same bytes.
    const digest = async (bytes: BufferSource) => toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
    expect(served.byteLength).toBe((bundle as ArrayBuffer).byteLength);
    expect(await digest(served)).toBe(await digest(bundle as ArrayBuffer));
  });

  it('answers an unknown asset with the contract’s 404, and another method with 405', async () => {
    const missing = await call('/docs/assets/nothing.js');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
    const post = await call('/docs', { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('is not in the OpenAPI document, and REFERENCE_PATHS names every route it mounts', async () => {
    const doc = (await (await call('/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/docs'))).toEqual([]);
    const mounted = new Set(app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/docs')).map((r) => r.path));
    expect([...mounted].sort()).toEqual([...REFERENCE_PATHS].sort());
  });
});

describe('the dashboard links to the reference', () => {
  it('under Developer, for those who see the API keys, in Indonesian and English; an agent has no link', async () => {
    const { browser: owner } = await ownerSession();
    await owner.get('/dashboard/devices');
    const nav = () => /<nav class="side"[\s\S]*?<\/nav>/.exec(owner.html)?.[0] ?? '';
    expect(nav()).toContain('<a href="/docs">Referensi API</a>');
    await owner.get('/dashboard/devices?lang=en');
    await owner.get('/dashboard/devices');
    expect(nav()).toContain('<a href="/docs">API reference</a>');
    const agent = await acceptInvite(owner, 'agent');
    await agent.get('/dashboard/messages');
    expect(/<nav class="side"[\s\S]*?<\/nav>/.exec(agent.html)?.[0] ?? '').not.toContain('/docs');
  });

  it('tells a viewer signed in to the dashboard their devices, for its examples; anyone else none', async () => {
    const stranger = await call('/dashboard/reference-devices', { headers: { Accept: 'application/json' } });
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ devices: [] });
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
    const res = await browser.request('/dashboard/reference-devices', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ devices: [{ id: device.body.id, name: 'CS 1', status: expect.any(String) }] });
    // The page names the example's placeholder, which its script replaces.
    expect(await (await call('/docs')).text()).toContain(`data-example-device="${EXAMPLE_DEVICE_ID}"`);
  });
});
