export { contactName, listConversations } from './conversation-list';
export { type ConversationView, conversationSchema, presentConversation, presentNote } from './conversation-view';
export { inboxRecord } from './inbox-part';
export { deviceConversationRoutes, workspaceConversationRoutes } from './routes';
export { conversations } from './tables';
