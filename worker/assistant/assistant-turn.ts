/**
 * One assistant turn for a contact (`assistant-part.ts` runs the due ones): the caps checked, the
 * provider read from D1, the prompt built (`prompt.ts`), the model called in bounded rounds of
 * tool calls, and the answer sent as the chatbot's replies are (source ASSISTANT), the turn leaving
 * its queue in the transaction that writes the answer's record, so a restart never sends it twice.
 * A provider failure that may pass is tried again by the alarm (5 s, then 20 s, or what Retry-After
 * asks, up to a minute); the third failure, a cap, the model's `hand_over`, or the turns limit
 * hand the conversation to a person with an internal note: never a silent drop.
 */
import type { SessionDevice } from '../../protocol';
import type { BusinessHours } from '../chatbot/business-hours';
import type { Conversation, Note } from '../inbox/conversation-view';
import type { DeviceIdentity, DeviceStateStore } from '../kernel/device-state';
import type { SendGate } from '../kernel/send-gate';
import type { MessagesPart } from '../messages/messages-part';
import type { StoredRecord } from '../messages/record-store';
import type { HandOverCause } from '../reports/report-counters';
import type { Db } from '../shared/db';
import type { FollowUp } from '../shared/follow-up';
import type { Outcome } from '../shared/outcome';
import type { Clock } from '../shared/time';
import type { AssistantStore, QueuedTurn } from './assistant-store';
import { type CallResult, type ChatMessage, type ClientIo, type Completion, complete } from './chat-client';
import {
  CONTEXT_MESSAGES,
  GUARD_TEXT,
  HAND_OVER_TOOL,
  leaks,
  plainNote,
  promptMessages,
  REFUSAL,
  type Said,
  SUMMARY_REQUEST,
} from './prompt';
import { loadProvider, type Provider } from './provider';
import type { AssistantSettings } from './settings-schema';
import { addTokens, contactOf, shopSnippets, tokensToday } from './shop-context';
import { type ActionTools, dispatchTool, handOverReason, isHandOver, noActions } from './tools';

/** Waits before the 2nd and 3rd attempt after a provider failure; the 3rd failure hands over. */
export const RETRY_WAITS_MS = [5_000, 20_000];
/** Retry-After is honoured up to this. */
const MAX_RETRY_WAIT_MS = 60_000;
/** Rounds of tool calls in one turn, at most. */
const MAX_ROUNDS = 4;
/** A device that cannot send now is tried again this much later. */
const DEVICE_WAIT_MS = 5_000;
const MAX_ANSWER_TOKENS = 500;

export type AssistantTurnDeps = {
  storage: DurableObjectStorage;
  clock: Clock;
  state: DeviceStateStore;
  conversations: { byContact(contact: string): Conversation | null };
  inbox: {
    addNote(id: string, memberId: string | null, text: string): Outcome<Note>;
    assign(device: SessionDevice, id: string, memberId: string | null): Outcome<Conversation>;
    handToDesk(id: string, teamId: string | null): Outcome<Conversation>;
  };
  records: { byContact(contact: string, device: DeviceIdentity, limit: number): StoredRecord[] };
  gate: SendGate;
  sender: MessagesPart;
  followUp: FollowUp;
  db: Db;
  adminToken: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** The chatbot's business hours (the `outside-hours` mode). */
  hours: () => BusinessHours | null;
  /** The workspace's HTTP actions (issue 39, item 4); none by default. */
  actions?: ActionTools;
};

type Context = { turn: QueuedTurn; device: DeviceIdentity; settings: AssistantSettings; said: Said[] };

export class AssistantTurn {
  constructor(
    private readonly deps: AssistantTurnDeps,
    private readonly store: AssistantStore,
  ) {}

