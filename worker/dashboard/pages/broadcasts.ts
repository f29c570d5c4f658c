/**
 * Broadcasts: the list (status, progress, counts), a broadcast's page (its progress live, pushed by
 * the device's object: sent, delivered, read, failed with the reasons, replied; its audience report
 * with the rows not sent to; its recipients), pause / resume / cancel, and a device's ban
 * protection (pace and daily cap). Owners and admins only: see `broadcasts` in members/roles.ts.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { broadcastDevice, broadcastsOf, listBroadcasts } from '../../broadcasts';
import { paceSchema } from '../../broadcasts/schemas';
import type { BroadcastDetail, RecipientView } from '../../broadcasts/views';
import { listDevices, unwrap } from '../../devices';
import { deviceStub } from '../../devices/stub';
import { cursorSchema } from '../../shared/cursor';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, storedText, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, field, type Html, issueSummary, pager, postButton } from '../ui';
import { interactiveShown, type ShownInteractive } from './broadcast-interactive';
import { newBroadcastRoutes } from './broadcast-new';

const STATUS_TONE: Record<string, string> = { SCHEDULED: 'wait', SENDING: 'ok', PAUSED: 'warn', COMPLETED: 'plain', CANCELLED: 'bad' };
const RECIPIENT_TONE: Record<string, string> = {
  QUEUED: 'wait',
  IN_FLIGHT: 'wait',
  SENT: 'ok',
  FAILED: 'bad',
  SKIPPED: 'plain',
  CANCELLED: 'plain',
};
const COUNT_KEYS = ['sent', 'delivered', 'read', 'replied', 'failed', 'skipped', 'queued', 'inFlight', 'cancelled'] as const;
const RECIPIENTS_PER_PAGE = 100;

const listQuery = z.object({ cursor: cursorSchema.optional() });
const recipientsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,7}$/)
    .optional(),
  status: z.enum(['QUEUED', 'IN_FLIGHT', 'SENT', 'FAILED', 'SKIPPED', 'CANCELLED']).optional(),
});

function statusBadge(c: Context<DashboardEnv>, status: string): Html {
  return badge(c.var.t.broadcasts.statuses[status] ?? status, STATUS_TONE[status] ?? 'plain');
}

/** Milliseconds as a person reads a gap: "4 s", "20 ms". */
function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

async function listPage(c: Context<DashboardEnv>) {
  const { t, lang, timeZone, db } = c.var;
  const b = t.broadcasts;
  const ws = c.var.viewer.workspace.id;
  const query = validate(listQuery, { cursor: c.req.query('cursor') || undefined }, c.var.lang);
  const [devices, list] = await Promise.all([listDevices(db, ws), listBroadcasts(db, ws, { limit: 50, ...(query.ok ? query.value : {}) })]);
  const deviceName = new Map(devices.map((d) => [d.id, d.name]));
  const body = html`
    <p>${b.intro}</p>
    <p><a class="button" href="/dashboard/broadcasts/new">${b.new}</a></p>
    ${[...new Set(list.items.map((i) => i.deviceId))].map((id) => html`<div data-watch="${id}" hidden></div>`)}
    <div class="table-wrap" id="broadcast-list" data-live>
      ${
        list.items.length === 0
          ? html`<p class="muted" style="padding:1rem">${b.empty}</p>`
          : html`<table class="stack">
        <thead><tr><th>${t.common.name}</th><th>${t.common.device}</th><th>${t.common.status}</th><th>${b.progress}</th><th>${b.counts.delivered}</th><th>${b.counts.read}</th><th>${b.counts.failed}</th><th>${b.counts.replied}</th><th>${t.common.created}</th></tr></thead>
        <tbody>${list.items.map(
          (r) => html`<tr data-broadcast="${r.id}" data-status="${r.status}" data-sent="${r.counts.sent}" data-read="${r.counts.read}">
            <td data-label="${t.common.name}"><a href="/dashboard/broadcasts/${r.id}">${r.name}</a></td>
            <td data-label="${t.common.device}">${deviceName.get(r.deviceId) ?? r.deviceId}</td>
            <td data-label="${t.common.status}">${statusBadge(c, r.status)}</td>
            <td data-label="${b.progress}">${b.ofTotal(r.counts.sent, r.counts.total)}</td>
            <td data-label="${b.counts.delivered}">${r.counts.delivered}</td>
            <td data-label="${b.counts.read}">${r.counts.read}</td>
            <td data-label="${b.counts.failed}">${r.counts.failed}</td>
            <td data-label="${b.counts.replied}">${r.counts.replied}</td>
            <td data-label="${t.common.created}">${time(Date.parse(r.createdAt), lang, timeZone)}</td>
          </tr>`,
        )}</tbody>
      </table>`
      }
    </div>
    ${pager(c, list.nextCursor)}`;
  return c.html(page(c, { title: b.title, active: 'broadcasts', body }), query.ok ? 200 : 400);
}

