/**
 * A new broadcast from the dashboard: a device, a message (a text, a template's text, or an
 * interactive message with reply buttons or a list: `broadcast-interactive.ts`), and the audience
 * as a CSV upload or the contacts with some labels. "Check" shows what would happen (how many
 * recipients, the rows that cannot be used with their line and reason, the merged duplicates, the
 * first messages as they will read) and keeps the file in the form; "Send" creates the campaign and
 * opens its page. The rules are the management interface's (the same schema and the same checks).
 */

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { html } from 'hono/html';
import { broadcastsOf } from '../../broadcasts';
import type { NewCampaign } from '../../broadcasts/broadcasts-part';
import { renderMessage } from '../../broadcasts/message';
import { type CampaignInput, type Preview, prepareCampaign } from '../../broadcasts/new-campaign';
import { createBroadcastSchema } from '../../broadcasts/schemas';
import { type DeviceRow, listDevices, unwrap } from '../../devices';
import { deviceStub } from '../../devices/stub';
import { HttpError } from '../../shared/errors';
import { templates } from '../../templates/tables';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { byField, errorText, type FieldIssues, saidText, validate } from '../forms';
import type { Lang } from '../i18n';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { csrf, field, fieldErrors, type Html, issueSummary } from '../ui';
import {
  type InteractiveValues,
  interactiveFieldset,
  interactivePayload,
  interactiveShown,
  NO_INTERACTIVE,
  readInteractive,
} from './broadcast-interactive';
import { zonedToUtc } from './zoned-time';

/** A CSV of up to 2 MiB, with the rest of the form. */
const UPLOAD_LIMIT = 3 * 1024 * 1024;

type Values = {
  deviceId: string;
  name: string;
  text: string;
  templateId: string;
  labels: string;
  countryCode: string;
  scheduledAt: string;
  csv: string;
  fileName: string;
  interactive: InteractiveValues;
};
const EMPTY: Values = {
  deviceId: '',
  name: '',
  text: '',
  templateId: '',
  labels: '',
  countryCode: '62',
  scheduledAt: '',
  csv: '',
  fileName: '',
  interactive: NO_INTERACTIVE,
};

/** A labelled textarea, with its issues under it as `field` does for inputs. */
function textArea(name: string, label: string, issues: FieldIssues, value: string, hint: string): Html {
  const id = `f-${name.replace(/[^a-zA-Z0-9]/g, '-')}`;
  const problems = issues[name] ?? [];
  return html`<div class="field${problems.length ? ' invalid' : ''}">
    <label for="${id}">${label}</label>
    <textarea id="${id}" name="${name}" rows="5" aria-describedby="${id}-hint${problems.length ? ` ${id}-error` : ''}"${problems.length ? html` aria-invalid="true"` : ''}>${value}</textarea>
    <p class="hint" id="${id}-hint">${hint}</p>
    ${fieldErrors(name, issues)}
  </div>`;
}

/** The first messages as they will read; an interactive one with its buttons or list, filled for each of those recipients. */
function samplesList(c: Context<DashboardEnv>, preview: Preview, campaign: NewCampaign): Html {
  if (campaign.message.type !== 'interactive')
    return html`<ul>${preview.samples.map((s) => html`<li><strong>${s.name ?? s.phone}</strong>: <span class="wrap">${s.text}</span></li>`)}</ul>`;
  const message = campaign.message;
  const shown = campaign.recipients
    .filter((r) => r.skipped === null)
    .slice(0, preview.samples.length)
    .map((r) => ({ who: r.name ?? r.phone, content: renderMessage(message, r.vars).content }));
  return html`<ul class="samples">${shown.map(
    (s) => html`<li class="card"><strong>${s.who}</strong>: ${s.content.kind === 'interactive' ? interactiveShown(c, s.content) : ''}</li>`,
  )}</ul>`;
}

