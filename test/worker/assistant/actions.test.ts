/**
 * The assistant's actions as the model calls them, against a real receiver on 127.0.0.1 (the fake
 * provider's `/action`, test/e2e/fake-openai.ts): what is sent and how it is signed, and what the
 * model reads back when its arguments are wrong or the URL fails, is slow or answers too much.
 */
import { describe, expect, inject, it } from 'vitest';
import { type Action, type ActionContext, actionNote, actionTools, runAction } from '../../../worker/assistant/actions';
import type { RecordedAction, ScriptedAction } from '../../e2e/fake-openai';

const SECRET = 'kas_test-secret-of-this-action-0123456789';

async function receiver(actions: ScriptedAction[] = []) {
  const scope = `actions-${crypto.randomUUID()}`;
  const base = `${inject('openai')}/${scope}`;
  await fetch(`${base}/_fake/script`, { method: 'POST', body: JSON.stringify({ actions }) });
  const action: Action = {
    id: 'act_test',
    name: 'order_status',
    description: 'Looks up an order by its number.',
    parameters: {
      type: 'object',
      properties: { orderId: { type: 'string', pattern: '^INV-\\d+$' }, detailed: { type: 'boolean' } },
      required: ['orderId'],
      additionalProperties: false,
    },
    url: `${base}/action`,
  };
  const calls = async () => (await (await fetch(`${base}/_fake/actions`)).json()) as RecordedAction[];
  return { action, calls };
}

const ctx = (over: Partial<ActionContext> = {}): ActionContext => ({
  fetch: (input, init) => fetch(input, init),
  secret: SECRET,
  timeoutMs: 2_000,
  guard: { localDev: true },
  conversation: { id: 'cnv_1', deviceId: 'dev_1' },
  contact: { id: 'ctc_1', phoneNumber: '6281234567890', name: 'Sari' },
  ...over,
});

const call = (args: string) => ({ id: 'call_1', name: 'order_status', arguments: args });

async function hmacHex(key: string, body: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('an action the model calls', () => {
  it('is offered to the model as a tool with its schema', async () => {
    const { action } = await receiver();
    expect(actionTools([action])).toEqual([{ name: 'order_status', description: action.description, parameters: action.parameters }]);
  });

  it('POSTs valid arguments signed with the action’s secret, and gives the answer back', async () => {
    const { action, calls } = await receiver([{ body: '{"status":"shipped","courier":"JNE"}' }]);
    const got = await runAction(action, call('{"orderId":"INV-1042"}'), ctx());
    expect(got.content).toBe('{"status":"shipped","courier":"JNE"}');
    expect(got.log).toMatchObject({ name: 'order_status', outcome: 'ok', status: 200, arguments: '{"orderId":"INV-1042"}' });
    const [received] = await calls();
    if (!received) throw new Error('the receiver got nothing');
    // The signature is over the raw bytes as they arrived, as a webhook's is.
    expect(received.headers['x-kurir-signature']).toBe(`sha256=${await hmacHex(SECRET, received.raw)}`);
    expect(received.headers['x-kurir-action']).toBe('order_status');
    expect(received.headers['x-kurir-call']).toBe(got.log.callId);
    const body = JSON.parse(received.raw) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: got.log.callId,
      action: 'order_status',
      arguments: { orderId: 'INV-1042' },
      conversation: { id: 'cnv_1', deviceId: 'dev_1' },
      contact: { id: 'ctc_1', phoneNumber: '6281234567890', name: 'Sari' },
    });
    // The time is in the signed body, and the header says the same.
    expect(received.headers['x-kurir-timestamp']).toBe(body.at);
    expect(Math.abs(Date.parse(String(body.at)) - Date.now())).toBeLessThan(60_000);
    expect(actionNote(got.log)).toMatch(/^⚙ order_status\(\{"orderId":"INV-1042"\}\) → 200 · \d+ ms$/);
  });

  it('does not send arguments that break the schema, and tells the model what is wrong', async () => {
    const { action, calls } = await receiver();
    const wrongType = await runAction(action, call('{"orderId":1042}'), ctx());
    expect(wrongType.log).toMatchObject({ outcome: 'invalid-arguments', status: null, callId: null });
    const said = JSON.parse(wrongType.content) as { error: string };
    expect(said.error).toMatch(/invalid arguments: \/orderId: .*string/);
    expect(said.error).toMatch(/call order_status again/i);

    const missing = await runAction(action, call('{"detailed":true}'), ctx());
    expect(JSON.parse(missing.content).error).toMatch(/orderId/);
    const extra = await runAction(action, call('{"orderId":"INV-1","sql":"drop"}'), ctx());
    expect(JSON.parse(extra.content).error).toMatch(/sql/);

    const notJson = await runAction(action, call('{orderId: INV-1'), ctx());
    expect(notJson.log.outcome).toBe('invalid-arguments');
    expect(JSON.parse(notJson.content).error).toMatch(/not JSON/);
    expect(actionNote(notJson.log)).toMatch(/invalid-arguments: the arguments are not JSON/);
    expect(await calls()).toEqual([]);
  });

  it('reports a 500 as an error the model reads', async () => {
    const { action } = await receiver([{ status: 500, body: 'database down' }]);
    const got = await runAction(action, call('{"orderId":"INV-7"}'), ctx());
    expect(got.log).toMatchObject({ outcome: 'http-error', status: 500, error: 'answered 500: database down' });
    expect(JSON.parse(got.content)).toEqual({ error: 'the action answered 500: database down' });
  });

  it('gives up on a slow URL at the time limit', async () => {
    const { action, calls } = await receiver([{ delayMs: 3_000 }]);
    const started = Date.now();
    const got = await runAction(action, call('{"orderId":"INV-7"}'), ctx({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(got.log).toMatchObject({ outcome: 'timeout', error: 'no answer within 300 ms' });
    expect(JSON.parse(got.content).error).toMatch(/no answer within 300 ms/);
    expect(await calls()).toHaveLength(1);
  });

  it('refuses an answer over the bound without reading it all', async () => {
    const { action } = await receiver([{ size: 200_000 }, { size: 1_000 }]);
    const huge = await runAction(action, call('{"orderId":"INV-7"}'), ctx({ maxAnswerBytes: 16_384 }));
    expect(huge.log).toMatchObject({ outcome: 'too-large', status: 200, error: 'the answer is over 16384 bytes: not read' });
    expect(huge.content.length).toBeLessThan(200);
    const small = await runAction(action, call('{"orderId":"INV-7"}'), ctx({ maxAnswerBytes: 16_384 }));
    expect(small.content).toBe('x'.repeat(1_000));
  });

  it('sends nothing to a URL the webhook rules refuse, or without its secret', async () => {
    const { action, calls } = await receiver();
    const refusedUrl = await runAction(action, call('{"orderId":"INV-7"}'), ctx({ guard: { localDev: false } }));
    expect(refusedUrl.log.outcome).toBe('refused');
    expect(refusedUrl.log.error).toMatch(/^not sent: the URL/);
    const noSecret = await runAction(action, call('{"orderId":"INV-7"}'), ctx({ secret: null }));
    expect(noSecret.log.outcome).toBe('refused');
    expect(JSON.parse(noSecret.content)).toEqual({ error: 'the action is not available now' });
    expect(await calls()).toEqual([]);
  });
});
