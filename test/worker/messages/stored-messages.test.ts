import { describe, expect, it } from 'vitest';
import { api, connectedDevice } from '../helpers';

describe("the node's messages.get: a message a phone asks for again", () => {
  it('answers the kept copy of a message the device sent, and nothing for an id it never had', async () => {
    const s = await connectedDevice();
    s.node.onSend = () => ({ messageId: '3EB0AAAABBBBCCCCDDDD01' });
    const sent = await api<{ messageId: string }>('/messages', s.key, {
      deviceId: s.deviceId,
      phoneNumber: '6281234567890',
      content: 'Halo kak',
    });
    expect(sent.status).toBe(201);
    // A node that starts after a restart has none of it in memory: the device's object has.
    const asked = await s.node.request('messages.get', { ids: ['3EB0AAAABBBBCCCCDDDD01', '3EB0FFFFFFFFFFFFFFFF99'] });
    expect(asked).toMatchObject({ ok: true, result: { messages: [{ key: { id: '3EB0AAAABBBBCCCCDDDD01', fromMe: true } }] } });
    // The copy the node gave with its answer to the send, byte for byte.
    const [message] = (asked as { result: { messages: { raw: string }[] } }).result.messages;
    expect(JSON.parse(message?.raw ?? '{}')).toEqual({
      key: { remoteJid: '6281234567890@s.whatsapp.net', id: '3EB0AAAABBBBCCCCDDDD01', fromMe: true },
    });
  });

  it('refuses a request for more than 50 messages at once', async () => {
    const s = await connectedDevice();
    const ids = Array.from({ length: 51 }, (_, i) => `3EB0${String(i).padStart(18, '0')}`);
    expect(await s.node.request('messages.get', { ids })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});
