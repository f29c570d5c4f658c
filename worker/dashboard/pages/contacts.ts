/**
 * Contacts: the workspace's contacts (search, label, opt-out), a contact's page (name, labels,
 * custom fields, opt-out), and the workspace's stop words. Through the same functions as
 * /admin/workspaces/:ws/contacts. Agents keep contacts; the stop words are the admins'.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import {
  contactLabels,
  contactPatchSchema,
  getContact,
  listContacts,
  presentContact,
  setStopWords,
  stopWords,
  updateContact,
} from '../../contacts';
import { stopWordsSchema } from '../../contacts/routes';
import { can } from '../../members';
import { cursorSchema } from '../../shared/cursor';
import { HttpError } from '../../shared/errors';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, field, fieldErrors, issueSummary, pager } from '../ui';

const querySchema = z.object({
  q: z.string().max(100).optional(),
  label: z.string().max(50).optional(),
  optedOut: z.enum(['true', 'false']).optional(),
  cursor: cursorSchema.optional(),
});

async function listPage(c: Context<DashboardEnv>, o: { words?: string; issues?: FieldIssues } = {}, status = 200) {
  const { t, lang, timeZone, db } = c.var;
  const k = t.contacts;
  const ws = c.var.viewer.workspace.id;
  const raw = {
    q: c.req.query('q') || undefined,
    label: c.req.query('label') || undefined,
    optedOut: c.req.query('optedOut') || undefined,
    cursor: c.req.query('cursor') || undefined,
  };
  const checked = validate(querySchema, raw, c.var.lang);
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
  const body = html`
    <p>${k.intro}</p>
    <form method="get" action="/dashboard/contacts" class="card row filters" role="search">
      <div class="field"><label for="f-q">${k.search}</label><input id="f-q" name="q" type="search" value="${raw.q ?? ''}"></div>
      <div class="field"><label for="f-label">${k.label}</label><select id="f-label" name="label"><option value="">${k.anyLabel}</option>
        ${labels.map((l) => html`<option value="${l}"${l === raw.label ? html` selected` : ''}>${l}</option>`)}</select></div>
      <div class="field"><label for="f-optedOut">${t.common.status}</label><select id="f-optedOut" name="optedOut">
        <option value="">${t.common.all}</option>
        <option value="false"${raw.optedOut === 'false' ? html` selected` : ''}>${k.subscribed}</option>
        <option value="true"${raw.optedOut === 'true' ? html` selected` : ''}>${k.optedOut}</option></select></div>
      <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
    </form>
    <div class="table-wrap">
      ${
        list.rows.length === 0
          ? html`<p class="muted" style="padding:1rem">${k.empty}</p>`
          : html`<table class="stack"><thead><tr><th>${k.name}</th><th>${k.phone}</th><th>${k.labels}</th><th>${t.common.status}</th><th>${t.common.created}</th></tr></thead>
        <tbody>${list.rows.map(presentContact).map(
          (ct) => html`<tr>
            <td data-label="${k.name}"><a href="/dashboard/contacts/${ct.id}">${ct.name ?? ct.phoneNumber}</a></td>
            <td data-label="${k.phone}">${ct.phoneNumber}</td>
            <td data-label="${k.labels}">${ct.labels.map((l) => html`${badge(l, 'plain')} `)}</td>
            <td data-label="${t.common.status}">${ct.optedOut ? badge(k.optedOut, 'bad') : badge(k.subscribed, 'ok')}</td>
            <td data-label="${t.common.created}">${time(Date.parse(ct.createdAt), lang, timeZone)}</td>
          </tr>`,
        )}</tbody></table>`
      }
    </div>
    ${pager(c, list.nextCursor)}
    ${
      manage
        ? html`<h2>${k.stopWords}</h2>
      ${issueSummary(o.issues ?? {}, t.common.fixErrors)}
      <form method="post" action="/dashboard/contacts/stop-words" class="card" novalidate>
        ${csrf(c)}
        <div class="field${o.issues?.stopWords ? ' invalid' : ''}"><label for="f-stopWords">${k.stopWords}</label>
          <textarea id="f-stopWords" name="stopWords" rows="3" aria-describedby="f-stopWords-hint">${o.words ?? words.join('\n')}</textarea>
          <p class="hint" id="f-stopWords-hint">${k.stopWordsHint}</p>${fieldErrors('stopWords', o.issues ?? {})}</div>
        <button type="submit" class="secondary">${k.saveStopWords}</button>
      </form>`
        : ''
    }`;
  return c.html(page(c, { title: k.title, active: 'contacts', body }), (checked.ok ? status : 400) as 200);
}

type ContactForm = { name: string; labels: string; fields: string; optedOut: boolean };

async function contactPage(c: Context<DashboardEnv>, o: { form?: ContactForm; issues?: FieldIssues; saved?: boolean } = {}, status = 200) {
  const { t, lang, timeZone } = c.var;
  const k = t.contacts;
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
  const issues = o.issues ?? {};
  const body = html`
    <p><a href="/dashboard/contacts">&larr; ${k.title}</a></p>
    ${o.saved ? html`<div class="alert" role="status">${k.saved}</div>` : ''}
    <dl class="facts card"><dt>${k.phone}</dt><dd>${ct.phoneNumber}</dd><dt>${t.common.created}</dt><dd>${time(Date.parse(ct.createdAt), lang, timeZone)}</dd>
      ${ct.optedOutBy ? html`<dt>${k.optedOut}</dt><dd>${k.optedOutBy(ct.optedOutBy)}</dd>` : ''}</dl>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/contacts/${ct.id}" class="card" novalidate>
      ${csrf(c)}
      ${field('name', k.name, issues, { value: form.name, hint: `${k.nameHint} ${ct.pushName ?? '—'}` })}
      ${field('labels', k.labels, issues, { value: form.labels, hint: k.labelsHint })}
      <div class="field${issues.customFields ? ' invalid' : ''}"><label for="f-fields">${k.fields}</label>
        <textarea id="f-fields" name="fields" rows="3" aria-describedby="f-fields-hint">${form.fields}</textarea>
        <p class="hint" id="f-fields-hint">${k.fieldsHint}</p>${fieldErrors('customFields', issues)}</div>
      <div class="checks"><label><input type="checkbox" name="optedOut"${form.optedOut ? html` checked` : ''}> ${k.optOut}</label></div>
      <button type="submit">${k.save}</button>
    </form>`;
  return c.html(page(c, { title: ct.name ?? ct.phoneNumber, active: 'contacts', body }), status as 200);
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

export const contactRoutes = createDashboard()
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
    if (!checked.ok) return listPage(c, { words, issues: checked.issues }, 400);
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
    if (!checked.ok) return contactPage(c, { form: values, issues: checked.issues }, 400);
    const by = c.var.viewer.session.account?.id ?? 'operator';
    const row = await updateContact(c.var.db, c.var.viewer.workspace.id, c.req.param('id'), checked.value, by);
    if (!row) throw new HttpError(404, 'contact not found');
    return contactPage(c, { saved: true });
  });
