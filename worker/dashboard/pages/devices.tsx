/**
 * Devices: the list (status in words and colour, phone number, last change), adding one, and a
 * device's page, where it links (the QR, refreshed live, replaced by "Terhubung" the moment the
 * scan succeeds), links by pairing code instead, logs out, links again, or is deleted. Every action
 * is the device object's RPC, as the management interface calls it.
 */
import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import { type DeviceView, deviceStub, listDevices, unwrap } from '../../devices';
import { HttpError } from '../../shared/errors';
import { phoneNumberSchema, strictObject, textSchema } from '../../shared/fields';
import { newId } from '../../shared/ids';
import { workspaceWebhooks } from '../../webhooks/webhooks';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { time } from '../format';
import { type FieldIssues, readForm, validate } from '../forms';
import { page } from '../layout';
import { qrSvg } from '../qr';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, csrf, deviceTone, field, type Html, issueSummary, postButton } from '../ui';

const nameSchema = strictObject({ name: textSchema(1, 100) });
const pairingSchema = strictObject({ phoneNumber: phoneNumberSchema });

/** The device's object, for the viewer's workspace (another workspace's device is a 404). */
export async function viewerDevice(c: Context<DashboardEnv>, id: string): Promise<DeviceView> {
  return unwrap(await deviceStub(c.env, id).view(c.var.viewer.workspace.id));
}

function statusBadge(c: Context<DashboardEnv>, device: { id: string; status: string }): Html {
  const label = c.var.t.status[device.status as keyof typeof c.var.t.status] ?? device.status;
  return html`<span data-device-status="${device.id}" data-status="${device.status}">${badge(label, deviceTone(device.status))}</span>`;
}

async function listPage(c: Context<DashboardEnv>, values: { name?: string }, issues: FieldIssues, status = 200) {
  const { t, lang, timeZone } = c.var;
  const rows = await listDevices(c.var.db, c.var.viewer.workspace.id);
  const body = html`
    <div class="table-wrap" id="devices-list" data-live>
      ${
        rows.length === 0
          ? html`<p class="muted" style="padding:1rem">${t.devices.empty}</p>`
          : html`<table class="stack">
        <thead><tr><th>${t.common.name}</th><th>${t.common.status}</th><th>${t.devices.phone}</th><th>${t.devices.lastChange}</th></tr></thead>
        <tbody>${rows.map(
          (d) => html`<tr data-watch="${d.id}">
            <td data-label="${t.common.name}"><a href="/dashboard/devices/${d.id}">${d.name}</a></td>
            <td data-label="${t.common.status}">${statusBadge(c, d)}</td>
            <td data-label="${t.devices.phone}">${d.phoneNumber ?? '—'}</td>
            <td data-label="${t.devices.lastChange}">${time(d.updatedAt, lang, timeZone)}</td>
          </tr>`,
        )}</tbody>
      </table>`
      }
    </div>
    <h2>${t.devices.addTitle}</h2>
    ${issueSummary(issues, t.common.fixErrors)}
    <form method="post" action="/dashboard/devices" class="card" novalidate>
      ${csrf(c)} ${field('name', t.common.name, issues, { value: values.name ?? '', required: true })}
      <button type="submit">${t.devices.addSubmit}</button>
    </form>`;
  return c.html(page(c, { title: t.devices.title, active: 'devices', body }), status as 200);
}

/** What the device shows now: the QR to scan, "Terhubung", or its status (a live region). */
async function linkPanel(c: Context<DashboardEnv>, d: DeviceView): Promise<Html> {
  const t = c.var.t;
  let inner: Html;
  if (d.status === 'QR' && d.qr) {
    inner = html`<h2>${t.devices.scanTitle}</h2><div class="qr">${raw(await qrSvg(d.qr, t.devices.qrLabel))}<p class="hint">${t.devices.scanHint}</p></div>`;
  } else if (d.status === 'CONNECTED') {
    inner = html`<p class="linked">${statusBadge(c, d)} ${d.phoneNumber ? t.devices.connectedAs(d.phoneNumber) : ''}</p>`;
  } else if (d.status === 'CONNECTING') {
    inner = html`<p>${statusBadge(c, d)} ${t.devices.waiting}</p>`;
  } else {
    inner = html`<p>${statusBadge(c, d)}</p>${d.reason ? html`<p class="muted">${t.devices.reason}: <code>${d.reason}</code></p>` : ''}`;
  }
  // The buttons belong to the status (log out while linked, link again once logged out): they change with it.
  const actions = html`<div class="actions">
      ${
        d.status === 'LOGGED_OUT'
          ? postButton(c, `/dashboard/devices/${d.id}/connect`, t.devices.reconnect, { kind: '' })
          : postButton(c, `/dashboard/devices/${d.id}/logout`, t.devices.logout, { confirm: t.devices.logoutConfirm })
      }
      ${postButton(c, `/dashboard/devices/${d.id}/delete`, t.devices.delete, { confirm: t.devices.deleteConfirm, kind: 'danger' })}
    </div>`;
  return html`<section class="card" id="link-panel" data-live aria-live="polite">${inner}
    ${d.status === 'QR' ? html`<span hidden data-device-status="${d.id}" data-status="QR"></span>` : ''}${actions}</section>`;
}

