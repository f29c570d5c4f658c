/**
 * Teams in real Chromium against the real stack: an owner makes a team of their device, joins it,
 * and a customer's message waits in the team's queue while they are away; they switch themselves
 * available from the header and the conversation is theirs, named with its team in the inbox, whose
 * filters show what waits in a team's queue. Each
 * page in Indonesian and in English, at 1280 and 360 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { en } from '../../worker/dashboard/i18n/en';
import { id as t } from '../../worker/dashboard/i18n/id';
import { Stack } from '../e2e/stack';
import { launch, person, setUpWorkspace, shoot } from './harness';

const OWNER = { name: 'Rina Wijaya', email: 'rina@tokosinar.test', password: 'kopi-susu-gula-aren' };

const stack = new Stack();
let browser: Browser;
let page: Page;
let workspaceId = '';

describe('teams in a browser', () => {
  beforeAll(async () => {
    await stack.start();
    browser = await launch();
    page = (await person(browser, stack.workerUrl)).page;
    workspaceId = await setUpWorkspace(page, stack, OWNER);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack.stop();
  }, 60_000);

  it('an owner makes a team, takes a queued customer by switching available, and sees the team in the inbox', async () => {
    const device = await stack.admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS Toko' });
    await stack.link(device.body.id);
    await stack.waitForStatus(device.body.id, 'CONNECTED');

    await page.goto('/dashboard/inbox');
    await page.getByRole('link', { name: t.teams.nav, exact: true }).first().click();
    await page.getByRole('heading', { name: t.teams.title, exact: true }).waitFor();
    await page.getByLabel(t.teams.name, { exact: true }).fill('Penjualan');
    await page.getByLabel(t.teams.strategy, { exact: true }).selectOption('least-busy');
    await page.getByLabel(t.teams.cap, { exact: true }).fill('3');
    await page.getByLabel(t.teams.handBack).check();
    await page.getByLabel('CS Toko').check();
    await page.getByRole('button', { name: t.teams.create }).click();
    await page.getByRole('status').filter({ hasText: t.teams.created }).waitFor();
    await page.getByRole('heading', { name: 'Penjualan' }).waitFor();
    await page.getByRole('button', { name: t.teams.addMember }).click();
    await page.getByText(t.teams.load(0, 3)).waitFor();

    // Away (as everyone starts): the customer waits in the team's queue.
    const toggle = page.locator('header .presence-toggle');
    expect(await toggle.textContent()).toBe(t.teams.status.away);
    await stack.sim('POST', `/devices/${device.body.id}/inbound`, { from: '6281377778888', text: 'Kak, stok masih ada?' });
    await waitUntil(
      async () => {
        const list = await stack.admin<{ items: { queuedAt: string | null }[] }>('GET', `/workspaces/${workspaceId}/conversations`);
        return list.body.items[0]?.queuedAt != null;
      },
      { what: 'the conversation in the queue' },
    );
    await page.reload();
    await page.getByText(t.teams.queued(1)).waitFor();
    await shoot(page, 'teams-id');
    await page.goto('/dashboard/inbox');
    await page.getByText(t.teams.inQueue, { exact: true }).waitFor();
    await shoot(page, 'inbox-queue-id');
    // The inbox's filters: those waiting in a queue, of the team.
    const filters = page.locator('.list-filters');
    await filters.getByLabel(t.inbox.assignee, { exact: true }).selectOption('queued');
    await filters.getByLabel(t.inbox.team, { exact: true }).selectOption({ label: 'Penjualan' });
    await filters.getByRole('button', { name: t.common.filter }).click();
    await page.waitForURL(/assignee=queued/);
    expect(new URL(page.url()).searchParams.get('teamId')).toMatch(/^team_/);
    await expect.poll(() => page.locator('#inbox-list ul.conversations > li').count()).toBe(1);
    await shoot(page, 'inbox-queue-filter-id');
    await page.goto('/dashboard/inbox');

    // The header's toggle: available, and the conversation is theirs.
    await page.locator('header .presence-toggle').click();
    await page.waitForURL('**/dashboard/inbox');
    expect(await page.locator('header .presence-toggle').textContent()).toBe(t.teams.status.available);
    await waitUntil(
      async () => {
        const list = await stack.admin<{ items: { assigneeId: string | null }[] }>('GET', `/workspaces/${workspaceId}/conversations`);
        return list.body.items[0]?.assigneeId != null;
      },
      { what: 'the conversation assigned' },
    );
    await page.reload();
    await page.getByText(`${t.teams.team}: Penjualan`).waitFor();
    expect(await page.getByText(t.teams.inQueue, { exact: true }).count()).toBe(0);
    await page.getByText(`${t.inbox.assignee}: ${OWNER.name}`).waitFor();
    await shoot(page, 'inbox-team-id');
    // Taken, it waits no more.
    await page.goto('/dashboard/inbox?assignee=queued');
    await page.locator('#inbox-list').getByText(t.inbox.empty).waitFor();

    // In English.
    await page.goto('/dashboard/inbox?lang=en');
    await page.getByText(`${en.teams.team}: Penjualan`).waitFor();
    expect(await page.locator('header .presence-toggle').textContent()).toBe(en.teams.status.available);
    await shoot(page, 'inbox-team-en');
    await page.goto('/dashboard/teams');
    await page.getByRole('heading', { name: en.teams.title, exact: true }).waitFor();
    await page.getByText(en.teams.load(1, 3)).waitFor();
    await shoot(page, 'teams-en');
    await page.goto('/dashboard/teams?lang=id');
  });
});
