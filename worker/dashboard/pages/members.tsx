/**
 * Members (owners only): who belongs to the workspace, open invites (whom each is for), a new
 * invite link shown once, and a member's one-time password-reset link, shown once too.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  createInvite,
  createPasswordReset,
  inviteSchema,
  listMembers,
  pendingInvites,
  ROLES,
  removeFromWorkspace,
  withdrawInvite,
} from '../../members';
import { HttpError } from '../../shared/errors';
import { Badge, Button, type Column, Field, Form, IssueSummary, PostButton, Select, Table, Time, useDashboard } from '../components';
import { Secret } from '../components/secret';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

type Member = Awaited<ReturnType<typeof listMembers>>[number];
type Invite = Awaited<ReturnType<typeof pendingInvites>>[number];

type MembersProps = {
  members: readonly Member[];
  invites: readonly Invite[];
  /** The viewer's account (the operator has none): their own row has no remove button. */
  me: string | undefined;
  /** A new invite's link: its only showing. */
  link?: string | undefined;
  /** A new password-reset link and whom it is for: its only showing. */
  reset?: { name: string; link: string } | undefined;
  /** The invite form as typed, when refused. */
  values?: { name?: string; email?: string } | undefined;
  issues: FieldIssues;
};

function MembersPage({ members, invites, me, link, reset, values = {}, issues }: MembersProps) {
  const { t } = useDashboard().var;
  const memberColumns: Column<Member>[] = [
    {
      label: t.common.name,
      cell: (m) => (
        <>
          {m.name}
          {m.accountId === me && (
            <>
              {' '}
              <span class="muted">({t.members.you})</span>
            </>
          )}
        </>
      ),
    },
    { label: t.common.email, cell: (m) => m.email, wrap: true },
    { label: t.common.role, cell: (m) => <Badge tone="plain" label={t.roles[m.role]} /> },
    {
      label: t.common.actions,
      cell: (m) =>
        m.accountId !== me && (
          <div class="actions">
            <PostButton action={`/dashboard/members/${m.accountId}/reset-link`} label={t.members.resetSubmit} />
            <PostButton
              action={`/dashboard/members/${m.accountId}/remove`}
              label={t.members.remove}
              confirm={t.members.removeConfirm}
              kind="danger"
            />
          </div>
        ),
    },
  ];
  const inviteColumns: Column<Invite>[] = [
    {
      label: t.members.inviteFor,
      wrap: true,
      cell: (i) =>
        i.name || i.email ? (
          <>
            {i.name}
            {i.name && i.email && <br />}
            {i.email && <span class="muted">{i.email}</span>}
          </>
        ) : (
          <span class="muted">{t.members.anyone}</span>
        ),
    },
    { label: t.common.role, cell: (i) => t.roles[i.role] },
    { label: t.common.created, cell: (i) => <Time at={i.createdAt} /> },
    { label: t.members.expires, cell: (i) => <Time at={i.expiresAt} /> },
    {
      label: t.common.actions,
      cell: (i) => <PostButton action={`/dashboard/members/invites/${i.id}/withdraw`} label={t.members.withdraw} />,
    },
  ];
  return (
    <>
      <p>{t.members.intro}</p>
      {link && (
        <section class="alert warn" role="status">
          <h2>{t.members.inviteLink}</h2>
          <Secret id="invite-link" label={t.members.inviteLink} value={link} />
          <p>
            <strong>{t.members.inviteWarning}</strong>
          </p>
        </section>
      )}
      {reset && (
        <section class="alert warn" role="status">
          <h2>{t.members.resetFor(reset.name)}</h2>
          <Secret id="reset-link" label={t.members.resetLink} value={reset.link} />
          <p>
            <strong>{t.members.resetWarning}</strong>
          </p>
        </section>
      )}
      <div class="table-wrap">
        <Table columns={memberColumns} rows={members} empty={t.common.none} />
      </div>
      <h2>{t.members.inviteTitle}</h2>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action="/dashboard/members/invites" class="card row" novalidate>
        <Field name="name" label={t.members.inviteName} issues={issues} value={values.name} autocomplete="off" />
        <Field name="email" label={t.members.inviteEmail} issues={issues} type="email" value={values.email} autocomplete="off" />
        <Select
          name="role"
          label={t.common.role}
          issues={issues}
          value="agent"
          options={ROLES.map((r) => ({ value: r, label: t.roles[r] }))}
        />
        <div class="field submit">
          <Button>{t.members.inviteSubmit}</Button>
        </div>
      </Form>
      {invites.length > 0 && (
        <>
          <h2>{t.members.pending}</h2>
          <div class="table-wrap">
            <Table columns={inviteColumns} rows={invites} empty={t.common.none} />
          </div>
        </>
      )}
    </>
  );
}

