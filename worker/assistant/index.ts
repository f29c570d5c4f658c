/** The AI assistant: the workspace's model provider, and its help to agents in the inbox. */

export {
  type HelpContext,
  type HelpFailure,
  type HelpResult,
  helpOffered,
  suggestReply,
  summarise,
  transcribeRecord,
} from './agent-help';
export { conversationHelpApi } from './agent-help-routes';
export { transcriptOf, transcriptsOf } from './transcripts';
