/** A group's conversation in the inbox is named by the group's subject, or a short "Grup …" id; never by its raw `…@g.us` id. */
import { describe, expect, it, vi } from 'vitest';
import { advanceClock, deviceHarness } from '../harness';
import { mirrored } from '../helpers';
import { inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { inboxTeam } from './inbox-team';

const GROUP = '120363041234567890@g.us';

/** A group as the session answers `groups.get`, named `subject`. */
const groupNamed = (groupId: string, subject: string) => ({
  id: groupId,
  subject,
  description: null,
  owner: null,
  createdAt: null,
  onlyAdminsSend: false,
  onlyAdminsEdit: false,
  participants: [],
});

/** The pane's heading, as the page renders it. */
const heading = (html: string) => /<h2 class="conversation-name">([\s\S]*?)<\/h2>/.exec(html)?.[1] ?? '';

/** A team with a group's conversation whose session names the group `subject()`; the asks for the group are counted. */
async function namedGroup(subject: () => string) {
  const t = await inboxTeam();
  t.node.onCall = (method, params) => (method === 'groups.get' ? groupNamed((params as { groupId: string }).groupId, subject()) : null);
  await receive(t.node, '6281234567890', 'Stok kaos hitam ada?', { chatId: GROUP });
  const [conversation] = await inboxList(t.workspaceId, t.deviceId);
  const page = `/dashboard/inbox/${t.deviceId}/${conversation?.id}`;
  const asks = () => t.node.calls.filter((call) => call.method === 'groups.get').length;
  return { ...t, page, asks };
}

describe('a group’s conversation in the inbox', () => {
  it('is headed by the group’s subject as the device’s session reads it', async () => {
    const t = await inboxTeam();
    t.node.onCall = (method, params) =>
      method === 'groups.get' ? groupNamed((params as { groupId: string }).groupId, 'Reseller Bandung') : null;
    await receive(t.node, '6281234567890', 'Stok kaos hitam ada?', { chatId: GROUP });
    const [conversation] = await inboxList(t.workspaceId, t.deviceId);

    await t.agent.get(`/dashboard/inbox/${t.deviceId}/${conversation?.id}`);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    expect(heading(t.agent.html)).not.toContain('@g.us');
    expect(t.node.calls).toContainEqual({ method: 'groups.get', params: { groupId: GROUP } });
  });

  it('is called “Grup” and its id’s last digits, in the pane and the list, when the session cannot name it', async () => {
    const t = await inboxTeam();
    await receive(t.node, '6281234567890', 'Stok kaos hitam ada?', { chatId: GROUP });
    const [conversation] = await inboxList(t.workspaceId, t.deviceId);
    // The node answers nothing it could name the group by.
    t.node.onCall = () => null;

    await t.agent.get(`/dashboard/inbox/${t.deviceId}/${conversation?.id}`);
    expect(heading(t.agent.html).trim()).toBe('Grup …567890');
    expect(t.agent.html).toContain('<strong>Grup …567890</strong>');
    // The contact panel names it so too; only its id's own line shows the JID.
    expect(t.agent.html).toContain('<h2>Grup …567890</h2>');
    expect(t.agent.html).not.toMatch(/<(h2|strong)>[^<]*@g\.us/);
  });

  it('is named by the subject the device keeps: many renders, in several tabs, ask WhatsApp once', async () => {
    const t = await namedGroup(() => 'Reseller Bandung');

    await t.agent.get(t.page);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    for (let render = 0; render < 5; render++) {
      await t.agent.get(t.page);
      expect(heading(t.agent.html)).toContain('Reseller Bandung');
    }
    await t.owner.get(t.page);
    expect(heading(t.owner.html)).toContain('Reseller Bandung');
    expect(t.asks()).toBe(1);
  });

  it('keeps its subject while the device is offline', async () => {
    const t = await namedGroup(() => 'Reseller Bandung');
    await t.agent.get(t.page);
    await t.node.status({ status: 'DISCONNECTED', reason: 'connection-lost' });

    await t.agent.get(t.page);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    expect(t.asks()).toBe(1);
  });

  it('shows a renamed group’s new subject after the hour, read once without holding up the page', async () => {
    let subject = 'Reseller Bandung';
    const t = await namedGroup(() => subject);
    deviceHarness(t.deviceId).clock.freeze();
    await t.agent.get(t.page);
    subject = 'Reseller Jawa Barat';

    await advanceClock(t.deviceId, 59 * 60 * 1000);
    await t.agent.get(t.page);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    expect(t.asks()).toBe(1);

    await advanceClock(t.deviceId, 60 * 1000 + 1);
    // The page past the hour shows the subject it has; the new one comes from a read behind it.
    await t.agent.get(t.page);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    await vi.waitFor(async () => {
      await t.agent.get(t.page);
      expect(heading(t.agent.html)).toContain('Reseller Jawa Barat');
    });
    expect(t.asks()).toBe(2);
  });

  it('takes a rename WhatsApp tells at once, from its group.updated report, asking nothing', async () => {
    const t = await namedGroup(() => 'Reseller Bandung');
    await t.agent.get(t.page);
    await t.node.report(
      'group.updated',
      { id: 'GU-RENAME', groupId: GROUP, author: '6281298765432', changes: { subject: 'Reseller Jawa Barat' }, timestamp: Date.now() },
      'gu:GU-RENAME',
    );
    await vi.waitFor(async () => {
      await t.agent.get(t.page);
      expect(heading(t.agent.html)).toContain('Reseller Jawa Barat');
    });
    expect(t.asks()).toBe(1);
  });

  it('asks a session that cannot name the group at most once a minute', async () => {
    const t = await namedGroup(() => '');
    t.node.onCall = () => null;
    deviceHarness(t.deviceId).clock.freeze();
    for (let render = 0; render < 3; render++) {
      await t.agent.get(t.page);
      expect(heading(t.agent.html).trim()).toBe('Grup …567890');
    }
    expect(t.asks()).toBe(1);

    t.node.onCall = (method, params) =>
      method === 'groups.get' ? groupNamed((params as { groupId: string }).groupId, 'Reseller Bandung') : null;
    await advanceClock(t.deviceId, 60 * 1000 + 1);
    await t.agent.get(t.page);
    expect(heading(t.agent.html)).toContain('Reseller Bandung');
    expect(t.asks()).toBe(2);
  });

  it('is named by its subject in the list, on the Contacts page and on the Messages page from its first message, never by …@g.us', async () => {
    const t = await namedGroup(() => 'Reseller Bandung');
    // Nobody opened the conversation: the device read the subject when the group's first message came.
    await expect.poll(() => t.asks()).toBe(1);
    await mirrored(t.deviceId);
    await expect
      .poll(async () => {
        await t.agent.get('/dashboard/inbox');
        return t.agent.html;
      })
      .toContain('<strong>Reseller Bandung</strong>');
    await t.owner.get('/dashboard/contacts');
    expect(t.owner.html).toMatch(/<a href="\/dashboard\/contacts\/ctc_\w+">Reseller Bandung<\/a>/);
    expect(t.owner.html).toContain('Grup WhatsApp');
    await t.agent.get('/dashboard/messages');
    expect(t.agent.html).toContain('<span data-contact="true">Reseller Bandung</span>');
    for (const page of [t.owner.html, t.agent.html]) expect(page).not.toContain('@g.us');
  });
});
