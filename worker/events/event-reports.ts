/**
 * The session's reports that are a webhook event and nothing more: a reaction, a change of a
 * group's members (a call is the calls' part's: `calls/calls-part.ts`). Each is emitted as its
 * webhook event (`outbox.ts` writes it) in its report's transaction, its data as receivers get it (times in ISO 8601; a group's people by phone digits).
 */
import type { ReportData } from '../../protocol';
import type { SessionEvents } from '../kernel/session-events';
import type { Emitter, Subscriber } from '../shared/domain-events';
import { iso } from '../shared/time';
import type { OutboxEvents } from './outbox';

export class EventReports {
  constructor(events: Subscriber<SessionEvents> & Emitter<OutboxEvents>) {
    events.on('reported.reaction', ({ data, context: { device, key, now } }) =>
      events.emit('message.reaction', { device, data: { ...data, timestamp: iso(data.timestamp) }, key, at: data.timestamp, now }),
    );
    events.on('reported.group.participants', ({ data, context: { device, key, now } }) =>
      events.emit('group.participants', { device, data: groupParticipantsData(data), key, at: data.timestamp, now }),
    );
  }
}

/** The node's report as receivers get it: each person by phone digits (their LID when WhatsApp hides the number). */
function groupParticipantsData(r: ReportData<'group.participants'>) {
  return {
    id: r.id,
    groupId: r.groupId,
    action: r.action,
    participants: r.participants.map((p) => p.phoneNumber ?? p.lid ?? '').filter((who) => who !== ''),
    by: r.author,
    timestamp: iso(r.timestamp),
  };
}
