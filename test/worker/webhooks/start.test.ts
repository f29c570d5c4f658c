/**
 * Where a new webhook starts: `seq` counts the device's events, so by default a webhook created
 * after three events first gets the fourth; `from` a past seq replays the kept events first.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { deviceHarness } from '../harness';
import { admin, call, FakeNode, inbound, setup } from '../helpers';

type Hook = { id: string; fromSeq: number | null };
const ALL = ['message.inbound', 'message.receipt', 'message.reaction', 'call.received', 'device.status'];

/** A device whose only events are three messages in (seq 1, 2, 3), and a receiver that answers 200. */
async function deviceWithThreeMessages() {
  const device = await setup();
  const s = { ...device, node: await FakeNode.connect(device.deviceId) };
  const harness = deviceHarness(s.deviceId);
  harness.webhooks.answer = () => new Response('ok');
  for (const id of ['IN-1', 'IN-2', 'IN-3']) await s.node.report('inbound', inbound(id), `in:${id}`);
  const res = await call(`/events?deviceId=${s.deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': s.key } });
  const events = ((await res.json()) as { items: { seq: number; event: string }[] }).items;
  const stub = env.DEVICE.get(env.DEVICE.idFromName(s.deviceId));
  const idle = async () => {
    await runDurableObjectAlarm(stub);
    await expect
      .poll(async () => {
        if (harness.webhooks.inFlight > 0) return false;
        return runInDurableObject(stub, (_i, state) => {
          const sql = state.storage.sql;
          return sql.exec(`SELECT COUNT(*) AS n FROM deliveries WHERE status = 'PENDING'`).one().n === 0;
        });
      })
      .toBe(true);
  };
  const seqs = () => harness.webhooks.got.map((g) => (JSON.parse(g.body) as { seq: number }).seq);
  return { ...s, events, idle, seqs, got: harness.webhooks.got };
}

describe('where a new webhook starts', () => {
  it('starts at the device’s next event by default: created after three events, its first delivery is seq 4', async () => {
    const d = await deviceWithThreeMessages();
    expect(d.events.map((e) => e.seq)).toEqual([1, 2, 3]);
    const hook = await admin<Hook>('POST', `/devices/${d.deviceId}/webhooks`, { url: 'https://hooks.example.com/k', events: ALL });
    expect(hook.status).toBe(201);
    expect(hook.body.fromSeq).toBe(4);
    await d.idle();
    expect(d.got).toHaveLength(0);

    await d.node.report('inbound', inbound('IN-4'), 'in:IN-4');
    await d.idle();
    expect(d.seqs()).toEqual([4]);
    const listed = await admin<Hook[]>('GET', `/devices/${d.deviceId}/webhooks`);
    expect(listed.body[0]?.fromSeq).toBe(4);
  });

  it('with from 1 gets seq 1, 2, 3 in order, then 4', async () => {
    const d = await deviceWithThreeMessages();
    const hook = await admin<Hook>('POST', `/devices/${d.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/k',
      events: ALL,
      from: 1,
      concurrency: 1,
    });
    expect(hook.status).toBe(201);
    expect(hook.body.fromSeq).toBe(1);
    await d.idle();
    await d.node.report('inbound', inbound('IN-4'), 'in:IN-4');
    await d.idle();
    expect(d.seqs()).toEqual([1, 2, 3, 4]);
    expect(d.got.map((g) => (JSON.parse(g.body) as { data: { id: string } }).data.id)).toEqual(['IN-1', 'IN-2', 'IN-3', 'IN-4']);
    // The replayed bodies are the very bytes GET /events answers.
    const res = await call(`/events?deviceId=${d.deviceId}&after=0&limit=100`, { headers: { 'X-API-Key': d.key } });
    const text = await res.text();
    for (const got of d.got) expect(text).toContain(got.body);
  });

  it('replays only the kinds it subscribes to, from the seq it names', async () => {
    const d = await deviceWithThreeMessages();
    await d.node.report('reaction', { id: 'R1', messageId: 'IN-1', from: '6281234567890', emoji: '👍', timestamp: Date.now() });
    const hook = await admin<Hook>('POST', `/devices/${d.deviceId}/webhooks`, {
      url: 'https://hooks.example.com/k',
      events: ['message.inbound'],
      from: 2,
      concurrency: 1,
    });
    expect(hook.body.fromSeq).toBe(2);
    await d.node.report('inbound', inbound('IN-5'), 'in:IN-5');
    await d.idle();
    // seq 4 is the reaction, which it does not take.
    expect(d.seqs()).toEqual([2, 3, 5]);
  });

  it('refuses a start after the device’s next seq, one it no longer keeps, or a replay for a disabled webhook', async () => {
    const d = await deviceWithThreeMessages();
    const next = 4;
    const base = { url: 'https://hooks.example.com/k', events: ALL };
    const after = await admin<{ message: string }>('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from: next + 1 });
    expect(after.status).toBe(400);
    expect(after.body.message).toContain(`next seq is ${next}`);
    const disabled = await admin('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from: 1, enabled: false });
    expect(disabled.status).toBe(400);
    const bad = await admin<{ issues: { path: string }[] }>('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from: 'start' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i) => i.path)).toEqual(['from']);
    // The oldest events gone (as the log prunes past its limit): a start before them is a 409 naming the oldest kept.
    const stub = env.DEVICE.get(env.DEVICE.idFromName(d.deviceId));
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec('DELETE FROM events WHERE seq <= 2'));
    const gone = await admin<{ message: string }>('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from: 1 });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain('from seq 3 on');
    expect((await admin<Hook[]>('GET', `/devices/${d.deviceId}/webhooks`)).body).toHaveLength(0);
  });

  it('replays at most 10,000 events: more is a 400 naming the seq from which the replay fits', async () => {
    const d = await deviceWithThreeMessages();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(d.deviceId));
    // A long log (10,503 events of one kind), written as the log writes them.
    await runInDurableObject(stub, (_i, state) =>
      state.storage.transactionSync(() => {
        for (let seq = 4; seq <= 10_503; seq++) {
          state.storage.sql.exec(
            'INSERT INTO events (seq, id, key, name, at, body) VALUES (?, ?, ?, ?, ?, ?)',
            seq,
            `evt_long${seq}`,
            `long:${seq}`,
            'message.inbound',
            Date.now(),
            JSON.stringify({ seq }),
          );
        }
      }),
    );
    // Nothing is answered while the test looks at what was queued.
    const harness = deviceHarness(d.deviceId);
    harness.clock.freeze();
    harness.webhooks.answer = () => 'hang';
    const base = { url: 'https://hooks.example.com/k', events: ['message.inbound'], concurrency: 1 };
    for (const from of [1, 503]) {
      const res = await admin<{ message: string }>('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        `from: a new webhook replays at most 10000 events, and from seq ${from} there are more of its kinds; start from seq 504 or later, or "now" (GET /events reads the older ones)`,
      );
    }
    // Events of kinds it does not take do not count.
    const other = await admin('POST', `/devices/${d.deviceId}/webhooks`, { ...base, events: ['message.reaction'], from: 1 });
    expect(other.status).toBe(201);

    const fits = await admin<Hook>('POST', `/devices/${d.deviceId}/webhooks`, { ...base, from: 504 });
    expect(fits.status).toBe(201);
    const queued = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql
        .exec<{ n: number; first: number; last: number }>(
          'SELECT COUNT(*) AS n, MIN(event_seq) AS first, MAX(event_seq) AS last FROM deliveries WHERE webhook_id = ?',
          fits.body.id,
        )
        .one(),
    );
    expect(queued).toEqual({ n: 10_000, first: 504, last: 10_503 });
  });

  it('finds a webhook’s last queued delivery by an index, not by reading every delivery', async () => {
    const d = await deviceWithThreeMessages();
    const stub = env.DEVICE.get(env.DEVICE.idFromName(d.deviceId));
    const plan = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql
        .exec<{ detail: string }>(
          `EXPLAIN QUERY PLAN SELECT MAX(next_at) AS t FROM deliveries WHERE webhook_id = ? AND status = 'PENDING'`,
          'whk_x',
        )
        .toArray()
        .map((r) => r.detail),
    );
    expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX deliveries_webhook/);
  });
});
