/**
 * The team inbox's part of a device's Durable Object: its conversations follow every record the
 * device writes (`record.changed`, in the record's transaction), a received message also reaches
 * its contact's D1 copy (`message.received`), open pages are told of each change, and the object's
 * conversation RPC methods are answered here.
 */
import type { SessionDevice } from '../../protocol';
import { markInboundContact } from '../contacts/contact-mirror';
import type { OutboxEvents } from '../events/outbox';
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import type { WatchEvents } from '../kernel/watchers';
import { type LabelEventData, MAX_LABELS_EACH } from '../labels/label-view';
import type { LabelRef } from '../labels/labels';
import type { ChangesPart } from '../messages/changes-part';
import type { MessageEvents, MessageReceived } from '../messages/message-reports';
import type { MessagesPart, SendInput } from '../messages/messages-part';
import type { PollStore, PollTally } from '../messages/poll-store';
import { isGroupJid } from '../messages/recipient';
import { type RecordDetail, readDetail } from '../messages/record-kind';
import type { RecordChange, RecordEvents, RecordStore, StoredRecord } from '../messages/record-store';
import { type MessageRow, presentRecord } from '../messages/records';
import type { D1Mirror, MirrorOwner } from '../shared/d1-mirror';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { newId } from '../shared/ids';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import { conversationMirror } from './conversation-mirror';
import { addNote, notesOf } from './conversation-notes';
import { ConversationStore } from './conversation-store';
import { type Conversation, conversationIdFor, type Note, presentConversation, presentNote } from './conversation-view';
import type { InboxEvents } from './inbox-events';

export type InboxPartDeps = {
  storage: DurableObjectStorage;
  mirror: D1Mirror;
  /** Whether a page watches the device now (with none, a receipt's record is not presented to anyone). */
  watched: () => boolean;
  records: RecordStore;
  state: DeviceStateStore;
  clock: Clock;
  gate: SendGate;
  sender: MessagesPart;
  changes: ChangesPart;
  polls: PollStore;
  events: Subscriber<RecordEvents & MessageEvents> & Emitter<InboxEvents & OutboxEvents & WatchEvents>;
};

/** A label put on (`added`) or taken off a contact, as its event says it. */
export type ContactLabelChange = { added: boolean; data: LabelEventData };

/** Where a page of a conversation's messages starts (the last one of the page before). */
export type Position = { createdAt: number; id: string };
/** `tallies`: the tally of each poll on the page, by its record's id. */
export type MessagePage = { items: StoredRecord[]; next: Position | null; tallies: Record<string, PollTally> };

/** What an agent sends besides text (a file, a location, contact cards): what the record shows and what the session sends. */
export type AgentSend = Pick<SendInput, 'text' | 'mediaUrl' | 'content' | 'mediaSha256' | 'mediaSize'>;

/** A record as an open inbox page gets it: the record, its conversation, and what it quotes. */
export function inboxRecord(record: StoredRecord, deviceId: string) {
  return {
    ...presentRecord(record),
    conversationId: conversationIdFor(deviceId, record.contact),
    replyToId: record.replyToId,
    error: record.error,
    call: record.type === 'call' ? callOf(readDetail(record.detail)) : null,
  };
}

function callOf(detail: RecordDetail) {
  return { isVideo: detail.isVideo === true, isGroup: detail.isGroup === true, rejected: detail.rejected === true };
}

/** The refusal of a change to another's message (the dashboard says it in the viewer's language). */
export const NOT_YOURS = 'only the agent who sent a message can edit or delete it';

export class InboxPart {
  readonly conversations: ConversationStore;

  constructor(private readonly deps: InboxPartDeps) {
    const deviceId = () => deps.state.get().info?.id ?? '';
    this.conversations = new ConversationStore(deps.storage, deps.events, deviceId);
    deps.events.on('record.changed', (change) => this.recordChanged(change));
    deps.events.on('message.received', (r) => this.received(r));
  }

  mirrors(d1: D1Database): MirrorOwner[] {
    return [conversationMirror(d1, this.deps.state, this.conversations)];
  }

