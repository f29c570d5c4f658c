import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, connectedDevice, mirrored } from '../helpers';

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };
const text = (deviceId: string) => ({ deviceId, phoneNumber: '6281234567890', content: 'Pesanan #42 sudah dikirim' });

async function recordsOf(deviceId: string): Promise<{ id: string; status: string }[]> {
  await mirrored(deviceId);
  const rows = await env.DB.prepare("SELECT id, status FROM messages WHERE device_id = ? AND direction = 'OUTBOUND'").bind(deviceId).all();
  return rows.results as { id: string; status: string }[];
}

describe('Idempotency-Key after the messaging server refused the send', () => {
  it('20 concurrent requests with one key when the first send is refused: one send, one record, one 502, the rest 409 or that 502 again', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => {
      sends++;
      return sends === 1 ? { error: 'rejected', message: 'recipient blocked' } : { messageId: `3EB0SECOND${sends}` };
    };
    const headers = { 'Idempotency-Key': 'order-42' };
    const answers: Answer[] = await Promise.all(Array.from({ length: 20 }, () => api('/messages', s.key, text(s.deviceId), headers)));

    expect(sends).toBe(1);
    const records = await recordsOf(s.deviceId);
    expect(records).toEqual([expect.objectContaining({ status: 'FAILED' })]);

    const first = answers.filter((a) => a.headers.get('Idempotent-Replayed') !== 'true' && a.status !== 409);
    expect(first.map((a) => a.status)).toEqual([502]);
    const refusal = first[0]?.body;
    expect(refusal).toMatchObject({ statusCode: 502, error: 'Bad Gateway', message: expect.stringMatching(/recipient blocked/) });
    for (const answer of answers) {
      expect([409, 502]).toContain(answer.status);
      if (answer.status === 502) expect(answer.body).toEqual(refusal);
      if (answer.status === 409)
        expect(answer.body).toMatchObject({ statusCode: 409, message: expect.stringMatching(/still in progress/) });
    }
    expect(answers.some((a) => a.status === 201)).toBe(false);

    // Once it is over, the key keeps answering that refusal and sends nothing.
    const later = await api('/messages', s.key, text(s.deviceId), headers);
    expect(later.status).toBe(502);
    expect(later.headers.get('Idempotent-Replayed')).toBe('true');
    expect(later.body).toEqual(refusal);
    expect(sends).toBe(1);
    expect(await recordsOf(s.deviceId)).toHaveLength(1);
  });

  it('a refused send is retried with a new key: that one sends', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => (++sends === 1 ? { error: 'rejected', message: 'server busy' } : { messageId: '3EB0RETRIED0001' });
    const refused = await api('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'order-43' });
    expect(refused.status).toBe(502);
    const again = await api('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'order-43' });
    expect(again.status).toBe(502);
    expect(sends).toBe(1);
    const retried = await api('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'order-43-retry' });
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ status: 'SENT', messageId: '3EB0RETRIED0001' });
    expect(sends).toBe(2);
    expect((await recordsOf(s.deviceId)).map((r) => r.status).sort()).toEqual(['FAILED', 'SENT']);
  });

  it('20 concurrent requests with one key when the send succeeds: one send, one record, every 201 the same record', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = () => ({ messageId: `3EB0ONLY${++sends}` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'k' })),
    );
    expect(sends).toBe(1);
    const sent = answers.filter((a) => a.status === 201);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await recordsOf(s.deviceId)).toHaveLength(1);
  });
});
