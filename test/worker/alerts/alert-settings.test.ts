/**
 * The Alerts page as an owner uses it: the SMTP password is never shown again, kept as it is when
 * the field is left empty, and sealed in D1; the mail server's rules are said in the viewer's
 * language; a test email reaches the mail server on 127.0.0.1 (test/worker/global-setup.ts).
 * And the decision of when an outage is an alert, on its own.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { incidentStep } from '../../../worker/alerts/incident-policy';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { ownerSession } from '../dashboard/browser';
import { SMTP_PASSWORD, SMTP_USER } from '../global-setup';

const FORM = {
  phoneNumber: '6281299990000',
  afterMinutes: '10',
  smtpHost: '127.0.0.1',
  smtpSecurity: 'none',
  smtpUser: SMTP_USER,
  smtpFrom: 'kurir@toko.test',
};

describe('the Alerts page', () => {
  it('keeps the SMTP password sealed and never shows it, and sends a test email with it', async () => {
    const { browser, workspaceId, email } = await ownerSession();
    await browser.get('/dashboard/alerts');
    // Until set, the address is the owner's own and the wait the default.
    expect(browser.html).toContain(`value="${email}"`);
    expect(browser.html).toContain('value="5"');
    const port = String(inject('smtp').port);
    expect((await browser.post('/dashboard/alerts', { ...FORM, email, smtpPort: port, smtpPassword: SMTP_PASSWORD })).status).toBe(303);

    await browser.get('/dashboard/alerts?saved=1');
    expect(browser.html).toContain(t.alerts.saved);
    expect(browser.html).toContain(t.alerts.passwordSet);
    expect(browser.html).not.toContain(SMTP_PASSWORD);
    const stored = await env.DB.prepare('SELECT smtp_password FROM alert_settings WHERE workspace_id = ?')
      .bind(workspaceId)
      .first<{ smtp_password: string }>();
    expect(stored?.smtp_password).toMatch(/^v1\./);
    expect(stored?.smtp_password).not.toContain(SMTP_PASSWORD);

    // Saved again without typing it: the password stays, and the mail server takes it.
    expect((await browser.post('/dashboard/alerts', { ...FORM, email, smtpPort: port })).status).toBe(303);
    await browser.get('/dashboard/alerts');
    const sent = await browser.post('/dashboard/alerts/test-email', {});
    expect(sent.status).toBe(200);
    expect(browser.html).toContain(t.alerts.testSent(email));
  });

  it('says what is wrong with a mail server in Indonesian', async () => {
    const { browser } = await ownerSession();
    await browser.get('/dashboard/alerts');
    const refused = await browser.post('/dashboard/alerts', { ...FORM, smtpHost: 'smtp.example.com', smtpPort: '25', email: '' });
    expect(refused.status).toBe(400);
    expect(browser.html).toContain(t.said['alerts.port25']());
    expect(browser.html).toContain(t.said['alerts.plainOnlyLocal']());
  });
});

describe('when an outage is an alert', () => {
  const at = 1_000_000;
  const wait = 5 * 60_000;

  it('tells a logout by WhatsApp at once, and nothing of one asked for', () => {
    expect(incidentStep({ previous: 'CONNECTED', status: 'LOGGED_OUT', reason: 'logged-out', at }, null, wait)).toEqual({
      do: 'open',
      kind: 'logged-out',
      dueAt: at,
      endOpen: false,
    });
    expect(incidentStep({ previous: 'CONNECTED', status: 'LOGGED_OUT', reason: 'logout', at }, null, wait)).toEqual({ do: 'nothing' });
  });

  it('waits for a disconnection, keeps one outage across flaps, and ends it on connecting', () => {
    expect(incidentStep({ previous: 'CONNECTED', status: 'DISCONNECTED', reason: null, at }, null, wait)).toMatchObject({
      do: 'open',
      kind: 'disconnected',
      dueAt: at + wait,
    });
    const open = { kind: 'disconnected' as const, raised: true };
    expect(incidentStep({ previous: 'DISCONNECTED', status: 'CONNECTING', reason: null, at }, open, wait)).toEqual({ do: 'nothing' });
    expect(incidentStep({ previous: 'CONNECTING', status: 'DISCONNECTED', reason: null, at }, open, wait)).toEqual({ do: 'nothing' });
    expect(incidentStep({ previous: 'CONNECTING', status: 'CONNECTED', reason: null, at }, open, wait)).toEqual({ do: 'end' });
    // A logout during an outage already told is told again, as a logout: it needs a person.
    expect(incidentStep({ previous: 'DISCONNECTED', status: 'LOGGED_OUT', reason: 'logged-out', at }, open, wait)).toMatchObject({
      do: 'open',
      kind: 'logged-out',
      endOpen: true,
    });
  });
});
