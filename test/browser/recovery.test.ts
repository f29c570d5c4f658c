/**
 * When something goes wrong, in real Chromium against the real stack (simulator engine): a device
 * that cannot reach WhatsApp says so in plain words, counts down to its next attempt and connects
 * when asked once WhatsApp answers again; a member who forgot their password gets back in with the
 * one-time link an owner made, and the session they had is signed out; a failing webhook looks
 * failing in the webhooks list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSetupLink } from '../../scripts/setup-link';
import { waitUntil } from '../../scripts/wait-until';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Receiver } from '../e2e/receiver';
import { Stack } from '../e2e/stack';
import { launch, markPage, person, shoot, stillSamePage } from './harness';

const OWNER = { name: 'Dewi Lestari', email: 'dewi@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
const receiver = new Receiver();
let browser: Browser;
let page: Page;
const state = { deviceId: '' };

describe('getting back on track, in a browser', () => {
  beforeAll(async () => {
    await receiver.start();
    await stack.start();
    browser = await launch();
    ({ page } = await person(browser, stack.workerUrl));
    await page.goto((await requestSetupLink(stack.workerUrl, stack.adminToken)) ?? '');
    await page.getByLabel(t.setup.workspaceName).fill('Toko Sinar');
    await page.getByLabel(t.setup.yourName).fill(OWNER.name);
    await page.getByLabel(t.common.email).fill(OWNER.email);
    await page.getByLabel(t.common.password).fill(OWNER.password);
    await page.getByRole('button', { name: t.setup.submit }).click();
    await page.getByRole('heading', { name: t.devices.title, level: 1 }).waitFor();
    await page.getByLabel(t.common.name).fill('CS Jakarta');
    await page.getByRole('button', { name: t.devices.addSubmit }).click();
    await page.getByRole('heading', { name: 'CS Jakarta' }).waitFor();
    state.deviceId = /\/dashboard\/devices\/(dev_\w+)/.exec(page.url())?.[1] ?? '';
    await page.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
    await receiver.stop();
  }, 60_000);

  it('a device that cannot reach WhatsApp says so and retries', async () => {
    await page.goto(`/dashboard/devices/${state.deviceId}`);
    await page.waitForSelector('body[data-live-ready]');
    await markPage(page);
    await stack.sim('POST', `/devices/${state.deviceId}/disconnect`, { reason: 'unreachable' });

    // Said in Indonesian and plain words, on the same page, as the device's object tells it.
    const panel = page.locator('#link-panel');
    await panel.getByText(t.offline.reasons.unresolved).waitFor({ timeout: 30_000 });
    await panel.getByText(t.offline.retryingIn).waitFor();
    await panel.getByRole('button', { name: t.offline.tryNow }).waitFor();
    await page.getByRole('heading', { name: t.devices.pairingTitle }).waitFor();
    // The simulator's backoff fails again after about a second: then the hint to try Kurir without WhatsApp.
    await panel.getByText('KURIR_ENGINE=simulator npm start').waitFor({ timeout: 30_000 });
    expect(await stillSamePage(page)).toBe(true);
    await shoot(page, '30-device-offline');

    // WhatsApp answers again; the owner does not wait for the next attempt.
    await stack.sim('POST', `/devices/${state.deviceId}/reachable`);
    await panel.getByRole('button', { name: t.offline.tryNow }).click();
    await page.locator('#link-panel').getByText(t.status.CONNECTED, { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByText(t.offline.reasons.unresolved).count()).toBe(0);
  });

  it('a member who forgot their password gets back in with a reset link', async () => {
    // The owner invites Rina by name; the open invite says whom it is for.
    await page.goto('/dashboard/members');
    await page.getByLabel(t.members.inviteName).fill('Rina Agen');
    await page.getByLabel(t.members.inviteEmail).fill('rina@tokosinar.test');
    await page.getByLabel(t.common.role).selectOption('agent');
    await page.getByRole('button', { name: t.members.inviteSubmit }).click();
    const invite = await page.getByLabel(t.members.inviteLink).inputValue();
    await page.goto('/dashboard/members');
    await page.getByRole('row').filter({ hasText: 'rina@tokosinar.test' }).getByText('Rina Agen').waitFor();
    await shoot(page, '31-members-invites');

    const rina = await person(browser, stack.workerUrl);
    const later = await person(browser, stack.workerUrl);
    try {
      await rina.page.goto(invite);
      // Filled in from the invite.
      expect(await rina.page.getByLabel(t.common.email).inputValue()).toBe('rina@tokosinar.test');
      await rina.page.getByLabel(t.common.password).fill('teh-manis-hangat');
      await rina.page.getByRole('button', { name: t.invite.submit }).click();
      await rina.page.getByRole('link', { name: t.nav.messages, exact: true }).waitFor();

      // Rina forgets it; the owner makes her a reset link, shown once.
      await page.goto('/dashboard/members');
      await page.getByRole('row').filter({ hasText: 'Rina Agen' }).getByRole('button', { name: t.members.resetSubmit }).click();
      await page.getByRole('heading', { name: t.members.resetFor('Rina Agen') }).waitFor();
      const reset = await page.getByLabel(t.members.resetLink).inputValue();
      await shoot(page, '32-members-reset-link');

      // On another browser, Rina sets a new password with it and is in.
      await later.page.goto(reset);
      await later.page.getByText('rina@tokosinar.test').waitFor();
      await later.page.getByLabel(t.passwordReset.newPassword).fill('kopi-tubruk-pahit');
      await shoot(later.page, '33-password-reset');
      await later.page.getByRole('button', { name: t.passwordReset.submit }).click();
      await later.page.getByRole('link', { name: t.nav.messages, exact: true }).waitFor();

      // The session she had before is signed out; the link worked once.
      await rina.page.goto('/dashboard/messages');
      await rina.page.getByRole('button', { name: t.signIn.submit, exact: true }).waitFor();
      const again = await later.page.goto(reset);
      expect(again?.status()).toBe(410);
    } finally {
      await rina.context.close();
      await later.context.close();
    }
  });

  it('a failing webhook looks failing in the list', async () => {
    receiver.status = () => 500;
    const hook = await stack.admin<{ id: string }>('POST', `/devices/${state.deviceId}/webhooks`, {
      url: receiver.url,
      events: ['message.inbound'],
      retry: { attempts: 1, delaySeconds: 1, strategy: 'fixed' },
    });
    expect(hook.status).toBe(201);
    await stack.sim('POST', `/devices/${state.deviceId}/inbound`, { from: '6281234567890', text: 'Halo, masih buka?' });
    await receiver.waitFor(() => receiver.got.some((r) => r.answered === 500));

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await waitUntil(
      async () => {
        await page.goto('/dashboard/webhooks');
        return (await row.getByText(t.webhooks.healthFailing, { exact: true }).count()) > 0;
      },
      { what: 'the webhook shown failing in the list', intervalMs: 500 },
    );
    await row.getByText(t.webhooks.failures24h(1)).waitFor();
    await shoot(page, '34-webhooks-failing');
  });
});
