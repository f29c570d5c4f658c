/**
 * Messages (until the next issue's inbox takes this place): the workspace's message records with
 * their source (API, …), status and times, by device, newest first, paged. Agents see this page.
 */
import { html } from 'hono/html';
import { z } from 'zod';
import { listDevices } from '../../devices';
import { listMessageRecords } from '../../messages';
import { cursorSchema } from '../../shared/cursor';
import { createDashboard } from '../env';
import { time } from '../format';
import { validate } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, pager } from '../ui';

const querySchema = z.object({ deviceId: z.string().max(64).optional(), cursor: cursorSchema.optional() });
const SOURCE_TONE: Record<string, string> = { API: 'ok', CONTACT: 'plain' };
const STATUS_TONE: Record<string, string> = {
  FAILED: 'bad',
  PENDING: 'wait',
  READ: 'ok',
  DELIVERED: 'ok',
  PLAYED: 'ok',
  SENT: 'plain',
  RECEIVED: 'plain',
};

export const messageRoutes = createDashboard()
  .use('/messages', signedIn(), inWorkspace(), allow('inbox'))
  .get('/messages', async (c) => {
    const { t, lang, timeZone, db } = c.var;
    const ws = c.var.viewer.workspace.id;
    const raw = { deviceId: c.req.query('deviceId') || undefined, cursor: c.req.query('cursor') || undefined };
    const checked = validate(querySchema, raw, c.var.lang);
    const [devices, page1] = await Promise.all([
      listDevices(db, ws),
      listMessageRecords(db, ws, { limit: 50, ...(checked.ok ? checked.value : {}) }),
    ]);
    const deviceName = new Map(devices.map((d) => [d.id, d.name]));
    const m = t.messages;
    const body = html`
      <p>${m.intro}</p>
      <form method="get" action="/dashboard/messages" class="card row">
        <div class="field"><label for="f-deviceId">${t.common.device}</label>
          <select id="f-deviceId" name="deviceId"><option value="">${m.anyDevice}</option>
            ${devices.map((d) => html`<option value="${d.id}"${d.id === raw.deviceId ? html` selected` : ''}>${d.name}</option>`)}
          </select></div>
        <div class="field" style="align-self:end;flex:0"><button type="submit" class="secondary">${t.common.filter}</button></div>
      </form>
      <div class="table-wrap">
        ${
          page1.rows.length === 0
            ? html`<p class="muted" style="padding:1rem">${m.empty}</p>`
            : html`<table class="stack">
          <thead><tr><th>${t.common.time}</th><th>${t.common.device}</th><th>${m.direction}</th><th>${m.source}</th><th>${t.common.status}</th><th>${m.content}</th><th>${m.updated}</th></tr></thead>
          <tbody>${page1.rows.map(
            (r) => html`<tr>
              <td data-label="${t.common.time}">${time(r.createdAt, lang, timeZone)}</td>
              <td data-label="${t.common.device}">${deviceName.get(r.deviceId) ?? r.deviceId}</td>
              <td data-label="${m.direction}">${m.directions[r.direction]}</td>
              <td data-label="${m.source}">${badge(m.sources[r.source] ?? r.source, SOURCE_TONE[r.source] ?? 'wait')}</td>
              <td data-label="${t.common.status}">${badge(m.recordStatus[r.status] ?? r.status, STATUS_TONE[r.status] ?? 'plain')}</td>
              <td data-label="${m.content}" class="wrap">${r.content.length > 300 ? `${r.content.slice(0, 300)}…` : r.content}</td>
              <td data-label="${m.updated}">${time(r.updatedAt, lang, timeZone)}</td>
            </tr>`,
          )}</tbody>
        </table>`
        }
      </div>
      ${pager(c, page1.nextCursor)}`;
    return c.html(page(c, { title: m.title, active: 'messages', body }), checked.ok ? 200 : 400);
  });
