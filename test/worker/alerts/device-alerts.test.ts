/**
 * The owner hears of a device down: a logout by WhatsApp at once, a disconnection once it outlasts
 * the workspace's wait (on the device's test clock); by the banner on every page of an owner or
 * admin, a WhatsApp message from another connected device of the workspace, and an email through
 * a mail server on 127.0.0.1 (test/worker/global-setup.ts). Each carries its own one-time link to
 * the device's linking page, which works once.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import type { Frame, SendParams } from '../../../protocol';
import { IncidentStore } from '../../../worker/alerts/incident-store';
import { en } from '../../../worker/dashboard/i18n/en';
import { id as t } from '../../../worker/dashboard/i18n/id';
import { Browser, ownerSession } from '../dashboard/browser';
import { SMTP_PASSWORD, SMTP_USER } from '../global-setup';
import { advanceClock, deviceHarness } from '../harness';
import { admin, FakeNode, mirrored } from '../helpers';

const OWNER_PHONE = '6281299990000';
const MINUTE = 60_000;
const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));

type Mail = { from: string; to: string[]; raw: string };

/** A mail's text as its reader sees it (quoted-printable undone). */
const bodyOf = (mail: Mail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function mailsTo(address: string): Promise<Mail[]> {
  const all = (await (await fetch(inject('smtp').inbox)).json()) as Mail[];
  return all.filter((m) => m.to.includes(address));
}

/** The texts a node was asked to send to `to`. */
const sentTo = (node: FakeNode, to: string) =>
  node.frames
    .filter((f): f is Extract<Frame, { t: 'req' }> => f.t === 'req' && f.method === 'send')
    .map((f) => f.params as SendParams)
    .filter((p) => p.to === to)
    .map((p) => (p.content.kind === 'text' ? p.content.text : ''));

const linkIn = (text: string) => /http:\/\/kurir\.test\/dashboard\/relink\?token=([0-9A-Za-z]{43})/.exec(text)?.[1];

/** Waits for the device's object to set its alarm after a change (a moment after the change, with its D1 copies). */
async function armed(deviceId: string): Promise<void> {
  await expect.poll(() => runInDurableObject(stubOf(deviceId), (_o, state) => state.storage.getAlarm())).not.toBeNull();
}

const incidents = (deviceId: string) => runInDurableObject(stubOf(deviceId), (_o, state) => new IncidentStore(state.storage).list());

/**
 * A workspace whose owner set alerts to their number and address through the mail server, with
 * two connected devices: `watched` (the one that goes down) and `sender` (the other one).
 */
async function workspace(afterMinutes = 5) {
  const { browser, workspaceId, email } = await ownerSession();
  const device = async (name: string, phone: string) => {
    const created = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name });
    const node = await FakeNode.connect(created.body.id, `node-${name}`);
    await node.status({ status: 'CONNECTED', phoneNumber: phone });
    await mirrored(created.body.id);
    return { id: created.body.id, node };
  };
  const watched = await device('Toko CS', '6281200000001');
  const sender = await device('Toko Kasir', '6281200000002');
  await browser.get('/dashboard/alerts');
  const saved = await browser.post('/dashboard/alerts', {
    phoneNumber: OWNER_PHONE,
    email,
    afterMinutes: String(afterMinutes),
    smtpHost: '127.0.0.1',
    smtpPort: String(inject('smtp').port),
    smtpSecurity: 'none',
    smtpUser: SMTP_USER,
    smtpPassword: SMTP_PASSWORD,
    smtpFrom: 'kurir@toko.test',
  });
  expect(saved.status).toBe(303);
  return { browser, workspaceId, email, watched, sender };
}

