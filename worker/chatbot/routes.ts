/**
 * `/admin/devices/:id/chatbot`: a device's chatbot, its ordered rules and settings (kept by the
 * device's object, where the bot runs), and the rule tester: which rule a text would fire.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deviceParam, devicePath } from '../kernel/stub';
import type { AppEnv } from '../shared/app-env';
import { createApp } from '../shared/app-env';
import { strictObject, textSchema } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import type { ChatbotConfig } from './chatbot-part';
import { dropUnusedFiles, savedRules } from './reply-media';
import {
  type RuleInput,
  replySchema,
  ruleInputSchema,
  rulesSchema,
  savedMediaReplySchema,
  settingsSchema,
  triggerSchema,
} from './rule-schema';

const [textReplySchema, interactiveReplySchema] = replySchema.options;
const ruleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    trigger: triggerSchema,
    reply: z.union([textReplySchema, interactiveReplySchema, savedMediaReplySchema]),
  })
  .meta({ id: 'ChatbotRule' });
export const chatbotSchema = z.object({ rules: z.array(ruleSchema), settings: settingsSchema }).meta({ id: 'Chatbot' });

export const ruleTestSchema = strictObject({
  text: textSchema(0, 65_536).optional().meta({ description: 'The message text' }),
  selectedId: textSchema(1, 256).optional().meta({ description: 'A button or list row id, as a button or list reply carries it' }),
  firstMessage: z.boolean().default(false).meta({ description: 'As the first message of a new contact' }),
  at: z.iso.datetime().optional().meta({ description: 'When it arrives (for business hours); default now' }),
  name: textSchema(0, 100).default('Budi').meta({ description: 'The contact’s name, for {{name}}' }),
  phone: textSchema(0, 32).default('6281234567890').meta({ description: 'The contact’s number, for {{phone}}' }),
}).meta({ id: 'RuleTest', example: { text: 'Berapa harga kaos hitam?', name: '' } });

const ruleTestResultSchema = z
  .object({
    rule: z.object({ id: z.string(), name: z.string() }).nullable().meta({ description: 'The rule that fires, or null' }),
    reply: z.string().nullable().meta({ description: 'Its reply with the variables filled in' }),
    reason: z.string().nullable().meta({ description: 'Why no rule fires' }),
  })
  .meta({ id: 'RuleTestResult' });

/**
 * Saves `rules` after the saved rules when `append`, else instead of them: media replies' files
 * stored first (fetched from their mediaUrl), then the list, then the files no rule names any more
 * removed. `at(i)` names rule i in an issue's path.
 */
async function saveRules(c: Context<AppEnv>, rules: RuleInput[], append: boolean, at: (i: number) => string): Promise<ChatbotConfig> {
  const { device } = c.var;
  const deviceId = c.req.param('id') ?? '';
  const before = unwrap(await device.chatbot(c.var.within)).rules;
  const where = { deviceId, origin: new URL(c.req.url).origin, bucket: c.env.MEDIA };
  const saved = await savedRules(rules, before, where, at);
  const after = unwrap(await device.setChatbotRules(c.var.within, append ? [...before, ...saved] : saved));
  await dropUnusedFiles(c.env.MEDIA, deviceId, before, after.rules);
  return after;
}

export const chatbotApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'get',
      path: '/',
      tags: ['Chatbot'],
      summary: 'The device’s chatbot: its rules in order and its settings',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(chatbotSchema, 'The chatbot'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.chatbot(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'put',
      path: '/rules',
      tags: ['Chatbot'],
      summary: 'Replace the rules (in order: the first rule that fires answers); a rule keeps its id when given',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(rulesSchema) },
      responses: { 200: jsonContent(chatbotSchema, 'The chatbot as saved'), ...errorResponses(400, 401, 404, 413, 415, 503) },
    }),
    async (c) => c.json(await saveRules(c, c.req.valid('json').rules, false, (i) => `rules[${i}].`), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'post',
      path: '/rules',
      tags: ['Chatbot'],
      summary: 'Add a rule at the end of the list',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(ruleInputSchema) },
      responses: { 201: jsonContent(chatbotSchema, 'The chatbot as saved'), ...errorResponses(400, 401, 404, 413, 415, 503) },
    }),
    async (c) => {
      const added = { ...c.req.valid('json'), id: undefined };
      return c.json(await saveRules(c, [added], true, () => ''), 201);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'put',
      path: '/settings',
      tags: ['Chatbot'],
      summary: 'Turn the bot on or off, its replies per contact per minute, its business hours',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(settingsSchema) },
      responses: { 200: jsonContent(chatbotSchema, 'The chatbot as saved'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => c.json(unwrap(await c.var.device.setChatbotSettings(c.var.within, c.req.valid('json'))), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'post',
      path: '/test',
      tags: ['Chatbot'],
      summary: 'Which rule a message would fire, and its reply (nothing is sent)',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(ruleTestSchema) },
      responses: { 200: jsonContent(ruleTestResultSchema, 'The rule that fires, or why none'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const t = c.req.valid('json');
      const result = unwrap(
        await c.var.device.testChatbotRule(c.var.within, {
          text: t.text ?? null,
          selectedId: t.selectedId ?? null,
          firstMessage: t.firstMessage,
          at: t.at ? Date.parse(t.at) : Date.now(),
          name: t.name,
          phone: t.phone,
        }),
      );
      return c.json(result, 200);
    },
  );
