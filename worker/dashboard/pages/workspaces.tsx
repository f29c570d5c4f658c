/** Choosing the open workspace (members of several, and the operator, who may also create one). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { openWorkspace, workspacesOf } from '../../members';
import { HttpError } from '../../shared/errors';
import { textSchema } from '../../shared/fields';
import { createWorkspace, listWorkspaces } from '../../workspaces';
import { Button, Field, Form, IssueSummary, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { signedIn } from '../session';

async function choices(c: Context<DashboardEnv>) {
  const { session } = c.var;
  if (session.account) return workspacesOf(c.var.db, session.account.id);
  return (await listWorkspaces(c.var.db)).map((w) => ({ id: w.id, name: w.name, role: 'operator' as const }));
}

type Choice = Awaited<ReturnType<typeof choices>>[number];

/** The viewer's workspaces, each a button that opens it; the operator may also create one. */
function Chooser({
  list,
  current,
  operator,
  issues,
}: {
  list: readonly Choice[];
  current: string | null;
  operator: boolean;
  issues: FieldIssues;
}) {
  const { t } = useDashboard().var;
  return (
    <>
      <p>{t.workspaces.intro}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: WebKit drops a list's role once CSS removes its bullets; the role keeps it a list. */}
      <ul class="card" role="list">
        {list.map((w) => (
          <li class="actions">
            <Form action="/dashboard/workspaces/open" class="inline">
              <input type="hidden" name="workspaceId" value={w.id} />
              <Button kind="secondary" label={`${t.common.open}: ${w.name}`}>
                {w.name}
              </Button>
            </Form>
            <span class="muted">
              {t.roles[w.role]}
              {w.id === current && ` · ${t.workspaces.current}`}
            </span>
          </li>
        ))}
      </ul>
      {operator && (
        <>
          <h2>{t.workspaces.createTitle}</h2>
          <IssueSummary issues={issues} text={t.common.fixErrors} />
          <Form action="/dashboard/workspaces" class="card" novalidate>
            <Field name="name" label={t.common.name} issues={issues} required />
            <Button>{t.workspaces.createSubmit}</Button>
          </Form>
        </>
      )}
      <Form action="/dashboard/sign-out">
        <Button kind="link">{t.nav.signOut}</Button>
      </Form>
    </>
  );
}

async function chooser(c: Context<DashboardEnv>, issues: FieldIssues = {}, status: ContentfulStatusCode = 200) {
  const { session } = c.var;
  const list = await choices(c);
  c.status(status);
  return c.render(<Chooser list={list} current={session.workspaceId} operator={session.account === null} issues={issues} />, {
    title: c.var.t.workspaces.title,
    bare: true,
  });
}

export const workspacesPages = createDashboard()
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
