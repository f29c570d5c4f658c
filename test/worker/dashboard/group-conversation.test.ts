/** A group's conversation in the inbox is named by the group's subject, or a short "Grup …" id; never by its raw `…@g.us` id. */
import { describe, expect, it } from 'vitest';
import { inboxList } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { inboxTeam } from './inbox-team';

const GROUP = '120363041234567890@g.us';

/** The pane's heading, as the page renders it. */
const heading = (html: string) => /<h2 class="conversation-name">([\s\S]*?)<\/h2>/.exec(html)?.[1] ?? '';

describe('a group’s conversation in the inbox', () => {
  it('is headed by the group’s subject as the device’s session reads it', async () => {
    const t = await inboxTeam();
    await receive(t.node, '6281234567890', 'Stok kaos hitam ada?', { chatId: GROUP });
    const [conversation] = await inboxList(t.workspaceId, t.deviceId);
    t.node.onCall = (method, params) =>
      method === 'groups.get' ? { id: (params as { groupId: string }).groupId, subject: 'Reseller Bandung', participants: [] } : null;

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
});
