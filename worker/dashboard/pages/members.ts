/** Members (owners only): who belongs to the workspace, open invites, and a new invite link shown once. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { createInvite, inviteSchema, listMembers, pendingInvites, ROLES, removeMember, withdrawInvite } from '../../members';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, fieldErrors, issueSummary, postButton } from '../ui';

async function membersPage(c: Context<DashboardEnv>, o: { link?: string; issues?: FieldIssues } = {}, status = 200) {
  const { t, lang, timeZone, db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const issues = o.issues ?? {};
  const [members, invites] = await Promise.all([listMembers(db, ws), pendingInvites(db, ws)]);
  const me = c.var.session.account?.id;
  const body = html`
    <p>${t.members.intro}</p>
    ${
      o.link
        ? html`<section class="alert warn" role="status">
      <h2>${t.members.inviteLink}</h2>
      <div class="secret"><input id="invite-link" type="text" readonly value="${o.link}" aria-label="${t.members.inviteLink}">
        <button type="button" data-copy="invite-link" data-copied="${t.common.copied}">${t.common.copy}</button></div>
      <p><strong>${t.members.inviteWarning}</strong></p>
    </section>`
        : ''
    }
    <div class="table-wrap"><table class="stack">
      <thead><tr><th>${t.common.name}</th><th>${t.common.email}</th><th>${t.common.role}</th><th>${t.common.actions}</th></tr></thead>
      <tbody>${members.map(
        (m) => html`<tr>
          <td data-label="${t.common.name}">${m.name}${m.accountId === me ? html` <span class="muted">(${t.members.you})</span>` : ''}</td>
          <td data-label="${t.common.email}" class="wrap">${m.email}</td>
          <td data-label="${t.common.role}">${badge(t.roles[m.role], 'plain')}</td>
          <td data-label="${t.common.actions}">${
            m.accountId === me
              ? ''
              : postButton(c, `/dashboard/members/${m.accountId}/remove`, t.members.remove, {
                  confirm: t.members.removeConfirm,
                  kind: 'danger',
                })
          }</td>
        </tr>`,
      )}</tbody>
    </table></div>
    <h2>${t.members.inviteTitle}</h2>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/members/invites" class="card row" novalidate>
      ${csrf(c)}
      <div class="field"><label for="f-role">${t.common.role}</label>
        <select id="f-role" name="role">${ROLES.map((r) => html`<option value="${r}"${r === 'agent' ? html` selected` : ''}>${t.roles[r]}</option>`)}</select>
        ${fieldErrors('role', issues)}</div>
      <div class="field" style="align-self:end;flex:0"><button type="submit">${t.members.inviteSubmit}</button></div>
    </form>
    ${
      invites.length
        ? html`<h2>${t.members.pending}</h2><div class="table-wrap"><table class="stack">
      <thead><tr><th>${t.common.role}</th><th>${t.common.created}</th><th>${t.members.expires}</th><th>${t.common.actions}</th></tr></thead>
      <tbody>${invites.map(
        (i) => html`<tr>
          <td data-label="${t.common.role}">${t.roles[i.role]}</td>
          <td data-label="${t.common.created}">${time(i.createdAt, lang, timeZone)}</td>
          <td data-label="${t.members.expires}">${time(i.expiresAt, lang, timeZone)}</td>
          <td data-label="${t.common.actions}">${postButton(c, `/dashboard/members/invites/${i.id}/withdraw`, t.members.withdraw)}</td>
        </tr>`,
      )}</tbody></table></div>`
        : ''
    }`;
  return c.html(page(c, { title: t.members.title, active: 'members', body }), status as 200);
}

async function checked(c: Context<DashboardEnv>) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

export const memberRoutes = createDashboard()
  .use('/members', signedIn(), inWorkspace(), allow('members'))
  .use('/members/*', signedIn(), inWorkspace(), allow('members'))
  .get('/members', (c) => membersPage(c))
  .post('/members/invites', async (c) => {
    const form = await checked(c);
    const result = validate(inviteSchema, { role: form.get('role') }, c.var.lang);
    if (!result.ok) return membersPage(c, { issues: result.issues }, 400);
    const invite = await createInvite(c.var.db, {
      workspaceId: c.var.viewer.workspace.id,
      role: result.value.role,
      createdBy: c.var.session.account?.id ?? null,
    });
    c.header('Cache-Control', 'no-store');
    return membersPage(c, { link: new URL(`/dashboard/invite?token=${invite.token}`, c.req.url).toString() }, 201);
  })
  .post('/members/invites/:id/withdraw', async (c) => {
    await checked(c);
    await withdrawInvite(c.var.db, c.var.viewer.workspace.id, c.req.param('id'));
    return c.redirect('/dashboard/members', 303);
  })
  .post('/members/:accountId/remove', async (c) => {
    await checked(c);
    await removeMember(c.var.db, c.var.viewer.workspace.id, c.req.param('accountId'));
    return c.redirect('/dashboard/members', 303);
  });
