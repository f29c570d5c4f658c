/**
 * The messages' part of a device's Durable Object: sending and reacting through the session-node
 * that holds the device. The record is written PENDING in the device's object before the message
 * goes to the node, and ends SENT or FAILED there when the node answers, whenever that is; the
 * caller waits `timeoutMs` at most, on the object's clock, and then hears 504 (the outcome
 * unknown, the record still to be settled). The node answers a send with the stored copy of the
 * sent message, which is kept at once for later quotes, reactions and receipts.
 */
import {
  type DeviceToNode,
  errorMessage,
  type MediaType,
  type OutgoingContent,
  type RpcCaller,
  RpcError,
  type UploadedMedia,
} from '../../protocol';
import { contactIdFor } from '../contacts/contacts';
import type { DeviceIdentity } from '../kernel/device-state';
import { UploadedMediaStore } from '../media/uploaded-media';
import type { Wakeable } from '../shared/alarms';
import { toHex } from '../shared/crypto';
import type { FollowUp } from '../shared/follow-up';
import { GatheredWrites } from '../shared/gathered-writes';
import { randomBytes } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import { type Clock, sleep } from '../shared/time';
import { transaction } from '../shared/transactions';
import type { PollStore } from './poll-store';
import { isGroupJid } from './recipient';
import { outboundKind } from './record-kind';
import type { NewRecord, RecordStore } from './record-store';
import type { MessageRow } from './records';
import type { WaMessageStore } from './wa-message-store';

export type SendInput = {
  /**
   * The recipient: a phone number, or a group's JID (`…@g.us`, the contact of a group's records
   * and conversation, so that a reply to a group conversation goes to the group).
   */
  phoneNumber?: string;
  /** A group's JID (`…@g.us`) instead of `phoneNumber`. */
  groupId?: string;
  /** Phone numbers mentioned (the node adds `@number` to the text and `mentionedJid`). */
  mentions?: string[];
  /** What the record shows as the message's content. */
  text: string;
  mediaUrl?: string | null;
  templateId?: string | null;
  replyToId?: string | null;
  source: 'API' | 'DASHBOARD' | 'BROADCAST' | 'CHATBOT' | 'ASSISTANT' | 'RATING' | 'CALL';
  /** What the record names besides its source: the campaign, the agent, the rule. */
  broadcastId?: string | null;
  memberId?: string | null;
  ruleId?: string | null;
  /** What the session sends. */
  content: OutgoingContent;
  /**
   * Media content: the SHA-256 (hex) of its bytes. An earlier upload of the same bytes is then
   * reused instead of the bytes (upload once, send to many), and this send's upload is kept.
   */
  mediaSha256?: string;
  /** Media content: the file's length in bytes, which the record keeps for the inbox to show. */
  mediaSize?: number;
  /**
   * The id to write the record under (an Idempotency-Key's); when a record with it exists, the send
   * already happened (or is happening) and is answered from that record instead of sent again.
   */
  recordId?: string;
  /**
   * The WhatsApp id to send with; chosen here when absent. A broadcast gives the id of its earlier
   * attempt when that attempt's outcome was lost, so that a copy which did arrive is the same message.
   */
  messageId?: string;
  /** Shows "typing…" this long before the message goes (the node waits it out). */
  typingMs?: number;
  /** Schedules the message for this time (ms) instead of sending it now (`scheduled/`). */
  sendAt?: number;
};

/** How long a send may stay unanswered before the record is given up as FAILED (SEND_HARD_LIMIT_MS overrides). */
export const SEND_HARD_LIMIT_MS = 120_000;

export type MessagesPartDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  store: WaMessageStore;
  records: RecordStore;
  polls: PollStore;
  node: RpcCaller<DeviceToNode>;
  followUp: FollowUp;
  timeoutMs: number;
  hardLimitMs: number;
  /**
   * Since when a session-node has held the device (`NodeLink.heldSince`), or null while none does;
   * 0 once none will (the device logged out).
   */
  heldSince: () => number | null;
};

export type Answer<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

export class MessagesPart implements Wakeable {
  private readonly uploads: UploadedMediaStore;
  private readonly gathered: GatheredWrites;

  constructor(private readonly deps: MessagesPartDeps) {
    this.uploads = new UploadedMediaStore(deps.storage.kv);
    this.gathered = new GatheredWrites(deps.storage);
  }

  /**
   * The reference WhatsApp keeps of an earlier upload of these bytes (hex SHA-256) as this type,
   * while it may be reused: a broadcast runner sends it as the content's `uploaded` instead of `url`.
   */
  reusableUpload(type: MediaType, sha256: string): UploadedMedia | null {
    return this.uploads.reusable(type, sha256, this.deps.clock.now());
  }

  /** `content`, carrying an earlier upload of its bytes instead of their URL when one may be reused. */
  private withUpload(content: OutgoingContent, sha256: string | undefined): OutgoingContent {
    if (content.kind !== 'media' || content.url === undefined || sha256 === undefined) return content;
    const uploaded = this.reusableUpload(content.type, sha256);
    if (!uploaded) return content;
    const { url: _bytes, ...rest } = content;
    return { ...rest, uploaded };
  }