  /** On `record.changed`, inside the record's transaction: its conversation moves, and open pages are told. */
  private recordChanged({ inserted, rewritten, record: current }: RecordChange): void {
    // A receipt moves no conversation; with no page open, nobody is told (receipts come by the thousand).
    const watched = this.deps.watched();
    if (!inserted && !rewritten && !watched) return;
    const info = this.deps.state.get().info;
    const record = info ? current(info) : null;
    if (!info || !record) return;
    // A scheduled message moves its conversation when it goes (it is written anew then), not before.
    if ((inserted || rewritten) && record.status !== 'SCHEDULED') {
      const now = this.deps.clock.now();
      const conversation = inserted ? this.conversations.recorded(record, now) : this.conversations.rewritten(record, now);
      if (!watched) return;
      const moved = conversation();
      if (moved) this.tellConversation(moved);
    }
    this.deps.events.emit('record.shown', { record: inboxRecord(record, info.id) });
  }

  /** On `message.received`, inside its transaction: its contact's D1 copy. */
  private received(r: MessageReceived): void {
    markInboundContact(this.deps.mirror, r.recordId, {
      contact: r.contact,
      contactId: r.contactId,
      // A participant's name and words are not the group's: no push name, and no stop word opts the group out.
      pushName: isGroupJid(r.contact) ? null : r.event.pushName,
      text: isGroupJid(r.contact) ? null : r.event.text,
      at: r.event.timestamp,
    });
  }

  conversation(id: string): Outcome<{ conversation: Conversation; notes: Note[] }> {
    const conversation = this.conversations.get(id);
    return conversation ? ok({ conversation, notes: notesOf(this.deps.storage.sql, conversation) }) : notFound(id);
  }

  /** A page of the conversation's messages, newest first, before `before`. */
  messages(device: DeviceIdentity, id: string, limit: number, before?: Position): Outcome<MessagePage> {
    const conversation = this.conversations.get(id);
    if (!conversation) return notFound(id);
    const items = this.deps.records.byContact(conversation.contact, device, limit + 1, before);
    const page = items.slice(0, limit);
    const last = page.at(-1);
    const tallies: Record<string, PollTally> = {};
    for (const record of page) {
      const poll = record.type === 'poll' ? this.deps.polls.byRecord(record.id) : null;
      if (poll) tallies[record.id] = this.deps.polls.tally(poll);
    }
    return ok({ items: page, next: items.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null, tallies });
  }

  assign(device: SessionDevice, id: string, memberId: string | null): Outcome<Conversation> {
    if (!this.conversations.get(id)) return notFound(id);
    return this.told(this.conversations.assign(id, memberId, device, this.deps.clock.now()));
  }

  /**
   * Resolved by `memberId` (null: the API or the operator); an open conversation's resolve is
   * `conversation.resolved` in the same transaction, so what follows it (the rating question) is
   * one write with it.
   */
  resolve(device: SessionDevice, id: string, memberId: string | null = null): Outcome<Conversation> {
    if (!this.conversations.get(id)) return notFound(id);
    const now = this.deps.clock.now();
    const resolved = this.deps.storage.transactionSync(() => {
      const wasOpen = this.conversations.get(id)?.status === 'OPEN';
      const conversation = this.conversations.resolve(id, now);
      if (!conversation || !wasOpen) return conversation;
      this.deps.events.emit('conversation.resolved', { conversation, device, memberId, now });
      return this.conversations.get(id);
    });
    return this.told(resolved);
  }

  reopen(id: string): Outcome<Conversation> {
    if (!this.conversations.get(id)) return notFound(id);
    return this.told(this.conversations.reopen(id, this.deps.clock.now()));
  }

  /** The assistant gave the conversation to a person: the team desk routes it within `teamId`, or the device's team. */
  handToDesk(id: string, teamId: string | null = null): Outcome<Conversation> {
    if (!this.conversations.get(id)) return notFound(id);
    return this.told(this.conversations.handToDesk(id, this.deps.clock.now(), teamId));
  }

  markRead(id: string): Outcome<Conversation> {
    if (!this.conversations.get(id)) return notFound(id);
    return this.told(this.conversations.markRead(id, this.deps.clock.now()));
  }

  addNote(id: string, memberId: string | null, text: string): Outcome<Note> {
    const conversation = this.conversations.get(id);
    if (!conversation) return notFound(id);
    const note = addNote(this.deps.storage.sql, conversation, memberId, text, this.deps.clock.now());
    this.deps.events.emit('note.added', { note: presentNote(note) });
    return ok(note);
  }

