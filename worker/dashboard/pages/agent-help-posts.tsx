/**
 * The posts of the assistant's help in a conversation's page (`agent-help.tsx` shows it): each
 * asks the model through `assistant/agent-help.ts`, as the API does, and renders the page again
 * with what came back, or says why nothing did.
 */
import type { Context } from 'hono';
import { type HelpContext, suggestReply, summarise, transcribeRecord } from '../../assistant';
import type { DashboardEnv } from '../env';
import { helpFailureText } from './agent-help';
import { conversationPage, inbox, posted, ws } from './conversation-page';

function helpContext(c: Context<DashboardEnv>, deviceId: string, conversationId: string): HelpContext {
  return { env: c.env, db: c.var.db, device: inbox(c, deviceId), caller: ws(c), workspaceId: ws(c), conversationId };
}

/** `POST …/suggest`: the page again with the reply box filled (or the failure above it). */
export async function suggestInPage(c: Context<DashboardEnv>) {
  const { deviceId, conversationId } = await posted(c);
  const result = await suggestReply(helpContext(c, deviceId, conversationId));
  return result.ok
    ? conversationPage(c, { text: result.text, help: { suggested: true } })
    : conversationPage(c, { help: { suggestError: helpFailureText(c.var.t, result.failure) } });
}

/** `POST …/summary`: the page again with the summary in the viewer's language (or the failure). */
export async function summaryInPage(c: Context<DashboardEnv>) {
  const { deviceId, conversationId } = await posted(c);
  const result = await summarise(helpContext(c, deviceId, conversationId), c.var.lang);
  return result.ok
    ? conversationPage(c, { help: { summary: result.text } })
    : conversationPage(c, { help: { summaryError: helpFailureText(c.var.t, result.failure) } });
}

/** `POST …/messages/:recordId/transcribe`: back to the conversation, the transcript under the audio (or the failure there). */
export async function transcribeInPage(c: Context<DashboardEnv>) {
  const { deviceId, conversationId, back } = await posted(c);
  const recordId = c.req.param('recordId') ?? '';
  const result = await transcribeRecord(helpContext(c, deviceId, conversationId), recordId);
  if (result.ok) return c.redirect(back, 303);
  return conversationPage(c, { changeIssue: { id: recordId, issues: { _: [helpFailureText(c.var.t, result.failure)] } } });
}
