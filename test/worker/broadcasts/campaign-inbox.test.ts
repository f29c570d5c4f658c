import { describe, expect, it } from 'vitest';
import { advanceClock } from '../harness';
import { inboxList, messagesOf } from '../inbox/inbox-helpers';
import { receive } from '../inbox/received';
import { Driver } from './driver';

const CSV = ['phone,name', '081211110001,Budi', '081211110002,Sari', '081211110003,Tono'].join('\n');

describe('a campaign and the inbox', () => {
  it('a 3-recipient campaign opens no conversation; one reply opens exactly one, holding the campaign message then the reply', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    await d.csv(CSV, 'Halo {{name}}, promo hari ini!');
    await d.until(3);
    await d.step();
    expect(await inboxList(d.s.workspaceId, d.s.deviceId)).toEqual([]);

    // On the object's clock, after the campaign (the driver freezes it years ahead).
    await receive(d.s.node, '6281211110002', 'Mau kak', { pushName: 'Sari', timestamp: d.now() + 1_000 });
    const list = await inboxList(d.s.workspaceId, d.s.deviceId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ phoneNumber: '6281211110002', status: 'OPEN', unreadCount: 1, lastMessage: { text: 'Mau kak' } });
    const messages = await messagesOf(d.s.deviceId, list[0]?.id ?? '');
    // Newest first, as the conversation's pages are read.
    expect(messages.map((m) => [m.direction, m.source, m.content])).toEqual([
      ['INBOUND', 'CONTACT', 'Mau kak'],
      ['OUTBOUND', 'BROADCAST', 'Halo Sari, promo hari ini!'],
    ]);
  });

  it('a reply WhatsApp stamps with the second the campaign message went out in still comes after it', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    await advanceClock(d.s.deviceId, 400);
    await d.csv('phone,name\n081211110002,Sari', 'Halo {{name}}, promo hari ini!');
    await d.until(1);
    await d.step(0);
    await advanceClock(d.s.deviceId, 5);
    // WhatsApp stamps to the second: the reply's stamp is earlier than the campaign message's time.
    const second = Math.floor(d.now() / 1000) * 1000;
    expect(d.sent[0]?.at).toBeGreaterThan(second);
    await receive(d.s.node, '6281211110002', 'Jam berapa kak?', { pushName: 'Sari', timestamp: second });
    const [conversation] = await inboxList(d.s.workspaceId, d.s.deviceId);
    const messages = await messagesOf(d.s.deviceId, conversation?.id ?? '');
    expect(messages.map((m) => m.content)).toEqual(['Jam berapa kak?', 'Halo Sari, promo hari ini!']);
  });

  it('a campaign message to a contact with a conversation joins it without reopening or assigning it', async () => {
    const d = await Driver.start();
    await d.pace(10, 10);
    await receive(d.s.node, '6281211110001', 'Halo', { pushName: 'Budi' });
    await d.csv('phone\n081211110001', 'Promo!');
    await d.until(1);
    await d.step();
    const [conversation] = await inboxList(d.s.workspaceId, d.s.deviceId);
    expect(conversation).toMatchObject({
      phoneNumber: '6281211110001',
      assigneeId: null,
      lastMessage: { text: 'Promo!', source: 'BROADCAST' },
    });
  });
});