async function devicePage(
  c: Context<DashboardEnv>,
  d: DeviceView,
  o: { code?: string; phoneNumber?: string; issues?: FieldIssues } = {},
  status = 200,
) {
  const { t, lang, timeZone } = c.var;
  const issues = o.issues ?? {};
  const hooks = (await workspaceWebhooks(c.var.db, c.var.viewer.workspace.id)).filter((w) => w.deviceId === d.id);
  const linking = d.status === 'QR' || d.status === 'CONNECTING';
  const body = html`
    <div data-watch="${d.id}"></div>
    ${await linkPanel(c, d)}
    <div class="card" id="device-facts" data-live><dl class="facts">
      <dt>${t.devices.id}</dt><dd><code>${d.id}</code></dd>
      <dt>${t.devices.phone}</dt><dd>${d.phoneNumber ?? '—'}</dd>
      <dt>${t.devices.lastChange}</dt><dd>${time(d.updatedAt, lang, timeZone)}</dd>
      <dt>${t.common.created}</dt><dd>${time(d.createdAt, lang, timeZone)}</dd>
    </dl></div>
    <div id="pairing" data-live>${
      linking || o.code
        ? html`<section class="card">
      <h2>${t.devices.pairingTitle}</h2>
      ${o.code ? html`<p>${t.devices.pairingCode}: <strong class="code" id="pairing-code">${o.code}</strong></p>` : ''}
      <p class="hint">${t.devices.pairingHint}</p>
      ${issueSummary(issues, t.common.fixErrors)}
      <form method="post" action="/dashboard/devices/${d.id}/pairing-code" novalidate>
        ${csrf(c)} ${field('phoneNumber', t.devices.phone, issues, { type: 'tel', value: o.phoneNumber ?? '', inputmode: 'numeric', required: true })}
        <button type="submit" class="secondary">${t.devices.pairingSubmit}</button>
      </form>
    </section>`
        : ''
    }</div>
    <h2>${t.devices.webhooks}</h2>
    <ul>${hooks.map((w) => html`<li><a href="/dashboard/webhooks/${w.id}">${w.url}</a> ${badge(w.enabled ? t.webhooks.enabled : t.webhooks.disabled, w.enabled ? 'ok' : 'plain')}</li>`)}</ul>
    <p><a class="button secondary" href="/dashboard/webhooks/new?deviceId=${d.id}">${t.devices.addWebhook}</a></p>`;
  return c.html(page(c, { title: d.name, active: 'devices', body }), status as 200);
}

async function act(c: Context<DashboardEnv>): Promise<void> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
}

export const deviceRoutes = createDashboard()
  .use('/devices', signedIn(), inWorkspace(), allow('devices'))
  .use('/devices/*', signedIn(), inWorkspace(), allow('devices'))
  .get('/devices', (c) => listPage(c, {}, {}))
  .post('/devices', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const checked = validate(nameSchema, { name: form.get('name') }, c.var.lang);
    if (!checked.ok) return listPage(c, { name: form.get('name') }, checked.issues, 400);
    const id = newId('dev');
    await deviceStub(c.env, id).create({ id, workspaceId: c.var.viewer.workspace.id, name: checked.value.name });
    return c.redirect(`/dashboard/devices/${id}`, 303);
  })
  .get('/devices/:id', async (c) => devicePage(c, await viewerDevice(c, c.req.param('id'))))
  .post('/devices/:id/pairing-code', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const device = await viewerDevice(c, c.req.param('id'));
    const phoneNumber = form.get('phoneNumber');
    const checked = validate(pairingSchema, { phoneNumber }, c.var.lang);
    if (!checked.ok) return devicePage(c, device, { phoneNumber, issues: checked.issues }, 400);
    const outcome = await deviceStub(c.env, device.id).requestPairingCode(c.var.viewer.workspace.id, checked.value.phoneNumber);
    if (!outcome.ok) return devicePage(c, device, { phoneNumber, issues: { _: [outcome.message] } }, outcome.status);
    return devicePage(c, await viewerDevice(c, device.id), { code: outcome.value.code, phoneNumber });
  })
  .post('/devices/:id/logout', async (c) => {
    await act(c);
    const id = (await viewerDevice(c, c.req.param('id'))).id;
    unwrap(await deviceStub(c.env, id).logout(c.var.viewer.workspace.id));
    return c.redirect(`/dashboard/devices/${id}`, 303);
  })
  .post('/devices/:id/connect', async (c) => {
    await act(c);
    const id = (await viewerDevice(c, c.req.param('id'))).id;
    unwrap(await deviceStub(c.env, id).relink(c.var.viewer.workspace.id));
    return c.redirect(`/dashboard/devices/${id}`, 303);
  })
  .post('/devices/:id/delete', async (c) => {
    await act(c);
    const id = (await viewerDevice(c, c.req.param('id'))).id;
    unwrap(await deviceStub(c.env, id).destroy(c.var.viewer.workspace.id));
    return c.redirect('/dashboard/devices', 303);
  })
  .get('/devices/:id/live', async (c) => {
    // Watching a device: the viewer's upgrade goes to the device's object, which pushes every change.
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'this path answers a WebSocket upgrade only');
    const origin = c.req.header('Origin');
    if (origin !== new URL(c.req.url).origin) throw new HttpError(403, 'a live view opens only from the dashboard itself');
    const id = c.req.param('id');
    const stub = deviceStub(c.env, id);
    return stub.fetch(`https://device/devices/${id}/live`, {
      headers: { Upgrade: 'websocket', 'X-Kurir-Workspace': c.var.viewer.workspace.id },
    });
  });