type Shown = { link?: string; reset?: { name: string; link: string }; values?: { name?: string; email?: string }; issues?: FieldIssues };

async function membersPage(c: Context<DashboardEnv>, o: Shown = {}, status: ContentfulStatusCode = 200) {
  const { db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const [members, invites] = await Promise.all([listMembers(db, ws), pendingInvites(db, ws)]);
  c.status(status);
  return c.render(
    <MembersPage
      members={members}
      invites={invites}
      me={c.var.session.account?.id}
      link={o.link}
      reset={o.reset}
      values={o.values}
      issues={o.issues ?? {}}
    />,
    {
      title: c.var.t.members.title,
      active: 'members',
    },
  );
}

async function checked(c: Context<DashboardEnv>) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

export const membersPages = createDashboard()
  .use('/members', signedIn(), inWorkspace(), allow('members'))
  .use('/members/*', signedIn(), inWorkspace(), allow('members'))
  .get('/members', (c) => membersPage(c))
  .post('/members/invites', async (c) => {
    const form = await checked(c);
    const values = { name: form.get('name'), email: form.get('email') };
    // An empty field is no name or email: the invite is then for whoever holds the link.
    const typed = {
      role: form.get('role'),
      ...(values.name ? { name: values.name } : {}),
      ...(values.email ? { email: values.email } : {}),
    };
    const result = validate(inviteSchema, typed, c.var.lang);
    if (!result.ok) return membersPage(c, { issues: result.issues, values }, 400);
    const invite = await createInvite(c.var.db, {
      workspaceId: c.var.viewer.workspace.id,
      role: result.value.role,
      createdBy: c.var.session.account?.id ?? null,
      name: result.value.name ?? null,
      email: result.value.email ?? null,
    });
    c.header('Cache-Control', 'no-store');
    return membersPage(c, { link: new URL(`/dashboard/invite?token=${invite.token}`, c.req.url).toString() }, 201);
  })
  .post('/members/invites/:id/withdraw', async (c) => {
    await checked(c);
    await withdrawInvite(c.var.db, c.var.viewer.workspace.id, c.req.param('id'));
    return c.redirect('/dashboard/members', 303);
  })
  .post('/members/:accountId/reset-link', async (c) => {
    await checked(c);
    const ws = c.var.viewer.workspace.id;
    const member = (await listMembers(c.var.db, ws)).find((m) => m.accountId === c.req.param('accountId'));
    if (!member) throw new HttpError(404, `member ${c.req.param('accountId').slice(0, 64)} not found`);
    const reset = await createPasswordReset(c.var.db, {
      workspaceId: ws,
      accountId: member.accountId,
      createdBy: c.var.session.account?.id ?? null,
    });
    c.header('Cache-Control', 'no-store');
    const link = new URL(`/dashboard/reset?token=${reset.token}`, c.req.url).toString();
    return membersPage(c, { reset: { name: member.name, link } }, 201);
  })
  .post('/members/:accountId/remove', async (c) => {
    await checked(c);
    await removeFromWorkspace(c.env, c.var.db, c.var.viewer.workspace.id, c.req.param('accountId'));
    return c.redirect('/dashboard/members', 303);
  });