  /**
   * A record still PENDING past the hard limit was left by an instance that died mid-send, or by a
   * node link that closed. The limit runs only while a node holds the device, from its record or
   * from the link, whichever came later: only a node brings the send's answer or a receipt (it
   * repeats what it could not report on its next link, and WhatsApp keeps a device's receipts until
   * its session is back), so an object that was down, or a device no node held, gives up nothing
   * (but a device logged out: no session will come).
   */
  nextWake(): number | null {
    const oldest = this.deps.records.oldestPending();
    // Asked on every re-arming: the link only when a record waits.
    if (oldest === null) return null;
    const held = this.deps.heldSince();
    return held === null ? null : Math.max(oldest, held) + this.deps.hardLimitMs + 1_000;
  }

  wake(): void {
    const now = this.deps.clock.now();
    const held = this.deps.heldSince();
    if (held === null || now - held < this.deps.hardLimitMs) return;
    this.deps.records.expirePending(now - this.deps.hardLimitMs, now);
  }

  /**
   * Sends through the node; the caller has checked that the device is connected and held.
   * `recorded` runs inside the transaction that writes the PENDING record, for what must be written
   * with it (a broadcast marks its recipient in flight there, before the message leaves).
   */
  send(device: DeviceIdentity, input: SendInput, recorded?: (recordId: string, messageId: string) => void): Promise<Outcome<MessageRow>> {
    return this.sendWritten(device, input, (write) => transaction(this.deps.storage, write), recorded);
  }

  /**
   * `send` for the API's requests, the hot path: the PENDING record is written together with those
   * of the other requests of the same moment, in one transaction (`GatheredWrites`).
   */
  sendGathered(device: DeviceIdentity, input: SendInput): Promise<Outcome<MessageRow>> {
    return this.sendWritten(device, input, (write) => this.gathered.run(write));
  }

  private async sendWritten(
    device: DeviceIdentity,
    input: SendInput,
    place: <T>(write: () => T) => T | Promise<T>,
    recorded?: (recordId: string, messageId: string) => void,
  ): Promise<Outcome<MessageRow>> {
    const { store, records, clock } = this.deps;
    const contact = input.groupId ?? input.phoneNumber;
    if (!contact) return { ok: false, status: 400, message: 'a send needs a phoneNumber or a groupId' };
    const quoted = input.replyToId ? store.get(input.replyToId) : null;
    if (input.replyToId && !quoted) {
      return { ok: false, status: 404, message: `replyToId ${input.replyToId} is not a message this device sent or received` };
    }
    const messageId = input.messageId ?? outgoingMessageId();
    // `place` runs the write in a transaction: its own, or the one of the moment's gathered sends.
    const written = await place(() => {
      // The same send again (its Idempotency-Key), as it was or while it was gathered: its record answers.
      const earlier = input.recordId ? records.get(input.recordId, device) : null;
      if (earlier) return { earlier, id: null };
      const id = records.insert({ ...outboundRecord(device, contact, input, clock.now()), status: 'PENDING', messageId }, input.recordId);
      recorded?.(id, messageId);
      return { earlier: null, id };
    });
    if (written.id === null) return answeredBy(written.earlier);
    return this.deliver(device, { recordId: written.id, messageId, contact }, input);
  }

  /**
   * Sends what a record written PENDING names (a send's record, or a scheduled message's as it goes)
   * and settles it by the node's answer; a quote the device no longer keeps is left out.
   */
  async deliver(
    device: DeviceIdentity,
    { recordId, messageId, contact }: { recordId: string; messageId: string; contact: string },
    input: SendInput,
  ): Promise<Outcome<MessageRow>> {
    const { store, records, clock, node, storage, followUp } = this.deps;
    const quoted = input.replyToId ? store.get(input.replyToId) : null;
    const content = this.withUpload(input.content, input.mediaSha256);
    const typingMs = input.typingMs ?? 0;
    const to = isGroupJid(contact) ? { groupId: contact } : { to: contact };
    const mentions = input.mentions && input.mentions.length > 0 ? { mentions: input.mentions } : {};
    const call = node.call(
      'send',
      { ...to, ...mentions, content, quoted, messageId, ...(typingMs > 0 ? { typingMs } : {}) },
      this.deps.hardLimitMs + typingMs,
    );
    // Whatever happens to the caller, the record ends SENT or FAILED when the node answers; when the
    // link closed mid-send it stays PENDING for a receipt of its message id, or the hard limit.
    // The record as SENT comes back from the statement that settles it: the answer reads it no more.
    const sent: { row: MessageRow | null } = { row: null };
    const settled = call
      .then(
        (result) => {
          transaction(storage, () => {
            store.put([result.stored], { recordId, phoneNumber: contact });
            sent.row = records.settle(recordId, { status: 'SENT', messageId: result.messageId }, clock.now(), device);
            const { content } = input;
            if (content.kind === 'poll' && result.pollSecret) {
              const poll = { recordId, messageId: result.messageId, secret: result.pollSecret, options: content.options };
              this.deps.polls.keep({ ...poll, multipleAnswers: content.multipleAnswers }, clock.now());
            }
          });
          if (result.uploaded && input.mediaSha256) this.uploads.keep(input.mediaSha256, result.uploaded, clock.now());
        },
        (error: unknown) => {
          if (!isLost(error)) records.settle(recordId, { status: 'FAILED', error: errorMessage(error) }, clock.now(), device);
        },
      )
      .then(() => followUp.soon());

    // The node shows "typing…" first: the answer may come that much later.
    const answer = await this.within(call, typingMs);
    if (answer.kind === 'timeout') {
      return {
        ok: false,
        status: 504,
        message: `the session did not answer within ${this.deps.timeoutMs + typingMs} ms; the outcome is unknown`,
        recordId,
      };
    }
    await settled;
    if (answer.kind === 'failed' && isLost(answer.error)) return { ...unknownOutcome(answer.error), recordId };
    if (answer.kind === 'failed') return { ...failure(answer.error), recordId };
    if (!sent.row) throw new Error(`the record ${recordId} of a send is gone`);
    return { ok: true, value: sent.row };
  }

