/**
 * The webhook events of one Baileys session: received messages (with their media stored), reactions
 * and calls, reported in the order WhatsApp delivered them.
 *
 * Baileys emits synchronously and does not wait for its listeners, so each batch is queued and
 * handled after the previous one: a media download never lets a later message overtake an
 * earlier one. Within a batch the reports are made in order as soon as each event is ready (the
 * bridge delivers them in call order) and the batch ends once all are accepted, so a slow link
 * holds back further downloads instead of piling up events that could not be delivered anyway.
 * Messages that only need storing carry no event: they are reported at once, ahead of the queue,
 * so a quote of them works as soon as can be.
 *
 * Reactions are taken from `messages.upsert`, not from `messages.reaction`: Baileys emits both
 * for every reaction (`processMessage` turns each upserted reaction message into a
 * `messages.reaction`), and its event buffer folds a reaction into a message upserted in the
 * same buffer, and collapses one reactor's successive reactions, without emitting them. The
 * upsert carries every reaction message once, with its own id.
 */
import { randomUUID } from 'node:crypto';
import type { BaileysEventMap, GroupMetadata, MessageUpsertType, WACallEvent, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import { MAX_MEDIA_BYTES } from '../../../protocol';
import { toStoredMessage } from '../../messages/build';
import { inboundEvent, mapCall, mapInbound, mapReaction, type ReceivedEvent, readReceived, senderOf } from '../../messages/event-mapping';
import { groupAuthorOf, mapGroupUpdate } from '../../messages/group-updates';
import { mapGroupParticipants } from '../../messages/groups';
import type { InboundMessage } from '../../messages/inbound-content';
import { type LidToPhone, lidDigits, phoneDigits } from '../../messages/jids';
import { mapEdited, mapPollVote, mapRevoked, type OwnJids } from '../../messages/message-changes';
import type { SessionContext } from '../engine';
import type { BaileysLogger } from './auth-state';

export interface WebhookEventsDeps {
  report: SessionContext['report'];
  uploadMedia: SessionContext['uploadMedia'];
  logger: BaileysLogger;
  /** The session's own LID table (synchronous). */
  lids: LidToPhone;
  /** The table, then Baileys' mapping store; null when nobody knows the LID. */
  phoneForLid: (lid: string) => Promise<string | null>;
  /** The bytes of a media message, at most `maxBytes`. */
  downloadMedia: (message: WAMessage, maxBytes: number) => Promise<Buffer>;
  maxMediaBytes?: number;
  /** The account's own addresses now (a poll vote's key is made with the creator's). */
  own?: () => OwnJids;
  /**
   * A message of an upsert is safe: its event was taken by the device's object (or refused as
   * broken), or it carries none. Its delivery receipt may go now (`held-receipts.ts`).
   */
  taken?: (message: WAMessage) => void;
  /** A group's metadata (cached), whose participants name a LID's phone when nothing else does. */
  groupMetadata?: (groupId: string) => Promise<GroupMetadata | undefined>;
}

/**
 * A report on its way: true once the device's object answered for it (taken, or refused as
 * broken), false when it never got there (the device was released, the queue overflowed).
 */
type Ack = Promise<boolean>;

/** How old an offline-backlog message may be and still be reported (WhatsApp keeps them for weeks). */
const BACKLOG_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether an upsert is news: live ones come as `notify`; what arrived while the device was
 * offline comes as `append` (Baileys marks the offline backlog so), and missing those is the
 * complaint users have most of gateways, so recent `append` messages are news too. Older ones are
 * history.
 */
function isNews(message: WAMessage, type: MessageUpsertType, now: number): boolean {
  return type === 'notify' || Number(message.messageTimestamp ?? 0) * 1000 > now - BACKLOG_WINDOW_MS;
}

/** What one `messages.upsert` becomes. */
export interface UpsertPlan {
  /** Every message worth keeping (for Baileys' retries), in order. */
  kept: WAMessage[];
  /** The kept messages no event carries: they go in one `messagesStored` report. */
  stored: WAMessage[];
  /** The events, in order; an inbound one carries its message's stored copy. */
  events: ReceivedEvent[];
}

/**
 * The one decision per upserted message, each read once (`readReceived`): a contact's message
 * that is news is reported as `message.inbound` and stored through that report; a contact's
 * reaction or poll vote that is news is reported and stored; a contact's edit or delete that is
 * news is reported and not kept (it is no message anyone quotes); everything else worth keeping
 * is only stored.
 */
export function planUpsert(messages: readonly WAMessage[], type: MessageUpsertType, now: number): UpsertPlan {
  const plan: UpsertPlan = { kept: [], stored: [], events: [] };
  for (const message of messages) {
    const received = readReceived(message);
    if (received.kind === 'dropped') continue;
    const news = isNews(message, type, now);
    if (received.kind === 'edited' || received.kind === 'revoked') {
      if (news) plan.events.push(received);
      continue;
    }
    plan.kept.push(message);
    if (news && received.kind === 'inbound') {
      plan.events.push(received);
      continue;
    }
    plan.stored.push(message);
    if (news && (received.kind === 'reaction' || received.kind === 'poll-vote')) plan.events.push(received);
  }
  return plan;
}

export class WebhookEvents {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly deps: WebhookEventsDeps) {}

  /**
   * A `messages.upsert`, as `planUpsert` decides: the messages only stored are reported at once,
   * the events in order behind the earlier batches. A message reported twice is dropped by the
   * Durable Object (the report key is its id). Returns the messages worth keeping.
   */
  upsert(messages: readonly WAMessage[], type: MessageUpsertType, now = Date.now()): WAMessage[] {
    const plan = planUpsert(messages, type, now);
    if (plan.stored.length > 0) this.deps.report.messagesStored(plan.stored.map(toStoredMessage));
    // Only an event makes a message wait: every other one is safe as it is.
    const waiting = new Set(plan.events.map((event) => event.message));
    for (const message of messages) if (!waiting.has(message)) this.deps.taken?.(message);
    this.groupUpdates(messages.filter((message) => isNews(message, type, now)));
    if (plan.events.length > 0) {
      this.enqueue('messages.upsert', plan.events, async (event, acks) => {
        const mine: Ack[] = [];
        try {
          await this.message(event, mine);
        } finally {
          acks.push(...mine);
          // Not when a report never reached the object (the device went to another node): the
          // receipt stays held, and WhatsApp delivers the message to the next session.
          void Promise.all(mine).then((answered) => answered.every(Boolean) && this.deps.taken?.(event.message));
        }
      });
    }
    return plan.kept;
  }

  /** A `call` event: each status change of each call. */
  calls(calls: readonly WACallEvent[]): void {
    this.enqueue('call', calls, async (call, acks) => {
      const lid = lidDigits(call.from);
      const lookup = lid ? await this.lookupFor(lid) : this.deps.lids;
      const event = mapCall(call, lookup);
      if (event) acks.push(this.accepted('call', this.deps.report.call(event)));
    });
  }

  /** A `group-participants.update`: joins, leaves, promotions and demotions. */
  groupParticipants(update: BaileysEventMap['group-participants.update']): void {
    this.enqueue('group-participants.update', [update], async (item, acks) => {
      const event = mapGroupParticipants(item, this.deps.lids, { id: randomUUID(), now: Date.now() });
      if (event) acks.push(this.accepted('group.participants', this.deps.report.groupParticipants(event)));
    });
  }

  /**
   * Group notifications (a subject, description, picture, setting or invite link changed), which
   * Baileys upserts as stubs: `group.updated`, in order with the other events.
   */
  private groupUpdates(messages: readonly WAMessage[]): void {
    const changes = messages.filter((message) => mapGroupUpdate(message, this.deps.lids) !== null);
    if (changes.length === 0) return;
    this.enqueue('group.updated', changes, async (message, acks) => {
      const { jid, pn } = groupAuthorOf(message);
      const lid = lidDigits(jid);
      let lookup = lid && !phoneDigits(pn) ? await this.lookupFor(lid) : this.deps.lids;
      if (lid && !phoneDigits(pn) && !lookup(lid) && message.key.remoteJid) {
        // A picture's notification names its author by LID alone; the group's participants pair it with a phone.
        const member = (await this.deps.groupMetadata?.(message.key.remoteJid))?.participants.find((p) => lidDigits(p.id) === lid);
        const phone = phoneDigits(member?.phoneNumber);
        if (phone) lookup = (candidate) => (candidate === lid ? phone : this.deps.lids(candidate));
      }
      const event = mapGroupUpdate(message, lookup);
      if (event) acks.push(this.accepted('group.updated', this.deps.report.groupUpdated(event)));
    });
  }

  private enqueue<T>(what: string, items: readonly T[], handle: (item: T, acks: Ack[]) => Promise<void>): void {
    // Never rejects (a rejected tail would skip every later batch): an item that fails is logged
    // and skipped, and each ack already catches its own refusal.
    this.tail = this.tail.then(async () => {
      const acks: Ack[] = [];
      for (const item of items) {
        try {
          await handle(item, acks);
        } catch (error) {
          this.deps.logger.error({ err: error, event: what }, 'reporting a Baileys event failed');
        }
      }
      await Promise.all(acks);
    });
  }

  /** A report's promise that never rejects: a failure is logged (the bridge already retried it). */
  private accepted(what: string, report: Promise<void>): Ack {
    return report.then(
      () => true,
      (error: unknown) => {
        this.deps.logger.error({ err: error, event: what }, 'a webhook event was not accepted');
        return false;
      },
    );
  }

  private async message(event: ReceivedEvent, acks: Ack[]): Promise<void> {
    const lookup = await this.lookupForKey(event.message.key);
    const { report } = this.deps;
    switch (event.kind) {
      case 'reaction': {
        const reaction = mapReaction(event.reaction, lookup, Date.now());
        if (reaction) acks.push(this.accepted('reaction', report.reaction(reaction)));
        return;
      }
      case 'poll-vote': {
        const sender = senderOf(event.message.key, lookup);
        const vote = mapPollVote(event.message, this.deps.own?.() ?? {}, sender, lookup);
        if (vote) acks.push(this.accepted('poll.vote', report.pollVote(vote)));
        return;
      }
      case 'edited':
        acks.push(
          this.accepted('message.edited', report.messageEdited(mapEdited(event.message, event, senderOf(event.message.key, lookup)))),
        );
        return;
      case 'revoked':
        acks.push(
          this.accepted('message.revoked', report.messageRevoked(mapRevoked(event.message, event, senderOf(event.message.key, lookup)))),
        );
        return;
      case 'inbound':
        return this.inbound(event, lookup, acks);
    }
  }

  private async inbound(event: Extract<ReceivedEvent, { kind: 'inbound' }>, lookup: LidToPhone, acks: Ack[]): Promise<void> {
    const mapped = mapInbound(event, lookup);
    const url = mapped.media ? await this.storeMedia(event.message, mapped.id, mapped.media) : null;
    acks.push(this.accepted('inbound', this.deps.report.inbound(inboundEvent(mapped, url), toStoredMessage(event.message))));
  }

  /**
   * The lookup for a message's sender: the table, or, for a LID neither the key nor the table
   * resolves, what Baileys' mapping store knows (the one asynchronous step, done only then).
   */
  private async lookupForKey(key: WAMessageKey): Promise<LidToPhone> {
    const sender = senderOf(key, this.deps.lids);
    return sender.from || !sender.lid ? this.deps.lids : this.lookupFor(sender.lid);
  }

  private async lookupFor(lid: string): Promise<LidToPhone> {
    if (this.deps.lids(lid)) return this.deps.lids;
    const phone = await this.deps.phoneForLid(lid);
    return (candidate) => (candidate === lid ? phone : this.deps.lids(candidate));
  }

  /** The URL of the media's bytes, or null (logged) when they could not be had: the event goes on. */
  private async storeMedia(message: WAMessage, messageId: string, media: NonNullable<InboundMessage['media']>): Promise<string | null> {
    const maxBytes = this.deps.maxMediaBytes ?? MAX_MEDIA_BYTES;
    const details = { messageId, mimeType: media.mimeType, size: media.size };
    if (media.size > maxBytes) {
      this.deps.logger.warn({ ...details, maxBytes }, 'media too large to download; reported without a URL');
      return null;
    }
    try {
      const bytes = await this.deps.downloadMedia(message, maxBytes);
      return await this.deps.uploadMedia(messageId, bytes, media.mimeType);
    } catch (error) {
      this.deps.logger.warn({ ...details, err: error }, 'media could not be stored; reported without a URL');
      return null;
    }
  }
}
