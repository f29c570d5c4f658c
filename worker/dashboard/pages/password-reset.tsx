/**
 * A member's way back in: the one-time link an owner (or the operator) made on the members page.
 * The member types a new password; every other session of the account ends, and they are signed
 * in with a new one, in the workspace the link was made from.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createSession, MIN_PASSWORD, newPasswordSchema, openPasswordReset, usePasswordReset } from '../../members';
import { Button, Field, Form, IssueSummary, useDashboard } from '../components';
import { LinkGone } from '../components/link-gone';
import { CSRF_FIELD, checkFormToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { setSessionCookie } from '../session';

type Reset = NonNullable<Awaited<ReturnType<typeof openPasswordReset>>>;

function ResetPage({ token, formToken, reset, issues }: { token: string; formToken: string; reset: Reset; issues: FieldIssues }) {
  const t = useDashboard().var.t;
  return (
    <>
      <p>{t.passwordReset.intro(reset.name, reset.email)}</p>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`/dashboard/reset?token=${token}`} class="card" novalidate token={formToken}>
        {/* The account's address for the browser's password manager, which files the new password under it. */}
        <input type="email" name="username" value={reset.email} autocomplete="username" hidden readonly />
        <Field
          name="password"
          label={t.passwordReset.newPassword}
          issues={issues}
          type="password"
          required
          autocomplete="new-password"
          hint={t.setup.passwordHint(MIN_PASSWORD)}
        />
        <Button>{t.passwordReset.submit}</Button>
      </Form>
    </>
  );
}

function resetPage(c: Context<DashboardEnv>, token: string, reset: Reset, issues: FieldIssues, status: ContentfulStatusCode = 200) {
  c.status(status);
  c.header('Cache-Control', 'no-store');
  return c.render(<ResetPage token={token} formToken={formToken(c)} reset={reset} issues={issues} />, {
    title: c.var.t.passwordReset.title,
    bare: true,
  });
}

function invalid(c: Context<DashboardEnv>) {
  c.status(410);
  return c.render(<LinkGone text={c.var.t.passwordReset.invalid} />, { title: c.var.t.passwordReset.title, bare: true });
}

export const passwordResetPages = createDashboard()
  .get('/reset', async (c) => {
    const token = c.req.query('token') ?? '';
    const reset = await openPasswordReset(c.var.db, token);
    return reset ? resetPage(c, token, reset, {}) : invalid(c);
  })
  .post('/reset', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const token = c.req.query('token') ?? '';
    const db = c.var.db;
    const reset = await openPasswordReset(db, token);
    if (!reset) return invalid(c);
    const checked = validate(newPasswordSchema, { password: form.get('password') }, c.var.lang);
    if (!checked.ok) return resetPage(c, token, reset, checked.issues, 400);
    const used = await usePasswordReset(db, token, checked.value.password);
    if (!used) return invalid(c);
    const session = await createSession(db, { accountId: used.accountId, workspaceId: used.workspaceId });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/dashboard', 303);
  });
