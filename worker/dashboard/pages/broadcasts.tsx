/**
 * Broadcasts: the list (status, progress, counts), a broadcast's page (its progress live, pushed by
 * the device's object: sent, delivered, read, failed with the reasons, replied; its audience report
 * with the rows not sent to; its recipients), pause / resume / cancel, and a device's ban
 * protection (pace and daily cap). Owners and admins only: see `broadcasts` in members/roles.ts.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { broadcastDevice, broadcastsOf, listBroadcasts } from '../../broadcasts';
import { PACE_LIMITS_MS, RISKY_GAP_MS } from '../../broadcasts/pace';
import { attachment, recipientsCsv, SAMPLE_CSV } from '../../broadcasts/recipients-csv';
import { paceSchema } from '../../broadcasts/schemas';
import type { BroadcastDetail, RecipientView } from '../../broadcasts/views';
import { type DeviceRow, listDevices } from '../../kernel';
import { deviceStub } from '../../kernel/stub';
import { cursorSchema } from '../../shared/cursor';
import { unwrap } from '../../shared/outcome';
import { Button, Checkbox, Field, Form, IssueSummary, Live, LiveSources, Pager, Table, Time, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, queryValues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';
import { InteractiveShown, type ShownInteractive } from './broadcast-interactive';
import { newBroadcastRoutes } from './broadcast-new';
import { AudiencePanel, ProgressPanel, RecipientsPanel, StatusBadge } from './broadcast-panels';

const RECIPIENTS_PER_PAGE = 100;

const listQuery = z.object({ cursor: cursorSchema.optional() });
const recipientsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,7}$/)
    .optional(),
  status: z.enum(['QUEUED', 'IN_FLIGHT', 'SENT', 'FAILED', 'SKIPPED', 'CANCELLED']).optional(),
});

type ListItem = Awaited<ReturnType<typeof listBroadcasts>>['items'][number];

function BroadcastList({ items, devices, next }: { items: ListItem[]; devices: DeviceRow[]; next: string | null }) {
  const t = useDashboard().var.t;
  const b = t.broadcasts;
  const deviceName = new Map(devices.map((d) => [d.id, d.name]));
  return (
    <>
      <p>{b.intro}</p>
      <p>
        <a class="button" href="/dashboard/broadcasts/new">
          {b.new}
        </a>
      </p>
      <LiveSources devices={items.map((i) => i.deviceId)} />
      <Live id="broadcast-list" class="table-wrap" on="broadcast">
        <Table
          rows={items}
          empty={b.empty}
          rowAttributes={(r) => ({
            'data-broadcast': r.id,
            'data-status': r.status,
            'data-sent': r.counts.sent,
            'data-read': r.counts.read,
          })}
          columns={[
            { label: t.common.name, cell: (r) => <a href={`/dashboard/broadcasts/${r.id}`}>{r.name}</a> },
            { label: t.common.device, cell: (r) => deviceName.get(r.deviceId) ?? r.deviceId },
            { label: t.common.status, cell: (r) => <StatusBadge status={r.status} /> },
            { label: b.progress, cell: (r) => b.ofTotal(r.counts.sent, r.counts.total) },
            { label: b.counts.delivered, cell: (r) => r.counts.delivered },
            { label: b.counts.read, cell: (r) => r.counts.read },
            { label: b.counts.failed, cell: (r) => r.counts.failed },
            { label: b.counts.replied, cell: (r) => r.counts.replied },
            { label: t.common.created, cell: (r) => <Time at={Date.parse(r.createdAt)} /> },
          ]}
        />
      </Live>
      <Pager next={next} />
    </>
  );
}

function DetailPage({
  d,
  recipients,
  status,
}: {
  d: BroadcastDetail;
  recipients: { items: RecipientView[]; next: number | null };
  status: string | undefined;
}) {
  const t = useDashboard().var.t;
  const b = t.broadcasts;
  return (
    <>
      <LiveSources devices={[d.deviceId]} />
      <ProgressPanel d={d} />
      <section class="card">
        <h2>{b.message}</h2>
        {d.message.media && <p>{b.mediaFile(d.message.media.type, d.message.media.mimeType, d.message.media.fileName)}</p>}
        {d.message.interactive ? (
          // The campaign's own payload, as the API's schema let it in at creation (the view types it as a plain record).
          <InteractiveShown m={d.message.interactive as ShownInteractive} />
        ) : (
          <pre class="wrap">{d.message.text ?? ''}</pre>
        )}
        <dl class="facts">
          {d.scheduledAt && (
            <>
              <dt>{b.scheduledFor}</dt>
              <dd>
                <Time at={Date.parse(d.scheduledAt)} />
              </dd>
            </>
          )}
          <dt>{t.common.created}</dt>
          <dd>
            <Time at={Date.parse(d.createdAt)} />
          </dd>
        </dl>
      </section>
      <AudiencePanel d={d} />
      <p>
        <a class="button secondary" href={`/dashboard/broadcasts/${d.id}/recipients.csv`} download>
          {t.campaigns.recipientsCsv}
        </a>
      </p>
      <RecipientsPanel
        id={d.id}
        items={recipients.items}
        next={recipients.next === null ? null : String(recipients.next)}
        status={status}
      />
    </>
  );
}

async function detailPage(c: Context<DashboardEnv>, id: string) {
  const ws = c.var.viewer.workspace.id;
  const device = await broadcastDevice(c.var.db, c.env, ws, id);
  const query = validate(recipientsQuery, queryValues(c, ['cursor', 'status']), c.var.lang);
  const q = query.ok ? query.value : {};
  const [d, recipients] = await Promise.all([
    broadcastsOf(device).broadcast(ws, id, true).then(unwrap),
    broadcastsOf(device)
      .broadcastRecipients(ws, id, q.status ?? null, q.cursor ? Number(q.cursor) : -1, RECIPIENTS_PER_PAGE)
      .then(unwrap),
  ]);
  c.status(query.ok ? 200 : 400);
  return c.render(<DetailPage d={d} recipients={recipients} status={q.status} />, { title: d.name, active: 'broadcasts' });
}

/** The gaps as a person types them, in seconds (the API's settings are in milliseconds). */
type PaceValues = { paceMin: string; paceMax: string; dailyCap: string; acceptRisk: boolean };

