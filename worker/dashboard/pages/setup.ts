/** First run: the one-time setup link creates the first workspace and its owner, then signs the owner in. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { completeSetup, createSession, setupLinkOpen, setupSchema } from '../../members';
import { CSRF_FIELD, checkFormToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { barePage } from '../layout';
import { setSessionCookie } from '../session';
import { accountFields, field, issueSummary } from '../ui';

type Values = { workspaceName?: string; name?: string; email?: string };

function setupPage(c: Context<DashboardEnv>, token: string, values: Values, issues: FieldIssues, status = 200) {
  const t = c.var.t;
  const body = html`
    <p>${t.setup.intro}</p>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/setup?token=${token}" class="card" novalidate>
      <input type="hidden" name="${CSRF_FIELD}" value="${formToken(c)}">
      ${field('workspaceName', t.setup.workspaceName, issues, { value: values.workspaceName ?? '', required: true })}
      ${accountFields(t, t.setup.yourName, issues, values)}
      <button type="submit">${t.setup.submit}</button>
    </form>`;
  return c.html(barePage(c, { title: t.setup.title, body }), status as 200);
}

function invalidLink(c: Context<DashboardEnv>) {
  const t = c.var.t;
  const body = html`<div class="alert error" role="alert">${t.setup.invalidLink}</div><p><a href="/dashboard/sign-in">${t.signIn.title}</a></p>`;
  return c.html(barePage(c, { title: t.setup.title, body }), 410);
}

export const setupRoutes = createDashboard()
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
