/**
 * The RPC methods of a device's object for what it does with messages besides sending them:
 * editing and deleting its sent messages, marking a chat read, "typing…", a poll's tally, and its
 * options. Each is given the caller's workspace (null for the operator). The object
 * (`device-object.ts`) passes its methods of these names on here (`passed-on.ts`): this class's
 * prototype holds only them.
 */
import type { PresenceState } from '../../protocol';
import { LOOKUP_TIMEOUT_MS, lookupFailure } from '../groups/node-calls';
import type { DeviceOptions, DeviceView } from '../kernel/device-state';
import { viewOf } from '../kernel/device-state';
import { answerWithin } from '../messages/messages-part';
import type { PollTally } from '../messages/poll-store';
import type { MessageRow } from '../messages/records';
import type { SchedulePatch } from '../scheduled/scheduled-part';
import type { Caller, Outcome } from '../shared/outcome';
import type { DeviceCore } from './device-core';
import type { DeviceParts } from './device-parts';

export class DeviceMessageRpc {
  private readonly p: DeviceParts;

  constructor(private readonly core: DeviceCore) {
    this.p = core.p;
  }

  /** `id`: the record's id or the message's messaging-app id. */
  async editMessage(caller: Caller, id: string, text: string): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.gate.refusal(s) ?? this.p.changes.edit(s.info, id, text));
  }

  async deleteMessage(caller: Caller, id: string): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.gate.refusal(s) ?? this.p.changes.revoke(s.info, id));
  }

  /** A scheduled message's text or time changed while it waits (409 once it went). */
  async changeScheduled(caller: Caller, id: string, patch: SchedulePatch): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.scheduled.change(s.info, id, patch));
  }

  async cancelScheduled(caller: Caller, id: string): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.scheduled.cancel(s.info, id));
  }

  /** Whether this device keeps, for `caller`, a record named `id` (its record id or its messaging-app id). */
  async keepsMessage(caller: Caller, id: string): Promise<boolean> {
    const s = this.core.guard(caller);
    if (!s?.info) return false;
    return this.p.records.get(id, s.info) !== null || this.p.records.byMessageId(id) !== null;
  }

  async readChat(caller: Caller, phoneNumber: string, messageIds?: string[]): Promise<Outcome<{ messageIds: string[] }>> {
    return this.core.act(caller, (s) => this.p.gate.refusal(s) ?? this.p.chat.read(s.info, phoneNumber, messageIds));
  }

  async showPresence(caller: Caller, phoneNumber: string, state: PresenceState): Promise<Outcome<{ state: PresenceState }>> {
    return this.core.act(caller, (s) => this.p.gate.refusal(s) ?? this.p.chat.presence(phoneNumber, state));
  }

  /** The tally of a poll this device sent, by its record's id or its messaging-app id. */
  async pollTally(caller: Caller, id: string): Promise<Outcome<PollTally>> {
    return this.core.act(caller, () => {
      const poll = this.p.polls.byRecord(id) ?? this.p.polls.get(id);
      return poll ? { ok: true, value: this.p.polls.tally(poll) } : { ok: false, status: 404, message: `poll ${id} not found` };
    });
  }

  /**
   * The file of a history message, fetched from WhatsApp by the session the first time someone
   * opens it (`GET /media`, the inbox) and kept in R2 as received media are; then served from there.
   * 404 for a message that is not a history record with a file (a live one's is stored as it comes).
   */
  async downloadHistoryMedia(caller: Caller, messageId: string): Promise<Outcome<{ url: string }>> {
    return this.core.act(caller, async (s) => {
      const found = this.p.records.byMessageId(messageId);
      const record = found ? this.p.records.get(found.id, s.info) : null;
      const stored = record?.history && record.mediaUrl ? this.p.waMessages.get(messageId) : null;
      if (!stored) return { ok: false, status: 404, message: `no media ${messageId}` };
      const refused = this.p.gate.refusal(s);
      if (refused) return refused;
      const answer = await answerWithin(
        this.p.clock,
        LOOKUP_TIMEOUT_MS,
        this.p.link.node.call('media.download', { stored }, LOOKUP_TIMEOUT_MS),
      );
      if (answer.kind === 'done') return { ok: true, value: answer.value };
      if (answer.kind === 'timeout') return { ok: false, status: 504, message: 'the session did not answer in time' };
      return lookupFailure(answer.error, `WhatsApp no longer has the file of ${messageId}`);
    });
  }

  /** The device's options: received messages marked read as they arrive, the delivery watchdog's time, the history brought on linking. */
  async setOptions(caller: Caller, options: DeviceOptions): Promise<Outcome<DeviceView>> {
    const { autoRead, undeliveredAfterMinutes, historyDays } = options;
    const change = {
      ...(autoRead === undefined ? {} : { autoRead }),
      ...(undeliveredAfterMinutes === undefined ? {} : { undeliveredAfterMs: undeliveredAfterMinutes * 60_000 }),
      ...(historyDays === undefined ? {} : { historyDays }),
    };
    return this.core.act(caller, () => ({ ok: true, value: viewOf(this.p.state.transaction(() => this.p.state.update(change))) }));
  }
}
