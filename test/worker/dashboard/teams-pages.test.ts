/**
 * The Teams page and the header's status: an owner makes a team of a device, joins it, sets
 * themselves available from the header, and the next customer's conversation is theirs, shown in
 * the inbox with its team; one that waits shows "in queue". An agent may not open the page.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../worker/dashboard/i18n/en';
import { id } from '../../../worker/dashboard/i18n/id';
import { admin, FakeNode } from '../helpers';
import { receive } from '../inbox/received';
import { settled, type Team } from '../teams/team-helpers';
import { acceptInvite, ownerSession } from './browser';

const teamsOf = async (workspaceId: string) => (await admin<{ items: Team[] }>('GET', `/workspaces/${workspaceId}/teams`)).body.items;

describe('the Teams page', () => {
  it('an owner makes a team, joins it, sets themselves available, and takes the next conversation', async () => {
    const { browser, workspaceId } = await ownerSession();
    const device = await admin<{ id: string }>('POST', `/workspaces/${workspaceId}/devices`, { name: 'CS 1' });
    const node = await FakeNode.connect(device.body.id);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });

    await browser.get('/dashboard/teams?lang=en');
    expect((await browser.get('/dashboard/teams')).status).toBe(200);
    expect(browser.html).toContain(en.teams.intro);
    expect(browser.html).toContain(`class="presence-toggle away"`);
    const made = await browser.post('/dashboard/teams', {
      name: 'Penjualan',
      strategy: 'least-busy',
      cap: '2',
      handBack: 'on',
      deviceIds: device.body.id,
    });
    expect(made.status).toBe(303);
    const [team] = await teamsOf(workspaceId);
    expect(team).toMatchObject({ name: 'Penjualan', strategy: 'least-busy', cap: 2, handBack: true, deviceIds: [device.body.id] });

    await browser.get('/dashboard/teams');
    const me = /name="memberId"[^>]*>\s*<option value="(acc_[0-9A-Za-z]+)"/.exec(browser.html)?.[1] ?? '';
    expect(me).toMatch(/^acc_/);
    expect((await browser.post(`/dashboard/teams/${team?.id}/members`, { memberId: me, cap: '' })).status).toBe(303);

    // Away until they say otherwise: the customer waits in the queue.
    await receive(node, '6281234567890', 'Halo', { pushName: 'Budi' });
    await settled(workspaceId, [device.body.id]);
    await browser.get('/dashboard/inbox');
    expect(browser.html).toContain(en.teams.inQueue);
    expect(browser.html).toContain(`${en.teams.team}: Penjualan`);

    // The header's toggle: available, and the waiting conversation is theirs.
    const toggled = await browser.post('/dashboard/status', { status: 'available', back: '/dashboard/inbox' });
    expect(toggled.status).toBe(303);
    expect(toggled.headers.get('Location')).toBe('/dashboard/inbox');
    await settled(workspaceId, [device.body.id]);
    await browser.get('/dashboard/inbox');
    expect(browser.html).toContain(`class="presence-toggle available"`);
    expect(browser.html).not.toContain(en.teams.inQueue);
    const [after] = await teamsOf(workspaceId);
    expect(after?.members).toEqual([{ memberId: me, cap: null, status: 'available', openCount: 1 }]);

    // In Indonesian.
    await browser.get('/dashboard/teams?lang=id');
    await browser.get('/dashboard/teams');
    expect(browser.html).toContain(id.teams.intro);
    expect(browser.html).toContain(id.teams.load(1, 2));

    // A device already answered by a team is refused for another, on the page.
    const refused = await browser.post('/dashboard/teams', { name: 'Lain', strategy: 'round-robin', cap: '3', deviceIds: device.body.id });
    expect(refused.status).toBe(409);
    expect(await teamsOf(workspaceId)).toHaveLength(1);

    const agent = await acceptInvite(browser, 'agent');
    expect((await agent.get('/dashboard/teams')).status).toBe(403);
    expect((await agent.get('/dashboard/inbox')).status).toBe(200);
    expect(agent.html).toContain('presence-toggle');
  });
});
