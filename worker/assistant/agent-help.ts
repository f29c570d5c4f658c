/**
 * The assistant's help to an agent in a conversation, on demand: a reply to suggest (never sent:
 * the agent edits and sends it), a summary, and a voice note's transcript (kept, `transcripts.ts`).
 * The conversation is read through its device's object for the caller's workspace, as the inbox
 * reads it, so another workspace's conversation is a 404. Every failure is a value naming why,
 * which the API answers as a 4xx or 502/504 and the page says in its language.
 */
import { eq } from 'drizzle-orm';
import { fillVariables } from '../broadcasts/variables';
import { contactVariables, matchCannedReplies } from '../canned-replies';
import { getContact } from '../contacts';
import { contactName } from '../inbox/conversation-list';
import type { DeviceStub } from '../kernel/stub';
import type { StoredRecord } from '../messages/record-store';
import type { Db } from '../shared/db';
import { HttpError } from '../shared/errors';
import { type Caller, unwrap } from '../shared/outcome';
import { type SummaryLanguage, suggestionPrompt, summaryPrompt, type ThreadLine } from './agent-prompts';
import { complete } from './chat-client';
import { loadProvider, type Provider } from './provider';
import { assistantProviders } from './tables';
import { transcriptOf, transcriptsOf } from './transcripts';
import { clientIo, type HelpFailure, type HelpResult, transcribeStored } from './voice-notes';

export type { HelpFailure, HelpResult };

/** The messages a suggestion reads (the latest), and a summary. */
export const SUGGESTION_MESSAGES = 30;
export const SUMMARY_MESSAGES = 100;
/** The canned replies given as the shop's voice and knowledge. */
const CANNED_GIVEN = 30;
/** A page waits this long for the model. */
const CHAT_TIMEOUT_MS = 25_000;

/** Where the help is asked: the device's object and the caller it answers, the workspace, the conversation. */
export type HelpContext = {
  env: Env;
  db: Db;
  device: DeviceStub;
  caller: Caller;
  workspaceId: string;
  conversationId: string;
};

const failed = (failure: HelpFailure): HelpResult => ({ ok: false, failure });

async function provider(ctx: HelpContext): Promise<{ ok: true; provider: Provider } | { ok: false; failure: HelpFailure }> {
  const loaded = await loadProvider(ctx.db, ctx.env.ADMIN_TOKEN, ctx.workspaceId);
  if (loaded.ok) return loaded;
  return { ok: false, failure: { why: loaded.why === 'none' ? 'no-provider' : 'key-unreadable' } };
}

/** The conversation's last `count` messages, oldest first, as the model reads them (voice notes by their transcripts). */
async function thread(ctx: HelpContext, count: number) {
  const { conversation } = unwrap(await ctx.device.conversation(ctx.caller, ctx.conversationId));
  const page = unwrap(await ctx.device.conversationMessages(ctx.caller, ctx.conversationId, count));
  const records = [...page.items].reverse().filter((r) => r.status !== 'SCHEDULED' && r.type !== 'call');
  const audio = records.filter((r) => r.type === 'audio').map((r) => r.id);
  const transcripts = await transcriptsOf(ctx.db, ctx.workspaceId, audio);
  const lines: ThreadLine[] = records.map((r: StoredRecord) => ({
    direction: r.direction === 'INBOUND' ? 'INBOUND' : 'OUTBOUND',
    type: r.type,
    content: r.content,
    transcript: transcripts.get(r.id) ?? null,
    deleted: r.deletedAt !== null,
  }));
  const name = await contactName(ctx.db, ctx.workspaceId, conversation.contactId);
  return { conversation, lines, name };
}

const answered = (content: string | null): HelpResult => {
  const text = content?.trim() ?? '';
  return text ? { ok: true, text } : failed({ why: 'empty' });
};

