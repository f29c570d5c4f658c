export { chatbotRoutes, chatbotSchema, ruleTestSchema } from './routes';
export { type Rule, rulesSchema, settingsSchema } from './rule-schema';
