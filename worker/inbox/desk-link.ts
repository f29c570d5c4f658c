/**
 * A device's object and its workspace's team desk (`teams/teams-object.ts`): each change of a
 * conversation the desk must hear of (opened or reopened by a customer or an agent, resolved,
 * assigned by hand) is marked in the change's own transaction (`desk_sync`, see
 * `conversation-store.ts`), told to the desk once the transaction is written, and the assignment
 * the desk answers applied. A mark stays until the desk has heard of it: a failed call is tried
 * again by the alarm, and an instance that starts with marks left tells them, so no conversation
 * is lost on its way to a team's queue. What the desk decides later on its own (a queue drained,
 * a hand-back) comes in through `apply`.
 */
import type { SessionDevice } from '../../protocol';
import type { DeviceStateStore } from '../kernel/device-state';
import type { WatchEvents } from '../kernel/watchers';
import type { Wakeable } from '../shared/alarms';
import type { Emitter, Subscriber } from '../shared/domain-events';
import type { FollowUp, FollowUpEvents } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { Decision } from '../teams/desk';
import type { TeamsStub } from '../teams/desk-stub';
import type { ConversationStore } from './conversation-store';
import { type Conversation, presentConversation } from './conversation-view';

/** Reports told to the desk in one call. */
const BATCH = 100;
/** How long a report the desk did not take waits before it is told again. */
const RETRY_MS = 5_000;

export type DeskLinkDeps = {
  conversations: ConversationStore;
  state: DeviceStateStore;
  clock: Clock;
  desk: (workspaceId: string) => TeamsStub;
  followUp: () => FollowUp;
  events: Subscriber<FollowUpEvents> & Emitter<WatchEvents>;
};

export class DeskLink implements Wakeable {
  private running: Promise<void> | null = null;
  private again = false;
  private retryAt: number | null = null;

  constructor(private readonly deps: DeskLinkDeps) {
    deps.events.on('changes.committed', () => {
      if (this.retryAt === null) void this.flush();
    });
  }

  nextWake(): number | null {
    if (this.retryAt !== null) return this.retryAt;
    // An instance that starts with reports left by the one before tells them at once.
    return this.running === null && this.deps.conversations.deskWaiting() ? this.deps.clock.now() : null;
  }

  async wake(): Promise<void> {
    this.retryAt = null;
    await this.flush();
  }

  /** Tells the desk every change it has not heard of, a batch at a time, and applies what it answers. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.tellAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Decisions the desk took on its own, for this device's conversations. */
  apply(device: SessionDevice, decisions: readonly Decision[]): Outcome<{ applied: number }> {
    let applied = 0;
    for (const decision of decisions) {
      const moved = this.deps.conversations.applyDesk(decision, device, this.deps.clock.now());
      if (moved) {
        applied++;
        this.told(moved);
      }
    }
    return { ok: true, value: { applied } };
  }

  /** Open pages are told of a conversation the desk moved. */
  private told(conversation: Conversation): void {
    this.deps.events.emit('conversation.changed', { conversation: presentConversation(conversation) });
  }

  private async tellAll(): Promise<void> {
    const s = this.deps.state.get();
    if (!s.info) return;
    const device: SessionDevice = { id: s.info.id, name: s.info.name, sessionId: s.sessionId };
    // Bounded: each round either clears its reports or stops on a failure.
    for (let round = 0; round < 100; round++) {
      this.again = false;
      const reports = this.deps.conversations.deskPending(BATCH);
      if (reports.length === 0 && !this.again) return;
      let decisions: Decision[];
      try {
        decisions = await this.deps.desk(s.info.workspaceId).report(reports);
      } catch (error) {
        console.error('the team desk did not take the conversations’ changes', error);
        this.retryAt = this.deps.clock.now() + RETRY_MS;
        void this.deps.followUp().run();
        return;
      }
      const byId = new Map(decisions.map((d) => [d.conversationId, d]));
      for (const report of reports) {
        const decision = byId.get(report.conversationId);
        const moved = decision ? this.deps.conversations.applyDesk(decision, device, this.deps.clock.now()) : null;
        this.deps.conversations.deskHeard(report.conversationId, report.version);
        if (moved) this.told(moved);
      }
      this.deps.followUp().soon();
    }
  }
}
