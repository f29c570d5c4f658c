/**
 * The assistant's help to an agent, at `/admin/devices/:id/conversations/:conversationId/…` and
 * the key's door (scope `inbox`): a suggested reply (never sent), a summary (kept as an internal
 * note when asked), and a voice note's transcript (kept with the message).
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { noteSchema, presentNote } from '../inbox/conversation-view';
import { conversationPath } from '../inbox/schemas';
import { deviceParam } from '../kernel/stub';
import { type AppEnv, createApp } from '../shared/app-env';
import { HttpError } from '../shared/errors';
import { idParam, strictObject } from '../shared/fields';
import { bodyOf, errorResponses, JSON_BODY_LIMIT, jsonBody, jsonContent } from '../shared/openapi';
import { unwrap } from '../shared/outcome';
import { type HelpContext, type HelpResult, helpError, suggestReply, summarise, transcribeRecord } from './agent-help';

/** The help's context from a request through the device's door. */
async function helpContext(c: Context<AppEnv>, conversationId: string): Promise<HelpContext> {
  const view = await c.var.device.view(c.var.within);
  if (!view.ok) throw new HttpError(404, view.message);
  return { env: c.env, db: c.var.db, device: c.var.device, caller: c.var.within, workspaceId: view.value.workspaceId, conversationId };
}

const textOf = (result: HelpResult): string => {
  if (!result.ok) throw helpError(result.failure);
  return result.text;
};

const FAILURES =
  'A 409 when the workspace has no AI provider set; a 502 when the provider fails or refuses, 504 when it does not answer in time.';

const suggestionSchema = z
  .object({ text: z.string().meta({ description: 'The suggested reply, for an agent to edit and send (it is not sent)' }) })
  .meta({ id: 'SuggestedReply', example: { text: 'Baik Kak Budi, stok kaos hitam ukuran L masih ada. Mau kami kirim hari ini?' } });

const summaryBodySchema = strictObject({
  language: z
    .enum(['id', 'en'])
    .optional()
    .meta({ description: 'The summary’s language (Indonesian or English); absent: the conversation’s' }),
  saveAsNote: z.boolean().optional().default(false).meta({ description: 'Keep the summary as an internal note of the conversation' }),
}).meta({ id: 'SummaryRequest', example: { language: 'id', saveAsNote: true } });

const summarySchema = z
  .object({
    text: z.string().meta({ description: 'The summary' }),
    note: noteSchema.nullable().meta({ description: 'The internal note it was kept as (null unless `saveAsNote`)' }),
  })
  .meta({ id: 'ConversationSummary' });

const transcriptPath = conversationPath.extend({ recordId: idParam('msg', 'message record', 'recordId') });

const transcriptSchema = z
  .object({ recordId: z.string(), text: z.string().meta({ description: 'What the voice note says' }) })
  .meta({ id: 'Transcript', example: { recordId: 'msg_8fK2mQ9xLr4TbZ1cWp7n', text: 'Kak, pesanan saya kapan dikirim ya?' } });

export const conversationHelpApi = createApp()
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/suggested-reply',
      tags: ['Inbox'],
      summary: 'Ask the workspace’s AI model for a reply an agent may edit and send (nothing is sent)',
      description: `The model reads the conversation’s last messages (voice notes by their transcripts), the contact’s name and the workspace’s canned replies, and answers in the customer’s language. ${FAILURES}`,
      middleware: [deviceParam()],
      request: { params: conversationPath },
      responses: { 200: jsonContent(suggestionSchema, 'The suggested reply'), ...errorResponses(401, 404, 409, 502, 504) },
    }),
    async (c) => {
      const ctx = await helpContext(c, c.req.valid('param').conversationId);
      return c.json({ text: textOf(await suggestReply(ctx)) }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/summary',
      tags: ['Inbox'],
      summary: 'Ask the workspace’s AI model for a short summary of the conversation, optionally kept as an internal note',
      description: `A summary of the conversation’s last messages for a colleague taking it over: what the customer wants, what was answered, what is open. ${FAILURES}`,
      middleware: [deviceParam(), bodyOf('application/json', JSON_BODY_LIMIT)],
      request: { params: conversationPath, body: jsonBody(summaryBodySchema) },
      responses: { 200: jsonContent(summarySchema, 'The summary'), ...errorResponses(400, 401, 404, 409, 413, 415, 502, 504) },
    }),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const { language, saveAsNote } = c.req.valid('json');
      const ctx = await helpContext(c, conversationId);
      const text = textOf(await summarise(ctx, language));
      const note = saveAsNote
        ? presentNote(unwrap(await c.var.device.addNote(c.var.within, conversationId, null, text.slice(0, 4_096))))
        : null;
      return c.json({ text, note }, 200);
    },
  )
  .openapi(
    createRoute({
      'x-kurir-scope': 'inbox',
      method: 'post',
      path: '/{conversationId}/messages/{recordId}/transcript',
      tags: ['Inbox'],
      summary: 'Transcribe a voice note (or audio) of the conversation with the workspace’s transcription model, and keep it',
      description: `The transcript is kept with the message: asked again, it is answered as kept. A 400 when the message is not audio; a 409 when the provider has no transcription model or the audio is not stored. ${FAILURES}`,
      middleware: [deviceParam()],
      request: { params: transcriptPath },
      responses: { 200: jsonContent(transcriptSchema, 'The transcript'), ...errorResponses(400, 401, 404, 409, 413, 502, 504) },
    }),
    async (c) => {
      const { conversationId, recordId } = c.req.valid('param');
      const ctx = await helpContext(c, conversationId);
      return c.json({ recordId, text: textOf(await transcribeRecord(ctx, recordId)) }, 200);
    },
  );
