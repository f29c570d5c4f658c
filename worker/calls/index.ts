export { type CallSettings, callSettingsSchema } from './call-settings';
export { CallsPart } from './calls-part';
