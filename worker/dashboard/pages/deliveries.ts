/** One delivery: its request (headers, body pretty-printed), every attempt, and Resend. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { deviceStub, unwrap } from '../../devices';
import { HttpError } from '../../shared/errors';
import { attemptsOf, findDelivery, findWebhook } from '../../webhooks/webhooks';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { prettyJson, time } from '../format';
import { readForm } from '../forms';
import { page } from '../layout';
import { allow, inWorkspace, signedIn } from '../session';
import { badge, deliveryTone, postButton } from '../ui';
import { viewerDevice } from './devices';

/** A delivery of the viewer's workspace (its device's object says whether the device is theirs). */
async function viewerDelivery(c: Context<DashboardEnv>, id: string) {
  const delivery = /^dlv_[0-9A-Za-z]{20}$/.test(id) ? await findDelivery(c.var.db, id) : undefined;
  if (!delivery) throw new HttpError(404, `delivery ${id.slice(0, 64)} not found`);
  await viewerDevice(c, delivery.deviceId);
  return delivery;
}

export const deliveryRoutes = createDashboard()
  .use('/deliveries/*', signedIn(), inWorkspace(), allow('webhooks'))
  .get('/deliveries/:id', async (c) => {
    const { t, lang, timeZone, db } = c.var;
    const d = await viewerDelivery(c, c.req.param('id'));
    const [attempts, hook] = await Promise.all([attemptsOf(db, d.id), findWebhook(db, d.webhookId)]);
    const headers: [string, string][] = [
      ['Content-Type', 'application/json'],
      ['X-Kurir-Event', d.event],
      ['X-Kurir-Attempt', attempts.length > 0 ? attempts.map((a) => a.attempt).join(', ') : '1'],
      ['X-Kurir-Delivery', d.id],
      ...(hook?.hasHmacKey ? ([['X-Kurir-Signature', t.delivery.signatureShown]] as [string, string][]) : []),
    ];
    const body = html`
      <div data-watch="${d.deviceId}"></div>
      <section class="card" id="delivery-detail" data-live data-delivery="${d.id}" data-status="${d.status}" data-attempts="${d.attempts}">
        <dl class="facts">
          <dt>${t.common.status}</dt><dd>${badge(t.deliveryStatus[d.status], deliveryTone(d.status))}</dd>
          <dt>${t.webhooks.event}</dt><dd><code>${d.event}</code> (seq ${d.seq})</dd>
          <dt>${t.delivery.webhook}</dt><dd>${hook ? html`<a href="/dashboard/webhooks/${hook.id}">${hook.url}</a>` : html`<code>${d.webhookId}</code>`}</dd>
          <dt>${t.common.created}</dt><dd>${time(d.createdAt, lang, timeZone)}</dd>
          ${d.nextAttemptAt !== null && d.status === 'PENDING' ? html`<dt>${t.delivery.nextAttempt}</dt><dd>${time(d.nextAttemptAt, lang, timeZone)}</dd>` : ''}
          ${d.resendOf ? html`<dt>${t.delivery.resendOf}</dt><dd><a href="/dashboard/deliveries/${d.resendOf}">${d.resendOf}</a></dd>` : ''}
        </dl>
        <h2>${t.delivery.attempts}</h2>
        ${
          attempts.length === 0
            ? html`<p class="muted">${t.delivery.noAttempt}</p>`
            : html`<div class="table-wrap"><table class="stack">
          <thead><tr><th>${t.delivery.attempt}</th><th>${t.delivery.started}</th><th>${t.delivery.result}</th><th>${t.delivery.duration}</th><th>${t.delivery.response}</th></tr></thead>
          <tbody>${attempts.map(
            (a) => html`<tr>
              <td data-label="${t.delivery.attempt}">${a.attempt}</td>
              <td data-label="${t.delivery.started}">${time(a.startedAt, lang, timeZone)}</td>
              <td data-label="${t.delivery.result}" class="wrap">${
                a.statusCode !== null
                  ? badge(String(a.statusCode), a.statusCode >= 200 && a.statusCode < 300 ? 'ok' : 'bad')
                  : html`<span class="error">${a.error ?? ''}</span>`
              }</td>
              <td data-label="${t.delivery.duration}">${t.requestLog.ms(a.durationMs)}</td>
              <td data-label="${t.delivery.response}" class="wrap"><code>${a.responseBody ?? ''}</code></td>
            </tr>`,
          )}</tbody>
        </table></div>`
        }
      </section>
      <div class="actions">${postButton(c, `/dashboard/deliveries/${d.id}/resend`, t.delivery.resend, { kind: '' })}</div>
      <h2>${t.delivery.headers}</h2>
      <div class="table-wrap"><table><tbody>${headers.map(([name, value]) => html`<tr><th scope="row">${name}</th><td class="wrap"><code>${value}</code></td></tr>`)}</tbody></table></div>
      <h2>${t.delivery.requestBody}</h2>
      <pre><code>${prettyJson(d.requestBody)}</code></pre>`;
    return c.html(page(c, { title: `${t.delivery.title} ${d.id}`, active: 'webhooks', body }));
  })
  .post('/deliveries/:id/resend', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const d = await viewerDelivery(c, c.req.param('id'));
    const made = unwrap(await deviceStub(c.env, d.deviceId).resend(c.var.viewer.workspace.id, d.id));
    return c.redirect(`/dashboard/deliveries/${made.id}`, 303);
  });
