/**
 * Devices: the list (status in words and colour, phone number, last change), adding one, and a
 * device's page, where it links (the QR, refreshed live, replaced by "Terhubung" the moment the
 * scan succeeds), links by pairing code instead, logs out, links again, or is deleted, and shows
 * its number's health and options (`device-health.tsx`). Every action is the device object's RPC,
 * as the management interface calls it.
 */
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CallSettings } from '../../calls/call-settings';
import { type DeviceRow, type DeviceView, deviceStub, listDevices } from '../../kernel';
import type { NumberHealthView } from '../../number-health/number-health';
import type { RatingSettings } from '../../ratings/rating-settings';
import { HttpError } from '../../shared/errors';
import { phoneNumberSchema, strictObject, textSchema } from '../../shared/fields';
import { newId } from '../../shared/ids';
import { unwrap } from '../../shared/outcome';
import { workspaceWebhooks } from '../../webhooks/webhooks';
import {
  Badge,
  Button,
  deviceTone,
  Field,
  Form,
  IssueSummary,
  Live,
  LiveSources,
  PostButton,
  Table,
  Time,
  useDashboard,
} from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, refusalText, validate } from '../forms';
import { qrSvg } from '../qr';
import { allow, inWorkspace, signedIn } from '../session';
import { ChartAssets } from './chart-figure';
import { CallsPanel } from './device-calls';
import { type HealthForms, HealthPanel, OptionsPanel } from './device-health';
import { OfflineState } from './device-offline';
import { RatingPanel } from './device-rating';
import { type Pairing, PairingPanel } from './pairing-panel';

const nameSchema = strictObject({ name: textSchema(1, 100) });
const pairingSchema = strictObject({ phoneNumber: phoneNumberSchema });

/** The device's object, for the viewer's workspace (another workspace's device is a 404). */
export async function viewerDevice(c: Context<DashboardEnv>, id: string): Promise<DeviceView> {
  return unwrap(await deviceStub(c.env, id).view(c.var.viewer.workspace.id));
}

function StatusBadge({ status }: { status: string }) {
  const t = useDashboard().var.t;
  return <Badge label={t.status[status as keyof typeof t.status] ?? status} tone={deviceTone(status)} />;
}

/** "Mencoba lagi dalam 12 dtk", counted down by the page's script, as the device's own page says it. */
function RetryIn({ at }: { at: number }) {
  const o = useDashboard().var.t.offline;
  return (
    <span class="muted retry-in">
      {o.retryingIn} <span data-countdown={String(at)}>{Math.max(0, Math.ceil((at - Date.now()) / 1000))}</span> {o.seconds}
    </span>
  );
}

/**
 * When each disconnected device tries again, by id. The wait is the device object's alone (a
 * schedule, not a change D1 copies), so each such device's object is asked; a workspace has a few.
 */
async function retryTimes(c: Context<DashboardEnv>, rows: DeviceRow[]): Promise<Map<string, number>> {
  const waiting = rows.filter((d) => d.status === 'DISCONNECTED');
  const views = await Promise.all(waiting.map((d) => deviceStub(c.env, d.id).view(c.var.viewer.workspace.id)));
  return new Map(views.flatMap((v) => (v.ok && v.value.retryAt !== null ? [[v.value.id, v.value.retryAt] as const] : [])));
}

function DeviceList({
  rows,
  retries,
  name,
  issues,
}: {
  rows: DeviceRow[];
  retries: Map<string, number>;
  name: string;
  issues: FieldIssues;
}) {
  const t = useDashboard().var.t;
  return (
    <>
      <LiveSources devices={rows.map((d) => d.id)} />
      <Live id="devices-list" class="table-wrap" on="device" from="/dashboard/devices">
        <Table
          rows={rows}
          empty={t.devices.empty}
          columns={[
            { label: t.common.name, cell: (d) => <a href={`/dashboard/devices/${d.id}`}>{d.name}</a> },
            {
              label: t.common.status,
              cell: (d) => {
                const at = retries.get(d.id);
                return (
                  <>
                    <StatusBadge status={d.status} />
                    {at !== undefined && (
                      <>
                        {' '}
                        <RetryIn at={at} />
                      </>
                    )}
                  </>
                );
              },
            },
            { label: t.devices.phone, cell: (d) => d.phoneNumber ?? '—' },
            { label: t.devices.lastChange, cell: (d) => <Time at={d.updatedAt} /> },
          ]}
        />
      </Live>
      <h2>{t.devices.addTitle}</h2>
      <IssueSummary issues={issues} text={t.common.fixErrors} />
      <Form action="/dashboard/devices" class="card" novalidate>
        <Field name="name" label={t.common.name} issues={issues} value={name} required />
        <Button>{t.devices.addSubmit}</Button>
      </Form>
    </>
  );
}

