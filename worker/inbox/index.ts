export { type InboxAnswer, type InboxCommand, inboxCall } from './commands';
export { contactName, listConversations } from './conversation-list';
export { type ConversationView, conversationSchema, presentConversation, presentNote } from './conversation-view';
export { inboxRecord } from './desk';
export { deviceConversationApi, workspaceConversationApi } from './routes';
export { conversations } from './tables';
