/**
 * What a device does in a chat besides sending: marking received messages read (blue ticks), by
 * request or, with the device's `autoRead`, as they arrive; and showing "typing…" or
 * "recording…". Both go to the node as they are asked and leave no record.
 */
import type { DeviceToNode, MessageKey, PresenceState, RpcCaller } from '../../protocol';
import { errorMessage } from '../../protocol';
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { Subscriber } from '../shared/domain-events';
import type { FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { MessageEvents } from './message-reports';
import { answerWithin, failure } from './messages-part';
import type { RecordStore } from './record-store';
import type { WaMessageStore } from './wa-message-store';

/** How many of a chat's latest received messages a read without ids marks (the node takes 100 keys at most). */
export const READ_LATEST = 100;

export type ChatPartDeps = {
  clock: Clock;
  state: DeviceStateStore;
  store: WaMessageStore;
  records: RecordStore;
  node: RpcCaller<DeviceToNode>;
  events: Subscriber<MessageEvents & FollowUpEvents>;
  timeoutMs: number;
};

export class ChatPart {
  /** Received messages to mark read once their report's transaction is written (autoRead). */
  private unread: MessageKey[] = [];

  constructor(private readonly deps: ChatPartDeps) {
    deps.events.on('message.received', ({ event, stored }) => {
      if (!deps.state.get().autoRead || stored?.key.fromMe) return;
      this.unread.push(stored?.key ?? { remoteJid: event.chatId, id: event.id, fromMe: false });
    });
    deps.events.on('changes.committed', () => this.readArrived());
  }

  /**
   * Marks the arrived messages read. Best effort, as a phone's own ticks are: a read the node
   * refuses, or one lost with this instance before it went, is logged and not retried.
   */
  private readArrived(): void {
    if (this.unread.length === 0) return;
    const keys = this.unread.splice(0, READ_LATEST);
    this.deps.node.call('read', { keys }, this.deps.timeoutMs).catch((error: unknown) => {
      console.warn(`auto-read of ${keys.length} message(s) failed: ${errorMessage(error)}`);
    });
    if (this.unread.length > 0) this.readArrived();
  }

  /**
   * Marks a chat's received messages read: those named (each must be a message received from that
   * chat), or its latest `READ_LATEST`. Answers the messaging-app ids marked.
   */
  async read(device: DeviceIdentity, phoneNumber: string, messageIds?: string[]): Promise<Outcome<{ messageIds: string[] }>> {
    const received = this.deps.records.byContact(phoneNumber, device, READ_LATEST).filter((r) => r.direction === 'INBOUND');
    const ids = received.flatMap((r) => (r.messageId === null ? [] : [r.messageId]));
    const chosen = messageIds ?? ids;
    const unknown = chosen.filter((id) => !ids.includes(id));
    if (unknown.length > 0) {
      return { ok: false, status: 404, message: `not among the latest messages received from ${phoneNumber}: ${unknown.join(', ')}` };
    }
    if (chosen.length === 0) return { ok: true, value: { messageIds: [] } };
    const keys = chosen.map((id) => this.deps.store.get(id)?.key ?? { remoteJid: `${phoneNumber}@s.whatsapp.net`, id, fromMe: false });
    return this.ask(this.deps.node.call('read', { keys }, this.deps.timeoutMs), { messageIds: chosen });
  }

  /** Shows "typing…" or "recording…" in the chat, or neither (`paused`). */
  async presence(phoneNumber: string, state: PresenceState): Promise<Outcome<{ state: PresenceState }>> {
    return this.ask(this.deps.node.call('presence', { to: phoneNumber, state }, this.deps.timeoutMs), { state });
  }

  private async ask<T>(call: Promise<unknown>, value: T): Promise<Outcome<T>> {
    const answer = await answerWithin(this.deps.clock, this.deps.timeoutMs, call);
    if (answer.kind === 'timeout') {
      return { ok: false, status: 504, message: `the session did not answer within ${this.deps.timeoutMs} ms` };
    }
    if (answer.kind === 'failed') return failure(answer.error);
    return { ok: true, value };
  }
}