/** The part of a broadcast's page that moves: status, counts, failure reasons, and what can be done now. */
function progressPanel(c: Context<DashboardEnv>, d: BroadcastDetail): Html {
  const b = c.var.t.broadcasts;
  const { counts } = d;
  const done = counts.sent + counts.failed + counts.skipped + counts.cancelled;
  const ended = d.status === 'COMPLETED' || d.status === 'CANCELLED';
  return html`<section class="card" id="broadcast-progress" data-live aria-live="polite"
      data-broadcast="${d.id}" data-status="${d.status}" data-sent="${counts.sent}" data-delivered="${counts.delivered}"
      data-read="${counts.read}" data-failed="${counts.failed}">
    <p>${statusBadge(c, d.status)} ${d.status === 'PAUSED' && d.pausedReason ? html`<span>${b.pausedReasons[d.pausedReason]}</span>` : ''}</p>
    <p><label for="broadcast-bar">${b.progress}</label>: <strong id="broadcast-sent">${b.ofTotal(counts.sent, counts.total)}</strong> ${b.counts.sent.toLowerCase()}</p>
    <progress id="broadcast-bar" max="${Math.max(counts.total, 1)}" value="${done}" style="width:100%"></progress>
    <dl class="facts counts">
      ${COUNT_KEYS.map((key) => html`<dt>${b.counts[key]}</dt><dd data-count="${key}">${counts[key]}</dd>`)}
    </dl>
    <p class="muted">${b.paceText(duration(d.pace.paceMinMs), duration(d.pace.paceMaxMs))}. ${b.today(d.pace.startedToday, d.pace.dailyCap)}.
      <a href="/dashboard/broadcasts/pace/${d.deviceId}">${b.settings.link}</a></p>
    ${
      d.failures.length > 0
        ? html`<h3>${b.failures}</h3><ul class="failures">${d.failures.map((f) => html`<li><strong>${f.count}</strong> × ${f.reason}</li>`)}</ul>`
        : ''
    }
    ${
      ended
        ? ''
        : html`<div class="actions">
      ${d.status === 'PAUSED' ? postButton(c, `/dashboard/broadcasts/${d.id}/resume`, b.resume, { kind: '' }) : postButton(c, `/dashboard/broadcasts/${d.id}/pause`, b.pause)}
      ${postButton(c, `/dashboard/broadcasts/${d.id}/cancel`, b.cancel, { confirm: b.cancelConfirm, kind: 'danger' })}
    </div>`
    }
  </section>`;
}

/** A row as a person finds it: "Baris 7" for a CSV line, else the API's reference (recipients[6], contact ctc_…). */
export function rowRef(c: Context<DashboardEnv>, r: { line: number | null; ref: string }): string {
  return r.line === null ? r.ref : `${c.var.t.broadcasts.row} ${r.line}`;
}

