/**
 * Every dashboard route that takes a body reads it through one bounded reader: a 150 MB body sent
 * in chunks (no Content-Length), generated lazily and never held, is refused with 413 after the
 * worker pulled little more than the route's limit. The routes are the app's own, so a form added
 * later is covered without touching this test. What is asserted is the bytes the worker pulled
 * from the stream, not the isolate's memory (which moves with everything else the runtime does).
 */
import { describe, expect, it } from 'vitest';
import app from '../../../worker/app';
import { FORM_LIMIT } from '../../../worker/dashboard/forms';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { UPLOAD_LIMIT } from '../../../worker/dashboard/pages/broadcast-new';
import { RULE_UPLOAD_LIMIT } from '../../../worker/dashboard/pages/chatbot';
import { FILE_FORM_LIMIT } from '../../../worker/dashboard/pages/conversation-kinds';
import { admin } from '../helpers';
import { Browser, ORIGIN, operatorSession } from './browser';

const HUGE = 150 * 1024 * 1024;
const CHUNK = 64 * 1024;
/** What may sit in the pipe between the test and the worker when the worker stops reading. */
const IN_FLIGHT = 1024 * 1024;

/** A body of `total` bytes made a chunk at a time, only when the reader asks for one; `pulled` counts them. */
function lazyBody(head: string, total = HUGE) {
  const counter = { pulled: 0 };
  const first = new TextEncoder().encode(head);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) {
          controller.close();
          return;
        }
        const chunk = counter.pulled === 0 ? first : new Uint8Array(CHUNK).fill(0x61);
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** Every route of the dashboard that takes a body, with its parameters filled in. */
function bodyRoutes(): string[] {
  const paths = app.routes
    .filter((r) => r.path.startsWith('/dashboard') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    .map((r) => r.path.replace(/\/:[^/]+/g, '/x0'));
  return [...new Set(paths)];
}

describe('a dashboard form body over its limit', () => {
  it('finds the forms to probe among the app’s routes', () => {
    const routes = bodyRoutes();
    expect(routes).toContain('/dashboard/sign-in');
    expect(routes).toContain('/dashboard/sign-in/operator');
    expect(routes).toContain('/dashboard/broadcasts/new');
    expect(routes.length).toBeGreaterThan(20);
  });

  it('is refused with 413 on every form route, chunked and without Content-Length, after reading little past the limit', async () => {
    const ws = await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko besar' });
    const { browser } = await operatorSession(ws.body.id);
    for (const path of bodyRoutes()) {
      const { stream, counter } = lazyBody('_csrf=x&note=');
      const res = await browser.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
        body: stream,
      });
      expect({ path, status: res.status }).toEqual({ path, status: 413 });
      expect(await res.text()).toContain(FORM_LIMIT.toLocaleString('id-ID'));
      expect({ path, pulled: counter.pulled < FORM_LIMIT + IN_FLIGHT }).toEqual({ path, pulled: true });
    }
  });

  /** The routes that take a file, each with its own limit; every other form route takes none. */
  const fileLimitOf = (path: string): number | undefined =>
    path === '/dashboard/broadcasts/new'
      ? UPLOAD_LIMIT
      : /^\/dashboard\/inbox\/[^/]+\/[^/]+\/file$/.test(path)
        ? FILE_FORM_LIMIT
        : /^\/dashboard\/chatbot\/[^/]+\/rules$/.test(path)
          ? RULE_UPLOAD_LIMIT
          : undefined;

  it('is a 415 with nothing read where a route takes no file, and a 413 at its own limit where it does', async () => {
    const ws = await admin<{ id: string }>('POST', '/workspaces', { name: 'Toko unggah' });
    const { browser } = await operatorSession(ws.body.id);
    const boundary = 'kurir-probe';
    for (const path of bodyRoutes()) {
      const { stream, counter } = lazyBody(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`);
      const res = await browser.request(path, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Origin: ORIGIN },
        body: stream,
      });
      await res.body?.cancel();
      const limit = fileLimitOf(path);
      expect({ path, status: res.status }).toEqual({ path, status: limit ? 413 : 415 });
      expect({ path, pulled: counter.pulled < (limit ?? 0) + IN_FLIGHT }).toEqual({ path, pulled: true });
    }
    // The inbox's file form streams its 100 MiB into R2 (parts written, hashed) before its limit refuses it.
  }, 30_000);

  it('shows the refusal as the dashboard’s error page, in the viewer’s language', async () => {
    const { stream, counter } = lazyBody('email=a');
    const res = await new Browser().request('/dashboard/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'Accept-Language': 'id' },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(t.errors.generic);
    expect(html).toContain(`isian ini lebih dari ${FORM_LIMIT.toLocaleString('id-ID')} byte`);
    expect(html).not.toContain('the form is over');
    expect(counter.pulled).toBeLessThan(FORM_LIMIT + IN_FLIGHT);
  });
});