  async run(turn: QueuedTurn): Promise<void> {
    const { store, deps } = this;
    const now = deps.clock.now();
    const settings = store.settings();
    const conversation = deps.conversations.byContact(turn.contact);
    const thread = store.thread(turn.contact, now);
    // Turned off, handed over, or an agent answered meanwhile: nothing to say.
    if (!settings.enabled || thread.handedOverAt !== null || conversation?.handedOver) {
      store.done(turn);
      return;
    }
    const device = deps.gate.ready();
    if (!device) {
      store.postpone(turn.contact, now + DEVICE_WAIT_MS);
      return;
    }
    const said = this.said(turn.contact, device);
    const ctx: Context = { turn, device, settings, said };
    if (thread.answers >= settings.maxAnswersPerDay)
      return this.handOver(ctx, 'daily-answers', `${settings.maxAnswersPerDay} answers today in this conversation`, true);
    if (thread.turns >= settings.maxTurns)
      return this.handOver(ctx, 'turns', `${settings.maxTurns} answers without the conversation being resolved`, true);
    const provider = await loadProvider(deps.db, deps.adminToken, device.workspaceId);
    if (!provider.ok) {
      return this.handOver(
        ctx,
        'no-provider',
        provider.why === 'none' ? 'no AI provider is set for the workspace' : 'the AI provider’s key cannot be read',
        false,
      );
    }
    const [snippets, contact, actionTools] = await Promise.all([
      shopSnippets(deps.db, device.workspaceId),
      contactOf(deps.db, device.workspaceId, turn.contact, turn.pushName),
      this.actions().tools(device.workspaceId),
    ]);
    const messages = promptMessages({ instructions: settings.instructions, knowledge: settings.knowledge, ...snippets }, contact, said);
    const tools = [HAND_OVER_TOOL, ...actionTools];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const result = await this.call(ctx, provider.provider, messages, tools);
      if (result === 'budget') return this.handOver(ctx, 'token-budget', 'the workspace’s daily token budget is used up', false);
      if (!result.ok) {
        const failures = turn.attempts + 1;
        if (result.error.retryable && failures <= RETRY_WAITS_MS.length) {
          const wait = Math.min(Math.max(RETRY_WAITS_MS[failures - 1] ?? 0, result.error.retryAfterMs ?? 0), MAX_RETRY_WAIT_MS);
          store.retry(turn, deps.clock.now() + wait);
          return;
        }
        return this.handOver(ctx, 'provider-failing', `the AI provider keeps failing (${result.error.message})`, false);
      }
      const { content, toolCalls } = result.value;
      const handOver = toolCalls.find(isHandOver);
      if (handOver) return this.handOver(ctx, 'model', handOverReason(handOver), true, provider.provider, messages);
      if (toolCalls.length > 0) {
        messages.push({ role: 'assistant', content, toolCalls });
        for (const call of toolCalls) {
          messages.push({
            role: 'tool',
            toolCallId: call.id,
            content: await dispatchTool(this.actions(), device.workspaceId, turn.contact, call),
          });
        }
        continue;
      }
      if (!content?.trim()) return this.handOver(ctx, 'no-answer', 'the model gave no answer', false);
      return this.answer(ctx, leaks(content, [GUARD_TEXT, settings.instructions]) ? REFUSAL : content.trim());
    }
    return this.handOver(
      ctx,
      'tool-rounds',
      `the model called tools ${MAX_ROUNDS} times without answering`,
      true,
      provider.provider,
      messages,
    );
  }

  private actions(): ActionTools {
    return this.deps.actions ?? noActions;
  }

  /** The conversation's last messages, oldest first, from the object's records. */
  private said(contact: string, device: DeviceIdentity): Said[] {
    return this.deps.records
      .byContact(contact, device, CONTEXT_MESSAGES)
      .reverse()
      .map((r) => ({ inbound: r.direction === 'INBOUND', text: r.content }));
  }

  /** One call within the workspace's token budget; its tokens, time and outcome recorded. */
  private async call(
    ctx: Context,
    provider: Provider,
    messages: ChatMessage[],
    tools: (typeof HAND_OVER_TOOL)[] | undefined,
  ): Promise<CallResult<Completion> | 'budget'> {
    const { deps, store } = this;
    const { workspaceId } = ctx.device;
    const started = deps.clock.now();
    if ((await tokensToday(deps.db, workspaceId, started)) >= ctx.settings.maxTokensPerDay) return 'budget';
    const io: ClientIo = { fetch: deps.fetch, timeoutMs: deps.timeoutMs, now: () => deps.clock.now() };
    const result = await complete(provider, { messages, ...(tools ? { tools } : {}), maxTokens: MAX_ANSWER_TOKENS }, io);
    const usage = result.ok ? result.value.usage : { promptTokens: 0, completionTokens: 0 };
    store.recordCall({
      contact: ctx.turn.contact,
      at: started,
      outcome: result.ok ? (result.value.toolCalls.length > 0 ? 'tool' : tools ? 'answer' : 'summary') : result.error.kind,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      ms: result.ok ? result.value.ms : deps.clock.now() - started,
    });
    await addTokens(deps.db, workspaceId, started, usage.promptTokens + usage.completionTokens).catch((error: unknown) =>
      console.error('could not count the assistant’s tokens', error),
    );
    return result;
  }

  /** Sends the answer; the turn leaves its queue, counted, in the transaction that writes its record. */
  private async answer(ctx: Context, text: string): Promise<void> {
    const { deps, store } = this;
    const { turn } = ctx;
    // A message that came while the model thought makes a new burst: its own turn answers it all.
    if (store.turn(turn.contact)?.version !== turn.version) return;
    const device = deps.gate.ready();
    if (!device) {
      store.postpone(turn.contact, deps.clock.now() + DEVICE_WAIT_MS);
      return;
    }
    const outcome = await deps.sender.send(
      device,
      { phoneNumber: turn.contact, text, source: 'ASSISTANT', content: { kind: 'text', text } },
      () => {
        store.done(turn);
        store.answered(turn.contact, text, deps.clock.now());
      },
    );
    if (!outcome.ok && !outcome.recordId) store.postpone(turn.contact, deps.clock.now() + DEVICE_WAIT_MS);
  }

  /**
   * Gives the conversation to a person: an internal note (the model's summary when `summarise` and
   * the provider answers, else the customer's last messages), and the hand-over target's queue or
   * member; the assistant stops here until the conversation is resolved. The mark, the count for the
   * reports, the note and the assignment are one write: a restart between them cannot leave a
   * conversation the assistant left and nobody was given.
   */
  private async handOver(
    ctx: Context,
    cause: HandOverCause,
    reason: string,
    summarise: boolean,
    provider?: Provider,
    prompt?: ChatMessage[],
  ): Promise<void> {
    const { deps, store } = this;
    const { turn, device, settings } = ctx;
    let note = plainNote(reason, ctx.said);
    if (summarise) {
      const summary = await this.summary(ctx, provider, prompt);
      if (summary) note = `Assistant handed over: ${reason}.\n${summary}`;
    }
    const sessionDevice: SessionDevice = { id: device.id, name: device.name, sessionId: deps.state.get().sessionId };
    const target = settings.handOverTo;
    deps.storage.transactionSync(() => {
      store.handedOver(turn.contact, deps.clock.now(), cause);
      store.drop(turn.contact);
      const conversation = deps.conversations.byContact(turn.contact);
      if (!conversation) return;
      deps.inbox.addNote(conversation.id, null, note);
      if (target?.type === 'member') deps.inbox.assign(sessionDevice, conversation.id, target.memberId);
      else deps.inbox.handToDesk(conversation.id, target?.type === 'team' ? target.teamId : null);
    });
  }

  /** A short summary from the model for the note; null when it cannot give one. */
  private async summary(ctx: Context, provider?: Provider, prompt?: ChatMessage[]): Promise<string | null> {
    let p = provider;
    let messages = prompt;
    if (!p || !messages) {
      const loaded = await loadProvider(this.deps.db, this.deps.adminToken, ctx.device.workspaceId);
      if (!loaded.ok) return null;
      p = loaded.provider;
      messages = promptMessages(
        { instructions: ctx.settings.instructions, knowledge: ctx.settings.knowledge, templates: [], canned: [] },
        { name: null, phone: ctx.turn.contact, fields: {} },
        ctx.said,
      );
    }
    // The tool rounds of this turn are left out: the summary reads the conversation itself.
    const asked: ChatMessage[] = [
      ...messages.filter((m) => m.role !== 'tool' && !(m.role === 'assistant' && m.toolCalls?.length)),
      { role: 'user', content: SUMMARY_REQUEST },
    ];
    const result = await this.call(ctx, p, asked, undefined);
    if (result === 'budget' || !result.ok) return null;
    return result.value.content?.trim().slice(0, 2_000) || null;
  }
}