async function listPage(c: Context<DashboardEnv>, name: string, issues: FieldIssues, status: ContentfulStatusCode = 200) {
  const rows = await listDevices(c.var.db, c.var.viewer.workspace.id);
  const retries = await retryTimes(c, rows);
  c.status(status);
  return c.render(<DeviceList rows={rows} retries={retries} name={name} issues={issues} />, {
    title: c.var.t.devices.title,
    active: 'devices',
  });
}

/**
 * The WhatsApp emulator's control API, when the worker runs locally beside one (`npm start` with
 * KURIR_ENGINE=emulator): only then does a device's page offer its phone's scan.
 */
function emulatorUrl(env: Env): string | null {
  // Typed as wrangler.toml's empty default; npm start sets it with --var.
  const url: string = env.EMULATOR_URL;
  return env.LOCAL_DEV === 'true' && url ? url.replace(/\/$/, '') : null;
}

/** What the device shows now: the QR to scan, "Terhubung", or its status; and the actions that go with it. */
function LinkPanel({ d, qr }: { d: DeviceView; qr: string | null }) {
  const c = useDashboard();
  const t = c.var.t;
  const here = `/dashboard/devices/${d.id}`;
  const emulator = emulatorUrl(c.env) !== null;
  return (
    <Live id="link-panel" as="section" class="card" on="device" from={here} aria-live="polite">
      {d.status === 'QR' && qr ? (
        <>
          <h2>{t.devices.scanTitle}</h2>
          <div class="qr">
            {raw(qr)}
            <p class="hint">{t.devices.scanHint}</p>
          </div>
          {emulator && (
            <div class="actions">
              <PostButton action={`${here}/emulator-scan`} label={t.devices.emulatorScan} kind="primary" />
              <p class="hint">{t.devices.emulatorScanHint}</p>
            </div>
          )}
        </>
      ) : d.status === 'CONNECTED' ? (
        <p class="linked">
          <StatusBadge status={d.status} /> {d.phoneNumber ? t.devices.connectedAs(d.phoneNumber) : ''}
        </p>
      ) : d.status === 'CONNECTING' ? (
        <p>
          <StatusBadge status={d.status} /> {t.devices.waiting}
        </p>
      ) : (
        <>
          <p>
            <StatusBadge status={d.status} />
          </p>
          <OfflineState d={d} now={Date.now()} />
        </>
      )}
      {/* The buttons belong to the status (log out while linked, link again once logged out): they change with it. */}
      <div class="actions">
        {d.status === 'LOGGED_OUT' ? (
          <PostButton action={`${here}/connect`} label={t.devices.reconnect} kind="primary" />
        ) : (
          <PostButton action={`${here}/logout`} label={t.devices.logout} confirm={t.devices.logoutConfirm} />
        )}
        <PostButton action={`${here}/delete`} label={t.devices.delete} confirm={t.devices.deleteConfirm} kind="danger" />
      </div>
    </Live>
  );
}

type Hook = { id: string; url: string; enabled: boolean };
type DevicePageProps = { d: DeviceView; qr: string | null; hooks: Hook[]; o: Pairing; h: NumberHealthView; forms: HealthForms } & {
  rating: RatingSettings;
  calls: CallSettings;
};

