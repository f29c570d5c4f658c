/** Choosing the open workspace (members of several, and the operator, who may also create one). */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { openWorkspace, workspacesOf } from '../../members';
import { HttpError } from '../../shared/errors';
import { textSchema } from '../../shared/fields';
import { createWorkspace, listWorkspaces } from '../../workspaces';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { barePage } from '../layout';
import { signedIn } from '../session';
import { csrf, field, issueSummary } from '../ui';

async function choices(c: Context<DashboardEnv>) {
  const { session } = c.var;
  if (session.account) return workspacesOf(c.var.db, session.account.id);
  return (await listWorkspaces(c.var.db)).map((w) => ({ id: w.id, name: w.name, role: 'operator' as const }));
}

async function chooser(c: Context<DashboardEnv>, issues: FieldIssues = {}, status = 200) {
  const { t, session } = c.var;
  const list = await choices(c);
  const body = html`
    <p>${t.workspaces.intro}</p>
    <ul class="card" role="list">
      ${list.map(
        (w) => html`<li class="actions">
          <form method="post" action="/dashboard/workspaces/open" class="inline">
            ${csrf(c)}<input type="hidden" name="workspaceId" value="${w.id}">
            <button type="submit" class="secondary" aria-label="${t.common.open}: ${w.name}">${w.name}</button>
          </form>
          <span class="muted">${t.roles[w.role]}${w.id === session.workspaceId ? html` · ${t.workspaces.current}` : ''}</span>
        </li>`,
      )}
    </ul>
    ${
      session.account === null
        ? html`<h2>${t.workspaces.createTitle}</h2>
      ${issueSummary(issues, t.common.fixErrors)}
      <form method="post" action="/dashboard/workspaces" class="card" novalidate>
        ${csrf(c)} ${field('name', t.common.name, issues, { required: true })}
        <button type="submit">${t.workspaces.createSubmit}</button>
      </form>`
        : ''
    }
    <form method="post" action="/dashboard/sign-out">${csrf(c)}<button type="submit" class="link">${t.nav.signOut}</button></form>`;
  return c.html(barePage(c, { title: t.workspaces.title, body }), status as 200);
}

export const workspaceRoutes = createDashboard()
  .use('/workspaces', signedIn())
  .use('/workspaces/*', signedIn())
  .get('/workspaces', (c) => chooser(c))
  .post('/workspaces/open', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const id = form.get('workspaceId');
    if (!(await choices(c)).some((w) => w.id === id)) throw new HttpError(404, `workspace ${id.slice(0, 64)} not found`);
    await openWorkspace(c.var.db, c.var.session.tokenHash, id);
    return c.redirect('/dashboard', 303);
  })
  .post('/workspaces', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    // Only the operator creates workspaces here (a member's workspace comes from setup or an invite).
    if (c.var.session.account !== null) throw new HttpError(403, 'only the operator creates workspaces');
    const checked = validate(z.object({ name: textSchema(1, 100) }), { name: form.get('name') }, c.var.lang);
    if (!checked.ok) return chooser(c, checked.issues, 400);
    const workspace = await createWorkspace(c.var.db, checked.value.name);
    await openWorkspace(c.var.db, c.var.session.tokenHash, workspace.id);
    return c.redirect('/dashboard/devices', 303);
  });