  /** Reacts to a message the device sent or received, with its full key; "" removes the reaction. */
  async react(messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    const target = this.deps.store.get(messageId);
    if (!target) return { ok: false, status: 404, message: `messageId ${messageId} is not a message this device sent or received` };
    const call = this.deps.node.call('send', { content: { kind: 'reaction', emoji, target: target.key } }, this.deps.hardLimitMs);
    const answer = await this.within(call);
    if (answer.kind === 'timeout') {
      return { ok: false, status: 504, message: `the session did not answer within ${this.deps.timeoutMs} ms; the outcome is unknown` };
    }
    if (answer.kind === 'failed') return failure(answer.error);
    this.deps.store.put([answer.value.stored]);
    return { ok: true, value: { id: answer.value.messageId } };
  }

  private within<T>(call: Promise<T>, extraMs = 0): Promise<Answer<T>> {
    return answerWithin(this.deps.clock, this.deps.timeoutMs + extraMs, call);
  }
}

/** The node's answer to `call`, or `timeout` once `timeoutMs` passed on `clock` (the call itself goes on). */
export async function answerWithin<T>(clock: Clock, timeoutMs: number, call: Promise<T>): Promise<Answer<T>> {
  const timer = sleep(clock, timeoutMs);
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

/** The record of an outbound message `input` asks for, less its status and messaging-app id. */
export function outboundRecord(
  device: DeviceIdentity,
  contact: string,
  input: SendInput,
  at: number,
): Omit<NewRecord, 'status' | 'messageId'> {
  return {
    contact,
    contactId: contactIdFor(device.workspaceId, contact),
    direction: 'OUTBOUND',
    content: input.text,
    mediaUrl: input.mediaUrl ?? null,
    source: input.source,
    broadcastId: input.broadcastId ?? null,
    memberId: input.memberId ?? null,
    ruleId: input.ruleId ?? null,
    templateId: input.templateId ?? null,
    replyToId: input.replyToId ?? null,
    at,
    ...outboundKind(input.content, input.mediaSize),
  };
}

/** A send asked for again under the id of a record it already wrote: that record's fate, never a second send. */
function answeredBy(record: MessageRow): Outcome<MessageRow> {
  if (record.status === 'PENDING') {
    return {
      ok: false,
      status: 409,
      message: 'a request with this Idempotency-Key is still in progress: its message waits for the session’s answer',
      recordId: record.id,
    };
  }
  if (record.status === 'FAILED') {
    return {
      ok: false,
      status: 502,
      message: `the messaging server rejected the message: ${record.error ?? 'unknown'}`,
      recordId: record.id,
    };
  }
  return { ok: true, value: record };
}

/** The send left, and the link closed before its answer: whether it went out is unknown. */
const isLost = (error: unknown): boolean => error instanceof RpcError && error.code === 'lost';

function unknownOutcome(error: unknown): Extract<Outcome<never>, { ok: false }> {
  return {
    ok: false,
    status: 504,
    message: `the session-node's link closed during the send (${errorMessage(error)}); the outcome is unknown`,
  };
}

/**
 * The id a message goes out with, in the shape WhatsApp Web's own ids have (Baileys'
 * `generateMessageIDV2`: "3EB0" and 18 upper-case hex digits), chosen here so the record has it
 * before the send.
 */
export function outgoingMessageId(): string {
  return `3EB0${toHex(randomBytes(9)).toUpperCase()}`;
}

export function failure(error: unknown): Extract<Outcome<never>, { ok: false }> {
  if (isLost(error)) return unknownOutcome(error);
  if (error instanceof RpcError && error.code === 'not-connected') {
    return { ok: false, status: 409, message: 'device is not connected (the session-node link dropped)' };
  }
  if (error instanceof RpcError && error.code === 'bad-request') return { ok: false, status: 400, message: error.message };
  return { ok: false, status: 502, message: `the messaging server rejected the message: ${errorMessage(error)}` };
}
