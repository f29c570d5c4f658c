/** The AI assistant: the workspace's model provider, and its help to agents in the inbox. */

export { actionApi } from './action-routes';
export { type ActionRow, deleteAction, listActions, loadActions } from './action-store';
export { type Action, type ActionContext, type ActionLog, type ActionResult, actionNote, actionTools, runAction } from './actions';
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
export { AssistantPart } from './assistant-part';
export {
  type AiBinding,
  type ClientIo,
  type Completion,
  complete,
  DEFAULT_TIMEOUT_MS,
  type ProviderFailure,
  transcribe,
} from './chat-client';
export { type ConnectionTest, TEST_TIMEOUT_MS, testConnection } from './connection-test';
export { assistantSchema, deviceAssistantApi } from './device-routes';
export { loadProvider, type Provider } from './provider';
export { type ProviderView, providerInputSchema, readProvider, removeProvider, saveProvider, workersAiBound } from './provider-settings';
export { assistantApi } from './routes';
export { assistantSettingsSchema } from './settings-schema';
export { assistantActions, assistantProviders } from './tables';
export { transcriptOf, transcriptsOf } from './transcripts';
