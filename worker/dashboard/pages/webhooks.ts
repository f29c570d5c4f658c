/**
 * Webhooks per device: the workspace's list, a new one, and a webhook's page (edit, enable, delete,
 * "Send test event", and its deliveries, newest first, by status, updated live). Changes go to the
 * device's object through the same RPC and the same zod schemas as the management interface.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { deviceStub, listDevices, unwrap } from '../../devices';
import { cursorSchema } from '../../shared/cursor';
import { HttpError } from '../../shared/errors';
import { createWebhookSchema, patchWebhookSchema, type WebhookConfig } from '../../webhooks/config';
import { findWebhook, listDeliveries, workspaceWebhooks } from '../../webhooks/webhooks';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, deliveryTone, type Html, pager, postButton } from '../ui';
import { emptyValues, readWebhookForm, valuesOf, type WebhookValues, webhookForm } from './webhook-form';

const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** A webhook of the viewer's workspace, as its device's object holds it (404 otherwise). */
async function viewerWebhook(c: Context<DashboardEnv>, id: string): Promise<{ hook: WebhookConfig; deviceId: string }> {
  const row = /^whk_[0-9A-Za-z]{20}$/.test(id) ? await findWebhook(c.var.db, id) : undefined;
  const ws = c.var.viewer.workspace.id;
  if (!row || row.workspaceId !== ws) throw new HttpError(404, `webhook ${id.slice(0, 64)} not found`);
  const hook = unwrap(await deviceStub(c.env, row.deviceId).listWebhooks(ws)).find((h) => h.id === id);
  if (!hook) throw new HttpError(404, `webhook ${id} not found`);
  return { hook, deviceId: row.deviceId };
}

async function listPage(c: Context<DashboardEnv>) {
  const { t, db } = c.var;
  const ws = c.var.viewer.workspace.id;
  const [hooks, devices] = await Promise.all([workspaceWebhooks(db, ws), listDevices(db, ws)]);
  const deviceName = new Map(devices.map((d) => [d.id, d.name]));
  const body = html`
    <p>${t.webhooks.intro}</p>
    ${devices.length > 0 ? html`<p><a class="button" href="/dashboard/webhooks/new">${t.webhooks.newTitle}</a></p>` : html`<p class="alert warn">${t.webhooks.noDevice}</p>`}
    <div class="table-wrap">
      ${
        hooks.length === 0
          ? html`<p class="muted" style="padding:1rem">${t.webhooks.empty}</p>`
          : html`<table class="stack">
        <thead><tr><th>${t.webhooks.url}</th><th>${t.common.device}</th><th>${t.webhooks.events}</th><th>${t.common.status}</th></tr></thead>
        <tbody>${hooks.map(
          (w) => html`<tr>
            <td data-label="${t.webhooks.url}" class="wrap"><a href="/dashboard/webhooks/${w.id}">${w.url}</a></td>
            <td data-label="${t.common.device}">${deviceName.get(w.deviceId) ?? w.deviceId}</td>
            <td data-label="${t.webhooks.events}" class="wrap">${(JSON.parse(w.events) as string[]).join(', ')}</td>
            <td data-label="${t.common.status}">${badge(w.enabled ? t.webhooks.enabled : t.webhooks.disabled, w.enabled ? 'ok' : 'plain')}${
              w.hasHmacKey ? html` ${badge(t.webhooks.signed, 'plain')}` : ''
            }</td>
          </tr>`,
        )}</tbody>
      </table>`
      }
    </div>`;
  return c.html(page(c, { title: t.webhooks.title, active: 'webhooks', body }));
}

