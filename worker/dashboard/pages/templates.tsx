/**
 * Templates: the workspace's reusable texts, listed, created, changed and deleted through the same
 * functions as /admin/workspaces/:ws/templates, each form with a preview filled from a sample
 * contact. Owners and admins, as for broadcasts: a template is a broadcast's text.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../shared/errors';
import { shown } from '../../shared/fields';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  type TemplateRow,
  templateInputSchema,
  updateTemplate,
} from '../../templates';
import { type Column, PostButton, Table, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { emptyValues, TemplateForm, type TemplateValues, valuesOf } from './template-form';

const DONE = ['created', 'saved', 'deleted'] as const;
type Done = (typeof DONE)[number];

function TemplatesPage({ rows, done }: { rows: readonly TemplateRow[]; done: Done | undefined }) {
  const { t } = useDashboard().var;
  const tp = t.templates;
  const columns: Column<TemplateRow>[] = [
    { label: t.common.name, cell: (r) => <a href={`/dashboard/templates/${r.id}`}>{r.name}</a>, wrap: true },
    { label: tp.content, cell: (r) => (r.content.length > 160 ? `${r.content.slice(0, 160)}…` : r.content), wrap: true },
    { label: t.common.created, cell: (r) => <Time at={r.createdAt} /> },
    {
      label: t.common.actions,
      cell: (r) => (
        <div class="actions">
          <a href={`/dashboard/templates/${r.id}`} aria-label={`${tp.edit}: ${r.name}`}>
            {tp.edit}
          </a>
          <PostButton action={`/dashboard/templates/${r.id}/delete`} label={t.common.delete} confirm={tp.deleteConfirm} kind="danger" />
        </div>
      ),
    },
  ];
  return (
    <>
      <p>{tp.intro}</p>
      {done && (
        <div class="alert ok" role="status">
          {tp[done]}
        </div>
      )}
      <p>
        <a class="button" href="/dashboard/templates/new">
          {tp.new}
        </a>
      </p>
      <div class="table-wrap">
        <Table columns={columns} rows={rows} empty={tp.empty} />
      </div>
    </>
  );
}

function formPage(
  c: Context<DashboardEnv>,
  p: { action: string; title: string; v: TemplateValues; issues?: FieldIssues },
  status: ContentfulStatusCode = 200,
) {
  c.status(status);
  return c.render(<TemplateForm action={p.action} v={p.v} issues={p.issues} />, { title: p.title, active: 'templates' });
}

async function found(c: Context<DashboardEnv>, id: string): Promise<TemplateRow> {
  const row = await getTemplate(c.var.db, c.var.viewer.workspace.id, id);
  if (!row) throw new HttpError(404, `template ${shown(id)} not found`);
  return row;
}

/** A posted form: previewed as typed (200), refused with its issues (400), or saved by `save`, then back to the list. */
async function submitted(
  c: Context<DashboardEnv>,
  page: { action: string; title: string },
  save: (input: { name: string; content: string }) => Promise<boolean>,
  done: Done,
) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  const v = valuesOf(form);
  if (form.get('intent') === 'preview') return formPage(c, { ...page, v });
  const checked = validate(templateInputSchema, { name: v.name, content: v.content }, c.var.lang);
  if (!checked.ok) return formPage(c, { ...page, v, issues: checked.issues }, 400);
  if (!(await save(checked.value))) throw new HttpError(404, 'template not found');
  return c.redirect(`/dashboard/templates?done=${done}`, 303);
}

export const templatePages = createDashboard()
  .use('/templates', signedIn(), inWorkspace(), allow('broadcasts'))
  .use('/templates/*', signedIn(), inWorkspace(), allow('broadcasts'))
  .get('/templates', async (c) => {
    const rows = await listTemplates(c.var.db, c.var.viewer.workspace.id);
    const done = DONE.find((d) => d === c.req.query('done'));
    return c.render(<TemplatesPage rows={rows} done={done} />, { title: c.var.t.templates.title, active: 'templates' });
  })
  .get('/templates/new', (c) => formPage(c, { action: '/dashboard/templates/new', title: c.var.t.templates.newTitle, v: emptyValues() }))
  .post('/templates/new', (c) =>
    submitted(
      c,
      { action: '/dashboard/templates/new', title: c.var.t.templates.newTitle },
      async (input) => {
        await createTemplate(c.var.db, c.var.viewer.workspace.id, input);
        return true;
      },
      'created',
    ),
  )
  .get('/templates/:templateId', async (c) => {
    const row = await found(c, c.req.param('templateId'));
    const v = { ...emptyValues(), name: row.name, content: row.content };
    return formPage(c, { action: `/dashboard/templates/${row.id}`, title: c.var.t.templates.editTitle(row.name), v });
  })
  .post('/templates/:templateId', async (c) => {
    const row = await found(c, c.req.param('templateId'));
    return submitted(
      c,
      { action: `/dashboard/templates/${row.id}`, title: c.var.t.templates.editTitle(row.name) },
      async (input) => (await updateTemplate(c.var.db, c.var.viewer.workspace.id, row.id, input)) !== null,
      'saved',
    );
  })
  .post('/templates/:templateId/delete', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const id = c.req.param('templateId');
    if (!(await deleteTemplate(c.var.db, c.var.viewer.workspace.id, id))) throw new HttpError(404, `template ${shown(id)} not found`);
    return c.redirect('/dashboard/templates?done=deleted', 303);
  });
