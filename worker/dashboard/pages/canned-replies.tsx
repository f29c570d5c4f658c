/**
 * Canned replies: the workspace's shared answers, listed in shortcut order for everyone who works
 * the inbox, and created, changed and deleted by owners and admins (`cannedReplies`) through the
 * same functions as /admin/workspaces/:ws/canned-replies, each form with a preview filled for a
 * sample contact.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type CannedReplyRow,
  cannedReplyInputSchema,
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  listCannedReplies,
  updateCannedReply,
} from '../../canned-replies';
import { can } from '../../members';
import { HttpError, saidError } from '../../shared/errors';
import { said } from '../../shared/said';
import { type Column, Pager, PostButton, Table, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { errorText, type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { CannedReplyForm, type CannedValues, cannedValuesOf, emptyCanned } from './canned-reply-form';

const DONE = ['created', 'saved', 'deleted'] as const;
type Done = (typeof DONE)[number];
const PAGE = 50;
const SHORTCUT = /^[a-z0-9][a-z0-9_-]{0,31}$/;

function CannedRepliesPage({ rows, next, done }: { rows: readonly CannedReplyRow[]; next: string | null; done: Done | undefined }) {
  const { t, viewer } = useDashboard().var;
  const cr = t.canned;
  const manages = can(viewer.standing, 'cannedReplies');
  const columns: Column<CannedReplyRow>[] = [
    { label: cr.shortcut, cell: (r) => <code>/{r.shortcut}</code> },
    { label: cr.text, cell: (r) => <span class="wrap">{r.text}</span>, wrap: true },
  ];
  if (manages)
    columns.push({
      label: t.common.actions,
      cell: (r) => (
        <div class="actions">
          <a href={`/dashboard/canned-replies/${r.id}`} aria-label={`${cr.edit}: /${r.shortcut}`}>
            {cr.edit}
          </a>
          <PostButton
            action={`/dashboard/canned-replies/${r.id}/delete`}
            label={t.common.delete}
            confirm={cr.deleteConfirm}
            kind="danger"
          />
        </div>
      ),
    });
  return (
    <>
      <p>{cr.intro}</p>
      {done && (
        <div class="alert ok" role="status">
          {cr[done]}
        </div>
      )}
      {manages ? (
        <p>
          <a class="button" href="/dashboard/canned-replies/new">
            {cr.new}
          </a>
        </p>
      ) : (
        <p class="muted">{cr.viewOnly}</p>
      )}
      <div class="table-wrap">
        <Table columns={columns} rows={rows} empty={cr.empty} rowAttributes={(r) => ({ 'data-shortcut': r.shortcut })} />
      </div>
      <Pager next={next} />
    </>
  );
}

function formPage(
  c: Context<DashboardEnv>,
  p: { action: string; title: string; v: CannedValues; issues?: FieldIssues },
  status: ContentfulStatusCode = 200,
) {
  c.status(status);
  return c.render(<CannedReplyForm action={p.action} v={p.v} issues={p.issues} />, { title: p.title, active: 'canned-replies' });
}

async function found(c: Context<DashboardEnv>, id: string): Promise<CannedReplyRow> {
  const row = await getCannedReply(c.var.db, c.var.viewer.workspace.id, id);
  if (!row) throw saidError(404, said('canned.notFound', { id: id.slice(0, 64) }));
  return row;
}

/** A posted form: previewed as typed (200), refused with its issues (400, a taken shortcut at its field), or saved, then back to the list. */
async function submitted(
  c: Context<DashboardEnv>,
  page: { action: string; title: string },
  save: (input: { shortcut: string; text: string }) => Promise<CannedReplyRow | null>,
  done: Done,
) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  const v = cannedValuesOf(form);
  if (form.get('intent') === 'preview') return formPage(c, { ...page, v });
  const checked = validate(cannedReplyInputSchema, { shortcut: v.shortcut, text: v.text }, c.var.lang);
  if (!checked.ok) return formPage(c, { ...page, v, issues: checked.issues }, 400);
  try {
    if (!(await save(checked.value))) throw saidError(404, said('canned.notFound', { id: page.action.split('/').pop() ?? '' }));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    return formPage(c, { ...page, v, issues: { shortcut: [errorText(error, c.var.lang)] } }, 409);
  }
  return c.redirect(`/dashboard/canned-replies?done=${done}`, 303);
}

export const cannedReplyPages = createDashboard()
  // Everyone who works the inbox reads the list; writing is for `cannedReplies`. (`/canned-replies/*`
  // would match the list's own path too: the paths below it need at least one character.)
  .use('/canned-replies', signedIn(), inWorkspace(), allow('inbox'))
  .use('/canned-replies/:below{.+}', signedIn(), inWorkspace(), allow('cannedReplies'))
  .get('/canned-replies', async (c) => {
    const cursor = c.req.query('cursor');
    const page = await listCannedReplies(c.var.db, c.var.viewer.workspace.id, {
      limit: PAGE,
      // A cursor this list did not give out starts from the first page.
      cursor: cursor && SHORTCUT.test(cursor) ? cursor : undefined,
    });
    const done = DONE.find((d) => d === c.req.query('done'));
    return c.render(<CannedRepliesPage rows={page.rows} next={page.nextCursor} done={done} />, {
      title: c.var.t.canned.title,
      active: 'canned-replies',
    });
  })
  .get('/canned-replies/new', (c) =>
    formPage(c, { action: '/dashboard/canned-replies/new', title: c.var.t.canned.newTitle, v: emptyCanned() }),
  )
  .post('/canned-replies/new', (c) =>
    submitted(
      c,
      { action: '/dashboard/canned-replies/new', title: c.var.t.canned.newTitle },
      (input) => createCannedReply(c.var.db, c.var.viewer.workspace.id, input),
      'created',
    ),
  )
  .get('/canned-replies/:cannedReplyId', async (c) => {
    const row = await found(c, c.req.param('cannedReplyId'));
    const v = { ...emptyCanned(), shortcut: row.shortcut, text: row.text };
    return formPage(c, { action: `/dashboard/canned-replies/${row.id}`, title: c.var.t.canned.editTitle(row.shortcut), v });
  })
  .post('/canned-replies/:cannedReplyId', async (c) => {
    const row = await found(c, c.req.param('cannedReplyId'));
    return submitted(
      c,
      { action: `/dashboard/canned-replies/${row.id}`, title: c.var.t.canned.editTitle(row.shortcut) },
      (input) => updateCannedReply(c.var.db, c.var.viewer.workspace.id, row.id, input),
      'saved',
    );
  })
  .post('/canned-replies/:cannedReplyId/delete', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const id = c.req.param('cannedReplyId');
    if (!(await deleteCannedReply(c.var.db, c.var.viewer.workspace.id, id)))
      throw saidError(404, said('canned.notFound', { id: id.slice(0, 64) }));
    return c.redirect('/dashboard/canned-replies?done=deleted', 303);
  });
