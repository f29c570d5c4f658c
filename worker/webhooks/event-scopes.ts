/**
 * Which scopes let an API key receive an event. A webhook carries its events' data to a URL its
 * maker chose, so a key subscribes to an event, or changes, removes or resends a webhook or a
 * delivery of one, only when it may read that data through the API: a message's needs
 * `messages:read`; a device's status, an assignment or a campaign's end are read with their
 * feature's scope too (`GET /events` gives every event to `messages:read`, so that one always does).
 */
import { allows, type Scope } from '../api-keys/scopes';
import type { EventName, TestEventName } from './config';

export const EVENT_SCOPES: Record<EventName, readonly Scope[]> = {
  'message.inbound': ['messages:read'],
  'message.receipt': ['messages:read'],
  'message.reaction': ['messages:read'],
  'message.edited': ['messages:read'],
  'message.revoked': ['messages:read'],
  'message.undelivered': ['messages:read'],
  'history.imported': ['messages:read'],
  'poll.vote': ['messages:read'],
  'call.received': ['messages:read'],
  'group.participants': ['groups', 'messages:read'],
  'group.updated': ['groups', 'messages:read'],
  'device.status': ['devices', 'messages:read'],
  'conversation.assigned': ['inbox', 'messages:read'],
  'broadcast.completed': ['broadcasts', 'messages:read'],
};

/** Whether a key holding `held` may receive `event` (the test event carries nothing: anyone may). */
export function mayReceive(held: readonly Scope[], event: string): boolean {
  const scopes = EVENT_SCOPES[event as EventName] as readonly Scope[] | undefined;
  return scopes === undefined || scopes.some((s) => allows(held, s));
}

/** What an event needs, for a message: `"messages:read"`, or `"devices" or "messages:read"`. */
export function neededFor(event: EventName | TestEventName): string {
  const scopes = EVENT_SCOPES[event as EventName] as readonly Scope[] | undefined;
  return (scopes ?? []).map((s) => `"${s}"`).join(' or ');
}

/**
 * The refusal for a key (`held`; null for a person or the operator, who read every event) that may
 * not receive some of `events`, or null when it may receive them all. `doing` says what it tried.
 */
export function unreadableEvents(held: readonly Scope[] | null, events: readonly string[], doing: string): string | null {
  if (held === null) return null;
  const unread = [...new Set(events)].filter((e) => !mayReceive(held, e)) as EventName[];
  if (unread.length === 0) return null;
  return `this API key may not ${doing}: ${unread.map((e) => `${e} needs the scope ${neededFor(e)}`).join('; ')}`;
}