/** A reply for the agent to edit and send, in the customer's language, from the last messages and the shop's canned replies. */
export async function suggestReply(ctx: HelpContext): Promise<HelpResult> {
  const chosen = await provider(ctx);
  if (!chosen.ok) return failed(chosen.failure);
  const { conversation, lines, name } = await thread(ctx, SUGGESTION_MESSAGES);
  const [contact, rows] = await Promise.all([
    getContact(ctx.db, ctx.workspaceId, conversation.contactId),
    matchCannedReplies(ctx.db, ctx.workspaceId, '', CANNED_GIVEN),
  ]);
  // The canned replies as this contact would get them (their name and fields filled).
  const vars = contact ? contactVariables(contact) : { phone: conversation.contact.split('@')[0] ?? '' };
  const canned = rows.map((r) => ({ shortcut: r.shortcut, text: fillVariables(r.text, vars) }));
  const got = await complete(
    chosen.provider,
    { messages: suggestionPrompt({ contactName: name, lines, canned }), maxTokens: 400, temperature: 0.4 },
    clientIo(ctx.env, CHAT_TIMEOUT_MS),
  );
  return got.ok ? answered(got.value.content) : failed({ why: 'provider', failure: got.error });
}

/** A short summary of the conversation, in `language` when given (an agent's), else the conversation's. */
export async function summarise(ctx: HelpContext, language?: SummaryLanguage): Promise<HelpResult> {
  const chosen = await provider(ctx);
  if (!chosen.ok) return failed(chosen.failure);
  const { lines, name } = await thread(ctx, SUMMARY_MESSAGES);
  const got = await complete(
    chosen.provider,
    { messages: summaryPrompt({ contactName: name, lines, language }), maxTokens: 400, temperature: 0.2 },
    clientIo(ctx.env, CHAT_TIMEOUT_MS),
  );
  return got.ok ? answered(got.value.content) : failed({ why: 'provider', failure: got.error });
}

/** What the workspace's provider offers an agent (read without opening its key): the page shows only those buttons. */
export async function helpOffered(db: Db, workspaceId: string): Promise<{ chat: boolean; transcription: boolean }> {
  const [row] = await db
    .select({ kind: assistantProviders.kind, transcriptionModel: assistantProviders.transcriptionModel })
    .from(assistantProviders)
    .where(eq(assistantProviders.workspaceId, workspaceId))
    .limit(1);
  return { chat: row !== undefined, transcription: row?.kind === 'openai' && Boolean(row.transcriptionModel) };
}

/**
 * The words of an audio message of the conversation, from the workspace's transcription model,
 * kept with the record for the page and the assistant. One already kept is answered as it is
 * (`again` asks the model anew).
 */
export async function transcribeRecord(ctx: HelpContext, recordId: string, again = false): Promise<HelpResult> {
  const { conversation } = unwrap(await ctx.device.conversation(ctx.caller, ctx.conversationId));
  const record = unwrap(await ctx.device.record(ctx.caller, recordId));
  if (record.contactId !== conversation.contactId) throw new HttpError(404, `record ${recordId} is not a message of this conversation`);
  if (record.type !== 'audio') return failed({ why: 'not-audio' });
  if (!again) {
    const kept = await transcriptOf(ctx.db, ctx.workspaceId, recordId);
    if (kept !== null) return { ok: true, text: kept };
  }
  const chosen = await provider(ctx);
  if (!chosen.ok) return failed(chosen.failure);
  // A history message's file comes from WhatsApp the first time it is opened, as the media door does.
  const fetchMissing = async () => (record.messageId ? (await ctx.device.downloadHistoryMedia(ctx.caller, record.messageId)).ok : false);
  return transcribeStored(ctx.env, ctx.db, chosen.provider, { ...record, workspaceId: ctx.workspaceId }, fetchMissing);
}

/** A failure as the API answers it: what the workspace lacks is a 409, the provider's failure a 502 (504 on a timeout). */
export function helpError(failure: HelpFailure): HttpError {
  switch (failure.why) {
    case 'no-provider':
      return new HttpError(409, 'no AI provider is set for this workspace: set one first (the assistant’s provider settings)');
    case 'key-unreadable':
      return new HttpError(409, 'the AI provider’s key can no longer be read (ADMIN_TOKEN changed): set the key again');
    case 'no-transcription':
      return new HttpError(409, 'the workspace’s AI provider has no transcription model set');
    case 'not-audio':
      return new HttpError(400, 'the message is not a voice note or audio');
    case 'no-media':
      return new HttpError(409, 'the message’s audio file is not stored (it was not downloaded, or was removed)');
    case 'too-large':
      return new HttpError(413, 'the audio file is over the transcription endpoint’s 25 MB');
    case 'empty':
      return new HttpError(502, 'the AI provider answered with no text');
    case 'provider':
      return new HttpError(failure.failure.kind === 'timeout' ? 504 : 502, `the AI provider failed: ${failure.failure.message}`);
  }
}
