/** Sign-in throttling, counted in D1 per account and per client address. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES } from '../../../worker/members/throttle';
import { Browser, ownerSession, PASSWORD, uniqueEmail } from './browser';

async function signIn(email: string, password: string, address: string) {
  const browser = new Browser();
  await browser.get('/dashboard/sign-in');
  const res = await browser.post('/dashboard/sign-in', { email, password }, { 'CF-Connecting-IP': address });
  return { res, browser };
}

describe('sign-in throttling', () => {
  it(`locks an account after ${ACCOUNT_FAILURES} wrong passwords, even for the right one, whatever the address`, async () => {
    const { email } = await ownerSession();
    for (let i = 1; i < ACCOUNT_FAILURES; i++) expect((await signIn(email, 'wrong password!', `192.0.2.${i}`)).res.status).toBe(401);
    const last = await signIn(email, 'wrong password!', '192.0.2.50');
    expect(last.res.status).toBe(429);
    expect(Number(last.res.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(last.browser.html).toContain('Terlalu banyak percobaan gagal');
    const right = await signIn(email, PASSWORD, '198.51.100.7');
    expect(right.res.status).toBe(429);
    expect(right.browser.cookies.has('kurir_session')).toBe(false);
  });

  it('counts an address that tries many accounts, known or not, and locks it', async () => {
    const { email } = await ownerSession();
    const address = '203.0.113.9';
    for (let i = 1; i < ADDRESS_FAILURES; i++) expect((await signIn(uniqueEmail('nobody'), 'guess guess', address)).res.status).toBe(401);
    expect((await signIn(uniqueEmail('nobody'), 'guess guess', address)).res.status).toBe(429);
    // The address is locked even for a right password; another address signs in.
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

  // Last in this file: it locks the operator out, and the other tests sign in as the operator first.
  it('throttles the operator sign-in too', async () => {
    const attempt = async (adminToken: string, address: string) => {
      const browser = new Browser();
      await browser.get('/dashboard/sign-in');
      return (await browser.post('/dashboard/sign-in/operator', { adminToken }, { 'CF-Connecting-IP': address })).status;
    };
    for (let i = 1; i < ACCOUNT_FAILURES; i++) expect(await attempt('nope', `192.0.2.${100 + i}`)).toBe(401);
    expect(await attempt('nope', '192.0.2.120')).toBe(429);
    expect(await attempt('test-admin-token', '192.0.2.121')).toBe(429);
  });
});