async function newPage(c: Context<DashboardEnv>, deviceId: string, values: WebhookValues, issues: FieldIssues, status = 200) {
  const { t, db } = c.var;
  const devices = await listDevices(db, c.var.viewer.workspace.id);
  const deviceSelect = html`<div class="field${issues.deviceId ? ' invalid' : ''}">
    <label for="f-deviceId">${t.common.device}</label>
    <select id="f-deviceId" name="deviceId" required>
      ${devices.map((d) => html`<option value="${d.id}"${d.id === deviceId ? html` selected` : ''}>${d.name}</option>`)}
    </select>
    ${issues.deviceId ? html`<p class="error">${issues.deviceId.join(' ')}</p>` : ''}
  </div>`;
  const body = devices.length
    ? webhookForm(c, { action: '/dashboard/webhooks', values, issues, hasKey: false, submit: t.webhooks.createSubmit, deviceSelect })
    : html`<p class="alert warn">${t.webhooks.noDevice}</p>`;
  return c.html(page(c, { title: t.webhooks.newTitle, active: 'webhooks', body }), status as 200);
}

const deliveriesQuery = z.object({ status: z.enum(DELIVERY_STATUSES).optional(), cursor: cursorSchema.optional() });

async function webhookPage(
  c: Context<DashboardEnv>,
  id: string,
  o: { values?: WebhookValues; issues?: FieldIssues; notice?: string } = {},
  status = 200,
) {
  const { t, lang, timeZone, db } = c.var;
  const { hook, deviceId } = await viewerWebhook(c, id);
  const device = unwrap(await deviceStub(c.env, deviceId).view(c.var.viewer.workspace.id));
  const query = validate(
    deliveriesQuery,
    { status: c.req.query('status') || undefined, cursor: c.req.query('cursor') || undefined },
    c.var.lang,
  );
  const filter = query.ok ? query.value : {};
  const deliveries = await listDeliveries(db, id, { limit: 25, ...filter });
  const statusFilter = html`<form method="get" action="/dashboard/webhooks/${id}" class="row">
    <div class="field"><label for="f-status">${t.common.status}</label>
      <select id="f-status" name="status"><option value="">${t.common.all}</option>
        ${DELIVERY_STATUSES.map((s) => html`<option value="${s}"${s === filter.status ? html` selected` : ''}>${t.deliveryStatus[s]}</option>`)}
      </select></div>
    <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
  </form>`;
  const list: Html = html`<div class="table-wrap" id="deliveries" data-live data-deliveries-of="${id}">
    ${
      deliveries.rows.length === 0
        ? html`<p class="muted" style="padding:1rem">${t.common.none}</p>`
        : html`<table class="stack">
      <thead><tr><th>${t.common.time}</th><th>${t.webhooks.event}</th><th>${t.common.status}</th><th>${t.webhooks.attemptsCount}</th><th>${t.webhooks.lastResult}</th></tr></thead>
      <tbody>${deliveries.rows.map(
        (d) => html`<tr data-delivery="${d.id}" data-status="${d.status}" data-attempts="${d.attempts}">
          <td data-label="${t.common.time}"><a href="/dashboard/deliveries/${d.id}">${time(d.createdAt, lang, timeZone)}</a></td>
          <td data-label="${t.webhooks.event}"><code>${d.event}</code></td>
          <td data-label="${t.common.status}">${badge(t.deliveryStatus[d.status], deliveryTone(d.status))}</td>
          <td data-label="${t.webhooks.attemptsCount}">${d.attempts}</td>
          <td data-label="${t.webhooks.lastResult}" class="wrap">${d.lastStatusCode ?? d.lastError ?? '—'}</td>
        </tr>`,
      )}</tbody>
    </table>`
    }
  </div>`;
  const body = html`
    <div data-watch="${deviceId}"></div>
    <p class="muted">${t.common.device}: <a href="/dashboard/devices/${deviceId}">${device.name}</a></p>
    ${hook.fromSeq === null ? '' : html`<p class="muted">${t.webhooks.startsAt(hook.fromSeq)}</p>`}
    ${o.notice ? html`<div class="alert ok" role="status">${o.notice}</div>` : ''}
    <div class="actions">
      ${postButton(c, `/dashboard/webhooks/${id}/test`, t.webhooks.test, { kind: '' })}
      ${postButton(c, `/dashboard/webhooks/${id}/delete`, t.webhooks.delete, { confirm: t.webhooks.deleteConfirm, kind: 'danger' })}
    </div>
    <h2>${t.webhooks.deliveries}</h2>
    ${statusFilter} ${list} ${pager(c, deliveries.nextCursor)}
    <h2>${t.webhooks.editTitle}</h2>
    ${webhookForm(c, {
      action: `/dashboard/webhooks/${id}`,
      values: o.values ?? valuesOf(hook),
      issues: o.issues ?? {},
      hasKey: hook.hmacKey !== null,
      submit: t.webhooks.saveSubmit,
    })}`;
  return c.html(page(c, { title: hook.url, active: 'webhooks', body }), status as 200);
}

