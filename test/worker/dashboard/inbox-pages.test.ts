import { describe, expect, it } from 'vitest';
import { mirrored } from '../helpers';
import { type Conversation, inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { inboxTeam } from './inbox-team';

describe('the inbox pages', () => {
  it('an agent finds a new message in the inbox, replies from the conversation, and the reply goes out as theirs', async () => {
    const t = await inboxTeam();
    await receive(t.node, '6281234567890', 'Stok kaos hitam ada?', { pushName: 'Budi' });
    await mirrored(t.deviceId);
    expect((await t.agent.get('/dashboard/inbox')).status).toBe(200);
    expect(t.agent.html).toContain('Budi');
    expect(t.agent.html).toContain('Stok kaos hitam ada?');
    const [conversation] = (await inboxList(t.workspaceId, t.deviceId)) as [Conversation];
    const path = `/dashboard/inbox/${t.deviceId}/${conversation.id}`;
    expect((await t.agent.get(path)).status).toBe(200);
    expect(t.agent.html).toContain('data-thread');
    const res = await t.agent.post(`${path}/reply`, { text: 'Ada kak, ukuran apa?' });
    expect(res.status).toBe(303);
    expect(t.sent.map((p) => p.content)).toEqual([{ kind: 'text', text: 'Ada kak, ukuran apa?' }]);
    const [reply] = await messagesOf(t.deviceId, conversation.id);
    expect(reply).toMatchObject({ source: 'DASHBOARD', memberId: expect.stringMatching(/^acc_/) });
    await t.agent.get(path);
    expect(t.agent.html).toMatch(/data-source="DASHBOARD"/);
    // Opening the conversation read it.
    expect((await inboxList(t.workspaceId, t.deviceId))[0]?.unreadCount).toBe(0);
  });

  it('an agent quotes a message from the page (the Quote link), reacts to it, and both go out through the session', async () => {
    const t = await inboxTeam();
    const asked = await receive(t.node, '6281234567890', 'Kirim ke mana?');
    await receive(t.node, '6281234567890', 'Ongkirnya berapa?');
    const [conversation] = (await inboxList(t.workspaceId, t.deviceId)) as [Conversation];
    const path = `/dashboard/inbox/${t.deviceId}/${conversation.id}`;
    await t.agent.get(path);
    // The Quote link of the first message opens the page with it quoted above the reply box.
    const quoteLink = `${path}?quote=${encodeURIComponent(asked)}`;
    expect(t.agent.html).toContain(`href="${quoteLink}#f-text"`);
    await t.agent.get(quoteLink);
    expect(t.agent.html).toContain(`name="replyToId" value="${asked}"`);
    expect((await t.agent.post(`${path}/reply`, { text: 'Ke Bandung kak', replyToId: asked })).status).toBe(303);
    expect(t.sent[0]).toMatchObject({
      content: { kind: 'text', text: 'Ke Bandung kak' },
      quoted: expect.objectContaining({ key: expect.objectContaining({ id: asked }) }),
    });
    const [reply] = await messagesOf(t.deviceId, conversation.id);
    expect(reply).toMatchObject({ source: 'DASHBOARD', replyToId: asked });
    await t.agent.get(path);
    // The reply shows what it answers.
    expect(t.agent.html).toMatch(/class="quote muted">&#x21AA; Kirim ke mana\?</);

    expect((await t.agent.post(`${path}/react`, { messageId: asked, emoji: '🙏' })).status).toBe(303);
    expect(t.sent[1]).toMatchObject({ content: { kind: 'reaction', emoji: '🙏', target: { id: asked } } });
  });

  it('a reaction the page does not offer is refused under its message, and nothing is sent (not even a removal)', async () => {
    const t = await inboxTeam();
    const asked = await receive(t.node, '6281234567890', 'Sudah sampai kak');
    const [conversation] = (await inboxList(t.workspaceId, t.deviceId)) as [Conversation];
    const path = `/dashboard/inbox/${t.deviceId}/${conversation.id}`;
    await t.agent.get(path);
    for (const emoji of ['🎉', '', 'ok']) {
      const res = await t.agent.post(`${path}/react`, { messageId: asked, emoji });
      expect(res.status, emoji).toBe(400);
      expect(t.agent.html).toMatch(/data-reaction-issue(="true")?>Reaksi itu bukan salah satu yang tersedia di sini \(👍 ❤️ 😂 🙏 ✅\)/);
      // Said at the message it was for.
      expect(t.agent.html).toMatch(
        new RegExp(`value="${asked}"/?>[\\s\\S]*?</form>\\s*</div>\\s*<p class="error" role="alert" data-reaction-issue(="true")?>`),
      );
    }
    expect(t.sent).toEqual([]);
    // One of the five is sent.
    expect((await t.agent.post(`${path}/react`, { messageId: asked, emoji: '✅' })).status).toBe(303);
    expect(t.sent).toMatchObject([{ content: { kind: 'reaction', emoji: '✅', target: { id: asked } } }]);
  });

  it('an empty reply is refused next to the field and nothing is sent; a note is kept and never sent', async () => {
    const t = await inboxTeam();
    await receive(t.node, '6281234567890', 'halo');
    const [conversation] = (await inboxList(t.workspaceId, t.deviceId)) as [Conversation];
    const path = `/dashboard/inbox/${t.deviceId}/${conversation.id}`;
    await t.agent.get(path);
    const res = await t.agent.post(`${path}/reply`, { text: '' });
    expect(res.status).toBe(400);
    expect(t.agent.html).toContain('id="f-text-error"');
    expect((await t.agent.post(`${path}/notes`, { text: 'VIP, jangan lupa diskon' })).status).toBe(303);
    await t.agent.get(path);
    expect(t.agent.html).toContain('VIP, jangan lupa diskon');
    expect(t.sent).toEqual([]);
  });

  it('an agent cannot open the chatbot page (403, and no link to it); an owner adds a rule and the tester names it', async () => {
    const t = await inboxTeam();
    await t.agent.get('/dashboard/inbox');
    expect(t.agent.html).not.toContain('href="/dashboard/chatbot"');
    expect((await t.agent.get('/dashboard/chatbot')).status).toBe(403);
    expect((await t.owner.get('/dashboard/chatbot')).status).toBe(200);
    expect(t.owner.html).toContain(`action="/dashboard/chatbot/${t.deviceId}/rules"`);
    expect((await t.owner.get(`/dashboard/chatbot/${t.deviceId}`)).status).toBe(200);
    const bad = await t.owner.post(`/dashboard/chatbot/${t.deviceId}/rules`, {
      name: 'loop',
      trigger: 'regex',
      value: '(a)\\1',
      reply: 'x',
      interactive: '',
    });
    expect(bad.status).toBe(400);
    expect(t.owner.html).toContain('backreference (\\1, \\k&lt;name&gt;) tidak didukung');
    const added = await t.owner.post(`/dashboard/chatbot/${t.deviceId}/rules`, {
      name: 'Harga',
      trigger: 'keyword-contains',
      value: 'harga, price',
      reply: 'Halo {{name|kak}}, ini daftar harga',
      interactive: '',
    });
    expect(added.status).toBe(303);
    await t.owner.get(`/dashboard/chatbot/${t.deviceId}`);
    const tested = await t.owner.post(`/dashboard/chatbot/${t.deviceId}/test`, { text: 'berapa harganya?', selectedId: '' });
    expect(tested.status).toBe(200);
    expect(t.owner.html).toMatch(/id="test-result"[^>]*>.*Harga/s);
  });
});
