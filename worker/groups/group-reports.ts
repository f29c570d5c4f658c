/**
 * The session's `group.updated` report: the `group.updated` webhook event, and, when WhatsApp told a
 * new subject, `group.renamed` for the groups part to keep it (both in the report's transaction).
 */
import type { Outbox } from '../events/outbox';
import type { SessionEvents } from '../kernel/session-events';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { type GroupEvents, groupUpdatedData } from './group-updates';

export class GroupReports {
  constructor(outbox: Outbox, events: Subscriber<SessionEvents> & Emitter<GroupEvents>) {
    events.on('reported.group.updated', ({ data, context }) => {
      outbox.record(context.device, 'group.updated', groupUpdatedData(data), context.key, data.timestamp, context.now);
      if (data.changes.subject) events.emit('group.renamed', { groupId: data.groupId, subject: data.changes.subject });
    });
  }
}