function audiencePanel(c: Context<DashboardEnv>, d: BroadcastDetail): Html {
  const b = c.var.t.broadcasts;
  const a = d.audience;
  const source =
    a.source === 'csv' ? b.fromFile(a.fileName ?? 'CSV') : a.source === 'labels' ? b.fromLabels((a.labels ?? []).join(', ')) : b.fromList;
  return html`<section class="card" id="broadcast-audience">
    <h2>${b.audience}</h2>
    <p>${source}</p>
    ${
      a.badRowCount > 0
        ? html`<h3 id="bad-rows-title">${b.badRows}</h3><p>${b.badRowsCount(a.badRowCount)}</p>
      <div class="table-wrap"><table class="stack" aria-labelledby="bad-rows-title"><thead><tr><th>${b.row}</th><th>${b.reason}</th></tr></thead>
      <tbody>${a.badRows.map((r) => html`<tr><td data-label="${b.row}">${rowRef(c, r)}</td><td data-label="${b.reason}" class="wrap">${storedText(r.reason, 'said' in r ? r.said : undefined, c.var.lang)}</td></tr>`)}</tbody></table></div>`
        : ''
    }
    ${
      a.duplicateCount > 0
        ? html`<h3 id="duplicates-title">${b.duplicates}</h3><p>${b.duplicatesCount(a.duplicateCount)}</p>
      <div class="table-wrap"><table class="stack" aria-labelledby="duplicates-title"><thead><tr><th>${b.row}</th><th>${b.phone}</th><th>${b.mergedInto}</th></tr></thead>
      <tbody>${a.duplicates.map((r) => html`<tr><td data-label="${b.row}">${rowRef(c, r)}</td><td data-label="${b.phone}">${r.phone}</td><td data-label="${b.mergedInto}">${r.mergedInto.replace(/^line /, `${b.row} `)}</td></tr>`)}</tbody></table></div>`
        : ''
    }
  </section>`;
}

function recipientsPanel(c: Context<DashboardEnv>, items: RecipientView[], nextCursor: string | null, status: string | undefined): Html {
  const { t } = c.var;
  const b = t.broadcasts;
  return html`<section id="broadcast-recipients" data-live>
    <h2>${b.recipients}</h2>
    <form method="get" class="row">
      <div class="field"><label for="f-status">${t.common.status}</label>
        <select id="f-status" name="status"><option value="">${t.common.all}</option>
          ${Object.entries(b.recipientStatus).map(([key, label]) => html`<option value="${key}"${key === status ? html` selected` : ''}>${label}</option>`)}
        </select></div>
      <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
    </form>
    <div class="table-wrap"><table class="stack">
      <thead><tr><th>#</th><th>${b.phone}</th><th>${t.common.name}</th><th>${t.common.status}</th><th>${b.reason}</th></tr></thead>
      <tbody>${items.map(
        (r) => html`<tr data-recipient="${r.position}" data-status="${r.status}">
          <td data-label="#">${r.line === null ? r.position + 1 : `${b.row} ${r.line}`}</td>
          <td data-label="${b.phone}">${r.phone}</td>
          <td data-label="${t.common.name}">${r.name ?? ''}</td>
          <td data-label="${t.common.status}">${badge(b.recipientStatus[r.status] ?? r.status, RECIPIENT_TONE[r.status] ?? 'plain')}</td>
          <td data-label="${b.reason}" class="wrap">${r.reason ?? ''}</td>
        </tr>`,
      )}</tbody>
    </table></div>
    ${pager(c, nextCursor)}
  </section>`;
}

async function detailPage(c: Context<DashboardEnv>, id: string) {
  const { t, lang, timeZone } = c.var;
  const b = t.broadcasts;
  const ws = c.var.viewer.workspace.id;
  const device = await broadcastDevice(c.var.db, c.env, ws, id);
  const query = validate(
    recipientsQuery,
    { cursor: c.req.query('cursor') || undefined, status: c.req.query('status') || undefined },
    c.var.lang,
  );
  const q = query.ok ? query.value : {};
  const [d, recipients] = await Promise.all([
    broadcastsOf(device).broadcast(ws, id, true).then(unwrap),
    broadcastsOf(device)
      .broadcastRecipients(ws, id, q.status ?? null, q.cursor ? Number(q.cursor) : -1, RECIPIENTS_PER_PAGE)
      .then(unwrap),
  ]);
  const body = html`
    <div data-watch="${d.deviceId}" hidden></div>
    ${progressPanel(c, d)}
    <section class="card">
      <h2>${b.message}</h2>
      ${
        d.message.interactive
          ? // The campaign's own payload, as the API's schema let it in at creation (the view types it as a plain record).
            interactiveShown(c, d.message.interactive as ShownInteractive)
          : html`<pre class="wrap">${d.message.text ?? ''}</pre>`
      }
      <dl class="facts">
        ${d.scheduledAt ? html`<dt>${b.scheduledFor}</dt><dd>${time(Date.parse(d.scheduledAt), lang, timeZone)}</dd>` : ''}
        <dt>${t.common.created}</dt><dd>${time(Date.parse(d.createdAt), lang, timeZone)}</dd>
      </dl>
    </section>
    ${audiencePanel(c, d)}
    ${recipientsPanel(c, recipients.items, recipients.next === null ? null : String(recipients.next), q.status)}`;
  return c.html(page(c, { title: d.name, active: 'broadcasts', body }), query.ok ? 200 : 400);
}

