/**
 * Accepting an invite: a new person creates their account; someone with an account already (the
 * same email) types its password, and the workspace is added to it. Either way they are signed in.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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
import { clientAddress } from '../../shared/client-address';
import { Button, Form, IssueSummary, useDashboard } from '../components';
import { AccountFields } from '../components/account-fields';
import { LinkGone } from '../components/link-gone';
import { CSRF_FIELD, checkFormToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { setSessionCookie } from '../session';

type Invite = NonNullable<Awaited<ReturnType<typeof openInvite>>>;

type InviteProps = { token: string; formToken: string; invite: Invite; values: { name?: string; email?: string }; issues: FieldIssues };

/** The invite's role, and the account the person joins with (a new one, or theirs with its password). */
function InvitePage({ token, formToken, invite, values, issues }: InviteProps) {
  const t = useDashboard().var.t;
  return (
    <>
      <p>{t.invite.intro(t.roles[invite.role])}</p>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`/dashboard/invite?token=${token}`} class="card" novalidate token={formToken}>
        <AccountFields nameLabel={t.common.name} issues={issues} values={values} />
        <Button>{t.invite.submit}</Button>
      </Form>
    </>
  );
}

function invitePage(
  c: Context<DashboardEnv>,
  token: string,
  invite: Invite,
  values: { name?: string; email?: string },
  issues: FieldIssues,
  status: ContentfulStatusCode = 200,
) {
  c.status(status);
  return c.render(<InvitePage token={token} formToken={formToken(c)} invite={invite} values={values} issues={issues} />, {
    title: c.var.t.invite.title(invite.workspaceName),
    bare: true,
  });
}

function invalid(c: Context<DashboardEnv>) {
  c.status(410);
  return c.render(<LinkGone text={c.var.t.invite.invalid} />, { title: c.var.t.signIn.title, bare: true });
}

export const invitePages = createDashboard()
  .get('/invite', async (c) => {
    const token = c.req.query('token') ?? '';
    const invite = await openInvite(c.var.db, token);
    // Filled in with whom the invite is for, when the inviter said.
    return invite ? invitePage(c, token, invite, { name: invite.name ?? '', email: invite.email ?? '' }, {}) : invalid(c);
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
