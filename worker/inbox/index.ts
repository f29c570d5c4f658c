export { contactConversations, contactName, listConversations } from './conversation-list';
export { type ConversationView, conversationSchema, presentConversation, presentNote } from './conversation-view';
export { inboxRecord } from './inbox-part';
export { deviceConversationApi, workspaceConversationApi } from './routes';
export { conversations } from './tables';
