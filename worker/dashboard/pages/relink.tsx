/**
 * The page an alert's one-time link opens: one device's linking (its QR, a pairing code, "link
 * again" after a logout), without signing in. Opening the link (GET) only asks to continue, so a
 * mail scanner or a chat's link preview that fetches it uses nothing; continuing (POST) uses the
 * link, once, and gives this browser a short session of its own (`RELINK_COOKIE`, sent to these
 * paths only) for this device and nothing else. A link used, expired, or whose device is connected
 * again answers 410.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { raw } from 'hono/html';
import { openRelinkLink, RELINK_COOKIE, RELINK_PATH, type RelinkSession, readRelinkSession, useRelinkLink } from '../../alerts';
import { type DeviceView, deviceStub } from '../../kernel';
import { HttpError } from '../../shared/errors';
import { phoneNumberSchema, strictObject } from '../../shared/fields';
import { unwrap } from '../../shared/outcome';
import { Button, Form, Live, useDashboard } from '../components';
import { LinkGone } from '../components/link-gone';
import { CSRF_FIELD, checkFormToken, checkToken, formToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { readForm, refusalText, validate } from '../forms';
import { qrSvg } from '../qr';
import { cookieOptions } from '../session';
import { type Pairing, PairingPanel } from './pairing-panel';

const pairingSchema = strictObject({ phoneNumber: phoneNumberSchema });
const HERE = `${RELINK_PATH}/device`;

const relinkCookie = (c: Context<DashboardEnv>) => ({ ...cookieOptions(c), path: RELINK_PATH, sameSite: 'Strict' as const });

function gone(c: Context<DashboardEnv>, text: string) {
  c.status(410);
  return c.render(<LinkGone text={text} />, { title: c.var.t.alerts.title, bare: true });
}

function ContinuePage({ token, name, formTokenValue }: { token: string; name: string; formTokenValue: string }) {
  const r = useDashboard().var.t.alerts.relink;
  return (
    <>
      <p>{r.intro}</p>
      <Form action={RELINK_PATH} token={formTokenValue}>
        <input type="hidden" name="token" value={token} />
        <Button>{r.continue}</Button>
      </Form>
      <p class="hint">{name}</p>
    </>
  );
}

function DevicePage({ d, qr, csrf, o }: { d: DeviceView; qr: string | null; csrf: string; o: Pairing }) {
  const { t } = useDashboard().var;
  const r = t.alerts.relink;
  return (
    <>
      <p class="hint">{r.onlyThis}</p>
      <div hidden hx-ext="ws" ws-connect={`${RELINK_PATH}/live`} />
      <Live id="relink-panel" as="section" class="card" on="device" from={HERE} aria-live="polite">
        {d.status === 'CONNECTED' ? (
          <div class="alert ok" role="status">
            {r.connected}
          </div>
        ) : d.status === 'QR' && qr ? (
          <>
            <h2>{t.devices.scanTitle}</h2>
            <div class="qr">
              {raw(qr)}
              <p class="hint">{t.devices.scanHint}</p>
            </div>
          </>
        ) : d.status === 'LOGGED_OUT' ? (
          <Form action={`${RELINK_PATH}/connect`} token={csrf}>
            <Button>{t.devices.reconnect}</Button>
          </Form>
        ) : (
          <p>{t.status[d.status]}</p>
        )}
      </Live>
      <PairingPanel d={d} o={o} id="relink-pairing" from={HERE} action={`${RELINK_PATH}/pairing-code`} token={csrf} />
    </>
  );
}

/** The browser's relink session, or null (none, or over). */
async function sessionOf(c: Context<DashboardEnv>): Promise<RelinkSession | null> {
  const token = getCookie(c, RELINK_COOKIE);
  return token ? readRelinkSession(c.var.db, token) : null;
}

async function devicePage(c: Context<DashboardEnv>, s: RelinkSession, o: Pairing = {}) {
  const d = unwrap(await deviceStub(c.env, s.deviceId).view(s.workspaceId));
  const qr = d.status === 'QR' && d.qr ? await qrSvg(d.qr, c.var.t.devices.qrLabel) : null;
  return c.render(<DevicePage d={d} qr={qr} csrf={s.csrfToken} o={o} />, { title: c.var.t.alerts.relink.title(d.name), bare: true });
}

/** An action of the session's page: the session, after its CSRF token. */
async function acting(c: Context<DashboardEnv>): Promise<{ s: RelinkSession; form: Awaited<ReturnType<typeof readForm>> }> {
  const form = await readForm(c);
  const s = await sessionOf(c);
  if (!s) throw new HttpError(410, 'this linking page has closed');
  await checkToken(c, s.csrfToken, form.get(CSRF_FIELD));
  return { s, form };
}

export const relinkPages = createDashboard()
  .get('/relink', async (c) => {
    const token = c.req.query('token') ?? '';
    const target = await openRelinkLink(c.var.db, token);
    if (!target) return gone(c, c.var.t.alerts.relink.gone);
    const d = unwrap(await deviceStub(c.env, target.deviceId).view(target.workspaceId));
    return c.render(<ContinuePage token={token} name={d.name} formTokenValue={formToken(c)} />, {
      title: c.var.t.alerts.relink.title(d.name),
      bare: true,
    });
  })
  .post('/relink', async (c) => {
    const form = await readForm(c);
    await checkFormToken(c, form.get(CSRF_FIELD));
    const used = await useRelinkLink(c.var.db, form.get('token'));
    if (!used) return gone(c, c.var.t.alerts.relink.gone);
    setCookie(c, RELINK_COOKIE, used.session, { ...relinkCookie(c), expires: new Date(used.expiresAt) });
    return c.redirect(HERE, 303);
  })
  .get('/relink/device', async (c) => {
    const s = await sessionOf(c);
    if (!s) {
      deleteCookie(c, RELINK_COOKIE, relinkCookie(c));
      return gone(c, c.var.t.alerts.relink.ended);
    }
    return devicePage(c, s);
  })
  .post('/relink/connect', async (c) => {
    const { s } = await acting(c);
    unwrap(await deviceStub(c.env, s.deviceId).relink(s.workspaceId));
    return c.redirect(HERE, 303);
  })
  .post('/relink/pairing-code', async (c) => {
    const { s, form } = await acting(c);
    const phoneNumber = form.get('phoneNumber');
    const checked = validate(pairingSchema, { phoneNumber }, c.var.lang);
    if (!checked.ok) {
      c.status(400);
      return devicePage(c, s, { phoneNumber, issues: checked.issues });
    }
    const outcome = await deviceStub(c.env, s.deviceId).requestPairingCode(s.workspaceId, checked.value.phoneNumber);
    if (!outcome.ok) {
      c.status(outcome.status);
      return devicePage(c, s, { phoneNumber, issues: { _: [refusalText(outcome, c.var.lang)] } });
    }
    return devicePage(c, s, { code: outcome.value.code, phoneNumber });
  })
  .get('/relink/live', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'this path answers a WebSocket upgrade only');
    if (c.req.header('Origin') !== new URL(c.req.url).origin) throw new HttpError(403, 'a live view opens only from the dashboard itself');
    const s = await sessionOf(c);
    if (!s) throw new HttpError(410, 'this linking page has closed');
    return deviceStub(c.env, s.deviceId).fetch(`https://device/devices/${s.deviceId}/live`, {
      headers: { Upgrade: 'websocket', 'X-Kurir-Workspace': s.workspaceId },
    });
  });
