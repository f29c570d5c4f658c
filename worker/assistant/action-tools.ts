/**
 * The workspace's HTTP actions as the assistant's tools (`ActionTools`): read from D1 when a turn
 * starts (their secrets opened), called when the model names one (`runAction`: arguments checked
 * against the schema, the call signed, time-limited and bounded), and each call written as an
 * internal note on the conversation, so agents see what the assistant asked the shop's systems.
 */
import type { Conversation } from '../inbox/conversation-view';
import type { Db } from '../shared/db';
import type { DestinationGuard } from '../webhooks/deliver';
import { loadActions } from './action-store';
import { type Action, actionNote, actionTools, runAction } from './actions';
import type { ActionTools } from './tools';

export type WorkspaceActionsDeps = {
  db: Db;
  adminToken: string;
  fetch: typeof fetch;
  deviceId: () => string;
  conversations: { byContact(contact: string): Conversation | null };
  /** Writes the call's line as an internal note (no member: the assistant's). */
  note(conversationId: string, text: string): void;
  guard?: DestinationGuard;
};

type Loaded = { action: Action; secret: string | null }[];

export function workspaceActions(deps: WorkspaceActionsDeps): ActionTools {
  // The actions as the turn's first call read them: the model is offered and calls the same ones.
  const loaded = new Map<string, Loaded>();
  const load = async (workspaceId: string): Promise<Loaded> => {
    const actions = await loadActions(deps.db, deps.adminToken, workspaceId);
    loaded.set(workspaceId, actions);
    return actions;
  };
  return {
    async tools(workspaceId) {
      return actionTools((await load(workspaceId)).map((l) => l.action));
    },
    async call(workspaceId, contact, call) {
      const found = (loaded.get(workspaceId) ?? (await load(workspaceId))).find((l) => l.action.name === call.name);
      if (!found) return null;
      const conversation = deps.conversations.byContact(contact);
      const { content, log } = await runAction(found.action, call, {
        fetch: deps.fetch,
        secret: found.secret,
        conversation: { id: conversation?.id ?? '', deviceId: deps.deviceId() },
        // The number (or LID) as the conversation's view names it; the name stays with Kurir.
        contact: { id: conversation?.contactId ?? null, phoneNumber: contact.split('@')[0] ?? contact, name: null },
        ...(deps.guard ? { guard: deps.guard } : {}),
      });
      if (conversation) deps.note(conversation.id, actionNote(log));
      return content;
    },
  };
}