async function checked(c: Context<DashboardEnv>) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

export const webhookRoutes = createDashboard()
  .use('/webhooks', signedIn(), inWorkspace(), allow('webhooks'))
  .use('/webhooks/*', signedIn(), inWorkspace(), allow('webhooks'))
  .get('/webhooks', (c) => listPage(c))
  .get('/webhooks/new', (c) => newPage(c, c.req.query('deviceId') ?? '', emptyValues, {}))
  .post('/webhooks', async (c) => {
    const form = await checked(c);
    const { values, input, hmacKey } = readWebhookForm(form);
    const deviceId = form.get('deviceId');
    const result = validate(createWebhookSchema, { ...input, ...(hmacKey ? { hmacKey } : {}) }, c.var.lang);
    if (!result.ok) return newPage(c, deviceId, values, result.issues, 400);
    const outcome = await deviceStub(c.env, deviceId).createWebhook(c.var.viewer.workspace.id, {
      ...result.value,
      hmacKey: result.value.hmacKey ?? null,
    });
    if (!outcome.ok) return newPage(c, deviceId, values, { deviceId: [outcome.message] }, outcome.status);
    return c.redirect(`/dashboard/webhooks/${outcome.value.id}`, 303);
  })
  .get('/webhooks/:id', (c) =>
    webhookPage(c, c.req.param('id'), c.req.query('tested') !== undefined ? { notice: c.var.t.webhooks.testSent } : {}),
  )
  .post('/webhooks/:id', async (c) => {
    const form = await checked(c);
    const id = c.req.param('id');
    const { deviceId } = await viewerWebhook(c, id);
    const { values, input, hmacKey, removeKey } = readWebhookForm(form);
    // The key is write-only: an empty field keeps it, the box removes it, a new value replaces it.
    const result = validate(patchWebhookSchema, { ...input, ...(removeKey ? { hmacKey: null } : hmacKey ? { hmacKey } : {}) }, c.var.lang);
    if (!result.ok) return webhookPage(c, id, { values, issues: result.issues }, 400);
    unwrap(await deviceStub(c.env, deviceId).changeWebhook(c.var.viewer.workspace.id, id, result.value));
    return c.redirect(`/dashboard/webhooks/${id}`, 303);
  })
  .post('/webhooks/:id/test', async (c) => {
    await checked(c);
    const id = c.req.param('id');
    const { deviceId } = await viewerWebhook(c, id);
    unwrap(await deviceStub(c.env, deviceId).sendTestEvent(c.var.viewer.workspace.id, id));
    return c.redirect(`/dashboard/webhooks/${id}?tested`, 303);
  })
  .post('/webhooks/:id/delete', async (c) => {
    await checked(c);
    const id = c.req.param('id');
    const { deviceId } = await viewerWebhook(c, id);
    unwrap(await deviceStub(c.env, deviceId).removeWebhook(c.var.viewer.workspace.id, id));
    return c.redirect('/dashboard/webhooks', 303);
  });
