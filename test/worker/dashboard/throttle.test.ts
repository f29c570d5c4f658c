/**
 * Sign-in throttling by source address, counted in D1: per account from one address, and per
 * address over all accounts. The address is the edge's `CF-Connecting-IP` on the worker as
 * deployed; under `wrangler dev` (the local worker) a header the client sends is not believed.
 */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from '../../../worker/members/throttle';
import { Browser, deployedWorker, ownerSession, PASSWORD, uniqueEmail } from './browser';

async function signIn(email: string, password: string, address: string) {
  const browser = new Browser(deployedWorker);
  await browser.get('/dashboard/sign-in');
  const res = await browser.post('/dashboard/sign-in', { email, password }, { 'CF-Connecting-IP': address });
  return { res, browser };
}

async function operatorSignIn(adminToken: string, address: string) {
  const browser = new Browser(deployedWorker);
  await browser.get('/dashboard/sign-in');
  return browser.post('/dashboard/sign-in/operator', { adminToken }, { 'CF-Connecting-IP': address });
}

describe('sign-in throttling', () => {
  it(`refuses an address after ${ACCOUNT_FAILURES} wrong passwords for an account, while the member signs in at once from another`, async () => {
    const { email } = await ownerSession();
    const guesser = '192.0.2.1';
    for (let i = 1; i < ACCOUNT_FAILURES; i++) expect((await signIn(email, 'wrong password!', guesser)).res.status).toBe(401);
    const last = await signIn(email, 'wrong password!', guesser);
    expect(last.res.status).toBe(429);
    expect(Number(last.res.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(last.browser.html).toContain('Terlalu banyak percobaan gagal');
    // The guessing address is refused even with the right password…
    const fromGuesser = await signIn(email, PASSWORD, guesser);
    expect(fromGuesser.res.status).toBe(429);
    expect(fromGuesser.browser.cookies.has('kurir_session')).toBe(false);
    // …and the member, from their own address, is not locked out.
    const member = await signIn(email, PASSWORD, '198.51.100.7');
    expect(member.res.status).toBe(303);
    expect(member.browser.cookies.has('kurir_session')).toBe(true);
  });

  it('counts an address that tries many accounts, known or not, and refuses it', async () => {
    const { email } = await ownerSession();
    const address = '203.0.113.9';
    for (let i = 1; i < ADDRESS_FAILURES; i++) expect((await signIn(uniqueEmail('nobody'), 'guess guess', address)).res.status).toBe(401);
    expect((await signIn(uniqueEmail('nobody'), 'guess guess', address)).res.status).toBe(429);
    // The address is refused even for a right password; another address signs in.
    expect((await signIn(email, PASSWORD, address)).res.status).toBe(429);
    const elsewhere = await signIn(email, PASSWORD, '203.0.113.10');
    expect(elsewhere.res.status).toBe(303);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const { email } = await ownerSession();
    const unknown = await signIn(uniqueEmail('ghost'), 'whatever pass', '192.0.2.200');
    const wrong = await signIn(email, 'whatever pass', '192.0.2.201');
    expect(unknown.res.status).toBe(401);
    expect(wrong.res.status).toBe(401);
    const message = (html: string) => /<div class="alert error"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(message(unknown.browser.html)).toBe(message(wrong.browser.html));
  });

  it(`refuses an address after ${ACCOUNT_FAILURES} wrong operator tokens, while the real operator signs in at once from another`, async () => {
    const prober = '192.0.2.120';
    for (let i = 1; i < ACCOUNT_FAILURES; i++) expect((await operatorSignIn('nope', prober)).status).toBe(401);
    const refused = await operatorSignIn('nope', prober);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await operatorSignIn('test-admin-token', prober)).status).toBe(429);
    const operator = await operatorSignIn('test-admin-token', '198.51.100.20');
    expect(operator.status).toBe(303);
    expect(operator.headers.get('Location')).toBe('/dashboard/workspaces');
  });

  // Last in this file: it refuses the local machine's operator sign-in, which the others use first.
  it('does not believe a CF-Connecting-IP sent to the worker under wrangler dev: changing it escapes nothing', async () => {
    const attempt = async (address: string) => {
      // The local worker: the repository's wrangler.toml, as `wrangler dev` runs it.
      const browser = new Browser();
      await browser.get('/dashboard/sign-in');
      return browser.post('/dashboard/sign-in/operator', { adminToken: 'nope' }, { 'CF-Connecting-IP': address });
    };
    for (let i = 1; i < ACCOUNT_FAILURES; i++) expect((await attempt(`192.0.2.${130 + i}`)).status).toBe(401);
    const refused = await attempt('192.0.2.199');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(t.signIn.throttled(15));
  });
});
