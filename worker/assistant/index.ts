export { AssistantPart } from './assistant-part';
export { assistantApi, assistantSchema } from './routes';
export { assistantSettingsSchema } from './settings-schema';