/** Milliseconds as seconds in the viewer's writing: 4000 → "4", 2500 → "2,5" (id) or "2.5" (en). */
const secondsOf = (ms: number, lang: string) => (ms / 1000).toLocaleString(lang === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 3 });

/** Seconds typed with a comma or a point, as milliseconds; NaN when it is not a number. */
const msOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Math.round(Number(typed.trim().replace(',', '.')) * 1000));

function PacePage(p: { deviceId: string; v: PaceValues; issues: FieldIssues; saved: boolean; risky: boolean }) {
  const { t, lang } = useDashboard().var;
  const s = t.broadcasts.settings;
  const { v, issues } = p;
  const limit = secondsOf(RISKY_GAP_MS, lang);
  return (
    <>
      <p>{s.intro}</p>
      {p.saved && (
        <div class="alert ok" role="status">
          {s.saved}
        </div>
      )}
      {p.risky && (
        <div class="alert warn" role="alert" data-risky-pace>
          {s.risky(limit)}
        </div>
      )}
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action={`/dashboard/broadcasts/pace/${p.deviceId}`} class="card" novalidate>
        <Field name="paceMin" label={s.min} issues={issues} value={v.paceMin} inputmode="text" hint={s.gapHint} required />
        <Field name="paceMax" label={s.max} issues={issues} value={v.paceMax} inputmode="text" required />
        <Field name="dailyCap" label={s.cap} issues={issues} type="number" value={v.dailyCap} min={1} required />
        <div class="checks">
          <Checkbox name="acceptRisk" checked={v.acceptRisk}>
            {s.accept}
          </Checkbox>
        </div>
        <Button>{s.save}</Button>
      </Form>
    </>
  );
}

