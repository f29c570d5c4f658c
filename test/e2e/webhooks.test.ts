import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../scripts/wait-until';
import { Receiver } from './receiver';
import { Stack } from './stack';
import { startedForTests } from './with-stack';

const HMAC_KEY = 'e2e-webhook-secret-key';
const ALL_EVENTS = ['message.inbound', 'message.receipt', 'message.reaction', 'call.received', 'device.status'];
const stack = new Stack();
const receiver = new Receiver();

startedForTests(stack, receiver);
// A test that makes the receiver fail must not leave it failing for the next one, even when it fails itself.
afterEach(() => receiver.answerOk());

async function deviceWithWebhook(retry = { attempts: 5, delaySeconds: 1, strategy: 'fixed' }) {
  const d = await stack.linkedDevice();
  const hook = await stack.admin<{ id: string }>('POST', `/devices/${d.deviceId}/webhooks`, {
    url: receiver.url,
    events: ALL_EVENTS,
    hmacKey: HMAC_KEY,
    retry,
  });
  expect(hook.status).toBe(201);
  const mine = () => receiver.got.filter((r) => (r.body as { device?: { id: string } }).device?.id === d.deviceId);
  return { ...d, hookId: hook.body.id, mine };
}

describe('webhooks end to end', () => {
  it('delivers every event type with its headers and a valid signature', async () => {
    const d = await deviceWithWebhook();
    const sim = (path: string, body: unknown) => stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/${path}`, body);

    const text = await sim('inbound', { from: '6281298765432', lid: '987654321098765', text: 'Halo, masih buka?' });
    const sent = await stack.api<{ messageId: string; id: string }>('/messages', d.key, {
      deviceId: d.deviceId,
      phoneNumber: '6281298765432',
      content: 'Masih kak',
      replyToId: text.body.id,
    });
    expect(sent.status).toBe(201);
    const tap = await sim('inbound', {
      from: '6281298765432',
      type: 'button-reply',
      text: 'Ya',
      selectedId: 'yes',
      quotedId: sent.body.messageId,
    });
    const row = await sim('inbound', {
      from: '6281298765432',
      type: 'list-reply',
      text: 'Merah',
      selectedId: 'red',
      quotedId: sent.body.messageId,
    });
    const reaction = await sim('reaction', { from: '6281298765432', messageId: sent.body.messageId, emoji: '❤️' });
    expect(reaction.status).toBe(201);
    const callIn = await sim('call', { from: '6281298765432', isVideo: false });
    expect(callIn.status).toBe(201);
    const has = (event: string, pred: (data: Record<string, unknown>) => boolean = () => true) =>
      d.mine().some((r) => r.body.event === event && pred(r.body.data));
    // The receipts first: a receipt that reaches a client in its offline backlog after the drop comes
    // merged with the later ones (Baileys reports a message's last status only), as it would from WhatsApp.
    await receiver.waitFor(() => has('message.receipt', (x) => x.status === 'DELIVERED'));
    await stack.sim('POST', `/devices/${d.deviceId}/disconnect`, { reason: 'connection-lost' });

    await receiver.waitFor(
      () =>
        has('message.inbound', (x) => x.id === text.body.id) &&
        has('message.inbound', (x) => x.id === tap.body.id) &&
        has('message.inbound', (x) => x.id === row.body.id) &&
        has('message.receipt', (x) => x.status === 'READ') &&
        has('message.reaction') &&
        has('call.received', (x) => x.status === 'timeout') &&
        has('device.status', (x) => x.status === 'CONNECTED' && x.previousStatus !== 'CONNECTED'),
    );

    for (const r of d.mine()) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-kurir-event']).toBe(r.body.event);
      expect(r.headers['x-kurir-attempt']).toBe('1');
      expect(String(r.headers['x-kurir-delivery'])).toMatch(/^dlv_/);
      expect(Receiver.signatureValid(r, HMAC_KEY)).toBe(true);
    }
    const data = (event: string, id: string) => d.mine().find((r) => r.body.event === event && r.body.data.id === id)?.body.data;
    expect(data('message.inbound', text.body.id)).toMatchObject({
      from: '6281298765432',
      lid: '987654321098765',
      type: 'text',
      text: 'Halo, masih buka?',
    });
    expect(data('message.inbound', tap.body.id)).toMatchObject({ type: 'button-reply', selectedId: 'yes', quotedId: sent.body.messageId });
    expect(data('message.inbound', row.body.id)).toMatchObject({ type: 'list-reply', selectedId: 'red', quotedId: sent.body.messageId });
    const receipts = d
      .mine()
      .filter((r) => r.body.event === 'message.receipt')
      .map((r) => r.body.data);
    expect(receipts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          messageId: sent.body.messageId,
          recordId: sent.body.id,
          status: 'DELIVERED',
          phoneNumber: '6281298765432',
        }),
      ]),
    );
    expect(d.mine().find((r) => r.body.event === 'message.reaction')?.body.data).toMatchObject({
      messageId: sent.body.messageId,
      from: '6281298765432',
      emoji: '❤️',
    });
    // Several deliveries are in flight at once, so they may arrive out of order: a receiver orders by seq.
    const calls = d
      .mine()
      .filter((r) => r.body.event === 'call.received')
      .sort((a, b) => a.body.seq - b.body.seq)
      .map((r) => r.body.data.status);
    expect(calls).toEqual(['offer', 'ringing', 'timeout']);

    const inbox = await stack.admin<{ items: { direction: string; content: string }[] }>(
      'GET',
      `/workspaces/${d.workspaceId}/messages?direction=INBOUND`,
    );
    expect(inbox.body.items.map((m) => m.content)).toContain('Halo, masih buka?');
  });

  it('delivers to a receiver that was down for the first attempts', async () => {
    const d = await deviceWithWebhook({ attempts: 5, delaySeconds: 1, strategy: 'fixed' });
    receiver.status = (r) => {
      if (r.body.event !== 'message.inbound') return 200;
      // The receiver records a request after answering it: these are the attempts before this one.
      const before = receiver.got.filter((g) => g.body.id === r.body.id).length;
      return before < 2 ? 503 : 200;
    };
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: '6281298765432', text: 'retry me' });
    await receiver.waitFor(() => d.mine().filter((r) => r.body.data.id === inbound.body.id).length === 3, 30_000);
    const attempts = d.mine().filter((r) => r.body.data.id === inbound.body.id);
    expect(attempts.map((r) => r.headers['x-kurir-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(attempts.map((r) => r.raw)).size).toBe(1);
    // The history shows the receiver's two refusals, then the success.
    const delivery = String(attempts[0]?.headers['x-kurir-delivery']);
    const detail = await waitUntil(
      async () => {
        const res = await stack.admin<{ status: string; attemptsList: { statusCode: number; responseBody: string | null }[] }>(
          'GET',
          `/deliveries/${delivery}`,
        );
        return res.body.status === 'SUCCEEDED' ? res.body : null;
      },
      { what: 'the delivery to be SUCCEEDED in the history' },
    );
    expect(detail.attemptsList.map((a) => a.statusCode)).toEqual([503, 503, 200]);
    // What the receiver answered each time (Node's, chunked: no length declared), as the fetch read it.
    expect(detail.attemptsList.map((a) => a.responseBody)).toEqual(['ok', 'ok', 'ok']);
  });

  it('keeps a delivery that failed every attempt in the history, and resend delivers it', async () => {
    const d = await deviceWithWebhook({ attempts: 2, delaySeconds: 1, strategy: 'fixed' });
    receiver.status = (r) => (r.body.event === 'message.inbound' ? 500 : 200);
    const inbound = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: '6281298765432', text: 'lost?' });
    const failed = await waitUntil(
      async () => {
        const list = await stack.admin<{ items: { id: string; event: string; attempts: number }[] }>(
          'GET',
          `/webhooks/${d.hookId}/deliveries?status=FAILED`,
        );
        return list.body.items.find((i) => i.event === 'message.inbound');
      },
      { intervalMs: 200, what: 'the delivery to end FAILED' },
    );
    expect(failed.attempts).toBe(2);
    const detail = await stack.admin<{ attemptsList: { statusCode: number }[] }>('GET', `/deliveries/${failed.id}`);
    expect(detail.body.attemptsList.map((a) => a.statusCode)).toEqual([500, 500]);

    receiver.answerOk();
    const resent = await stack.admin<{ id: string }>('POST', `/deliveries/${failed.id}/resend`);
    expect(resent.status).toBe(202);
    await receiver.waitFor(() =>
      d.mine().some((r) => r.body.data.id === inbound.body.id && r.headers['x-kurir-delivery'] === resent.body.id),
    );
  });

  it('loses no event and leaves no gap in seq when the session-node and wrangler dev restart with events pending', async () => {
    const d = await deviceWithWebhook({ attempts: 20, delaySeconds: 1, strategy: 'fixed' });
    receiver.status = () => 503;
    const ids: string[] = [];
    const inbound = async (text: string) => {
      const res = await stack.sim<{ id: string }>('POST', `/devices/${d.deviceId}/inbound`, { from: '6281298765432', text });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    };
    for (let i = 0; i < 3; i++) await inbound(`sebelum ${i}`);
    // The node freezes with its link open, so no close reaches the object before the worker stops;
    // the restarted object must find out by itself that no node holds the device (DISCONNECTED).
    stack.signalNode('node-1', 'SIGSTOP');
    await stack.stopWorker();
    await stack.stopNode('node-1', 'SIGKILL');
    await stack.startWorker();
    await stack.waitForStatus(d.deviceId, 'DISCONNECTED');
    await stack.startNode('node-3');
    await stack.waitForStatus(d.deviceId, 'CONNECTED');
    for (let i = 0; i < 2; i++) await inbound(`sesudah ${i}`);
    receiver.answerOk();
    const delivered = () =>
      new Set(
        d
          .mine()
          .filter((r) => r.body.event === 'message.inbound')
          .map((r) => String(r.body.data.id)),
      );
    await receiver.waitFor(() => ids.every((id) => delivered().has(id)), 90_000, 'every inbound event after the restarts');

    // Every event the receiver saw, ordered by seq, has no gap.
    const seqs = [...new Set(d.mine().map((r) => r.body.seq))].sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(seqs.map((_, i) => first + i));
  }, 180_000);
});
