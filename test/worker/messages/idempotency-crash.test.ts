import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, connectedDevice, FakeNode, mirrored, setup } from '../helpers';

type Answer = { status: number; body: Record<string, unknown> };
const text = (deviceId: string) => ({ deviceId, phoneNumber: '6281234567890', content: 'Pesanan #77 sudah dikirim' });

/** What the worker would have left had it died between the claim of a key and storing its answer. */
async function forgetAnswer(workspaceId: string, key: string, ageMs: number): Promise<void> {
  await env.DB.prepare(
    'UPDATE idempotency_keys SET status_code = NULL, response_body = NULL, created_at = ? WHERE workspace_id = ? AND key = ?',
  )
    .bind(Date.now() - ageMs, workspaceId, key)
    .run();
}

describe('Idempotency-Key when the worker died mid-request', () => {
  it('a retry after the send went out but before its answer was kept is answered from the record, and sends nothing', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = (params) => {
      sends++;
      return { messageId: params.messageId ?? 'X' };
    };
    const headers = { 'Idempotency-Key': 'crash-after-send' };
    const first = await api<Answer['body']>('/messages', s.key, text(s.deviceId), headers);
    expect(first.status).toBe(201);
    await mirrored(s.deviceId);
    // The D1 copy of the record may lag a crash too: the device's object is the one asked.
    await env.DB.prepare('DELETE FROM messages WHERE id = ?').bind(first.body.id).run();
    await forgetAnswer(s.workspaceId, 'crash-after-send', 60_000);

    const retry = await api<Answer['body']>('/messages', s.key, text(s.deviceId), headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ id: first.body.id, messageId: first.body.messageId, status: 'SENT' });
    expect(sends).toBe(1);
  });

  it('a claim left without an answer or a record is "in progress" for 30 s, then a retry sends once', async () => {
    const s = await connectedDevice();
    let sends = 0;
    s.node.onSend = (params) => {
      sends++;
      return { messageId: params.messageId ?? 'X' };
    };
    const claimed = Date.now();
    await env.DB.prepare('INSERT INTO idempotency_keys (workspace_id, key, request_hash, record_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(s.workspaceId, 'crash-before-send', 'unused', 'msg_01DiedBeforeItsRecord0', claimed)
      .run();
    // The request hash is what a real first request would have stored: take it from a twin's claim.
    const twin = await api('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'twin' });
    expect(twin.status).toBe(201);
    const twinHash = await env.DB.prepare('SELECT request_hash AS h FROM idempotency_keys WHERE key = ?')
      .bind('twin')
      .first<{ h: string }>();
    await env.DB.prepare('UPDATE idempotency_keys SET request_hash = ? WHERE key = ?').bind(twinHash?.h, 'crash-before-send').run();
    sends = 0;

    const early = await api<Answer['body']>('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'crash-before-send' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/still in progress/);
    expect(sends).toBe(0);

    await forgetAnswer(s.workspaceId, 'crash-before-send', 31_000);
    const late = await api<Answer['body']>('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'crash-before-send' });
    expect(late.status).toBe(201);
    expect(late.body.id).toBe('msg_01DiedBeforeItsRecord0');
    const again = await api<Answer['body']>('/messages', s.key, text(s.deviceId), { 'Idempotency-Key': 'crash-before-send' });
    expect(again.body).toEqual(late.body);
    expect(sends).toBe(1);
  });

  it('a 409 for a device that is not connected releases the key: the same key sends once it is', async () => {
    const s = await setup();
    const headers = { 'Idempotency-Key': 'before-linking' };
    const refused = await api<Answer['body']>('/messages', s.key, text(s.deviceId), headers);
    expect(refused.status).toBe(409);
    const node = await FakeNode.connect(s.deviceId);
    await node.status({ status: 'CONNECTED', phoneNumber: '6281200000001' });
    const sent = await api<Answer['body']>('/messages', s.key, text(s.deviceId), headers);
    expect(sent.status).toBe(201);
    expect(node.frames.filter((f) => f.t === 'req' && f.method === 'send')).toHaveLength(1);
  });
});
