/**
 * Contacts: the workspace's contacts (search, label, opt-out), a contact's page (name, labels,
 * custom fields, opt-out), and the workspace's stop words. Through the same functions as
 * /admin/workspaces/:ws/contacts. Agents keep contacts; the stop words are the admins'.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import {
  type ContactView,
  contactLabels,
  contactPatchSchema,
  getContact,
  listContacts,
  presentContact,
  setStopWords,
  stopWords,
} from '../../contacts';
import { stopWordsSchema } from '../../contacts/routes';
import { updateContactReported } from '../../labels/label-changes';
import { can } from '../../members';
import { isGroupJid } from '../../messages/recipient';
import { cursorSchema } from '../../shared/cursor';
import { HttpError } from '../../shared/errors';
import {
  Badge,
  Button,
  Checkbox,
  type Column,
  Field,
  FilterForm,
  Form,
  IssueSummary,
  PagedTable,
  Select,
  TextArea,
  Time,
  useDashboard,
} from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, queryValues, readForm, validate } from '../forms';
import type { Catalogue } from '../i18n';
import { allow, inWorkspace, signedIn } from '../session';
import { groupLabel } from './conversation-name';

const querySchema = z.object({
  q: z.string().max(100).optional(),
  label: z.string().max(50).optional(),
  optedOut: z.enum(['true', 'false']).optional(),
  cursor: cursorSchema.optional(),
});

type Filter = { q?: string | undefined; label?: string | undefined; optedOut?: string | undefined };

/** The stop words as the form shows them (typed, or as stored), with their issues. */
type StopWordsForm = { words: string; issues: FieldIssues };

/** A contact's name; a group's subject, else "Group …567890" (never its raw `…@g.us` id); a person's number when nameless. */
const shownName = (ct: Pick<ContactView, 'name' | 'phoneNumber'>, t: Catalogue) =>
  ct.name ?? (isGroupJid(ct.phoneNumber) ? groupLabel(ct.phoneNumber, t.inbox.group) : ct.phoneNumber);

/** A person's number; a group has none to show, and says it is a group. */
const shownNumber = (ct: Pick<ContactView, 'phoneNumber'>, t: Catalogue) =>
  isGroupJid(ct.phoneNumber) ? t.contacts.group : ct.phoneNumber;

function ContactList(p: {
  filter: Filter;
  labels: readonly string[];
  contacts: readonly ContactView[];
  next: string | null;
  stopWords: StopWordsForm | null;
}) {
  const { t } = useDashboard().var;
  const k = t.contacts;
  const columns: Column<ContactView>[] = [
    { label: k.name, cell: (ct) => <a href={`/dashboard/contacts/${ct.id}`}>{shownName(ct, t)}</a> },
    { label: k.phone, cell: (ct) => shownNumber(ct, t) },
    {
      label: k.labels,
      cell: (ct) =>
        ct.labels.map((l) => (
          <>
            <Badge tone="plain" label={l} />{' '}
          </>
        )),
    },
    {
      label: t.common.status,
      cell: (ct) => (ct.optedOut ? <Badge tone="bad" label={k.optedOut} /> : <Badge tone="ok" label={k.subscribed} />),
    },
    { label: t.common.created, cell: (ct) => <Time at={Date.parse(ct.createdAt)} /> },
  ];
  return (
    <>
      <p>{k.intro}</p>
      <FilterForm action="/dashboard/contacts" class="card row filters" role="search">
        <Field name="q" label={k.search} type="search" value={p.filter.q} />
        <Select
          name="label"
          label={k.label}
          value={p.filter.label}
          options={[{ value: '', label: k.anyLabel }, ...p.labels.map((l) => ({ value: l, label: l }))]}
        />
        <Select
          name="optedOut"
          label={t.common.status}
          value={p.filter.optedOut}
          options={[
            { value: '', label: t.common.all },
            { value: 'false', label: k.subscribed },
            { value: 'true', label: k.optedOut },
          ]}
        />
      </FilterForm>
      <PagedTable columns={columns} rows={p.contacts} empty={k.empty} next={p.next} />
      {p.stopWords && (
        <>
          <h2>{k.stopWords}</h2>
          <IssueSummary issues={p.stopWords.issues} text={t.common.fixErrors} />
          <Form action="/dashboard/contacts/stop-words" class="card" novalidate>
            <TextArea name="stopWords" label={k.stopWords} value={p.stopWords.words} hint={k.stopWordsHint} issues={p.stopWords.issues} />
            <Button kind="secondary">{k.saveStopWords}</Button>
          </Form>
        </>
      )}
    </>
  );
}

async function listPage(c: Context<DashboardEnv>, o: { stopWords?: StopWordsForm } = {}, status: ContentfulStatusCode = 200) {
  const db = c.var.db;
  const ws = c.var.viewer.workspace.id;
  const filter = queryValues(c, ['q', 'label', 'optedOut', 'cursor']);
  const checked = validate(querySchema, filter, c.var.lang);
  const q = checked.ok ? checked.value : {};
  const [list, labels, words] = await Promise.all([
    listContacts(db, ws, {
      limit: 50,
      q: q.q,
      label: q.label,
      optedOut: q.optedOut === undefined ? undefined : q.optedOut === 'true',
      cursor: q.cursor,
    }),
    contactLabels(db, ws),
    stopWords(db, ws),
  ]);
  const manage = can(c.var.viewer.standing, 'chatbot');
  c.status(checked.ok ? status : 400);
  return c.render(
    <ContactList
      filter={filter}
      labels={labels}
      contacts={list.rows.map(presentContact)}
      next={list.nextCursor}
      stopWords={manage ? (o.stopWords ?? { words: words.join('\n'), issues: {} }) : null}
    />,
    { title: c.var.t.contacts.title, active: 'contacts' },
  );
}

