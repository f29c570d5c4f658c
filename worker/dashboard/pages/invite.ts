/**
 * Accepting an invite: a new person creates their account; someone with an account already (the
 * same email) types its password, and the workspace is added to it. Either way they are signed in.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import {
  claimInvite,
  createSession,
  findAccountByEmail,
  lockedUntil,
  membershipStatement,
  newAccountSchema,
  newAccountStatements,
  openInvite,
  recordFailure,
  storedHash,
  throttleKeys,
  verifyPassword,
} from '../../members';
import { CSRF_FIELD, checkFormToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { barePage } from '../layout';
import { setSessionCookie } from '../session';
import { accountFields, issueSummary } from '../ui';
import { clientAddress } from './sign-in';

type Invite = NonNullable<Awaited<ReturnType<typeof openInvite>>>;

function invitePage(
  c: Context<DashboardEnv>,
  token: string,
  invite: Invite,
  values: { name?: string; email?: string },
  issues: FieldIssues,
  status = 200,
) {
  const t = c.var.t;
  const body = html`
    <p>${t.invite.intro(t.roles[invite.role])}</p>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/invite?token=${token}" class="card" novalidate>
      <input type="hidden" name="${CSRF_FIELD}" value="${formToken(c)}">
      ${accountFields(t, t.common.name, issues, values)}
      <button type="submit">${t.invite.submit}</button>
    </form>`;
  return c.html(barePage(c, { title: t.invite.title(invite.workspaceName), body }), status as 200);
}

function invalid(c: Context<DashboardEnv>) {
  const t = c.var.t;
  const body = html`<div class="alert error" role="alert">${t.invite.invalid}</div><p><a href="/dashboard/sign-in">${t.signIn.title}</a></p>`;
  return c.html(barePage(c, { title: t.signIn.title, body }), 410);
}

export const inviteRoutes = createDashboard()
  .get('/invite', async (c) => {
    const token = c.req.query('token') ?? '';
    const invite = await openInvite(c.var.db, token);
    return invite ? invitePage(c, token, invite, {}, {}) : invalid(c);
  })
  .post('/invite', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const token = c.req.query('token') ?? '';
    const db = c.var.db;
    const invite = await openInvite(db, token);
    if (!invite) return invalid(c);
    const values = { name: form.get('name'), email: form.get('email'), password: form.get('password') };
    const checked = validate(newAccountSchema, values, c.var.lang);
    if (!checked.ok) return invitePage(c, token, invite, values, checked.issues, 400);
    const existing = await findAccountByEmail(db, checked.value.email);
    let accountId: string;
    if (existing) {
      // Joining with an account that exists is a sign-in: throttled and checked like one.
      const keys = throttleKeys(existing.email, clientAddress(c));
      const valid = !(await lockedUntil(db, keys)) && (await verifyPassword(checked.value.password, storedHash(existing)));
      if (!valid) {
        await recordFailure(db, keys);
        return invitePage(c, token, invite, values, { password: [c.var.t.invite.wrongPassword] }, 401);
      }
      if (!(await claimInvite(db, invite.id, existing.id))) return invalid(c);
      await membershipStatement(db, { workspaceId: invite.workspaceId, accountId: existing.id, role: invite.role });
      accountId = existing.id;
    } else {
      const made = await newAccountStatements(db, checked.value, { workspaceId: invite.workspaceId, role: invite.role });
      if (!(await claimInvite(db, invite.id, made.accountId))) return invalid(c);
      const [first, ...rest] = made.statements;
      if (first) await db.batch([first, ...rest]);
      accountId = made.accountId;
    }
    const session = await createSession(db, { accountId, workspaceId: invite.workspaceId });
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect('/dashboard', 303);
  });
