/** First run: the one-time setup link creates the first workspace and its owner, then signs the owner in. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { completeSetup, createSession, setupLinkOpen, setupSchema } from '../../members';
import { Button, Field, Form, IssueSummary, useDashboard } from '../components';
import { AccountFields } from '../components/account-fields';
import { LinkGone } from '../components/link-gone';
import { CSRF_FIELD, checkFormToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { setSessionCookie } from '../session';

type Values = { workspaceName?: string; name?: string; email?: string };

type SetupProps = { token: string; formToken: string; values: Values; issues: FieldIssues };

/** The first workspace's name and its owner's account. */
function SetupPage({ token, formToken, values, issues }: SetupProps) {
  const t = useDashboard().var.t;
  return (
    <>
      <p>{t.setup.intro}</p>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`/dashboard/setup?token=${token}`} class="card" novalidate token={formToken}>
        <Field name="workspaceName" label={t.setup.workspaceName} issues={issues} value={values.workspaceName} required />
        <AccountFields nameLabel={t.setup.yourName} issues={issues} values={values} />
        <Button>{t.setup.submit}</Button>
      </Form>
    </>
  );
}

function setupPage(c: Context<DashboardEnv>, token: string, values: Values, issues: FieldIssues, status: ContentfulStatusCode = 200) {
  c.status(status);
  return c.render(<SetupPage token={token} formToken={formToken(c)} values={values} issues={issues} />, {
    title: c.var.t.setup.title,
    bare: true,
  });
}

function invalidLink(c: Context<DashboardEnv>) {
  c.status(410);
  return c.render(<LinkGone text={c.var.t.setup.invalidLink} />, { title: c.var.t.setup.title, bare: true });
}

export const setupPages = createDashboard()
  .get('/setup', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!(await setupLinkOpen(c.var.db, token))) return invalidLink(c);
    return setupPage(c, token, {}, {});
  })
  .post('/setup', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const token = c.req.query('token') ?? '';
    const values = {
      workspaceName: form.get('workspaceName'),
      name: form.get('name'),
      email: form.get('email'),
      password: form.get('password'),
    };
    const checked = validate(setupSchema, values, c.var.lang);
    if (!checked.ok) return setupPage(c, token, values, checked.issues, 400);
    const made = await completeSetup(c.var.db, token, checked.value);
    if (!made) return invalidLink(c);
    const session = await createSession(c.var.db, { accountId: made.accountId, workspaceId: made.workspaceId });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/dashboard/devices', 303);
  });
