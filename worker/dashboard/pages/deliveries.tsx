/** One delivery: its request (headers, body pretty-printed), every attempt, and Resend. */
import type { Context } from 'hono';
import { deviceStub } from '../../kernel';
import { HttpError } from '../../shared/errors';
import { unwrap } from '../../shared/outcome';
import { attemptsOf, findDelivery, findWebhook } from '../../webhooks/webhooks';
import { Badge, deliveryTone, Live, LiveSources, PostButton, Table, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { prettyJson } from '../format';
import { readForm } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { viewerDevice } from './devices';

type Delivery = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;
type Attempt = Awaited<ReturnType<typeof attemptsOf>>[number];
type Hook = Awaited<ReturnType<typeof findWebhook>>;

/** A delivery of the viewer's workspace (its device's object says whether the device is theirs). */
async function viewerDelivery(c: Context<DashboardEnv>, id: string) {
  const delivery = /^dlv_[0-9A-Za-z]{20}$/.test(id) ? await findDelivery(c.var.db, id) : undefined;
  if (!delivery) throw new HttpError(404, `delivery ${id.slice(0, 64)} not found`);
  await viewerDevice(c, delivery.deviceId);
  return delivery;
}

function AttemptResult({ a }: { a: Attempt }) {
  if (a.statusCode === null) return <span class="error">{a.error ?? ''}</span>;
  return <Badge label={String(a.statusCode)} tone={a.statusCode >= 200 && a.statusCode < 300 ? 'ok' : 'bad'} />;
}

function DeliveryPage({ d, attempts, hook }: { d: Delivery; attempts: Attempt[]; hook: Hook }) {
  const t = useDashboard().var.t;
  const headers: [string, string][] = [
    ['Content-Type', 'application/json'],
    ['X-Kurir-Event', d.event],
    ['X-Kurir-Attempt', attempts.length > 0 ? attempts.map((a) => a.attempt).join(', ') : '1'],
    ['X-Kurir-Delivery', d.id],
    ...(hook?.hasHmacKey ? ([['X-Kurir-Signature', t.delivery.signatureShown]] as [string, string][]) : []),
  ];
  return (
    <>
      <LiveSources devices={[d.deviceId]} />
      <Live id="delivery-detail" as="section" class="card" on={`delivery:${d.id}`} data-status={d.status} data-attempts={d.attempts}>
        <dl class="facts">
          <dt>{t.common.status}</dt>
          <dd>
            <Badge label={t.deliveryStatus[d.status]} tone={deliveryTone(d.status)} />
          </dd>
          <dt>{t.webhooks.event}</dt>
          <dd>
            <code>{d.event}</code> (seq {d.seq})
          </dd>
          <dt>{t.delivery.webhook}</dt>
          <dd>{hook ? <a href={`/dashboard/webhooks/${hook.id}`}>{hook.url}</a> : <code>{d.webhookId}</code>}</dd>
          <dt>{t.common.created}</dt>
          <dd>
            <Time at={d.createdAt} />
          </dd>
          {d.nextAttemptAt !== null && d.status === 'PENDING' && (
            <>
              <dt>{t.delivery.nextAttempt}</dt>
              <dd>
                <Time at={d.nextAttemptAt} />
              </dd>
            </>
          )}
          {d.resendOf && (
            <>
              <dt>{t.delivery.resendOf}</dt>
              <dd>
                <a href={`/dashboard/deliveries/${d.resendOf}`}>{d.resendOf}</a>
              </dd>
            </>
          )}
        </dl>
        <h2>{t.delivery.attempts}</h2>
        {attempts.length === 0 ? (
          <p class="muted">{t.delivery.noAttempt}</p>
        ) : (
          <div class="table-wrap">
            <Table
              rows={attempts}
              empty=""
              columns={[
                { label: t.delivery.attempt, cell: (a) => a.attempt },
                { label: t.delivery.started, cell: (a) => <Time at={a.startedAt} /> },
                { label: t.delivery.result, wrap: true, cell: (a) => <AttemptResult a={a} /> },
                { label: t.delivery.duration, cell: (a) => t.requestLog.ms(a.durationMs) },
                { label: t.delivery.response, wrap: true, cell: (a) => <code>{a.responseBody ?? ''}</code> },
              ]}
            />
          </div>
        )}
      </Live>
      <div class="actions">
        <PostButton action={`/dashboard/deliveries/${d.id}/resend`} label={t.delivery.resend} kind="primary" />
      </div>
      <h2>{t.delivery.headers}</h2>
      <Live id="delivery-headers" class="table-wrap" on={`delivery:${d.id}`}>
        <table>
          <tbody>
            {headers.map(([name, value]) => (
              <tr>
                <th scope="row">{name}</th>
                <td class="wrap">
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Live>
      <h2>{t.delivery.requestBody}</h2>
      <pre>
        <code>{prettyJson(d.requestBody)}</code>
      </pre>
    </>
  );
}

export const deliveryRoutes = createDashboard()
  .use('/deliveries/*', signedIn(), inWorkspace(), allow('webhooks'))
  .get('/deliveries/:id', async (c) => {
    const d = await viewerDelivery(c, c.req.param('id'));
    const [attempts, hook] = await Promise.all([attemptsOf(c.var.db, d.id), findWebhook(c.var.db, d.webhookId)]);
    return c.render(<DeliveryPage d={d} attempts={attempts} hook={hook} />, {
      title: `${c.var.t.delivery.title} ${d.id}`,
      active: 'webhooks',
    });
  })
  .post('/deliveries/:id/resend', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const d = await viewerDelivery(c, c.req.param('id'));
    const made = unwrap(await deviceStub(c.env, d.deviceId).resend(c.var.viewer.workspace.id, d.id));
    return c.redirect(`/dashboard/deliveries/${made.id}`, 303);
  });
