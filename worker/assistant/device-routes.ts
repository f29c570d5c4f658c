/**
 * `/devices/{id}/assistant`: a device's AI assistant (kept by the device's object, where it runs):
 * its settings, and its last calls to the model (tokens, time, outcome). Same door and scope as
 * the chatbot's rules, beside which it answers.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { memberOfDevice } from '../inbox/assignees';
import { deviceParam, devicePath } from '../kernel/stub';
import { createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { decimalQuery, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { teamsStub } from '../teams/desk-stub';
import { assistantSettingsSchema } from './settings-schema';

const tags = ['Chatbot'];

export const assistantSchema = z.object({ settings: assistantSettingsSchema }).meta({ id: 'Assistant' });

const callSchema = z
  .object({
    contact: z.string(),
    at: z.number().int().meta({ description: 'When the call started, ms since the epoch' }),
    outcome: z.string().meta({ description: '`answer`, `tool`, `summary`, or the failure (`timeout`, `rate-limited`, `unavailable`…)' }),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    ms: z.number().int(),
  })
  .meta({ id: 'AssistantCall' });

const callsQuery = strictObject({ limit: decimalQuery(1, 500).optional() });

/** `/devices/:id/assistant` */
export const deviceAssistantApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'get',
      path: '/',
      tags,
      summary: 'The device’s AI assistant: its settings',
      middleware: [deviceParam()],
      request: { params: devicePath },
      responses: { 200: jsonContent(assistantSchema, 'The assistant'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.assistant(c.var.within)), 200),
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'put',
      path: '/settings',
      tags,
      summary: 'Turn the assistant on or off; when it answers, what it knows, its debounce, caps and hand-over',
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: devicePath, body: jsonBody(assistantSettingsSchema) },
      responses: { 200: jsonContent(assistantSchema, 'The assistant as saved'), ...errorResponses(400, 401, 404, 413, 415) },
    }),
    async (c) => {
      const settings = c.req.valid('json');
      const target = settings.handOverTo;
      if (target) {
        const device = await c.var.device.view(c.var.within);
        if (!device.ok) throw new HttpError(404, device.message);
        const { workspaceId } = device.value;
        // A hand-over target of another workspace (or none) would leave the customer with nobody.
        if (target.type === 'team') unwrap(await teamsStub(c.env, workspaceId).team(target.teamId));
        else await memberOfDevice(c.var.db, workspaceId, target.memberId);
      }
      return c.json(unwrap(await c.var.device.setAssistantSettings(c.var.within, settings)), 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'chatbot',
      method: 'get',
      path: '/calls',
      tags,
      summary: 'The assistant’s last calls to the model, newest first: tokens, time and outcome',
      middleware: [deviceParam()],
      request: { params: devicePath, query: callsQuery },
      responses: { 200: jsonContent(z.object({ items: z.array(callSchema) }), 'The calls'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(unwrap(await c.var.device.assistantCalls(c.var.within, c.req.valid('query').limit ?? 100)), 200),
  );
