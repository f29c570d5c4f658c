/**
 * A device's assistant settings (kept in its object, `assistant-store.ts`): when it answers, what
 * it knows, how long it waits for a burst to end, its caps, and to whom it hands a conversation.
 */
import { z } from '@hono/zod-openapi';
import { strictObject, textSchema } from '../shared/fields';

/** Instructions and knowledge, each at most this many characters (they go into every prompt). */
export const MAX_TEXT = 8_000;

export const handOverSchema = z
  .union([
    strictObject({ type: z.literal('team'), teamId: z.string().regex(/^team_[A-Za-z0-9]+$/, 'must be a team id (team_…)') }),
    strictObject({ type: z.literal('member'), memberId: z.string().regex(/^acc_[A-Za-z0-9]+$/, 'must be a member id (acc_…)') }),
  ])
  .nullable()
  .meta({
    id: 'AssistantHandOver',
    description: 'Who takes a handed-over conversation: a team’s queue, a member, or null (the unassigned queue)',
  });

export const assistantSettingsSchema = strictObject({
  enabled: z.boolean().default(false),
  when: z
    .enum(['no-rule', 'outside-hours'])
    .default('no-rule')
    .meta({ description: '`no-rule`: when no chatbot rule fires; `outside-hours`: only outside the chatbot’s business hours' }),
  instructions: textSchema(0, MAX_TEXT).default('').meta({ description: 'How the assistant behaves (the shop’s words)' }),
  knowledge: textSchema(0, MAX_TEXT).default('').meta({ description: 'What it knows: prices, hours, policies' }),
  debounceSeconds: z.number().int().min(0).max(120).default(5).meta({ description: 'Wait after the customer’s last message' }),
  maxAnswersPerDay: z.number().int().min(1).max(500).default(20).meta({ description: 'Answers per conversation per day; then hand-over' }),
  maxTurns: z.number().int().min(1).max(100).default(6).meta({ description: 'Answers without resolution before hand-over' }),
  maxTokensPerDay: z
    .number()
    .int()
    .min(1_000)
    .max(100_000_000)
    .default(200_000)
    .meta({ description: 'Tokens the workspace’s assistant may use per UTC day; then hand-over' }),
  handOverTo: handOverSchema.default(null),
  answerGroups: z.boolean().default(false),
}).meta({
  id: 'AssistantSettings',
  example: {
    enabled: true,
    when: 'no-rule',
    instructions: 'You are Toko Maju’s customer service. Be brief and friendly.',
    knowledge: 'Open Mon–Sat 08:00–17:00. Shipping via JNE, 2–3 days.',
    debounceSeconds: 5,
    maxAnswersPerDay: 20,
    maxTurns: 6,
    maxTokensPerDay: 200000,
    handOverTo: { type: 'team', teamId: 'team_8fK2mQ9xLr4TbZ1cWp7n' },
    answerGroups: false,
  },
});

export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;
export type HandOverTarget = AssistantSettings['handOverTo'];

export const DEFAULT_ASSISTANT_SETTINGS: AssistantSettings = assistantSettingsSchema.parse({});