  /** An agent's reply, sent as POST /messages sends (409 when the device cannot send). */
  async reply(device: DeviceIdentity, id: string, memberId: string | null, text: string, replyToId?: string): Promise<Outcome<MessageRow>> {
    const send = this.replySend(id, memberId, text, replyToId);
    return send.ok ? (this.deps.gate.refusal() ?? this.deps.sender.send(device, send.value)) : send;
  }

  /** What an agent's reply sends (now, or at a time: `scheduled/`): a text to the conversation's contact. */
  replySend(id: string, memberId: string | null, text: string, replyToId?: string): Outcome<SendInput> {
    const conversation = this.conversations.get(id);
    if (!conversation) return notFound(id);
    const content = { kind: 'text' as const, text };
    return {
      ok: true,
      value: { phoneNumber: conversation.contact, text, replyToId: replyToId ?? null, source: 'DASHBOARD', memberId, content },
    };
  }

  /** An agent's file, location or contact cards, sent as the API's routes of those kinds send. */
  async sendKind(device: DeviceIdentity, id: string, memberId: string | null, send: AgentSend): Promise<Outcome<MessageRow>> {
    const conversation = this.conversations.get(id);
    if (!conversation) return notFound(id);
    return (
      this.deps.gate.refusal() ??
      this.deps.sender.send(device, { ...send, phoneNumber: conversation.contact, replyToId: null, source: 'DASHBOARD', memberId })
    );
  }

  /**
   * An agent edits (`text`) or deletes (null) a message of the conversation they sent themselves; a
   * message of another member, the API, a campaign or the bot is not theirs to change (409).
   */
  async change(
    device: DeviceIdentity,
    id: string,
    memberId: string | null,
    recordId: string,
    text: string | null,
  ): Promise<Outcome<MessageRow>> {
    const conversation = this.conversations.get(id);
    if (!conversation) return notFound(id);
    const record = this.deps.records.get(recordId, device);
    if (!record || record.contact !== conversation.contact) return { ok: false, status: 404, message: `message ${recordId} not found` };
    if (record.source !== 'DASHBOARD' || record.memberId !== memberId) {
      return { ok: false, status: 409, message: NOT_YOURS };
    }
    const refused = this.deps.gate.refusal();
    if (refused) return refused;
    return text === null ? this.deps.changes.revoke(device, recordId) : this.deps.changes.edit(device, recordId, text);
  }

  /** Labels on and off these conversations (see `ConversationStore.label`); open pages are told of each. */
  label(device: SessionDevice, ids: readonly string[], add: readonly LabelRef[], remove: readonly LabelRef[]): Outcome<Conversation[]> {
    // As events name them, whatever else the caller's rows hold.
    const ref = (l: LabelRef): LabelRef => ({ id: l.id, name: l.name, color: l.color });
    const result = this.conversations.label(ids, add.map(ref), remove.map(ref), device, this.deps.clock.now());
    if ('missing' in result) return notFound(result.missing);
    if ('full' in result)
      return { ok: false, status: 409, message: `conversation ${result.full} would carry more than ${MAX_LABELS_EACH} labels` };
    for (const conversation of result.conversations) this.tellConversation(conversation);
    return ok(result.conversations);
  }

  /**
   * A contact's labels changed (in D1, the contacts' authority): its `label.added` / `label.removed`
   * events, on this device as on every device of the workspace, in one transaction.
   */
  contactLabelled(device: SessionDevice, changes: readonly ContactLabelChange[]): Outcome<{ events: number }> {
    const now = this.deps.clock.now();
    this.deps.storage.transactionSync(() => {
      for (const { added, data } of changes) {
        this.deps.events.emit(added ? 'label.added' : 'label.removed', { device, data, key: newId('evt'), at: now, now });
      }
    });
    return ok({ events: changes.length });
  }

  async react(id: string, messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    if (!this.conversations.get(id)) return notFound(id);
    return this.deps.gate.refusal() ?? this.deps.sender.react(messageId, emoji);
  }

  private told(conversation: Conversation | null): Outcome<Conversation> {
    if (!conversation) return { ok: false, status: 404, message: 'conversation not found' };
    this.tellConversation(conversation);
    return ok(conversation);
  }

  /** Open pages are told of the conversation as it now is. */
  private tellConversation(conversation: Conversation): void {
    this.deps.events.emit('conversation.changed', { conversation: presentConversation(conversation) });
  }
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const notFound = (id: string): Outcome<never> => ({ ok: false, status: 404, message: `conversation ${id} not found` });
