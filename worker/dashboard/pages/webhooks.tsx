/**
 * Webhooks per device: the workspace's list, a new one, and a webhook's page (edit, enable, delete,
 * "Send test event", and its deliveries, newest first, by status, updated live). Changes go to the
 * device's object through the same RPC and the same zod schemas as the management interface.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { type DeviceRow, deviceStub, listDevices } from '../../kernel';
import { cursorSchema } from '../../shared/cursor';
import { HttpError } from '../../shared/errors';
import { unwrap } from '../../shared/outcome';
import { createWebhookSchema, patchWebhookSchema, type WebhookConfig } from '../../webhooks/config';
import { NO_HEALTH, type WebhookHealth } from '../../webhooks/webhook-health';
import { findWebhook, listDeliveries, workspaceWebhooks } from '../../webhooks/webhooks';
import { Badge, deliveryTone, FilterForm, Live, LiveSources, Pager, PostButton, Select, Table, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, queryValues, readForm, refusalText, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { emptyValues, readWebhookForm, valuesOf, WebhookForm, type WebhookValues } from './webhook-form';

const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

type HookRow = Awaited<ReturnType<typeof workspaceWebhooks>>[number];
type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>['rows'][number];

/** A webhook of the viewer's workspace, as its device's object holds it (404 otherwise). */
async function viewerWebhook(c: Context<DashboardEnv>, id: string): Promise<{ hook: WebhookConfig; deviceId: string }> {
  const row = /^whk_[0-9A-Za-z]{20}$/.test(id) ? await findWebhook(c.var.db, id) : undefined;
  const ws = c.var.viewer.workspace.id;
  if (!row || row.workspaceId !== ws) throw new HttpError(404, `webhook ${id.slice(0, 64)} not found`);
  const hook = unwrap(await deviceStub(c.env, row.deviceId).listWebhooks(ws)).find((h) => h.id === id);
  if (!hook) throw new HttpError(404, `webhook ${id} not found`);
  return { hook, deviceId: row.deviceId };
}

/** Each listed webhook's health, from the objects of the devices they belong to (one call per device). */
async function healthOf(c: Context<DashboardEnv>, hooks: HookRow[]): Promise<Map<string, WebhookHealth>> {
  const ws = c.var.viewer.workspace.id;
  const deviceIds = [...new Set(hooks.map((h) => h.deviceId))];
  const perDevice = await Promise.all(deviceIds.map(async (id) => unwrap(await deviceStub(c.env, id).webhookHealth(ws))));
  return new Map(perDevice.flatMap((byId) => Object.entries(byId)));
}

function HealthCell({ h }: { h: WebhookHealth }) {
  const t = useDashboard().var.t.webhooks;
  if (h.lastAt === null) return <span class="muted">{t.healthNone}</span>;
  return (
    <span class="health">
      <Badge label={h.lastOk ? t.healthOk : t.healthFailing} tone={h.lastOk ? 'ok' : 'bad'} />{' '}
      <span class="muted">
        {t.lastDelivery}: <Time at={h.lastAt} />
        {h.lastOk ? '' : ` (${h.lastStatusCode ?? h.lastError ?? ''})`}
      </span>
      {h.failures24h > 0 && (
        <>
          <br />
          <span class="bad-text">{t.failures24h(h.failures24h)}</span>
        </>
      )}
    </span>
  );
}

