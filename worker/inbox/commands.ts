/**
 * What the routes and the dashboard ask a device's object about its inbox and its chatbot: one
 * RPC method (`DeviceObject.inbox`) takes these commands, so the object grows by one method, not
 * by one per action. `inboxCall` types each answer by its command.
 */
import type { Rule, RuleInput, Settings } from '../chatbot/rule-schema';
import type { DeviceStub } from '../devices/stub';
import type { StoredRecord } from '../messages/record-store';
import type { MessageRow } from '../messages/records';
import { unwrap } from '../shared/outcome';
import type { Conversation, Note } from './conversation-view';

type Position = { createdAt: number; id: string };

export type InboxCommand =
  | { op: 'conversation'; conversationId: string }
  | { op: 'messages'; conversationId: string; limit: number; before?: Position | undefined }
  | { op: 'assign'; conversationId: string; memberId: string | null }
  | { op: 'resolve' | 'reopen' | 'read'; conversationId: string }
  | { op: 'note'; conversationId: string; memberId: string | null; text: string }
  | { op: 'reply'; conversationId: string; memberId: string | null; text: string; replyToId?: string | undefined }
  | { op: 'react'; conversationId: string; messageId: string; emoji: string }
  | { op: 'chatbot' }
  | { op: 'set-rules'; rules: RuleInput[] }
  | { op: 'set-settings'; settings: Settings }
  | { op: 'test-rule'; text: string | null; selectedId: string | null; firstMessage: boolean; at: number; name: string; phone: string };

export type ChatbotConfig = { rules: Rule[]; settings: Settings };
export type RuleTest = { rule: { id: string; name: string } | null; reply: string | null; reason: string | null };

export type InboxAnswers = {
  conversation: { conversation: Conversation; notes: Note[] };
  messages: { items: StoredRecord[]; next: Position | null };
  assign: Conversation;
  resolve: Conversation;
  reopen: Conversation;
  read: Conversation;
  note: Note;
  reply: MessageRow;
  react: { id: string };
  chatbot: ChatbotConfig;
  'set-rules': ChatbotConfig;
  'set-settings': ChatbotConfig;
  'test-rule': RuleTest;
};
export type InboxOp = InboxCommand['op'];
export type InboxAnswer = InboxAnswers[InboxOp];

/** Asks a device's object; its refusal (404, 409…) is thrown as the HttpError a route answers. */
export async function inboxCall<C extends InboxCommand>(
  device: DeviceStub,
  caller: string | null,
  command: C,
): Promise<InboxAnswers[C['op']]> {
  const outcome = await device.inbox(caller, command);
  return unwrap(outcome) as InboxAnswers[C['op']];
}
