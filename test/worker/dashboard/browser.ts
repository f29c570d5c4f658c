/**
 * A person's browser as the worker tests play it: cookies kept between requests, forms posted with
 * the CSRF token the last page carried, and the page's Origin, over the worker's own fetch.
 */
import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { admin } from '../helpers';

export const ORIGIN = 'http://kurir.test';

type Worker = { fetch(request: Request): Promise<Response> };

/** The worker as deployed (test/worker/entry.ts), behind an edge that sets `CF-Connecting-IP`. */
export const deployedWorker = (exports as unknown as { DeployedWorker: Worker }).DeployedWorker;

export class Browser {
  readonly cookies = new Map<string, string>();
  /** The last page's HTML. */
  html = '';

  /** `worker`: the local one (`wrangler dev`'s configuration) unless told. */
  constructor(private readonly worker: Worker = exports.default) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'text/html');
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await this.worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  async get(path: string): Promise<Response> {
    const res = await this.request(path);
    this.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : '';
    return res;
  }

  /** The CSRF token the last page's forms carry. */
  csrf(): string {
    const token = /name="_csrf" value="([^"]+)"/.exec(this.html)?.[1];
    if (!token) throw new Error('the last page has no form with a CSRF token');
    return token;
  }

  /** Posts a form as the page would (with its CSRF token unless `_csrf` is given, and this origin). */
  async post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams();
    if (!('_csrf' in fields) && this.html) body.append('_csrf', this.csrf());
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
    const res = await this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
      body,
    });
    this.html = res.headers.get('Content-Type')?.includes('text/html') ? await res.clone().text() : this.html;
    return res;
  }
}

export const PASSWORD = 'correct horse battery';

let accounts = 0;
export const uniqueEmail = (who = 'owner') => `${who}-${++accounts}-${crypto.randomUUID().slice(0, 8)}@toko.test`;

/** A new workspace with its owner signed in, made the way an operator and a member do it. */
export async function ownerSession(): Promise<{ browser: Browser; workspaceId: string; email: string }> {
  const ws = await admin<{ id: string }>('POST', '/workspaces', { name: `Toko ${crypto.randomUUID().slice(0, 6)}` });
  const { browser: operator } = await operatorSession(ws.body.id);
  const email = uniqueEmail();
  const browser = await acceptInvite(operator, 'owner', email);
  return { browser, workspaceId: ws.body.id, email };
}

/** The operator signed in with ADMIN_TOKEN, with `workspaceId` open. */
export async function operatorSession(workspaceId: string): Promise<{ browser: Browser }> {
  const browser = new Browser();
  await browser.get('/dashboard/sign-in');
  const res = await browser.post('/dashboard/sign-in/operator', { adminToken: 'test-admin-token' });
  expect(res.status).toBe(303);
  await browser.get('/dashboard/workspaces');
  expect((await browser.post('/dashboard/workspaces/open', { workspaceId })).status).toBe(303);
  return { browser };
}

/** `inviter` (on any page of the workspace) invites someone with `role`; they accept and are signed in. */
export async function acceptInvite(inviter: Browser, role: string, email = uniqueEmail(role)): Promise<Browser> {
  await inviter.get('/dashboard/members');
  const made = await inviter.post('/dashboard/members/invites', { role });
  expect(made.status).toBe(201);
  const link = /id="invite-link"[^>]*value="([^"]+)"/.exec(inviter.html)?.[1];
  if (!link) throw new Error('no invite link shown');
  const path = new URL(link.replace(/&amp;/g, '&')).pathname + new URL(link.replace(/&amp;/g, '&')).search;
  const browser = new Browser();
  expect((await browser.get(path)).status).toBe(200);
  const joined = await browser.post(path, { name: `A ${role}`, email, password: PASSWORD });
  expect(joined.status).toBe(303);
  return browser;
}