function WebhookList({ hooks, devices, health }: { hooks: HookRow[]; devices: DeviceRow[]; health: Map<string, WebhookHealth> }) {
  const t = useDashboard().var.t;
  const deviceName = new Map(devices.map((d) => [d.id, d.name]));
  return (
    <>
      <p>{t.webhooks.intro}</p>
      {devices.length > 0 ? (
        <p>
          <a class="button" href="/dashboard/webhooks/new">
            {t.webhooks.newTitle}
          </a>
        </p>
      ) : (
        <p class="alert warn">{t.webhooks.noDevice}</p>
      )}
      <div class="table-wrap">
        <Table
          rows={hooks}
          empty={t.webhooks.empty}
          columns={[
            { label: t.webhooks.url, wrap: true, cell: (w) => <a href={`/dashboard/webhooks/${w.id}`}>{w.url}</a> },
            { label: t.common.device, cell: (w) => deviceName.get(w.deviceId) ?? w.deviceId },
            { label: t.webhooks.events, wrap: true, cell: (w) => (JSON.parse(w.events) as string[]).join(', ') },
            { label: t.webhooks.health, wrap: true, cell: (w) => <HealthCell h={health.get(w.id) ?? NO_HEALTH} /> },
            {
              label: t.common.status,
              cell: (w) => (
                <>
                  <Badge label={w.enabled ? t.webhooks.enabled : t.webhooks.disabled} tone={w.enabled ? 'ok' : 'plain'} />
                  {w.hasHmacKey && (
                    <>
                      {' '}
                      <Badge label={t.webhooks.signed} tone="plain" />
                    </>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}

type NewProps = { devices: DeviceRow[]; deviceId: string; values: WebhookValues; issues: FieldIssues };

function NewWebhook({ devices, deviceId, values, issues }: NewProps) {
  const t = useDashboard().var.t;
  if (devices.length === 0) return <p class="alert warn">{t.webhooks.noDevice}</p>;
  const deviceSelect = (
    <Select
      name="deviceId"
      label={t.common.device}
      issues={issues}
      value={deviceId}
      required
      options={devices.map((d) => ({ value: d.id, label: d.name }))}
    />
  );
  return (
    <WebhookForm
      action="/dashboard/webhooks"
      values={values}
      issues={issues}
      hasKey={false}
      submit={t.webhooks.createSubmit}
      deviceSelect={deviceSelect}
    />
  );
}

async function newPage(
  c: Context<DashboardEnv>,
  deviceId: string,
  values: WebhookValues,
  issues: FieldIssues,
  status: ContentfulStatusCode = 200,
) {
  const devices = await listDevices(c.var.db, c.var.viewer.workspace.id);
  c.status(status);
  return c.render(<NewWebhook devices={devices} deviceId={deviceId} values={values} issues={issues} />, {
    title: c.var.t.webhooks.newTitle,
    active: 'webhooks',
  });
}

const deliveriesQuery = z.object({ status: z.enum(DELIVERY_STATUSES).optional(), cursor: cursorSchema.optional() });

/** The webhook's deliveries, newest first, moving live as the device's object tells of each attempt. */
function Deliveries({ id, rows, status, next }: { id: string; rows: DeliveryRow[]; status: string | undefined; next: string | null }) {
  const t = useDashboard().var.t;
  return (
    <>
      <FilterForm action={`/dashboard/webhooks/${id}`} class="row">
        <Select
          name="status"
          label={t.common.status}
          value={status}
          options={[{ value: '', label: t.common.all }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: t.deliveryStatus[s] }))]}
        />
      </FilterForm>{' '}
      <Live id="deliveries" class="table-wrap" on={`delivery:${id}`}>
        <Table
          rows={rows}
          empty={t.common.none}
          rowAttributes={(d) => ({ 'data-delivery': d.id, 'data-status': d.status, 'data-attempts': d.attempts })}
          columns={[
            {
              label: t.common.time,
              cell: (d) => (
                <a href={`/dashboard/deliveries/${d.id}`}>
                  <Time at={d.createdAt} />
                </a>
              ),
            },
            { label: t.webhooks.event, cell: (d) => <code>{d.event}</code> },
            { label: t.common.status, cell: (d) => <Badge label={t.deliveryStatus[d.status]} tone={deliveryTone(d.status)} /> },
            { label: t.webhooks.attemptsCount, cell: (d) => d.attempts },
            { label: t.webhooks.lastResult, wrap: true, cell: (d) => d.lastStatusCode ?? d.lastError ?? '—' },
          ]}
        />
      </Live>{' '}
      <Pager next={next} />
    </>
  );
}

type PageData = {
  id: string;
  hook: WebhookConfig;
  device: { id: string; name: string };
  deliveries: { rows: DeliveryRow[]; nextCursor: string | null };
  status: string | undefined;
  values?: WebhookValues | undefined;
  issues?: FieldIssues | undefined;
  notice?: string | undefined;
};

function WebhookPage(p: PageData) {
  const t = useDashboard().var.t;
  const { id, hook } = p;
  return (
    <>
      <LiveSources devices={[p.device.id]} />
      <p class="muted">
        {t.common.device}: <a href={`/dashboard/devices/${p.device.id}`}>{p.device.name}</a>
      </p>
      {hook.fromSeq !== null && <p class="muted">{t.webhooks.startsAt(hook.fromSeq)}</p>}
      {p.notice && (
        <div class="alert ok" role="status">
          {p.notice}
        </div>
      )}
      <div class="actions">
        <PostButton action={`/dashboard/webhooks/${id}/test`} label={t.webhooks.test} kind="primary" />
        <PostButton
          action={`/dashboard/webhooks/${id}/delete`}
          label={t.webhooks.delete}
          confirm={t.webhooks.deleteConfirm}
          kind="danger"
        />
      </div>
      <h2>{t.webhooks.deliveries}</h2>
      <Deliveries id={id} rows={p.deliveries.rows} status={p.status} next={p.deliveries.nextCursor} />
      <h2>{t.webhooks.editTitle}</h2>
      <WebhookForm
        action={`/dashboard/webhooks/${id}`}
        values={p.values ?? valuesOf(hook)}
        issues={p.issues ?? {}}
        hasKey={hook.hmacKey !== null}
        submit={t.webhooks.saveSubmit}
      />
    </>
  );
}

async function webhookPage(
  c: Context<DashboardEnv>,
  id: string,
  o: { values?: WebhookValues; issues?: FieldIssues; notice?: string } = {},
  status: ContentfulStatusCode = 200,
) {
  const { hook, deviceId } = await viewerWebhook(c, id);
  const device = unwrap(await deviceStub(c.env, deviceId).view(c.var.viewer.workspace.id));
  const query = validate(deliveriesQuery, queryValues(c, ['status', 'cursor']), c.var.lang);
  const filter = query.ok ? query.value : {};
  const deliveries = await listDeliveries(c.var.db, id, { limit: 25, ...filter });
  c.status(status);
  return c.render(<WebhookPage id={id} hook={hook} device={device} deliveries={deliveries} status={filter.status} {...o} />, {
    title: hook.url,
    active: 'webhooks',
  });
}

async function checked(c: Context<DashboardEnv>) {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
  return form;
}

export const webhookRoutes = createDashboard()
  .use('/webhooks', signedIn(), inWorkspace(), allow('webhooks'))
  .use('/webhooks/*', signedIn(), inWorkspace(), allow('webhooks'))
  .get('/webhooks', async (c) => {
    const ws = c.var.viewer.workspace.id;
    const [hooks, devices] = await Promise.all([workspaceWebhooks(c.var.db, ws), listDevices(c.var.db, ws)]);
    const health = await healthOf(c, hooks);
    return c.render(<WebhookList hooks={hooks} devices={devices} health={health} />, {
      title: c.var.t.webhooks.title,
      active: 'webhooks',
    });
  })
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
    if (!outcome.ok) return newPage(c, deviceId, values, { deviceId: [refusalText(outcome, c.var.lang)] }, outcome.status);
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
