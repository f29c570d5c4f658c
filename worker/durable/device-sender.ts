/**
 * Sending through the session-node that holds the device: the record is written PENDING first and
 * ends SENT or FAILED when the node answers, whenever that is; the caller waits SEND_TIMEOUT_MS
 * at most and then hears 504 (the outcome unknown, the record still to be settled).
 */
import { getDb } from '../db';
import { insertPending, type MessageRow, type NewOutbound, settleRecord } from '../records';
import { type DeviceToNode, type OutgoingContent, type RpcCaller, RpcError } from '../wire-protocol';
import type { Outcome } from './device-object';
import type { DeviceStore } from './device-store';
import type { NodeLease } from './node-lease';

export type SendInput = {
  record: NewOutbound;
  content: OutgoingContent;
  replyToId?: string;
};

/** How long a send may stay unanswered before the record is given up as FAILED. */
const SEND_HARD_LIMIT_MS = 120_000;

export class DeviceSender {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: Env,
    private readonly store: DeviceStore,
    private readonly lease: NodeLease,
    private readonly rpc: RpcCaller<DeviceToNode>,
  ) {}

  private get timeoutMs(): number {
    return Number(this.env.SEND_TIMEOUT_MS) || 15_000;
  }

  private notConnected(): Outcome<never> | null {
    const { status } = this.store.state();
    if (status === 'CONNECTED' && this.lease.holder()) return null;
    return { ok: false, status: 409, message: `device is not connected (status ${status})` };
  }

  async send(input: SendInput): Promise<Outcome<MessageRow>> {
    const refused = this.notConnected();
    if (refused) return refused;
    const quoted = input.replyToId ? this.store.getMessage(input.replyToId) : null;
    if (input.replyToId && !quoted) {
      return { ok: false, status: 404, message: `replyToId ${input.replyToId} is not a message this device sent or received` };
    }
    const db = getDb(this.env);
    const record = await insertPending(db, input.record);
    const call = this.rpc.call('send', { to: input.record.phoneNumber, content: input.content, quoted }, SEND_HARD_LIMIT_MS);
    // Whatever happens to the caller, the record ends SENT or FAILED when the node answers.
    const settled = call.then(
      (result) => settleRecord(db, record.id, { status: 'SENT', messageId: result.messageId }),
      (error: unknown) => settleRecord(db, record.id, { status: 'FAILED', error: describe(error) }),
    );
    this.ctx.waitUntil(settled);

    const answer = await this.within(call);
    if (answer.kind === 'timeout') {
      return {
        ok: false,
        status: 504,
        message: `the session did not answer within ${this.timeoutMs} ms; the outcome is unknown`,
        recordId: record.id,
      };
    }
    const row = (await settled) ?? record;
    if (answer.kind === 'done') return { ok: true, value: row };
    return { ...failure(answer.error), recordId: record.id };
  }

  async react(messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    const refused = this.notConnected();
    if (refused) return refused;
    const target = this.store.getMessage(messageId);
    if (!target) return { ok: false, status: 404, message: `messageId ${messageId} is not a message this device sent or received` };
    const call = this.rpc.call('send', { content: { kind: 'reaction', emoji, target: target.key } }, SEND_HARD_LIMIT_MS);
    const answer = await this.within(call);
    if (answer.kind === 'timeout') {
      return { ok: false, status: 504, message: `the session did not answer within ${this.timeoutMs} ms; the outcome is unknown` };
    }
    if (answer.kind === 'done') return { ok: true, value: { id: answer.value.messageId } };
    return failure(answer.error);
  }

  private within<T>(call: Promise<T>): Promise<{ kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'failed'; error: unknown }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), this.timeoutMs);
    });
    return Promise.race([call.then((value) => ({ kind: 'done' as const, value })), timeout])
      .catch((error: unknown) => ({ kind: 'failed' as const, error }))
      .finally(() => clearTimeout(timer));
  }
}

function failure(error: unknown): Extract<Outcome<never>, { ok: false }> {
  if (error instanceof RpcError && error.code === 'not-connected') {
    return { ok: false, status: 409, message: 'device is not connected (the session-node link dropped)' };
  }
  if (error instanceof RpcError && error.code === 'bad-request') return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 502, message: `the messaging server rejected the message: ${describe(error)}` };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
