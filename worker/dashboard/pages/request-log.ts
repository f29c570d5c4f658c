/** Developer → Request log: every request made with the workspace's keys, newest first, by key and status, paged. */
import { html } from 'hono/html';
import { z } from 'zod';
import { listApiKeys } from '../../api-keys';
import { listDevices } from '../../devices';
import { listRequestLog } from '../../request-log';
import { cursorSchema } from '../../shared/cursor';
import { decimalQuery } from '../../shared/fields';
import { createDashboard } from '../env';
import { time } from '../format';
import { validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, pager } from '../ui';

const querySchema = z.object({
  keyId: z.string().max(64).optional(),
  status: decimalQuery(100, 599).optional(),
  cursor: cursorSchema.optional(),
});

const statusTone = (status: number) => (status < 300 ? 'ok' : status < 500 ? 'warn' : 'bad');

export const requestLogRoutes = createDashboard()
  .use('/developer/request-log', signedIn(), inWorkspace(), allow('developer'))
  .get('/developer/request-log', async (c) => {
    const { t, lang, timeZone, db } = c.var;
    const ws = c.var.viewer.workspace.id;
    const raw = {
      keyId: c.req.query('keyId') || undefined,
      status: c.req.query('status') || undefined,
      cursor: c.req.query('cursor') || undefined,
    };
    const checked = validate(querySchema, raw, c.var.lang);
    const filter = checked.ok ? checked.value : {};
    const [keys, devices, log] = await Promise.all([
      listApiKeys(db, ws),
      listDevices(db, ws),
      listRequestLog(db, ws, { limit: 50, ...filter }),
    ]);
    const keyName = new Map(keys.map((k) => [k.id, k.name]));
    const deviceName = new Map(devices.map((d) => [d.id, d.name]));
    const body = html`
      <p>${t.requestLog.intro}</p>
      <form method="get" action="/dashboard/developer/request-log" class="card row">
        <div class="field"><label for="f-keyId">${t.requestLog.key}</label>
          <select id="f-keyId" name="keyId"><option value="">${t.requestLog.anyKey}</option>
            ${keys.map((k) => html`<option value="${k.id}"${k.id === raw.keyId ? html` selected` : ''}>${k.name} (${k.prefix}&hellip;)</option>`)}
          </select></div>
        <div class="field"><label for="f-status">${t.requestLog.statusLabel}</label>
          <input id="f-status" name="status" type="number" min="100" max="599" inputmode="numeric" value="${raw.status ?? ''}" placeholder="${t.requestLog.anyStatus}"${
            !checked.ok && checked.issues.status ? html` aria-invalid="true" aria-describedby="f-status-error"` : ''
          }>
          ${!checked.ok && checked.issues.status ? html`<p class="error" id="f-status-error">${checked.issues.status.join(' ')}</p>` : ''}
        </div>
        <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
      </form>
      <div class="table-wrap">
        ${
          log.rows.length === 0
            ? html`<p class="muted" style="padding:1rem">${t.requestLog.empty}</p>`
            : html`<table class="stack">
          <thead><tr><th>${t.common.time}</th><th>${t.requestLog.key}</th><th>${t.requestLog.method}</th><th>${t.requestLog.path}</th><th>${t.common.status}</th><th>${t.requestLog.duration}</th><th>${t.common.device}</th></tr></thead>
          <tbody>${log.rows.map(
            (r) => html`<tr>
              <td data-label="${t.common.time}">${time(r.createdAt, lang, timeZone)}</td>
              <td data-label="${t.requestLog.key}">${keyName.get(r.keyId) ?? r.keyId}</td>
              <td data-label="${t.requestLog.method}"><code>${r.method}</code></td>
              <td data-label="${t.requestLog.path}" class="wrap"><code>${r.path}</code></td>
              <td data-label="${t.common.status}">${badge(String(r.status), statusTone(r.status))}</td>
              <td data-label="${t.requestLog.duration}">${t.requestLog.ms(r.durationMs)}</td>
              <td data-label="${t.common.device}">${r.deviceId ? (deviceName.get(r.deviceId) ?? r.deviceId) : '—'}</td>
            </tr>`,
          )}</tbody>
        </table>`
        }
      </div>
      ${pager(c, log.nextCursor)}`;
    return c.html(page(c, { title: t.requestLog.title, active: 'request-log', body }), checked.ok ? 200 : 400);
  });
