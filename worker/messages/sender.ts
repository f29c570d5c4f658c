/**
 * Sending through the session-node that holds the device: the record is written PENDING first and
 * ends SENT or FAILED when the node answers, whenever that is; the caller waits `timeoutMs` at
 * most, on the object's clock, and then hears 504 (the outcome unknown, the record still to be
 * settled). The node answers a send with the stored copy of the sent message, which is kept at once
 * for later quotes, reactions and receipts.
 */
import { type DeviceToNode, errorMessage, type OutgoingContent, type RpcCaller, RpcError } from '../../protocol';
import type { Outcome } from '../devices/stub';
import type { Db } from '../shared/db';
import { type Clock, sleep } from '../shared/time';
import type { MessageStore } from './message-store';
import { insertPending, type MessageRow, type NewOutbound, settleRecord } from './records';

export type SendInput = {
  record: NewOutbound;
  content: OutgoingContent;
  replyToId?: string;
};

/** How long a send may stay unanswered before the record is given up as FAILED. */
const SEND_HARD_LIMIT_MS = 120_000;

export type SenderDeps = {
  ctx: DurableObjectState;
  db: Db;
  clock: Clock;
  store: MessageStore;
  node: RpcCaller<DeviceToNode>;
  timeoutMs: number;
};

type Answer<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

export class Sender {
  constructor(private readonly deps: SenderDeps) {}

  /** Sends through the node; the caller has checked that the device is connected and held. */
  async send(input: SendInput): Promise<Outcome<MessageRow>> {
    const { store, db, clock, node, ctx } = this.deps;
    const quoted = input.replyToId ? store.get(input.replyToId) : null;
    if (input.replyToId && !quoted) {
      return { ok: false, status: 404, message: `replyToId ${input.replyToId} is not a message this device sent or received` };
    }
    const record = await insertPending(db, input.record, clock.now());
    const call = node.call('send', { to: input.record.phoneNumber, content: input.content, quoted }, SEND_HARD_LIMIT_MS);
    // Whatever happens to the caller, the record ends SENT or FAILED when the node answers.
    const settled = call.then(
      (result) => {
        store.put([result.stored], { recordId: record.id, phoneNumber: input.record.phoneNumber });
        return settleRecord(db, record.id, { status: 'SENT', messageId: result.messageId }, clock.now());
      },
      (error: unknown) => settleRecord(db, record.id, { status: 'FAILED', error: errorMessage(error) }, clock.now()),
    );
    ctx.waitUntil(settled);

    const answer = await this.within(call);
    if (answer.kind === 'timeout') {
      return {
        ok: false,
        status: 504,
        message: `the session did not answer within ${this.deps.timeoutMs} ms; the outcome is unknown`,
        recordId: record.id,
      };
    }
    const row = (await settled) ?? record;
    if (answer.kind === 'done') return { ok: true, value: row };
    return { ...failure(answer.error), recordId: record.id };
  }

  /** Reacts to a message the device sent or received, with its full key; "" removes the reaction. */
  async react(messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    const target = this.deps.store.get(messageId);
    if (!target) return { ok: false, status: 404, message: `messageId ${messageId} is not a message this device sent or received` };
    const call = this.deps.node.call('send', { content: { kind: 'reaction', emoji, target: target.key } }, SEND_HARD_LIMIT_MS);
    const answer = await this.within(call);
    if (answer.kind === 'timeout') {
      return { ok: false, status: 504, message: `the session did not answer within ${this.deps.timeoutMs} ms; the outcome is unknown` };
    }
    if (answer.kind === 'failed') return failure(answer.error);
    this.deps.store.put([answer.value.stored]);
    return { ok: true, value: { id: answer.value.messageId } };
  }

  private async within<T>(call: Promise<T>): Promise<Answer<T>> {
    const timer = sleep(this.deps.clock, this.deps.timeoutMs);
    try {
      return await Promise.race<Answer<T>>([
        call.then((value) => ({ kind: 'done', value }) as const),
        timer.done.then(() => ({ kind: 'timeout' }) as const),
      ]);
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      timer.cancel();
    }
  }
}

function failure(error: unknown): Extract<Outcome<never>, { ok: false }> {
  if (error instanceof RpcError && error.code === 'not-connected') {
    return { ok: false, status: 409, message: 'device is not connected (the session-node link dropped)' };
  }
  if (error instanceof RpcError && error.code === 'bad-request') return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 502, message: `the messaging server rejected the message: ${errorMessage(error)}` };
}