function DevicePage({ d, qr, hooks, o, h, forms, rating, calls }: DevicePageProps) {
  const t = useDashboard().var.t;
  return (
    <>
      <ChartAssets />
      <LiveSources devices={[d.id]} />
      <LinkPanel d={d} qr={qr} />
      <Live id="device-facts" class="card" on="device" from={`/dashboard/devices/${d.id}`}>
        <dl class="facts">
          <dt>{t.devices.id}</dt>
          <dd>
            <code>{d.id}</code>
          </dd>
          <dt>{t.devices.phone}</dt>
          <dd>{d.phoneNumber ?? '—'}</dd>
          <dt>{t.devices.lastChange}</dt>
          <dd>
            <Time at={d.updatedAt} />
          </dd>
          <dt>{t.common.created}</dt>
          <dd>
            <Time at={d.createdAt} />
          </dd>
        </dl>
      </Live>
      <PairingPanel d={d} o={o} id="pairing" from={`/dashboard/devices/${d.id}`} action={`/dashboard/devices/${d.id}/pairing-code`} />
      <HealthPanel d={d} h={h} forms={forms} />
      <OptionsPanel d={d} forms={forms} />
      <RatingPanel d={d} settings={rating} form={forms.rating} saved={forms.saved === 'rating'} />
      <CallsPanel d={d} settings={calls} refused={forms.calls} saved={forms.saved === 'calls'} />
      <h2>{t.devices.webhooks}</h2>
      <ul>
        {hooks.map((w) => (
          <li>
            <a href={`/dashboard/webhooks/${w.id}`}>{w.url}</a>{' '}
            <Badge label={w.enabled ? t.webhooks.enabled : t.webhooks.disabled} tone={w.enabled ? 'ok' : 'plain'} />
          </li>
        ))}
      </ul>
      <p>
        <a class="button secondary" href={`/dashboard/webhooks/new?deviceId=${d.id}`}>
          {t.devices.addWebhook}
        </a>
      </p>
    </>
  );
}

/** `?saved=warmup|options|rating|calls`: a form of the page was just saved (it redirects here), which its panel says. */
const savedForm = (c: Context<DashboardEnv>) => {
  const saved = c.req.query('saved');
  return saved === 'warmup' || saved === 'options' || saved === 'rating' || saved === 'calls' ? saved : undefined;
};

export async function devicePage(
  c: Context<DashboardEnv>,
  d: DeviceView,
  o: Pairing = {},
  status: ContentfulStatusCode = 200,
  forms: HealthForms = { saved: savedForm(c) },
) {
  const ws = c.var.viewer.workspace.id;
  const stub = deviceStub(c.env, d.id);
  const [hooks, h, rating, calls] = await Promise.all([
    workspaceWebhooks(c.var.db, ws).then((all) => all.filter((w) => w.deviceId === d.id)),
    stub.numberHealth(ws).then((outcome) => unwrap(outcome)),
    stub.ratingSettings(ws).then((outcome) => unwrap(outcome)),
    stub.callSettings(ws).then((outcome) => unwrap(outcome)),
  ]);
  const qr = d.status === 'QR' && d.qr ? await qrSvg(d.qr, c.var.t.devices.qrLabel) : null;
  c.status(status);
  const page = <DevicePage d={d} qr={qr} hooks={hooks} o={o} h={h} forms={forms} rating={rating} calls={calls} />;
  return c.render(page, { title: d.name, active: 'devices' });
}

async function act(c: Context<DashboardEnv>): Promise<void> {
  const form = await readForm(c);
  await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
}

export const deviceRoutes = createDashboard()
  .use('/devices', signedIn(), inWorkspace(), allow('devices'))
  .use('/devices/*', signedIn(), inWorkspace(), allow('devices'))
  .get('/devices', (c) => listPage(c, '', {}))
  .post('/devices', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const checked = validate(nameSchema, { name: form.get('name') }, c.var.lang);
    if (!checked.ok) return listPage(c, form.get('name'), checked.issues, 400);
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
    if (!outcome.ok) return devicePage(c, device, { phoneNumber, issues: { _: [refusalText(outcome, c.var.lang)] } }, outcome.status);
    return devicePage(c, await viewerDevice(c, device.id), { code: outcome.value.code, phoneNumber });
  })
  .post('/devices/:id/emulator-scan', async (c) => {
    await act(c);
    const emulator = emulatorUrl(c.env);
    if (!emulator) throw new HttpError(404, 'no WhatsApp emulator runs beside this worker');
    const device = await viewerDevice(c, c.req.param('id'));
    if (device.status !== 'QR' || !device.qr) throw new HttpError(409, `the device shows no QR now (status ${device.status})`);
    // The emulator's phone scans the QR the device shows: a new account, linked as a person links one.
    const res = await fetch(`${emulator}/sim/scan`, { method: 'POST', body: JSON.stringify({ qr: device.qr }) });
    if (res.status !== 201) throw new HttpError(502, `the emulator could not scan the QR: ${(await res.text()).slice(0, 200)}`);
    return c.redirect(`/dashboard/devices/${device.id}`, 303);
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
  .post('/devices/:id/retry', async (c) => {
    await act(c);
    const id = (await viewerDevice(c, c.req.param('id'))).id;
    unwrap(await deviceStub(c.env, id).reconnectNow(c.var.viewer.workspace.id));
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
