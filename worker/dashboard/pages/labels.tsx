/**
 * Labels: the workspace's labels for everyone who works the inbox, made, renamed, recoloured and
 * deleted by owners and admins (`labels`) through the same functions as /admin/workspaces/:ws/labels.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LABEL_COLORS, type LabelRow, listLabels } from '../../labels';
import { unlabelAll } from '../../labels/label-changes';
import { labelInputSchema, labelPatchSchema } from '../../labels/label-view';
import { createLabel, deleteLabel, getLabel, labelNotFound, updateLabel } from '../../labels/labels';
import { can } from '../../members';
import { HttpError } from '../../shared/errors';
import { Button, Field, Form, LabelChips, type LabelsById, PostButton, Select, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

const DONE = ['created', 'saved', 'deleted'] as const;
type Done = (typeof DONE)[number];

/** The workspace's labels by id, for chips. */
export const labelsById = (rows: readonly LabelRow[]): LabelsById => new Map(rows.map((l) => [l.id, l]));

function ColorSelect({ id, value, issues }: { id: string; value: string; issues?: FieldIssues | undefined }) {
  const t = useDashboard().var.t.lbl;
  return (
    <Select
      name="color"
      id={id}
      label={t.color}
      value={value}
      issues={issues}
      options={LABEL_COLORS.map((c) => ({ value: c, label: t.colors[c] }))}
    />
  );
}

function LabelsPage({
  rows,
  done,
  issues,
  typed,
}: {
  rows: readonly LabelRow[];
  done?: Done | undefined;
  issues?: FieldIssues;
  typed?: { name: string; color: string };
}) {
  const { t, viewer } = useDashboard().var;
  const l = t.lbl;
  const manages = can(viewer.standing, 'labels');
  const byId = labelsById(rows);
  return (
    <>
      <p>{l.intro}</p>
      {done && (
        <div class="alert ok" role="status">
          {l[done]}
        </div>
      )}
      {manages ? (
        <Form action="/dashboard/labels/new" class="card row" novalidate>
          <Field name="name" id="f-new-name" label={l.name} value={typed?.name} issues={issues} required />
          <ColorSelect id="f-new-color" value={typed?.color ?? 'grey'} issues={issues} />
          <div class="field submit">
            <Button>{l.create}</Button>
          </div>
        </Form>
      ) : (
        <p class="muted">{l.viewOnly}</p>
      )}
      {rows.length === 0 ? (
        <p class="muted">{l.empty}</p>
      ) : (
        <ul class="cards" aria-label={l.labels}>
          {rows.map((r) => (
            <li class="card" data-label-row={r.name}>
              <LabelChips ids={[r.id]} labels={byId} />
              {manages && (
                <div class="actions">
                  <Form action={`/dashboard/labels/${r.id}`} class="inline row">
                    <Field name="name" id={`f-name-${r.id}`} label={l.name} value={r.name} required />
                    <ColorSelect id={`f-color-${r.id}`} value={r.color} />
                    <div class="field submit">
                      <Button kind="secondary">{l.save}</Button>
                    </div>
                  </Form>
                  <PostButton action={`/dashboard/labels/${r.id}/delete`} label={t.common.delete} confirm={l.deleteConfirm} kind="danger" />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

async function page(
  c: Context<DashboardEnv>,
  p: { done?: Done; issues?: FieldIssues; typed?: { name: string; color: string } } = {},
  status: ContentfulStatusCode = 200,
) {
  const rows = await listLabels(c.var.db, c.var.viewer.workspace.id);
  c.status(status);
  return c.render(<LabelsPage rows={rows} {...p} />, { title: c.var.t.lbl.title, active: 'labels' });
}

/** A 409 (a taken name, a full workspace) said at the name's field; anything else goes on. */
async function saving(c: Context<DashboardEnv>, typed: { name: string; color: string }, save: () => Promise<unknown>, done: Done) {
  try {
    await save();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    return page(c, { typed, issues: { name: [error.message.includes('named') ? c.var.t.lbl.taken : error.message] } }, 409);
  }
  return c.redirect(`/dashboard/labels?done=${done}`, 303);
}

export const labelPages = createDashboard()
  .use('/labels', signedIn(), inWorkspace(), allow('inbox'))
  .use('/labels/:below{.+}', signedIn(), inWorkspace(), allow('labels'))
  .get('/labels', (c) => page(c, { done: DONE.find((d) => d === c.req.query('done')) }))
  .post('/labels/new', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const typed = { name: form.get('name'), color: form.get('color') };
    const checked = validate(labelInputSchema, typed, c.var.lang);
    if (!checked.ok) return page(c, { typed, issues: checked.issues }, 400);
    return saving(c, typed, () => createLabel(c.var.db, c.var.viewer.workspace.id, checked.value), 'created');
  })
  .post('/labels/:labelId', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const typed = { name: form.get('name'), color: form.get('color') };
    const checked = validate(labelPatchSchema, typed, c.var.lang);
    if (!checked.ok) return page(c, { typed, issues: checked.issues }, 400);
    return saving(c, typed, () => updateLabel(c.var.db, c.var.viewer.workspace.id, c.req.param('labelId'), checked.value), 'saved');
  })
  .post('/labels/:labelId/delete', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const ws = c.var.viewer.workspace.id;
    const label = await getLabel(c.var.db, ws, c.req.param('labelId'));
    if (!label) throw labelNotFound(c.req.param('labelId').slice(0, 64));
    await unlabelAll(c.env, c.var.db, ws, label);
    await deleteLabel(c.var.db, ws, label);
    return c.redirect('/dashboard/labels?done=deleted', 303);
  });
