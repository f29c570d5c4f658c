import { describe, expect, it } from 'vitest';
import type { SendParams } from '../../../protocol';
import { contactIdFor } from '../../../worker/contacts/contacts';
import { api, call, connectedDevice } from '../helpers';

type ErrorBody = { statusCode: number; message: string; issues?: { path: string; message: string }[] };
type Record = { id: string; status: string; contactId: string; content: string };

const GROUP = '120363041234567890@g.us';

describe('sends to a group', () => {
  it('sends a text with groupId and mentions: the node gets the group JID and the mentioned numbers', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? 'X' };
    };
    const res = await api<Record>('/messages', s.key, {
      deviceId: s.deviceId,
      groupId: GROUP,
      mentions: ['6281234567890', '6289876543210'],
      content: 'Halo semua',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'SENT', content: 'Halo semua' });
    // The record's contact is the group.
    expect(res.body.contactId).toBe(contactIdFor(s.workspaceId, GROUP));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      groupId: GROUP,
      mentions: ['6281234567890', '6289876543210'],
      content: { kind: 'text', text: 'Halo semua' },
    });
    expect(sent[0]?.to).toBeUndefined();
  });

  it('takes the group id without @g.us and sends to its JID', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? 'X' };
    };
    const res = await api('/messages', s.key, { deviceId: s.deviceId, groupId: '6281234567890-1600000000', content: 'Halo' });
    expect(res.status).toBe(201);
    expect(sent[0]?.groupId).toBe('6281234567890-1600000000@g.us');
  });

  it('sends mentions to a phone number too', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? 'X' };
    };
    const res = await api('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      mentions: ['6289876543210'],
      content: 'Hi',
    });
    expect(res.status).toBe(201);
    expect(sent[0]).toMatchObject({ to: '6281234567890', mentions: ['6289876543210'] });
  });

  it('answers 400 for both phoneNumber and groupId, for neither, and sends nothing', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = (params) => {
      sends++;
      return { messageId: params.messageId ?? 'X' };
    };
    const both = await api<ErrorBody>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      groupId: GROUP,
      content: 'x',
    });
    expect(both.status).toBe(400);
    expect(both.body.issues).toContainEqual({ path: 'groupId', message: 'give phoneNumber or groupId, not both' });
    const neither = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, content: 'x' });
    expect(neither.status).toBe(400);
    expect(neither.body.issues?.map((i) => i.path)).toContain('phoneNumber');
    expect(sends).toBe(0);
  });

  it('answers 400 for a malformed group id and for more than 50 mentions', async () => {
    const s = await connectedDevice();
    const badGroup = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, groupId: 'family@g.us', content: 'x' });
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.issues?.map((i) => i.path)).toContain('groupId');
    const mentions = Array.from({ length: 51 }, (_, i) => `62812000${String(i).padStart(5, '0')}`);
    const tooMany = await api<ErrorBody>('/messages', s.key, { deviceId: s.deviceId, groupId: GROUP, mentions, content: 'x' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues?.map((i) => i.path)).toContain('mentions');
  });

  it('sends an interactive message to a group', async () => {
    const s = await connectedDevice();
    const sent: SendParams[] = [];
    s.node.onSend = (params) => {
      sent.push(params);
      return { messageId: params.messageId ?? 'X' };
    };
    const data = new FormData();
    data.set(
      'payload',
      JSON.stringify({
        deviceId: s.deviceId,
        groupId: GROUP,
        mentions: ['6281234567890'],
        kind: 'url-button',
        body: 'Katalog baru',
        buttonLabel: 'Buka',
        url: 'https://shop.example.com',
      }),
    );
    const res = await call('/messages/interactive', { method: 'POST', headers: { 'X-API-Key': s.key }, body: data });
    expect(res.status).toBe(201);
    expect(sent[0]).toMatchObject({ groupId: GROUP, mentions: ['6281234567890'], content: { kind: 'interactive', type: 'url-button' } });
  });
});
