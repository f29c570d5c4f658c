/**
 * Alerts: where the workspace's device alerts go (the owner's WhatsApp number, an email address),
 * after how long a disconnected device is one, and the mail server the worker sends email through.
 * Owners and admins, who see the banner. Saving tells each device's object the new wait; a test
 * email shows at once whether the mail server takes it.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessage } from '../../../protocol';
import {
  type AlertSettings,
  alertSettingsSchema,
  NO_SETTINGS,
  passwordReadable,
  readAlertSettings,
  SMTP_SECURITY,
  saveAlertSettings,
  sendingSettings,
  smtpMailer,
} from '../../alerts';
import { deviceStub, listDevices } from '../../kernel';
import { Button, Checkbox, Field, Form, IssueSummary, Select, useDashboard } from '../components';
import { CSRF_FIELD, checkToken } from '../csrf';
import { createDashboard, type DashboardEnv } from '../env';
import { type FieldIssues, readForm, validate } from '../forms';
import { allow, inWorkspace, signedIn } from '../session';

const FIELDS = ['phoneNumber', 'email', 'afterMinutes', 'smtpHost', 'smtpPort', 'smtpSecurity', 'smtpUser', 'smtpFrom'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function valuesOf(s: Omit<AlertSettings, 'lang' | 'timeZone' | 'baseUrl'>, email: string): Values {
  return {
    phoneNumber: s.phoneNumber ?? '',
    email: s.email ?? email,
    afterMinutes: String(s.afterMinutes),
    smtpHost: s.smtp?.host ?? '',
    smtpPort: s.smtp ? String(s.smtp.port) : '',
    smtpSecurity: s.smtp?.security ?? 'starttls',
    smtpUser: s.smtp?.user ?? '',
    smtpFrom: s.smtp?.from ?? '',
  };
}

type Notice = { kind: 'ok' | 'error'; text: string };
type PageProps = { v: Values; issues: FieldIssues; hasPassword: boolean; unreadable: boolean; notice: Notice | null };

function AlertsPage(p: PageProps) {
  const { t } = useDashboard().var;
  const a = t.alerts;
  const security = SMTP_SECURITY.map((s) => ({ value: s, label: a.security[s] }));
  return (
    <>
      <p>{a.intro}</p>
      {p.notice && (
        <div class={`alert ${p.notice.kind}`} role={p.notice.kind === 'ok' ? 'status' : 'alert'}>
          {p.notice.text}
        </div>
      )}
      <IssueSummary issues={p.issues} text={t.common.fixErrors} />
      <Form action="/dashboard/alerts" novalidate>
        <h2>{a.where}</h2>
        <Field
          name="phoneNumber"
          label={a.phone}
          hint={a.phoneHint}
          type="tel"
          inputmode="numeric"
          value={p.v.phoneNumber}
          issues={p.issues}
        />
        <Field name="email" label={a.email} hint={a.emailHint} type="email" value={p.v.email} issues={p.issues} />
        <Field
          name="afterMinutes"
          label={a.afterMinutes}
          hint={a.afterHint}
          type="number"
          min={1}
          max={1440}
          value={p.v.afterMinutes}
          issues={p.issues}
          required
        />
        <h2>{a.smtpTitle}</h2>
        <p class="hint">{a.smtpIntro}</p>
        <Field name="smtpHost" label={a.smtpHost} value={p.v.smtpHost} issues={p.issues} />
        <Field name="smtpPort" label={a.smtpPort} type="number" min={1} max={65535} value={p.v.smtpPort} issues={p.issues} />
        <Select name="smtpSecurity" label={a.smtpSecurity} options={security} value={p.v.smtpSecurity} issues={p.issues} />
        <Field name="smtpUser" label={a.smtpUser} value={p.v.smtpUser} issues={p.issues} autocomplete="off" />
        <Field
          name="smtpPassword"
          label={a.smtpPassword}
          type="password"
          autocomplete="new-password"
          hint={p.unreadable ? a.passwordUnreadable : p.hasPassword ? a.passwordSet : undefined}
          issues={p.issues}
        />
        {p.hasPassword && (
          <div class="checks">
            <Checkbox name="removePassword" value="on" checked={false}>
              {a.removePassword}
            </Checkbox>
          </div>
        )}
        <Field name="smtpFrom" label={a.smtpFrom} type="email" value={p.v.smtpFrom} issues={p.issues} />
        <Button>{a.save}</Button>
      </Form>
      <Form action="/dashboard/alerts/test-email">
        <Button kind="secondary">{a.testEmail}</Button>
      </Form>
    </>
  );
}

async function alertsPage(c: Context<DashboardEnv>, o: Partial<PageProps> = {}, status: ContentfulStatusCode = 200) {
  const ws = c.var.viewer.workspace.id;
  const stored = (await readAlertSettings(c.var.db, ws)) ?? NO_SETTINGS;
  const unreadable = !(await passwordReadable(c.var.db, c.env.ADMIN_TOKEN, ws));
  const props: PageProps = {
    v: o.v ?? valuesOf(stored, c.var.viewer.session.account?.email ?? ''),
    issues: o.issues ?? {},
    hasPassword: stored.hasPassword,
    unreadable,
    notice: o.notice ?? null,
  };
  c.status(status);
  return c.render(<AlertsPage {...props} />, { title: c.var.t.alerts.title, active: 'alerts' });
}

export const alertsPages = createDashboard()
  .use('/alerts', signedIn(), inWorkspace(), allow('devices'))
  .use('/alerts/*', signedIn(), inWorkspace(), allow('devices'))
  .get('/alerts', (c) => alertsPage(c, c.req.query('saved') === '1' ? { notice: { kind: 'ok', text: c.var.t.alerts.saved } } : {}))
  .post('/alerts', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const input = Object.fromEntries(FIELDS.map((name) => [name, form.get(name)])) as Values;
    const raw = { ...input, smtpPassword: form.get('smtpPassword'), removePassword: form.get('removePassword') || undefined };
    const checked = validate(alertSettingsSchema(c.env.LOCAL_DEV === 'true'), raw, c.var.lang);
    if (!checked.ok) return alertsPage(c, { v: input, issues: checked.issues }, 400);
    const ws = c.var.viewer.workspace.id;
    const viewer = { lang: c.var.lang, timeZone: c.var.timeZone, baseUrl: new URL(c.req.url).origin };
    const saved = await saveAlertSettings(c.var.db, c.env.ADMIN_TOKEN, ws, checked.value, viewer);
    // Each device's object keeps the wait it counts an open disconnection against.
    const devices = await listDevices(c.var.db, ws);
    await Promise.all(devices.map((d) => deviceStub(c.env, d.id).alertWaitChanged(ws, saved.afterMinutes * 60_000)));
    return c.redirect('/dashboard/alerts?saved=1', 303);
  })
  .post('/alerts/test-email', async (c) => {
    const form = await readForm(c);
    await checkToken(c, c.var.session.csrfToken, form.get(CSRF_FIELD));
    const a = c.var.t.alerts;
    const s = await sendingSettings(c.var.db, c.env.ADMIN_TOKEN, c.var.viewer.workspace.id);
    if (!s?.email || !s.smtp) return alertsPage(c, { notice: { kind: 'error', text: a.testNeeds } }, 409);
    if (s.passwordUnreadable) return alertsPage(c, { notice: { kind: 'error', text: a.passwordUnreadable } }, 409);
    const n = a.notice;
    try {
      await smtpMailer(s.smtp, s.password, { to: s.email, subject: n.testSubject, text: n.testBody });
    } catch (error) {
      return alertsPage(c, { notice: { kind: 'error', text: a.testFailed(errorMessage(error).slice(0, 300)) } }, 502);
    }
    return alertsPage(c, { notice: { kind: 'ok', text: a.testSent(s.email) } });
  });
