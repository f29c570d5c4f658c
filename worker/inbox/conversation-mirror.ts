/** The one writer of D1's conversations: each queued one is written as its device's object holds it when the mirror flushes. */
import { contactRowsMirror } from '../contacts/contact-mirror';
import type { DeviceStateStore } from '../kernel/device-state';
import { d1Copy } from '../shared/d1-copy';
import type { MirrorOwner } from '../shared/d1-mirror';
import { CONVERSATIONS, type ConversationStore } from './conversation-store';
import { conversations } from './tables';

/**
 * Every column of D1's `conversations` (`tables.ts`), each bound to its field. The contact may be
 * new to D1 in this very batch (its record's copy can come after): made first, and named by its
 * number, so one made before ids were derived keeps its own id.
 */
export const CONVERSATION_COPY = d1Copy(conversations, {
  keep: ['workspaceId', 'deviceId', 'contactId', 'contact', 'createdAt'],
  expressions: {
    contactId: (at) =>
      `COALESCE((SELECT id FROM contacts WHERE workspace_id = ${at('workspaceId')} AND phone_number = ${at('contact')}), ${at('contactId')})`,
  },
});

export function conversationMirror(d1: D1Database, state: DeviceStateStore, conversations: ConversationStore): MirrorOwner {
  return contactRowsMirror(d1, state, {
    name: CONVERSATIONS,
    statement: CONVERSATION_COPY.statement,
    rows: (contacts) => conversations.byContacts(contacts),
    values: (c, info) => CONVERSATION_COPY.values({ ...c, workspaceId: info.workspaceId, deviceId: info.id }),
  });
}
