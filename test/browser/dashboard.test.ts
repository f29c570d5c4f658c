/**
 * What a business does in the dashboard, in real Chromium against the real stack (simulator
 * engine): set up from the first-run link, link a device and watch it turn "Terhubung", make an API
 * key and send with it, read the request log and the messages, set up a signed webhook, send a test
 * event, watch retries fail and resend; an agent kept out of keys and webhooks; signing out.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requestSetupLink } from '../../scripts/setup-link';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Receiver } from '../e2e/receiver';
import { Stack } from '../e2e/stack';
import { clipboardText, launch, markPage, person, shoot, stillSamePage } from './harness';

const HMAC_KEY = 'browser-test-signing-key';
const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
const receiver = new Receiver();
let browser: Browser;
let owner: { context: BrowserContext; page: Page };
const state = { deviceId: '', key: '', webhookUrl: '' };

describe('the dashboard in a browser', () => {
  beforeAll(async () => {
    await receiver.start();
    await stack.start();
    browser = await launch();
    owner = await person(browser, stack.workerUrl);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    await receiver.stop();
  }, 60_000);
  afterEach(() => receiver.answerOk());

  it('an owner opens the first-run link, creates the workspace, signs out and signs in again', async () => {
    const { page } = owner;
    const link = await requestSetupLink(stack.workerUrl, stack.adminToken);
    expect(link).toMatch(/\/dashboard\/setup\?token=/);
    await page.goto(link ?? '');
    await page.getByLabel(t.setup.workspaceName).fill('Toko Sinar');
    await page.getByLabel(t.setup.yourName).fill(OWNER.name);
    await page.getByLabel(t.common.email).fill(OWNER.email);
    await page.getByLabel(t.common.password).fill('short');
    await shoot(page, '01-setup');
    await page.getByRole('button', { name: t.setup.submit }).click();
    // The API's rule, next to the field, in the page's language.
    await page.locator('#f-password-error').getByText('minimal 10 karakter').waitFor();
    await page.getByLabel(t.common.password).fill(OWNER.password);
    await page.getByRole('button', { name: t.setup.submit }).click();
    await page.getByRole('heading', { name: t.devices.title, level: 1 }).waitFor();
    // The link worked once.
    expect(await requestSetupLink(stack.workerUrl, stack.adminToken)).toBeNull();

    await page.getByRole('button', { name: t.nav.signOut, exact: true }).click();
    await page.getByText(t.signIn.signedOut).waitFor();
    await page.getByLabel(t.common.email).fill(OWNER.email);
    await page.getByLabel(t.common.password).fill('not-the-password');
    await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
    await page.getByText(t.signIn.wrong).waitFor();
    await shoot(page, '02-sign-in');
    await page.getByLabel(t.common.password).fill(OWNER.password);
    await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
    await page.getByRole('heading', { name: t.devices.title, level: 1 }).waitFor();
  });

  it('an owner adds a device and sees it turn "Terhubung" without reloading the page', async () => {
    const { page } = owner;
    await page.getByLabel(t.common.name).fill('CS Jakarta');
    await page.getByRole('button', { name: t.devices.addSubmit }).click();
    await page.getByRole('heading', { name: 'CS Jakarta' }).waitFor();
    state.deviceId = /\/dashboard\/devices\/(dev_\w+)/.exec(page.url())?.[1] ?? '';
    expect(state.deviceId).toMatch(/^dev_/);
    await markPage(page);
    // The simulator links at once (no QR to scan); the page shows it as the device's object tells it.
    await page.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });
    // The phone number the simulator gave it, and no pairing form any more, on the same page.
    await page
      .locator('#device-facts')
      .getByText(/^62\d{8,13}$/)
      .waitFor();
    // Each live region refreshes on its own: the pairing form's goes too, in its own time.
    await page.getByRole('heading', { name: t.devices.pairingTitle }).waitFor({ state: 'detached' });
    expect(await stillSamePage(page)).toBe(true);
    await shoot(page, '04-device');

    // The phone unlinks Kurir: the page says so on its own, and linking again brings "Terhubung" back.
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    await stack.sim('POST', `/devices/${state.deviceId}/disconnect`, { reason: 'logged-out' });
    await page.locator('#link-panel').getByText(t.status.LOGGED_OUT, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    await page.getByRole('button', { name: t.devices.reconnect }).click();
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    await page.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: t.nav.devices }).click();
    const row = page.getByRole('row').filter({ hasText: 'CS Jakarta' });
    await row.getByText(t.status.CONNECTED, { exact: true }).waitFor();
    await shoot(page, '03-devices');
  });

  it('an owner creates an API key, copies it, and a message sent with it shows in the request log and the messages, labelled API', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: t.nav.apiKeys }).click();
    await page.getByLabel(t.common.name, { exact: true }).fill('Backend toko');
    await page.getByRole('button', { name: t.apiKeys.createSubmit }).click();
    await page.getByText(t.apiKeys.warning).waitFor();
    await page.getByRole('button', { name: t.common.copy }).click();
    await page.getByRole('button', { name: t.common.copied }).waitFor();
    state.key = await clipboardText(page);
    expect(state.key).toMatch(/^kw_/);
    await shoot(page, '05-api-key-created');
    // Shown once: the list shows the prefix only.
    await page.reload();
    expect(await page.content()).not.toContain(state.key);

    const sent = await stack.api<{ id: string; source: string }>('/messages', state.key, {
      deviceId: state.deviceId,
      phoneNumber: '6281234567890',
      content: 'Halo kak, pesanan Anda sudah dikirim',
    });
    expect(sent.status).toBe(201);

    await page.getByRole('link', { name: t.nav.requestLog }).click();
    await waitUntil(
      async () => {
        await page.reload();
        return (await page.getByRole('row').filter({ hasText: '/messages' }).filter({ hasText: '201' }).count()) > 0;
      },
      { what: 'the request in the request log' },
    );
    const logged = page.getByRole('row').filter({ hasText: '/messages' });
    expect(await logged.first().textContent()).toContain('Backend toko');
    await shoot(page, '06-request-log');

    await page.getByRole('link', { name: t.nav.messages }).click();
    const message = page.getByRole('row').filter({ hasText: 'Halo kak, pesanan Anda sudah dikirim' });
    await message.waitFor();
    expect(await message.getByText(t.messages.sources.API ?? 'API', { exact: true }).count()).toBe(1);
    await shoot(page, '07-messages');

    // The number written to is a contact now; its page keeps labels and fields for broadcasts.
    await page.getByRole('link', { name: t.contacts.nav }).click();
    await page.getByRole('row').filter({ hasText: '6281234567890' }).getByRole('link').first().click();
    await page.getByLabel(t.contacts.labels).fill('pelanggan, vip');
    await page.getByLabel(t.contacts.fields).fill('kota=Bandung');
    await page.getByRole('button', { name: t.contacts.save }).click();
    await page.getByText(t.contacts.saved).waitFor();
    expect(await page.getByLabel(t.contacts.labels).inputValue()).toBe('pelanggan, vip');
    await page.getByText('6281234567890').first().waitFor();
    await shoot(page, '17-contact');
  });

  it('an owner adds a signed webhook, sends a test event and reads its delivery and attempts', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: t.nav.webhooks }).click();
    await page.getByRole('link', { name: t.webhooks.newTitle }).click();
    await page.getByLabel(t.webhooks.url).fill('ftp://example.com/hook');
    await page.getByRole('button', { name: t.webhooks.createSubmit }).click();
    // The API's own rule, next to the field.
    await page.locator('#f-url-error').waitFor();
    await page.getByLabel(t.webhooks.url).fill(receiver.url);
    await page.getByLabel(t.webhooks.hmacKey).fill(HMAC_KEY);
    await page.getByLabel(t.webhooks.attempts).fill('3');
    await page.getByLabel(t.webhooks.delaySeconds).fill('1');
    await page.getByLabel(t.webhooks.strategy).selectOption('exponential');
    expect(await page.locator('output[data-schedule]').textContent()).toBe('1 s, 2 s');
    await shoot(page, '08-webhook-new');
    await page.getByRole('button', { name: t.webhooks.createSubmit }).click();
    await page.getByRole('button', { name: t.webhooks.test }).waitFor();
    state.webhookUrl = page.url();

    await page.getByRole('button', { name: t.webhooks.test }).click();
    await page.getByText(t.webhooks.testSent).waitFor();
    await page.waitForSelector('body[data-live-ready]');
    const delivery = page.locator('#deliveries tr[data-delivery]').filter({ hasText: 'webhook.test' }).first();
    await delivery.getByText(t.deliveryStatus.SUCCEEDED).waitFor({ timeout: 30_000 });
    await receiver.waitFor(() => receiver.got.some((r) => r.body.event === 'webhook.test'));
    const got = receiver.got.find((r) => r.body.event === 'webhook.test');
    expect(got && Receiver.signatureValid(got, HMAC_KEY)).toBe(true);
    await shoot(page, '09-webhook');

    await delivery.getByRole('link').click();
    await page.getByRole('heading', { name: t.delivery.attempts }).waitFor();
    expect(await page.locator('pre').textContent()).toContain('"event": "webhook.test"');
    await page.getByRole('row').filter({ hasText: 'X-Kurir-Signature' }).waitFor();
    await page.locator('#delivery-detail').getByRole('row').filter({ hasText: '200' }).waitFor();
    await shoot(page, '10-delivery');

    // The list: the webhook with its device, its URL and its events.
    await page.getByRole('link', { name: t.nav.webhooks }).click();
    await page.getByRole('heading', { name: t.webhooks.title, level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: receiver.url }).filter({ hasText: 'CS Jakarta' }).waitFor();
    await shoot(page, '14-webhooks');
  });

  it('when the receiver fails, the owner sees the retries fail without reloading, and resends once it is back', async () => {
    const { page } = owner;
    receiver.status = () => 500;
    await page.goto(state.webhookUrl);
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    const before = receiver.got.length;
    await page.getByRole('button', { name: t.webhooks.test }).click();
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    const failed = page.locator('#deliveries tr[data-delivery]').first();
    await failed.getByText(t.deliveryStatus.FAILED).waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    expect(await failed.getAttribute('data-attempts')).toBe('3');
    expect(receiver.got.length - before).toBe(3);

    receiver.answerOk();
    await failed.getByRole('link').click();
    expect(await page.locator('#delivery-detail tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: t.delivery.resend }).click();
    await page.getByText(t.delivery.resendOf).waitFor();
    await page.locator('#delivery-detail').getByText(t.deliveryStatus.SUCCEEDED).waitFor({ timeout: 30_000 });
  });

  it('an agent invited by the owner sees the messages but neither the keys nor the webhooks', async () => {
    const { page } = owner;
    await page.getByRole('link', { name: t.nav.members }).click();
    await page.getByLabel(t.common.role).selectOption('agent');
    await page.getByRole('button', { name: t.members.inviteSubmit }).click();
    const link = await page.getByLabel(t.members.inviteLink).inputValue();
    await shoot(page, '11-members');

    const agent = await person(browser, stack.workerUrl);
    try {
      await agent.page.goto(link);
      await agent.page.getByRole('heading', { name: t.invite.title('Toko Sinar'), level: 1 }).waitFor();
      await agent.page.getByText(t.invite.intro(t.roles.agent)).waitFor();
      await shoot(agent.page, '15-invite');
      await agent.page.getByLabel(t.common.name).fill('Rina Agen');
      await agent.page.getByLabel(t.common.email).fill('rina@tokosinar.test');
      await agent.page.getByLabel(t.common.password).fill('teh-manis-hangat');
      await agent.page.getByRole('button', { name: t.invite.submit }).click();
      await agent.page.getByRole('link', { name: t.nav.messages, exact: true }).click();
      await agent.page.getByRole('heading', { name: t.messages.title, level: 1 }).waitFor();
      // The messages sent with the API are there for the agent, labelled API.
      await agent.page.getByRole('row').filter({ hasText: 'Halo kak, pesanan Anda sudah dikirim' }).waitFor();
      const links = await agent.page.getByRole('navigation', { name: t.nav.label }).getByRole('link').allTextContents();
      expect(links).toContain(t.nav.messages);
      for (const hidden of [t.nav.apiKeys, t.nav.requestLog, t.nav.webhooks, t.nav.devices, t.nav.members])
        expect(links).not.toContain(hidden);
      for (const path of ['/dashboard/developer/api-keys', '/dashboard/webhooks', '/dashboard/developer/request-log', state.webhookUrl]) {
        const res = await agent.page.goto(path);
        expect(res?.status(), path).toBe(403);
        await agent.page.getByText(t.errors[403]).waitFor();
      }
      await shoot(agent.page, '12-agent-forbidden');
    } finally {
      await agent.context.close();
    }
  });

  it('the operator signs in with the admin token and chooses a workspace to open', async () => {
    const operator = await person(browser, stack.workerUrl);
    try {
      const { page } = operator;
      await page.goto('/dashboard/sign-in');
      await page.getByText(t.signIn.operatorTitle, { exact: true }).click();
      await page.getByLabel(t.signIn.adminToken).fill(stack.adminToken);
      await page.getByRole('button', { name: t.signIn.operatorSubmit }).click();
      await page.getByRole('heading', { name: t.workspaces.title, level: 1 }).waitFor();
      await page.getByText(t.workspaces.intro).waitFor();
      const toko = page.getByRole('button', { name: `${t.common.open}: Toko Sinar` });
      await toko.waitFor();
      await page.getByRole('heading', { name: t.workspaces.createTitle }).waitFor();
      await shoot(page, '16-workspaces');
      await toko.click();
      await page.getByRole('heading', { name: t.devices.title, level: 1 }).waitFor();
    } finally {
      await operator.context.close();
    }
  });

  it('an owner sets a device’s ban protection; a pace that contradicts itself is refused next to its field', async () => {
    const { page } = owner;
    await page.goto(`/dashboard/broadcasts/pace/${state.deviceId}`);
    await page.getByRole('heading', { name: t.broadcasts.settings.title, level: 1 }).waitFor();
    await page.getByLabel(t.broadcasts.settings.min).fill('9');
    await page.getByLabel(t.broadcasts.settings.max).fill('3');
    await page.getByRole('button', { name: t.broadcasts.settings.save }).click();
    // The API's rule, said in Indonesian next to the longest pause.
    await page.locator('#f-paceMax-error').getByText('tidak boleh kurang dari jeda minimum').waitFor();
    await page.getByLabel(t.broadcasts.settings.max).fill('15');
    await page.getByLabel(t.broadcasts.settings.cap).fill('300');
    await page.getByRole('button', { name: t.broadcasts.settings.save }).click();
    await page.getByText(t.broadcasts.settings.saved).waitFor();
    expect(await page.getByLabel(t.broadcasts.settings.cap).inputValue()).toBe('300');
    await shoot(page, '18-ban-protection');
  });

  it('the dashboard speaks English when asked, and Indonesian again', async () => {
    const { page } = owner;
    await page.goto('/dashboard/devices');
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Devices', level: 1 }).waitFor();
    await page.getByText('Connected', { exact: true }).first().waitFor();
    await shoot(page, '13-devices-en');
    await page.getByRole('link', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('heading', { name: t.devices.title, level: 1 }).waitFor();
  });

  it('signing out ends the session: the old cookie is refused', async () => {
    const { page, context } = owner;
    await page.goto('/dashboard/devices');
    const cookie = (await context.cookies()).find((c) => c.name === 'kurir_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: t.nav.signOut, exact: true }).click();
    await page.getByText(t.signIn.signedOut).waitFor();
    const replay = await fetch(`${stack.workerUrl}/dashboard/devices`, {
      headers: { Cookie: `kurir_session=${cookie?.value}`, Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('Location')).toMatch(/^\/dashboard\/sign-in/);
  });
});