function previewPanel(c: Context<DashboardEnv>, preview: Preview, campaign: NewCampaign): Html {
  const b = c.var.t.broadcasts;
  const a = preview.audience;
  return html`<section class="card" id="broadcast-preview" aria-labelledby="preview-title">
    <h2 id="preview-title">${b.form.previewTitle}</h2>
    <p>${b.form.previewCounts(preview.recipients, preview.optedOut)}</p>
    ${
      a.badRowCount > 0
        ? html`<h3 id="bad-rows-title">${b.badRows}</h3><p>${b.badRowsCount(a.badRowCount)}</p>
      <div class="table-wrap"><table class="stack" aria-labelledby="bad-rows-title"><thead><tr><th>${b.row}</th><th>${b.reason}</th></tr></thead>
      <tbody>${a.badRows.map((r) => html`<tr><td data-label="${b.row}">${r.line === null ? r.ref : `${b.row} ${r.line}`}</td><td data-label="${b.reason}" class="wrap">${saidText(r.reason, r.said, c.var.lang)}</td></tr>`)}</tbody></table></div>`
        : ''
    }
    ${a.duplicateCount > 0 ? html`<p>${b.duplicatesCount(a.duplicateCount)}</p>` : ''}
    <h3>${b.form.samples}</h3>
    ${samplesList(c, preview, campaign)}
  </section>`;
}

type Checked = { preview: Preview; campaign: NewCampaign };

async function formPage(c: Context<DashboardEnv>, v: Values, issues: FieldIssues, checked: Checked | null, status = 200) {
  const { t, db } = c.var;
  const b = t.broadcasts;
  const f = b.form;
  const ws = c.var.viewer.workspace.id;
  const [devices, tpls] = await Promise.all([
    listDevices(db, ws),
    db.select({ id: templates.id, name: templates.name }).from(templates).where(eq(templates.workspaceId, ws)).limit(200),
  ]);
  if (devices.length === 0) return c.html(page(c, { title: f.title, active: 'broadcasts', body: html`<p>${f.noDevice}</p>` }));
  const option = (d: DeviceRow) =>
    html`<option value="${d.id}"${d.id === v.deviceId ? html` selected` : ''}>${d.name} (${t.status[d.status as keyof typeof t.status] ?? d.status})</option>`;
  const body = html`
    ${issueSummary(issues, t.common.fixErrors)}
    ${checked ? previewPanel(c, checked.preview, checked.campaign) : ''}
    <form method="post" action="/dashboard/broadcasts/new" enctype="multipart/form-data" class="card" novalidate>
      ${csrf(c)}
      <div class="field${issues.deviceId ? ' invalid' : ''}"><label for="f-deviceId">${f.device}</label>
        <select id="f-deviceId" name="deviceId">${devices.map(option)}</select>${fieldErrors('deviceId', issues)}</div>
      ${field('name', f.name, issues, { value: v.name, required: true, hint: f.nameHint })}
      ${textArea('message.text', f.text, issues, v.text, f.textHint)}
      ${
        tpls.length > 0
          ? html`<div class="field"><label for="f-templateId">${f.template}</label>
        <select id="f-templateId" name="templateId"><option value="">${f.noTemplate}</option>
          ${tpls.map((tp) => html`<option value="${tp.id}"${tp.id === v.templateId ? html` selected` : ''}>${tp.name}</option>`)}</select>
        ${fieldErrors('message.templateId', issues)}</div>`
          : ''
      }
      ${interactiveFieldset(c, v.interactive, issues)}
      <fieldset><legend>${b.audience}</legend>
        <div class="field${issues.file ? ' invalid' : ''}">
          <label for="f-file">${f.csv}</label>
          <input id="f-file" name="file" type="file" accept=".csv,text/csv" aria-describedby="f-file-hint${issues.file ? ' f-file-error' : ''}">
          <p class="hint" id="f-file-hint">${f.csvHint}</p>
          ${v.csv ? html`<p class="hint" id="f-file-kept">${f.csvKept(new TextEncoder().encode(v.csv).length)}</p>` : ''}
          ${fieldErrors('file', issues)}
        </div>
        <input type="hidden" name="csv" value="${v.csv}"><input type="hidden" name="fileName" value="${v.fileName}">
        ${field('labels', f.labels, issues, { value: v.labels, hint: f.labelsHint })}
        ${field('countryCode', f.country, issues, { value: v.countryCode, inputmode: 'numeric' })}
      </fieldset>
      ${field('scheduledAt', f.schedule, issues, { type: 'datetime-local', value: v.scheduledAt, hint: f.scheduleHint })}
      <div class="actions">
        <button type="submit" name="action" value="check" class="secondary">${f.check}</button>
        <button type="submit" name="action" value="send">${f.submit}</button>
      </div>
    </form>`;
  return c.html(page(c, { title: f.title, active: 'broadcasts', body }), status as 200);
}

