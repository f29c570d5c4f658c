export { chatbotApi, chatbotSchema, ruleTestSchema } from './routes';
export { type Rule, rulesSchema, settingsSchema } from './rule-schema';
