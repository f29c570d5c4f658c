/**
 * The team inbox and the chatbot as parts of a device's Durable Object: its conversations follow
 * every record the device writes (in the record's transaction), received messages also reach the
 * contact's D1 copy and the bot, open pages are told of each change, and the inbox's commands are
 * answered here (see `commands.ts`). The object composes this with its other parts.
 */
import type { SessionDevice } from '../../protocol';
import { type BotPort, Chatbot } from '../chatbot/chatbot';
import { ChatbotStore } from '../chatbot/chatbot-store';
import type { Rule } from '../chatbot/rule-schema';
import { markInboundContact } from '../contacts/contact-mirror';
import type { DeviceIdentity, DeviceStateStore } from '../devices/device-state';
import type { Outcome } from '../devices/stub';
import type { Watchers } from '../devices/watchers';
import type { Outbox } from '../events/outbox';
import type { Received, ReportContext } from '../messages/message-reports';
import type { RecordChange, RecordStore, StoredRecord } from '../messages/record-store';
import { type MessageRow, presentRecord } from '../messages/records';
import type { SendInput } from '../messages/sender';
import type { Wakeable } from '../shared/alarms';
import type { D1Mirror, MirrorOwner } from '../shared/d1-mirror';
import { randomBase62 } from '../shared/ids';
import type { Clock } from '../shared/time';
import type { InboxAnswer, InboxCommand } from './commands';
import { conversationMirror } from './conversation-mirror';
import { ConversationStore } from './conversation-store';
import { type Conversation, conversationIdFor, presentConversation, presentNote } from './conversation-view';

export type DeskDeps = {
  storage: DurableObjectStorage;
  mirror: D1Mirror;
  outbox: Outbox;
  watchers: Watchers;
  records: RecordStore;
  state: DeviceStateStore;
  clock: Clock;
  /** The device's sender when it can send now, for the bot. */
  port: () => BotPort | null;
};

/** What a command may do on the device: send and react as POST /messages does (the 409 when not connected). */
export type DeskCall = {
  info: DeviceIdentity;
  device: SessionDevice;
  send(input: SendInput): Promise<Outcome<MessageRow>>;
  react(messageId: string, emoji: string): Promise<Outcome<{ id: string }>>;
};

/** A record as an open inbox page gets it: the record, its conversation, and what it quotes. */
export function inboxRecord(record: StoredRecord, deviceId: string) {
  return {
    ...presentRecord(record),
    conversationId: conversationIdFor(deviceId, record.contact),
    replyToId: record.replyToId,
    error: record.error,
  };
}

export class InboxDesk implements Wakeable {
  readonly conversations: ConversationStore;
  private readonly bot: ChatbotStore;
  private readonly chatbot: Chatbot;

  constructor(private readonly deps: DeskDeps) {
    const deviceId = () => deps.state.get().info?.id ?? '';
    this.conversations = new ConversationStore(deps.storage, deps.outbox, deviceId);
    this.bot = new ChatbotStore(deps.storage);
    this.chatbot = new Chatbot({ store: this.bot, clock: deps.clock, port: deps.port, ownNumber: () => deps.state.get().phoneNumber });
    deps.records.observe((change) => this.recordChanged(change));
  }

  mirrors(d1: D1Database): MirrorOwner[] {
    return [conversationMirror(d1, this.deps.state, this.conversations)];
  }

  /** Inside the record's transaction: its conversation moves, and open pages are told. */
  private recordChanged({ inserted, record: current }: RecordChange): void {
    // A change moves no conversation; with no page open, nobody is told (receipts come by the thousand).
    const watched = this.deps.watchers.count() > 0;
    if (!inserted && !watched) return;
    const info = this.deps.state.get().info;
    const record = info ? current(info) : null;
    if (!info || !record) return;
    if (inserted) {
      const conversation = this.conversations.recorded(record, this.deps.clock.now());
      if (!watched) return;
      this.tellConversation(conversation());
    }
    this.deps.watchers.tell({ type: 'record', record: inboxRecord(record, info.id) });
  }

