/**
 * The AI assistant's actions: listed, added (the signing secret shown once, in the answer to the
 * form, never in a URL or a later page) and deleted by owners and admins (`assistant`), through
 * the same functions as /admin/workspaces/:ws/assistant/actions. `ActionsSection` is the whole
 * section, for the Assistant settings page to include; `/dashboard/assistant/actions` serves it
 * alone.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { actionInputSchema } from '../../assistant/action-schema';
import { type ActionRow, createAction, deleteAction, listActions } from '../../assistant/action-store';
import { HttpError, saidError } from '../../shared/errors';
import { said } from '../../shared/said';
import { Button, type Column, Field, Form, IssueSummary, PostButton, Table, TextArea, useDashboard } from '../components';
import { Secret } from '../components/secret';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { errorText, type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

export const ACTIONS_PATH = '/dashboard/assistant/actions';

export type ActionValues = { name: string; description: string; parameters: string; url: string };

/** What the form starts with: a schema of one required string, to change (in no language: keys only). */
const STARTER_SCHEMA = JSON.stringify({ type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] }, null, 2);
export const emptyAction = (): ActionValues => ({ name: '', description: '', parameters: STARTER_SCHEMA, url: '' });

export type ActionsSectionProps = {
  rows: readonly ActionRow[];
  /** The action just added: the only showing of its secret. */
  created?: { name: string; secret: string } | undefined;
  deleted?: boolean;
  values?: ActionValues | undefined;
  issues?: FieldIssues | undefined;
};

/** The list of actions, the secret of one just added, and the form to add one. */
export function ActionsSection({ rows, created, deleted, values = emptyAction(), issues = {} }: ActionsSectionProps) {
  const { t } = useDashboard().var;
  const a = t.assistantActions;
  const columns: Column<ActionRow>[] = [
    { label: a.name, cell: (r) => <code>{r.name}</code> },
    { label: a.description, cell: (r) => <span class="wrap">{r.description}</span>, wrap: true },
    { label: a.url, cell: (r) => <code class="wrap">{r.url}</code>, wrap: true },
    {
      label: t.common.actions,
      cell: (r) => (
        <PostButton action={`${ACTIONS_PATH}/${r.id}/delete`} label={`${t.common.delete}`} confirm={a.deleteConfirm} kind="danger" />
      ),
    },
  ];
  return (
    <section aria-labelledby="assistant-actions-title">
      <h2 id="assistant-actions-title">{a.sectionTitle}</h2>
      <p>{a.intro}</p>
      {created && (
        <section class="alert warn" role="status" aria-labelledby="new-action-secret">
          <h3 id="new-action-secret">{a.created(created.name)}</h3>
          <p>{a.newSecret}</p>
          <Secret id="action-secret" label={a.newSecret} value={created.secret} />
          <p>
            <strong>{a.secretWarning}</strong>
          </p>
        </section>
      )}
      {deleted && (
        <div class="alert ok" role="status">
          {a.deleted}
        </div>
      )}
      <div class="table-wrap">
        <Table columns={columns} rows={rows} empty={a.empty} rowAttributes={(r) => ({ 'data-action': r.name })} />
      </div>
      <h3>{a.addTitle}</h3>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={ACTIONS_PATH} class="card" novalidate>
        <Field name="name" label={a.name} issues={issues} value={values.name} hint={a.nameHint} autocomplete="off" required />
        <TextArea
          name="description"
          label={a.description}
          issues={issues}
          value={values.description}
          hint={a.descriptionHint}
          rows={2}
          required
        />
        <TextArea
          name="parameters"
          label={a.parameters}
          issues={issues}
          value={values.parameters}
          hint={a.parametersHint}
          rows={8}
          required
        />
        <Field name="url" label={a.url} type="url" issues={issues} value={values.url} hint={a.urlHint} required />
        <Button>{a.add}</Button>
      </Form>
    </section>
  );
}

async function actionsPage(c: Context<DashboardEnv>, props: Omit<ActionsSectionProps, 'rows'>, status: ContentfulStatusCode = 200) {
  const rows = await listActions(c.var.db, c.var.viewer.workspace.id);
  c.status(status);
  return c.render(<ActionsSection rows={rows} {...props} />, { title: c.var.t.assistantActions.title, active: 'assistant' });
}

export const assistantActionPages = createDashboard()
  .use('/assistant/actions', signedIn(), inWorkspace(), allow('assistant'))
  .use('/assistant/actions/*', signedIn(), inWorkspace(), allow('assistant'))
  .get('/assistant/actions', (c) => actionsPage(c, { deleted: c.req.query('done') === 'deleted' }))
  .post('/assistant/actions', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const values: ActionValues = {
      name: form.get('name').trim(),
      description: form.get('description'),
      parameters: form.get('parameters'),
      url: form.get('url').trim(),
    };
    let parameters: unknown;
    try {
      parameters = JSON.parse(values.parameters);
    } catch {
      parameters = undefined;
    }
    const checked = validate(actionInputSchema, { ...values, parameters }, c.var.lang);
    if (parameters === undefined) {
      // Not JSON at all: said as that, not as zod's "expected record".
      const issues = checked.ok ? {} : checked.issues;
      return actionsPage(c, { values, issues: { ...issues, parameters: [c.var.t.assistantActions.notJson] } }, 400);
    }
    if (!checked.ok) return actionsPage(c, { values, issues: checked.issues }, 400);
    try {
      const { row, secret } = await createAction(c.var.db, c.env.ADMIN_TOKEN, c.var.viewer.workspace.id, checked.value);
      // Rendered, not redirected: the secret is in this answer only.
      c.header('Cache-Control', 'no-store');
      return actionsPage(c, { created: { name: row.name, secret } }, 201);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      return actionsPage(c, { values, issues: { name: [errorText(error, c.var.lang)] } }, 409);
    }
  })
  .post('/assistant/actions/:actionId/delete', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const id = c.req.param('actionId');
    if (!(await deleteAction(c.var.db, c.var.viewer.workspace.id, id)))
      throw saidError(404, said('action.notFound', { id: id.slice(0, 64) }));
    return c.redirect(`${ACTIONS_PATH}?done=deleted`, 303);
  });
