/** What the pages before signing in say: signed out, a refused password or admin token, a link that is gone. */
import { describe, expect, it } from 'vitest';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { Browser, ownerSession } from './browser';

describe('the pages before signing in', () => {
  it('say that the viewer signed out', async () => {
    const browser = new Browser();
    expect((await browser.get('/dashboard/sign-in?signed-out')).status).toBe(200);
    expect(browser.html).toMatch(new RegExp(`role="status">${t.signIn.signedOut}<`));
  });

  it('keep the email of a refused sign-in, and open the operator’s form when its token is refused', async () => {
    const { email } = await ownerSession();
    const browser = new Browser();
    await browser.get('/dashboard/sign-in');
    expect(browser.html).not.toMatch(/<details[^>]* open/);
    const wrong = await browser.post('/dashboard/sign-in', { email, password: 'not the password' }, { 'CF-Connecting-IP': '192.0.2.77' });
    expect(wrong.status).toBe(401);
    expect(browser.html).toContain(t.signIn.wrong);
    expect(browser.html).toContain(`value="${email}"`);

    const operator = await browser.post(
      '/dashboard/sign-in/operator',
      { adminToken: 'not the token' },
      { 'CF-Connecting-IP': '192.0.2.78' },
    );
    expect(operator.status).toBe(401);
    expect(browser.html).toMatch(/<details[^>]* open/);
    expect(browser.html).toContain(t.signIn.operatorWrong);
  });

  it('say an invite link that is unknown is gone, with the way to sign in', async () => {
    const browser = new Browser();
    expect((await browser.get('/dashboard/invite?token=nope')).status).toBe(410);
    expect(browser.html).toContain(t.invite.invalid);
    expect(browser.html).toContain('href="/dashboard/sign-in"');
  });
});
