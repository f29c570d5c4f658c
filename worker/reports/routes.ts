/**
 * `/admin/workspaces/:ws/reports/{messages,delivery,inbox,campaigns,webhooks,chatbot,health,assistant}`: the figures
 * of a range, from the hourly counters (`report-counters.ts`), never from the records themselves.
 */
import { createRoute, type z } from '@hono/zod-openapi';
import { createApp } from '../shared/app-env';
import { errorResponses, jsonContent } from '../shared/openapi';
import { workspaceParam } from '../workspaces/workspace-param';
import { buildReport, REPORT_KINDS, type ReportKind, rangeOf } from './report-kinds';
import {
  assistantReportSchema,
  campaignsReportSchema,
  chatbotReportSchema,
  deliveryReportSchema,
  healthReportSchema,
  inboxReportSchema,
  messagesReportSchema,
  reportQuerySchema,
  webhooksReportSchema,
} from './schemas';

const DESCRIBED: Record<ReportKind, { schema: z.ZodType; summary: string }> = {
  messages: {
    schema: messagesReportSchema,
    summary: 'Messages by local day or hour, by source (inbound, API, agent, broadcast, chatbot, assistant)',
  },
  delivery: { schema: deliveryReportSchema, summary: 'The delivery funnel (sent, delivered, read, played) and failures by reason' },
  inbox: {
    schema: inboxReportSchema,
    summary: 'Conversations opened and resolved, response times and ratings by agent, team and label, and when they arrive',
  },
  campaigns: { schema: campaignsReportSchema, summary: 'Each campaign’s sent, delivered, read, replied, opted out and skipped by reason' },
  webhooks: { schema: webhooksReportSchema, summary: 'Each webhook’s success rate, attempts per delivery, latency and failures by cause' },
  chatbot: { schema: chatbotReportSchema, summary: 'Chatbot rules fired and conversations handed over to agents' },
  assistant: {
    schema: assistantReportSchema,
    summary: 'The AI assistant’s calls, answers, hand-overs by cause, tokens and the model’s time',
  },
  health: {
    schema: healthReportSchema,
    summary: 'Contacts’ encryption sessions mended and stalled connections replaced, by local day or hour and by device',
  },
};

function reportRoute<K extends ReportKind>(kind: K) {
  return createRoute({
    method: 'get',
    path: `/${kind}`,
    tags: ['Reports'],
    summary: DESCRIBED[kind].summary,
    description:
      'Figures from counters kept per UTC hour as the events happen, written to D1 within seconds of them; days and hours are local to `tz` (see the README’s Reports section for zones 30 or 45 minutes off UTC).',
    'x-kurir-scope': 'reports',
    middleware: [workspaceParam()],
    request: { query: reportQuerySchema },
    responses: { 200: jsonContent(DESCRIBED[kind].schema, 'The figures of the range'), ...errorResponses(400, 401, 404) },
  });
}

function withReport<K extends ReportKind>(app: ReturnType<typeof createApp>, kind: K) {
  return app.openapi(reportRoute(kind), async (c) => {
    const range = await rangeOf(c.var.db, c.var.workspaceId, c.req.valid('query'));
    return c.json(await buildReport(kind, c.var.db, c.var.d1, range, {}, c.env), 200);
  });
}

/** Mounted at `/admin/workspaces/:ws/reports` and, for a key with the `reports` scope, `/reports`. */
export const reportApi = REPORT_KINDS.reduce((app, kind) => withReport(app, kind), createApp());
