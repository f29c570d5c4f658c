/**
 * The domain events of a device's object (see `shared/domain-events.ts`), by name, each with its
 * payload and where it is emitted:
 *
 * - `record.changed`: a message record written or changed (`RecordStore`), inside that transaction;
 *   the inbox moves its conversation and tells open pages.
 * - `message.received`: a received message written with its event and record (`MessageReports`),
 *   inside its report's transaction; the inbox queues its contact's D1 copy, the chatbot decides
 *   and queues its answer (or, when no rule fires, the assistant's debounced turn).
 * - `reported.<name>`: a session's report taken (`SessionReports`), inside its transaction; the
 *   part it belongs to writes what it changes (`kernel/session-events.ts`).
 * - `status.changed`: the device's status changed (`DeviceLifecycle`), inside that transaction;
 *   the alerts open or end the device's incident.
 * - `group.renamed`: a group's new subject, from its `group.updated` report (`GroupReports`),
 *   inside that report's transaction; the groups part keeps it as the group's name.
 * - `conversation.resolved`: an open conversation resolved (`InboxPart`), inside that transaction;
 *   the rating question is queued and the conversation marked asked; the assistant may answer
 *   there again.
 * - `changes.committed`: a change's transaction is written (`FollowUp`); the webhook dispatcher,
 *   the chatbot, the assistant and the broadcasts start what it made due.
 * - each webhook event by its name (`message.receipt`, `device.status`, `label.added`…, see
 *   `events/event-data.ts`): what receivers hear of, emitted by the part where it happens, inside
 *   the transaction of the change it reports; the outbox writes it with its deliveries
 *   (`events/outbox.ts`).
 * - `device.changed`, `delivery.changed`, `record.shown`, `conversation.changed`, `note.added`,
 *   `broadcast.changed`: a change open pages show, as they show it, emitted by the part that made
 *   it; the watchers tell the pages (`kernel/watchers.ts`).
 */
import type { OutboxEvents } from '../events/outbox';
import type { GroupEvents } from '../groups/group-updates';
import type { InboxEvents } from '../inbox/inbox-events';
import type { StatusEvents } from '../kernel/device-state';
import type { SessionEvents } from '../kernel/session-events';
import type { WatchEvents } from '../kernel/watchers';
import type { MessageEvents } from '../messages/message-reports';
import type { RecordEvents } from '../messages/record-store';
import type { FollowUpEvents } from '../shared/follow-up';

export type DeviceEvents = SessionEvents &
  RecordEvents &
  MessageEvents &
  GroupEvents &
  FollowUpEvents &
  StatusEvents &
  InboxEvents &
  OutboxEvents &
  WatchEvents;
