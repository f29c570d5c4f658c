import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, connectedDevice, mirrored } from '../helpers';

const stubOf = (deviceId: string) => env.DEVICE.get(env.DEVICE.idFromName(deviceId));
const text = (t: string) => ({ kind: 'text' as const, text: t });

describe('API sends written together', () => {
  it('32 sends of the same moment: 32 records, each answered with its own, each sent once', async () => {
    const s = await connectedDevice(true);
    const sent: string[] = [];
    s.node.onSend = (params) => {
      sent.push(params.content.kind === 'text' ? params.content.text : '?');
      return { messageId: params.messageId ?? 'X' };
    };
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        api<{ id: string; content: string; status: string }>('/messages', s.key, {
          deviceId: s.deviceId,
          phoneNumber: '6281234567890',
          content: `pesanan ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(32).fill(201));
    expect(answers.map((a) => a.body.content)).toEqual(Array.from({ length: 32 }, (_, i) => `pesanan ${i}`));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(32);
    expect(answers.every((a) => a.body.status === 'SENT')).toBe(true);
    expect([...sent].sort()).toEqual(Array.from({ length: 32 }, (_, i) => `pesanan ${i}`).sort());
    // Written together, they went to the node (which reads several frames a message) together too.
    const sends = s.node.frames.filter((f) => f.t === 'req' && f.method === 'send').length;
    expect(sends).toBe(32);
    expect(s.node.messages.length).toBeLessThan(32);
    await mirrored(s.deviceId);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE device_id = ? AND direction = 'OUTBOUND'")
      .bind(s.deviceId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(32);
  });

  it('a node that reads one frame a message gets each send in a message of its own', async () => {
    const s = await connectedDevice();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api('/messages', s.key, { deviceId: s.deviceId, phoneNumber: '6281234567890', content: `satu ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(s.node.messages.every((n) => n === 1)).toBe(true);
    expect(s.node.frames.filter((f) => f.t === 'req' && f.method === 'send')).toHaveLength(8);
  });

  it('the same send twice at once (one planned record): one record, one send, the other told it is in progress', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = (params) => {
      sends++;
      return { messageId: params.messageId ?? 'X' };
    };
    const stub = stubOf(s.deviceId);
    const input = {
      phoneNumber: '6281234567890',
      text: 'sekali saja',
      source: 'API' as const,
      content: text('sekali saja'),
      recordId: 'msg_planned0000000001',
    };
    const [one, two] = await Promise.all([stub.send(s.workspaceId, input), stub.send(s.workspaceId, input)]);
    const outcomes = [one, two].map((o) => (o.ok ? 'sent' : `${o.status}`)).sort();
    expect(outcomes).toEqual(['409', 'sent']);
    expect(sends).toBe(1);
  });
});
