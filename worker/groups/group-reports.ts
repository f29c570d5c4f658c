/**
 * The session's `group.updated` report: the `group.updated` webhook event, and, when WhatsApp told a
 * new subject, `group.renamed` for the groups part to keep it (both in the report's transaction).
 */
import type { OutboxEvents } from '../events/outbox';
import type { SessionEvents } from '../kernel/session-events';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { type GroupEvents, groupUpdatedData } from './group-updates';

export class GroupReports {
  constructor(events: Subscriber<SessionEvents> & Emitter<GroupEvents & OutboxEvents>) {
    events.on('reported.group.updated', ({ data, context: { device, key, now } }) => {
      events.emit('group.updated', { device, data: groupUpdatedData(data), key, at: data.timestamp, now });
      if (data.changes.subject) events.emit('group.renamed', { groupId: data.groupId, subject: data.changes.subject });
    });
  }
}