async function pacePage(
  c: Context<DashboardEnv>,
  deviceId: string,
  values: Record<string, string> | null,
  issues: FieldIssues,
  saved = false,
) {
  const { t } = c.var;
  const s = t.broadcasts.settings;
  const pace = unwrap(await broadcastsOf(deviceStub(c.env, deviceId)).broadcastPace(c.var.viewer.workspace.id));
  const v = values ?? { paceMinMs: String(pace.paceMinMs), paceMaxMs: String(pace.paceMaxMs), dailyCap: String(pace.dailyCap) };
  const body = html`
    <p>${s.intro}</p>
    ${saved ? html`<div class="alert ok" role="status">${s.saved}</div>` : ''}
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/broadcasts/pace/${deviceId}" class="card" novalidate>
      ${csrf(c)}
      ${field('paceMinMs', s.min, issues, { type: 'number', value: v.paceMinMs ?? '', min: 10, required: true })}
      ${field('paceMaxMs', s.max, issues, { type: 'number', value: v.paceMaxMs ?? '', min: 10, required: true })}
      ${field('dailyCap', s.cap, issues, { type: 'number', value: v.dailyCap ?? '', min: 1, required: true })}
      <button type="submit">${s.save}</button>
    </form>`;
  return c.html(page(c, { title: s.title, active: 'broadcasts', body }), Object.keys(issues).length ? 400 : 200);
}

export const broadcastRoutes = createDashboard()
  .use('/broadcasts', signedIn(), inWorkspace(), allow('broadcasts'))
  .use('/broadcasts/*', signedIn(), inWorkspace(), allow('broadcasts'))
  .get('/broadcasts', (c) => listPage(c))
  .route('/', newBroadcastRoutes)
  .get('/broadcasts/pace/:deviceId', (c) => pacePage(c, c.req.param('deviceId'), null, {}))
  .post('/broadcasts/pace/:deviceId', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const deviceId = c.req.param('deviceId');
    const values = { paceMinMs: form.get('paceMinMs'), paceMaxMs: form.get('paceMaxMs'), dailyCap: form.get('dailyCap') };
    const current = unwrap(await broadcastsOf(deviceStub(c.env, deviceId)).broadcastPace(c.var.viewer.workspace.id));
    const checked = validate(
      paceSchema,
      {
        paceMinMs: Number(values.paceMinMs || Number.NaN),
        paceMaxMs: Number(values.paceMaxMs || Number.NaN),
        dailyCap: Number(values.dailyCap || Number.NaN),
        utcOffsetMinutes: current.utcOffsetMinutes,
      },
      c.var.lang,
    );
    if (!checked.ok) return pacePage(c, deviceId, values, checked.issues);
    unwrap(await broadcastsOf(deviceStub(c.env, deviceId)).setBroadcastPace(c.var.viewer.workspace.id, checked.value));
    return pacePage(c, deviceId, null, {}, true);
  })
  .get('/broadcasts/:id', (c) => detailPage(c, c.req.param('id')))
  .post('/broadcasts/:id/:action{pause|resume|cancel}', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const id = c.req.param('id');
    const action = c.req.param('action') as 'pause' | 'resume' | 'cancel';
    const ws = c.var.viewer.workspace.id;
    const device = await broadcastDevice(c.var.db, c.env, ws, id);
    unwrap(await broadcastsOf(device).controlBroadcast(ws, id, action));
    return c.redirect(`/dashboard/broadcasts/${id}`, 303);
  });
