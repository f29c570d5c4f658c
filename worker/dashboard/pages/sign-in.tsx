/**
 * Signing in and out. A member signs in with email and password; the operator with ADMIN_TOKEN
 * (an operator session opens any workspace). Failed attempts are throttled by source address, per
 * account and over all (see members/throttle.ts), before any password is checked.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  clearAccount,
  createSession,
  decoyHash,
  findAccountByEmail,
  lockedUntil,
  recordFailure,
  revokeSession,
  storedHash,
  throttleKeys,
  verifyPassword,
  workspacesOf,
} from '../../members';
import { clientAddress } from '../../shared/client-address';
import { secretsEqual } from '../../shared/crypto';
import { Button, Field, Form, useDashboard } from '../components';
import { CSRF_FIELD, checkFormToken, checkToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { readForm } from '../forms';
import { clearSessionCookie, setSessionCookie, signedIn } from '../session';

/** Where to go after signing in: a dashboard path given by the sign-in link, never another site. */
function nextPath(value: string | undefined): string {
  return value && /^\/dashboard(\/[A-Za-z0-9/_?=&%.-]*)?$/.test(value) && !value.startsWith('//') ? value : '/dashboard';
}

type SignInProps = {
  /** The double-submit token of the forms before signing in. */
  token: string;
  next: string;
  email?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
  operatorError?: string | undefined;
};

/** A member's form (email and password), and the operator's (ADMIN_TOKEN), folded unless it was refused. */
function SignInPage(p: SignInProps) {
  const t = useDashboard().var.t;
  return (
    <>
      {p.notice && (
        <div class="alert ok" role="status">
          {p.notice}
        </div>
      )}
      {p.error && (
        <div class="alert error" role="alert" tabindex={-1} data-focus>
          {p.error}
        </div>
      )}
      <Form action={`/dashboard/sign-in?next=${encodeURIComponent(p.next)}`} class="card" token={p.token}>
        <Field name="email" label={t.common.email} type="email" value={p.email} required autocomplete="username" />
        <Field name="password" label={t.common.password} type="password" required autocomplete="current-password" />
        <Button>{t.signIn.submit}</Button>
      </Form>
      <details class="card" open={Boolean(p.operatorError)}>
        <summary>{t.signIn.operatorTitle}</summary>
        <p class="hint">{t.signIn.operatorHint}</p>
        {p.operatorError && (
          <div class="alert error" role="alert">
            {p.operatorError}
          </div>
        )}
        <Form action="/dashboard/sign-in/operator" token={p.token}>
          <Field name="adminToken" label={t.signIn.adminToken} type="password" required autocomplete="off" />
          <Button kind="secondary">{t.signIn.operatorSubmit}</Button>
        </Form>
      </details>
    </>
  );
}

function signInPage(c: Context<DashboardEnv>, o: Omit<SignInProps, 'token' | 'next'>, status: ContentfulStatusCode = 200) {
  c.status(status);
  return c.render(<SignInPage token={formToken(c)} next={nextPath(c.req.query('next'))} {...o} />, {
    title: c.var.t.signIn.title,
    bare: true,
  });
}

function throttled(c: Context<DashboardEnv>, until: number, email: string) {
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  c.header('Retry-After', String(Math.ceil((until - Date.now()) / 1000)));
  return signInPage(c, { email, error: c.var.t.signIn.throttled(minutes) }, 429);
}

export const signInPages = createDashboard()
  .get('/sign-in', (c) => signInPage(c, c.req.query('signed-out') !== undefined ? { notice: c.var.t.signIn.signedOut } : {}))
  .post('/sign-in', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const email = form.get('email').trim().toLowerCase().slice(0, 254);
    const keys = throttleKeys(email, clientAddress(c));
    const db = c.var.db;
    const locked = await lockedUntil(db, keys);
    if (locked) return throttled(c, locked, email);
    const account = email ? await findAccountByEmail(db, email) : undefined;
    // An unknown address costs a hash too, so the time taken does not tell whether it exists.
    const valid = await verifyPassword(form.get('password').slice(0, 256), account ? storedHash(account) : await decoyHash());
    if (!account || !valid) {
      await recordFailure(db, keys);
      const now = await lockedUntil(db, keys);
      if (now) return throttled(c, now, email);
      return signInPage(c, { email, error: c.var.t.signIn.wrong }, 401);
    }
    await clearAccount(db, keys);
    const [first, second] = await workspacesOf(db, account.id);
    // One workspace opens at once; with several, the viewer chooses.
    const session = await createSession(db, { accountId: account.id, workspaceId: first && !second ? first.id : null });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect(first && !second ? nextPath(c.req.query('next')) : '/dashboard/workspaces', 303);
  })
  .post('/sign-in/operator', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const keys = throttleKeys('operator', clientAddress(c));
    const db = c.var.db;
    const locked = await lockedUntil(db, keys);
    if (locked) return throttled(c, locked, '');
    const expected = c.env.ADMIN_TOKEN;
    if (!expected || !(await secretsEqual(form.get('adminToken'), expected))) {
      await recordFailure(db, keys);
      const now = await lockedUntil(db, keys);
      if (now) return throttled(c, now, '');
      return signInPage(c, { operatorError: c.var.t.signIn.operatorWrong }, 401);
    }
    await clearAccount(db, keys);
    const session = await createSession(db, { accountId: null, workspaceId: null });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/dashboard/workspaces', 303);
  })
  .post('/sign-out', signedIn(), async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    await revokeSession(c.var.db, c.var.session.tokenHash);
    clearSessionCookie(c);
    return c.redirect('/dashboard/sign-in?signed-out', 303);
  });