  /** Inside a received message's transaction: its contact's D1 copy, and the bot's answer queued. */
  inbound(r: Received, context: ReportContext): void {
    markInboundContact(this.deps.mirror, r.recordId, {
      contact: r.contact,
      contactId: r.contactId,
      pushName: r.event.pushName,
      text: r.event.text,
      at: r.event.timestamp,
    });
    this.chatbot.received(r, this.conversations.byContact(r.contact), context.now);
  }

  /** Starts sending what the bot queued (after the transaction that queued it). */
  pump(): void {
    this.chatbot.pump();
  }

  nextWake(): number | null {
    return this.chatbot.nextWake();
  }

  wake(): Promise<void> {
    return this.chatbot.wake();
  }

  async run(command: InboxCommand, call: DeskCall): Promise<Outcome<InboxAnswer>> {
    const now = this.deps.clock.now();
    const c = this.conversations;
    if (command.op === 'chatbot') return ok(this.config());
    if (command.op === 'set-rules') {
      const known = new Set(this.bot.rules().map((r) => r.id));
      const rules: Rule[] = command.rules.map((r) => ({ ...r, id: r.id && known.has(r.id) ? r.id : `rul_${randomBase62(20)}` }));
      this.bot.setRules(rules);
      return ok(this.config());
    }
    if (command.op === 'set-settings') {
      this.bot.setSettings(command.settings);
      return ok(this.config());
    }
    if (command.op === 'test-rule') {
      const d = this.chatbot.evaluate(command, { name: command.name, phone: command.phone, message: command.text ?? '' });
      return ok(
        d.rule
          ? { rule: { id: d.rule.id, name: d.rule.name }, reply: d.text, reason: null }
          : { rule: null, reply: null, reason: d.reason },
      );
    }
    const conversation = c.get(command.conversationId);
    if (!conversation) return { ok: false, status: 404, message: `conversation ${command.conversationId} not found` };
    switch (command.op) {
      case 'conversation':
        return ok({ conversation, notes: c.notes(conversation) });
      case 'messages': {
        const items = this.deps.records.byContact(conversation.contact, call.info, command.limit + 1, command.before);
        const page = items.slice(0, command.limit);
        const last = page.at(-1);
        return ok({ items: page, next: items.length > command.limit && last ? { createdAt: last.createdAt, id: last.id } : null });
      }
      case 'assign':
        return this.told(c.assign(conversation.id, command.memberId, call.device, now));
      case 'resolve':
        return this.told(c.resolve(conversation.id, now));
      case 'reopen':
        return this.told(c.reopen(conversation.id, now));
      case 'read':
        return this.told(c.markRead(conversation.id, now));
      case 'note': {
        const note = c.addNote(conversation.id, command.memberId, command.text, now);
        if (!note) return { ok: false, status: 404, message: `conversation ${conversation.id} not found` };
        this.deps.watchers.tell({ type: 'note', note: presentNote(note) });
        return ok(note);
      }
      case 'reply':
        return call.send({
          phoneNumber: conversation.contact,
          text: command.text,
          replyToId: command.replyToId ?? null,
          source: 'DASHBOARD',
          memberId: command.memberId,
          content: { kind: 'text', text: command.text },
        });
      case 'react':
        return call.react(command.messageId, command.emoji);
    }
  }

  private config() {
    return { rules: this.bot.rules(), settings: this.bot.settings() };
  }

  private told(conversation: Conversation | null): Outcome<InboxAnswer> {
    if (!conversation) return { ok: false, status: 404, message: 'conversation not found' };
    this.tellConversation(conversation);
    return ok(conversation);
  }

  private tellConversation(conversation: Conversation): void {
    this.deps.watchers.tell({ type: 'conversation', conversation: presentConversation(conversation) });
  }
}

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