/** The issues of a refused campaign, by the form's fields (`audience.csv` is the file). */
function issuesOf(error: HttpError, lang: Lang): FieldIssues {
  const issues = byField(
    (error.issues ?? [{ path: '_', message: error.message, ...(error.said ? { said: error.said } : {}) }]).map((i) => ({
      ...i,
      path: i.path === 'audience.csv' ? 'file' : i.path,
    })),
    lang,
  );
  if (!error.issues) return issues;
  return { ...issues, _: [errorText(error, lang)] };
}

export const newBroadcastRoutes = createDashboard()
  .use('/broadcasts/new', signedIn(), inWorkspace(), allow('broadcasts'))
  .get('/broadcasts/new', (c) => formPage(c, { ...EMPTY, deviceId: c.req.query('deviceId') ?? '' }, {}, null))
  .post('/broadcasts/new', async (c) => {
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'multipart/form-data') throw new HttpError(415, 'Content-Type must be multipart/form-data');
    if (Number(c.req.header('Content-Length') ?? 0) > UPLOAD_LIMIT) throw new HttpError(413, `the form is over ${UPLOAD_LIMIT} bytes`);
    const form = await c.req.formData();
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    await checkToken(c, c.var.session.csrfToken, text(CSRF_FIELD));
    const v: Values = {
      deviceId: text('deviceId'),
      name: text('name'),
      text: text('message.text'),
      templateId: text('templateId'),
      labels: text('labels'),
      countryCode: text('countryCode') || '62',
      scheduledAt: text('scheduledAt'),
      csv: text('csv'),
      fileName: text('fileName'),
      interactive: readInteractive(text),
    };
    const file = form.get('file');
    if (file instanceof File && file.size > 0) {
      try {
        v.csv = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await file.arrayBuffer());
        v.fileName = file.name;
      } catch {
        return formPage(c, v, { file: [c.var.t.broadcasts.form.notUtf8] }, null, 400);
      }
    }
    const labels = v.labels
      .split(',')
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    if (!v.csv && labels.length === 0) return formPage(c, v, { file: [c.var.t.broadcasts.form.needAudience] }, null, 400);
    const scheduledAt = v.scheduledAt ? zonedToUtc(v.scheduledAt, c.var.timeZone) : null;
    // A start time the form could not read is refused, never taken for "now": a campaign must not start early.
    if (v.scheduledAt && scheduledAt === null) return formPage(c, v, { scheduledAt: [c.var.t.broadcasts.form.badSchedule] }, null, 400);
    const checked = validate(
      createBroadcastSchema,
      {
        deviceId: v.deviceId,
        name: v.name,
        message: v.interactive.kind
          ? { type: 'interactive', interactive: interactivePayload(v.interactive) }
          : v.templateId
            ? { type: 'template', templateId: v.templateId }
            : { type: 'text', text: v.text },
        audience: v.csv ? { type: 'csv', csv: v.csv } : { type: 'labels', labels },
        scheduledAt: scheduledAt === null ? null : new Date(scheduledAt).toISOString(),
        countryCode: v.countryCode,
        dryRun: text('action') !== 'send',
      },
      c.var.lang,
    );
    if (!checked.ok) return formPage(c, v, checked.issues, null, 400);
    const ws = c.var.viewer.workspace.id;
    const input: CampaignInput =
      checked.value.audience.type === 'csv'
        ? { ...checked.value, audience: { type: 'file', csv: v.csv, fileName: v.fileName || null } }
        : checked.value;
    let prepared: Awaited<ReturnType<typeof prepareCampaign>>;
    try {
      prepared = await prepareCampaign(c.var.db, c.var.d1, ws, input, c.var.session.account?.id ?? null);
    } catch (error) {
      if (error instanceof HttpError && error.status < 500)
        return formPage(c, v, issuesOf(error, c.var.lang), null, error.status === 404 ? 404 : 400);
      throw error;
    }
    const device = deviceStub(c.env, input.deviceId);
    if (input.dryRun) {
      unwrap(await broadcastsOf(device).broadcastPace(ws));
      return formPage(c, v, {}, prepared);
    }
    const created = unwrap(await broadcastsOf(device).createBroadcast(ws, prepared.campaign));
    return c.redirect(`/dashboard/broadcasts/${created.id}`, 303);
  });