type ContactForm = { name: string; labels: string; fields: string; optedOut: boolean };

function ContactPage(p: { contact: ContactView; form: ContactForm; issues: FieldIssues; saved: boolean }) {
  const { t } = useDashboard().var;
  const k = t.contacts;
  const { contact: ct, form, issues } = p;
  return (
    <>
      <p>
        <a href="/dashboard/contacts">&larr; {k.title}</a>
      </p>
      {p.saved && (
        <div class="alert" role="status">
          {k.saved}
        </div>
      )}
      <dl class="facts card">
        <dt>{k.phone}</dt>
        <dd>{shownNumber(ct, t)}</dd>
        <dt>{t.common.created}</dt>
        <dd>
          <Time at={Date.parse(ct.createdAt)} />
        </dd>
        {ct.optedOutBy && (
          <>
            <dt>{k.optedOut}</dt>
            <dd>{k.optedOutBy(ct.optedOutBy)}</dd>
          </>
        )}
      </dl>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`/dashboard/contacts/${ct.id}`} class="card" novalidate>
        <Field name="name" label={k.name} issues={issues} value={form.name} hint={`${k.nameHint} ${ct.pushName ?? '—'}`} />
        <Field name="labels" label={k.labels} issues={issues} value={form.labels} hint={k.labelsHint} />
        <TextArea name="fields" label={k.fields} issues={issues} value={form.fields} hint={k.fieldsHint} />
        <div class="checks">
          <Checkbox name="optedOut" checked={form.optedOut}>
            {k.optOut}
          </Checkbox>
        </div>
        <Button>{k.save}</Button>
      </Form>
    </>
  );
}

async function contactPage(
  c: Context<DashboardEnv>,
  o: { form?: ContactForm; issues?: FieldIssues; saved?: boolean } = {},
  status: ContentfulStatusCode = 200,
) {
  const row = await getContact(c.var.db, c.var.viewer.workspace.id, c.req.param('id') ?? '');
  if (!row) throw new HttpError(404, 'contact not found');
  const ct = presentContact(row);
  const form: ContactForm = o.form ?? {
    name: row.name ?? '',
    labels: ct.labels.join(', '),
    fields: Object.entries(ct.customFields)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
    optedOut: ct.optedOut,
  };
  c.status(status);
  return c.render(<ContactPage contact={ct} form={form} issues={o.issues ?? {}} saved={o.saved ?? false} />, {
    title: shownName(ct, c.var.t),
    active: 'contacts',
  });
}

/** `name=value` lines as custom fields (a line without `=` is a field with an empty value, which the rules then judge). */
function parseFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const at = line.indexOf('=');
    fields[(at === -1 ? line : line.slice(0, at)).trim()] = at === -1 ? '' : line.slice(at + 1).trim();
  }
  return fields;
}

/** The API's issues of `customFields` belong to the form's `fields` text area. */
function formIssues(issues: FieldIssues): FieldIssues {
  const { customFields, ...rest } = issues;
  return customFields ? { ...rest, fields: customFields } : rest;
}

export const contactsPages = createDashboard()
  .use('/contacts', signedIn(), inWorkspace(), allow('inbox'))
  .use('/contacts/*', signedIn(), inWorkspace(), allow('inbox'))
  .get('/contacts', (c) => listPage(c))
  .post('/contacts/stop-words', allow('chatbot'), async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const words = form.get('stopWords');
    const checked = validate(
      stopWordsSchema,
      {
        stopWords: words
          .split(/\r?\n/)
          .map((w) => w.trim())
          .filter(Boolean),
      },
      c.var.lang,
    );
    if (!checked.ok) return listPage(c, { stopWords: { words, issues: checked.issues } }, 400);
    await setStopWords(c.var.db, c.var.viewer.workspace.id, checked.value.stopWords);
    return c.redirect('/dashboard/contacts', 303);
  })
  .get('/contacts/:id', (c) => contactPage(c))
  .post('/contacts/:id', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const values: ContactForm = {
      name: form.get('name'),
      labels: form.get('labels'),
      fields: form.get('fields'),
      optedOut: form.has('optedOut'),
    };
    const checked = validate(
      contactPatchSchema,
      {
        name: values.name.trim() ? values.name.trim() : null,
        labels: values.labels
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
        customFields: parseFields(values.fields),
        optedOut: values.optedOut,
      },
      c.var.lang,
    );
    if (!checked.ok) return contactPage(c, { form: values, issues: formIssues(checked.issues) }, 400);
    const by = c.var.viewer.session.account?.id ?? 'operator';
    const ws = c.var.viewer.workspace.id;
    const row = await updateContactReported(c.env, c.var.db, ws, ws, c.req.param('id'), checked.value, by);
    if (!row) throw new HttpError(404, 'contact not found');
    return contactPage(c, { saved: true });
  });