describe('a device logged out by WhatsApp', () => {
  it('shows the banner, messages the owner from the other device, emails them, and each link works once', async () => {
    const { browser, workspaceId, email, watched, sender } = await workspace();
    await watched.node.status({ status: 'LOGGED_OUT', reason: 'logged out from the phone (401)' });

    // The WhatsApp message, from the other connected device, to the owner's number.
    await expect.poll(() => sentTo(sender.node, OWNER_PHONE).length, { timeout: 5_000 }).toBe(1);
    const [message = ''] = sentTo(sender.node, OWNER_PHONE);
    expect(message).toContain('Toko CS (6281200000001) dikeluarkan dari WhatsApp');
    const waToken = linkIn(message);
    expect(waToken).toBeDefined();

    // The email, through the mail server, with a link of its own.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    if (!mail) throw new Error('no mail');
    expect(mail.from).toBe('kurir@toko.test');
    expect(bodyOf(mail)).toContain('Subject: Kurir: Toko CS dikeluarkan dari WhatsApp');
    const mailToken = linkIn(bodyOf(mail));
    expect(mailToken).toBeDefined();
    expect(mailToken).not.toBe(waToken);

    // The banner, on any page of the owner.
    await mirrored(watched.id);
    await browser.get('/dashboard/inbox');
    expect(browser.html).toContain(`data-alert-device="${watched.id}"`);
    expect(browser.html).toContain(t.alerts.banner.loggedOut('Toko CS'));

    // The sending device's inbox keeps the message without its link.
    await mirrored(sender.id);
    const records = await admin<{ items: { content: string }[] }>('GET', `/workspaces/${workspaceId}/messages?deviceId=${sender.id}`);
    expect(records.body.items).toHaveLength(1);
    expect(records.body.items[0]?.content).toContain('/dashboard/relink?token=…');
    expect(records.body.items[0]?.content).not.toContain(waToken);

    // The link from WhatsApp: opening it asks to continue; continuing opens the device's linking page.
    const phone = new Browser();
    expect((await phone.get(`/dashboard/relink?token=${waToken}`)).status).toBe(200);
    expect(phone.html).toContain(t.alerts.relink.intro);
    expect(phone.html).toContain(t.alerts.relink.title('Toko CS'));
    // Only a continue: a link preview that fetched it has used nothing.
    expect((await phone.get(`/dashboard/relink?token=${waToken}`)).status).toBe(200);
    const used = await phone.post('/dashboard/relink', { token: waToken ?? '' });
    expect(used.status).toBe(303);
    expect(used.headers.get('Location')).toBe('/dashboard/relink/device');
    const page = await phone.get('/dashboard/relink/device');
    expect(page.status).toBe(200);
    expect(phone.html).toContain(t.devices.reconnect);
    expect(phone.html).toContain(t.alerts.relink.onlyThis);
    // Linking again from there: the device waits for its QR.
    expect((await phone.post('/dashboard/relink/connect', {})).status).toBe(303);
    watched.node.frames.length = 0;

    // Used: a second opening, by anyone, is refused.
    const other = new Browser();
    expect((await other.get(`/dashboard/relink?token=${waToken}`)).status).toBe(410);
    await other.get(`/dashboard/relink?token=${mailToken}`);
    expect((await other.post('/dashboard/relink', { token: waToken ?? '' })).status).toBe(410);
    // The session opens this device's page only, not the dashboard.
    expect((await phone.get('/dashboard/devices')).status).toBe(303);

    // One alert for the outage: nothing more is sent while it lasts.
    await runDurableObjectAlarm(stubOf(watched.id));
    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);

    // Linked again: the banner goes, and the email's link, unused, opens nothing any more.
    const again = await FakeNode.connect(watched.id, 'node-again');
    await again.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await mirrored(watched.id);
    await browser.get('/dashboard/inbox');
    expect(browser.html).not.toContain('data-alert-device=');
    expect((await new Browser().get(`/dashboard/relink?token=${mailToken}`)).status).toBe(410);
  });

  it('emails at once when no other device is connected, and keeps the WhatsApp message for when one is', async () => {
    const { email, watched, sender } = await workspace();
    await sender.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await mirrored(sender.id);
    await watched.node.status({ status: 'LOGGED_OUT', reason: 'logged out from the phone (401)' });

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const [incident] = await incidents(watched.id);
    const alerts = await runInDurableObject(stubOf(watched.id), (_o, state) =>
      new IncidentStore(state.storage).alertsOf(incident?.id ?? 0),
    );
    expect(alerts.map((a) => [a.channel, a.status])).toEqual([
      ['whatsapp', 'PENDING'],
      ['email', 'SENT'],
    ]);
    expect(alerts[0]?.detail).toBe('no other device of the workspace is connected');
    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(0);
  });

  it('says nothing when someone of the workspace logged it out', async () => {
    const { email, watched, sender } = await workspace();
    const out = await admin('POST', `/devices/${watched.id}/logout`);
    expect(out.status).toBe(200);
    await runDurableObjectAlarm(stubOf(watched.id));
    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await incidents(watched.id)).toHaveLength(0);
  });
});

describe('a device that loses its connection', () => {
  it('is told once it stays disconnected past the wait, and once only however often it flaps', async () => {
    const { email, watched, sender } = await workspace(5);
    deviceHarness(watched.id).clock.freeze();
    await watched.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await armed(watched.id);

    await advanceClock(watched.id, 4 * MINUTE);
    await runDurableObjectAlarm(stubOf(watched.id));
    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(0);
    // Trying again and again is the same outage.
    await watched.node.status({ status: 'CONNECTING' });
    await watched.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await armed(watched.id);

    await advanceClock(watched.id, 2 * MINUTE);
    await runDurableObjectAlarm(stubOf(watched.id));
    await expect.poll(() => sentTo(sender.node, OWNER_PHONE).length, { timeout: 5_000 }).toBe(1);
    expect(sentTo(sender.node, OWNER_PHONE)[0]).toContain('lebih dari 5 menit');
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);

    await watched.node.status({ status: 'CONNECTING' });
    await watched.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await mirrored(watched.id);
    await advanceClock(watched.id, 30 * MINUTE);
    await runDurableObjectAlarm(stubOf(watched.id));
    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(1);
    const [told] = await incidents(watched.id);
    expect(told?.raisedAt).not.toBeNull();
    expect(told?.endedAt).toBeNull();
  });

  it('is not told when the device comes back within the wait', async () => {
    const { email, watched, sender } = await workspace(5);
    deviceHarness(watched.id).clock.freeze();
    await watched.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await advanceClock(watched.id, 3 * MINUTE);
    await watched.node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    await mirrored(watched.id);
    await advanceClock(watched.id, 10 * MINUTE);
    await runDurableObjectAlarm(stubOf(watched.id));

    expect(sentTo(sender.node, OWNER_PHONE)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
    const [outage] = await incidents(watched.id);
    expect(outage?.raisedAt).toBeNull();
    expect(outage?.endedAt).not.toBeNull();
  });

  it('shows the English banner to an owner who reads English', async () => {
    const { browser, watched } = await workspace(5);
    deviceHarness(watched.id).clock.freeze();
    await watched.node.status({ status: 'DISCONNECTED', reason: 'connection lost' });
    await armed(watched.id);
    await advanceClock(watched.id, 6 * MINUTE);
    await runDurableObjectAlarm(stubOf(watched.id));
    await mirrored(watched.id);
    await browser.get('/dashboard/devices?lang=en');
    await browser.get('/dashboard/devices');
    expect(browser.html).toContain(en.alerts.banner.disconnected('Toko CS'));
  });
});
