/**
 * The inbox's domain events (see `shared/domain-events.ts`): `conversation.resolved`, emitted by
 * the inbox inside the resolve's transaction when an open conversation is resolved; what follows it
 * (the rating question, `ratings/`) is written with the resolve.
 */
import type { SessionDevice } from '../../protocol';
import type { Conversation } from './conversation-view';

/** `memberId`: who resolved it (null: the API or the operator). */
export type ConversationResolved = { conversation: Conversation; device: SessionDevice; memberId: string | null; now: number };

export type InboxEvents = { 'conversation.resolved': ConversationResolved };