async function pacePage(c: Context<DashboardEnv>, deviceId: string, values: PaceValues | null, issues: FieldIssues, saved = false) {
  const pace = unwrap(await broadcastsOf(deviceStub(c.env, deviceId)).broadcastPace(c.var.viewer.workspace.id));
  const v = values ?? {
    paceMin: secondsOf(pace.paceMinMs, c.var.lang),
    paceMax: secondsOf(pace.paceMaxMs, c.var.lang),
    dailyCap: String(pace.dailyCap),
    acceptRisk: false,
  };
  c.status(Object.keys(issues).length ? 400 : 200);
  const risky = pace.paceMinMs < RISKY_GAP_MS;
  return c.render(<PacePage deviceId={deviceId} v={v} issues={issues} saved={saved} risky={risky} />, {
    title: c.var.t.broadcasts.settings.title,
    active: 'broadcasts',
  });
}

export const broadcastRoutes = createDashboard()
  .use('/broadcasts', signedIn(), inWorkspace(), allow('broadcasts'))
  .use('/broadcasts/*', signedIn(), inWorkspace(), allow('broadcasts'))
  .get('/broadcasts', async (c) => {
    const ws = c.var.viewer.workspace.id;
    const query = validate(listQuery, queryValues(c, ['cursor']), c.var.lang);
    const [devices, list] = await Promise.all([
      listDevices(c.var.db, ws),
      listBroadcasts(c.var.db, ws, { limit: 50, ...(query.ok ? query.value : {}) }),
    ]);
    c.status(query.ok ? 200 : 400);
    return c.render(<BroadcastList items={list.items} devices={devices} next={list.nextCursor} />, {
      title: c.var.t.broadcasts.title,
      active: 'broadcasts',
    });
  })
  .route('/', newBroadcastRoutes)
  .get('/broadcasts/sample.csv', (c) =>
    c.body(SAMPLE_CSV, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment('kurir-sample.csv') }),
  )
  .get('/broadcasts/:id/recipients.csv', async (c) => {
    const ws = c.var.viewer.workspace.id;
    const id = c.req.param('id');
    const device = await broadcastDevice(c.var.db, c.env, ws, id);
    const stream = recipientsCsv((after, limit) => broadcastsOf(device).broadcastRecipients(ws, id, null, after, limit));
    return c.body(stream, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachment(`${id}-recipients.csv`) });
  })
  .get('/broadcasts/pace/:deviceId', (c) => pacePage(c, c.req.param('deviceId'), null, {}))
  .post('/broadcasts/pace/:deviceId', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const deviceId = c.req.param('deviceId');
    const values = {
      paceMin: form.get('paceMin'),
      paceMax: form.get('paceMax'),
      dailyCap: form.get('dailyCap'),
      acceptRisk: form.has('acceptRisk'),
    };
    const s = c.var.t.broadcasts.settings;
    const current = unwrap(await broadcastsOf(deviceStub(c.env, deviceId)).broadcastPace(c.var.viewer.workspace.id));
    const [paceMinMs, paceMaxMs] = [msOf(values.paceMin), msOf(values.paceMax)];
    const checked = validate(
      paceSchema,
      { paceMinMs, paceMaxMs, dailyCap: Number(values.dailyCap || Number.NaN), utcOffsetMinutes: current.utcOffsetMinutes },
      c.var.lang,
    );
    // The schema names the API's fields in milliseconds; the form's are in seconds.
    const issues: FieldIssues = {};
    if (!checked.ok) {
      for (const [field, said] of Object.entries(checked.issues)) {
        const name = field === 'paceMinMs' ? 'paceMin' : field === 'paceMaxMs' ? 'paceMax' : field;
        issues[name] = [...(issues[name] ?? []), ...said];
      }
    }
    for (const [name, ms] of [
      ['paceMin', paceMinMs],
      ['paceMax', paceMaxMs],
    ] as const) {
      if (Number.isNaN(ms)) issues[name] = [s.notSeconds];
      else if (ms < PACE_LIMITS_MS.min || ms > PACE_LIMITS_MS.max) {
        issues[name] = [s.range(secondsOf(PACE_LIMITS_MS.min, c.var.lang), secondsOf(PACE_LIMITS_MS.max, c.var.lang))];
      }
    }
    if (!issues.paceMin && paceMinMs < RISKY_GAP_MS && !values.acceptRisk) {
      issues.paceMin = [s.acceptNeeded(secondsOf(RISKY_GAP_MS, c.var.lang))];
    }
    if (!checked.ok || Object.keys(issues).length > 0) return pacePage(c, deviceId, values, issues);
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
