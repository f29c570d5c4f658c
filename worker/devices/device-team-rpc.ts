/**
 * The RPC methods of a device's object for its team's tools: the inbox's conversations (inbox/),
 * the chatbot (chatbot/) and the broadcasts (broadcasts/), one method per action, each given the
 * caller's workspace (null for the operator) and answered by the feature's part. The object
 * (`device-object.ts`) passes its methods of these names on here (`passed-on.ts`): this class's
 * prototype holds only them.
 */
import { errorMessage } from '../../protocol';
import type { AssistantView } from '../assistant/assistant-part';
import type { CallRecord } from '../assistant/assistant-store';
import type { AssistantSettings } from '../assistant/settings-schema';
import type { Fill } from '../broadcasts/audience';
import type { BroadcastAction, NewCampaign, RecipientPage } from '../broadcasts/broadcasts-part';
import type { PaceSettings } from '../broadcasts/pace';
import type { NewRecipient, RecipientStatus } from '../broadcasts/recipient-store';
import type { BroadcastDetail, PaceView } from '../broadcasts/views';
import type { CallSettings } from '../calls/call-settings';
import type { ChatbotConfig, RuleTest, RuleTestInput } from '../chatbot/chatbot-part';
import type { SavedRuleInput, Settings } from '../chatbot/rule-schema';
import type { Conversation, Note } from '../inbox/conversation-view';
import type { AgentSend, ContactLabelChange, MessagePage, Position } from '../inbox/inbox-part';
import type { LabelRef } from '../labels/labels';
import { answerWithin } from '../messages/messages-part';
import type { MessageRow } from '../messages/records';
import type { NumberHealthView } from '../number-health/number-health';
import type { Warmup } from '../number-health/warmup';
import type { RatingSettings } from '../ratings/rating-settings';
import type { Caller, Outcome } from '../shared/outcome';
import type { Decision } from '../teams/desk';
import type { DeviceCore } from './device-core';
import type { DeviceParts } from './device-parts';

/** How long the session has to pass a request on to the phone. */
const SEND_TIMEOUT_MS = 15_000;

export class DeviceTeamRpc {
  private readonly p: DeviceParts;

  constructor(private readonly core: DeviceCore) {
    this.p = core.p;
  }

  // The team inbox (inbox/)

  async conversation(caller: Caller, id: string): Promise<Outcome<{ conversation: Conversation; notes: Note[] }>> {
    return this.core.act(caller, () => this.p.inbox.conversation(id));
  }

  /** A page of the conversation's messages, newest first, before `before`. */
  async conversationMessages(caller: Caller, id: string, limit: number, before?: Position): Promise<Outcome<MessagePage>> {
    return this.core.act(caller, (s) => this.p.inbox.messages(s.info, id, limit, before));
  }

  async assignConversation(caller: Caller, id: string, memberId: string | null): Promise<Outcome<Conversation>> {
    return this.core.act(caller, (s) => this.p.inbox.assign(this.core.sessionDevice(s), id, memberId));
  }

  /** The team desk's assignments, taken on its own (a queue drained, a hand-back), for this device's conversations. */
  async applyDeskDecisions(caller: Caller, decisions: Decision[]): Promise<Outcome<{ applied: number }>> {
    return this.core.act(caller, (s) => this.p.desk.apply(this.core.sessionDevice(s), decisions));
  }

  /** `memberId`: who resolves it (the dashboard's viewer; null for the API), credited with its rating when it has no assignee. */
  async resolveConversation(caller: Caller, id: string, memberId: string | null = null): Promise<Outcome<Conversation>> {
    return this.core.act(caller, (s) => this.p.inbox.resolve(this.core.sessionDevice(s), id, memberId));
  }

  async reopenConversation(caller: Caller, id: string): Promise<Outcome<Conversation>> {
    return this.core.act(caller, () => this.p.inbox.reopen(id));
  }

  async readConversation(caller: Caller, id: string): Promise<Outcome<Conversation>> {
    return this.core.act(caller, () => this.p.inbox.markRead(id));
  }

  async addNote(caller: Caller, id: string, memberId: string | null, text: string): Promise<Outcome<Note>> {
    return this.core.act(caller, () => this.p.inbox.addNote(id, memberId, text));
  }

  /** An agent's reply in the conversation, sent as POST /messages sends. */
  async replyInConversation(
    caller: Caller,
    id: string,
    memberId: string | null,
    text: string,
    replyToId?: string,
    sendAt?: number,
  ): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => {
      if (sendAt === undefined) return this.p.inbox.reply(s.info, id, memberId, text, replyToId);
      const send = this.p.inbox.replySend(id, memberId, text, replyToId);
      return send.ok ? this.p.scheduled.schedule(s.info, { ...send.value, sendAt }) : send;
    });
  }

  /** Cancels a scheduled message of the conversation (its record ends CANCELLED; 409 once it went). */
  async cancelScheduledInConversation(caller: Caller, id: string, recordId: string): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => {
      const record = this.p.records.get(recordId, s.info);
      const conversation = this.p.inbox.conversations.get(id);
      if (!record || !conversation || record.contact !== conversation.contact) {
        return { ok: false, status: 404, message: `no scheduled message ${recordId} in conversation ${id}` };
      }
      return this.p.scheduled.cancel(s.info, recordId);
    });
  }

  /** An agent's file, location or contact cards in the conversation. */
  async sendInConversation(caller: Caller, id: string, memberId: string | null, send: AgentSend): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.inbox.sendKind(s.info, id, memberId, send));
  }

  /** An agent edits (`text`) or deletes (null) their own message in the conversation. */
  async changeInConversation(
    caller: Caller,
    id: string,
    memberId: string | null,
    recordId: string,
    text: string | null,
  ): Promise<Outcome<MessageRow>> {
    return this.core.act(caller, (s) => this.p.inbox.change(s.info, id, memberId, recordId, text));
  }

  /** Labels on and off conversations of this device (one, or many at once), with their events. */
  async labelConversations(caller: Caller, ids: string[], add: LabelRef[], remove: LabelRef[]): Promise<Outcome<Conversation[]>> {
    return this.core.act(caller, (s) => this.p.inbox.label(this.core.sessionDevice(s), ids, add, remove));
  }

  /** A contact's labels changed (D1): their events on this device. */
  async contactLabelled(caller: Caller, changes: ContactLabelChange[]): Promise<Outcome<{ events: number }>> {
    return this.core.act(caller, (s) => this.p.inbox.contactLabelled(this.core.sessionDevice(s), changes));
  }

  async reactInConversation(caller: Caller, id: string, messageId: string, emoji: string): Promise<Outcome<{ id: string }>> {
    return this.core.act(caller, () => this.p.inbox.react(id, messageId, emoji));
  }

  // The chatbot (chatbot/)

  async chatbot(caller: Caller): Promise<Outcome<ChatbotConfig>> {
    return this.core.act(caller, () => this.p.chatbot.config());
  }

  async setChatbotRules(caller: Caller, rules: SavedRuleInput[]): Promise<Outcome<ChatbotConfig>> {
    return this.core.act(caller, () => this.p.chatbot.setRules(rules));
  }

  async setChatbotSettings(caller: Caller, settings: Settings): Promise<Outcome<ChatbotConfig>> {
    return this.core.act(caller, () => this.p.chatbot.setSettings(settings));
  }

  async testChatbotRule(caller: Caller, input: RuleTestInput): Promise<Outcome<RuleTest>> {
    return this.core.act(caller, () => this.p.chatbot.test(input));
  }

  // The AI assistant (assistant/)

  async assistant(caller: Caller): Promise<Outcome<AssistantView>> {
    return this.core.act(caller, () => this.p.assistant.view());
  }

  async setAssistantSettings(caller: Caller, settings: AssistantSettings): Promise<Outcome<AssistantView>> {
    return this.core.act(caller, () => this.p.assistant.setSettings(settings));
  }

  /** The assistant's last calls to the model, newest first. */
  async assistantCalls(caller: Caller, limit: number): Promise<Outcome<{ items: CallRecord[] }>> {
    return this.core.act(caller, () => this.p.assistant.calls(limit));
  }

  // The rating question (ratings/)

  async ratingSettings(caller: Caller): Promise<Outcome<RatingSettings>> {
    return this.core.look(caller, () => this.p.ratings.settings());
  }

  async setRatingSettings(caller: Caller, settings: RatingSettings): Promise<Outcome<RatingSettings>> {
    return this.core.act(caller, () => this.p.ratings.setSettings(settings));
  }

  // Calls (calls/)

  async callSettings(caller: Caller): Promise<Outcome<CallSettings>> {
    return this.core.act(caller, () => this.p.calls.settings());
  }

  async setCallSettings(caller: Caller, settings: CallSettings): Promise<Outcome<CallSettings>> {
    return this.core.act(caller, () => this.p.calls.setSettings(settings));
  }

  // Broadcasts (broadcasts/)

  /** A campaign's loading, in chunks (`broadcasts/campaign-loader.ts`): begun with its first recipients. */
  async beginBroadcast(caller: Caller, campaign: NewCampaign): Promise<Outcome<{ id: string; loaded: number }>> {
    return this.core.act(caller, (s) => this.p.broadcasts.begin(s.info, campaign));
  }

  async loadBroadcastRecipients(
    caller: Caller,
    id: string,
    from: number,
    recipients: NewRecipient[],
    fills: Fill[] = [],
  ): Promise<Outcome<{ loaded: number }>> {
    return this.core.act(caller, () => this.p.broadcasts.load(id, from, recipients, fills));
  }

  async startBroadcast(caller: Caller, id: string): Promise<Outcome<BroadcastDetail>> {
    return this.core.act(caller, (s) => this.p.broadcasts.start(s.info, id));
  }

  async dropBroadcast(caller: Caller, id: string): Promise<Outcome<null>> {
    return this.core.act(caller, () => this.p.broadcasts.drop(id));
  }

  /** `said`: each bad row's message kept as data, for the dashboard to say it in the viewer's language. */
  async broadcast(caller: Caller, id: string, said = false): Promise<Outcome<BroadcastDetail>> {
    return this.core.look(caller, (info) => this.p.broadcasts.detail(info, id, said));
  }

  async controlBroadcast(caller: Caller, id: string, action: BroadcastAction): Promise<Outcome<BroadcastDetail>> {
    return this.core.act(caller, (s) => this.p.broadcasts.control(s.info, id, action));
  }

  async broadcastRecipients(
    caller: Caller,
    id: string,
    status: RecipientStatus | null,
    after: number,
    limit: number,
  ): Promise<Outcome<RecipientPage>> {
    return this.core.look(caller, () => this.p.broadcasts.recipients(id, status, after, limit));
  }

  async broadcastPace(caller: Caller): Promise<Outcome<PaceView>> {
    return this.core.look(caller, () => this.p.broadcasts.paceSettings());
  }

  async setBroadcastPace(caller: Caller, settings: PaceSettings): Promise<Outcome<PaceView>> {
    return this.core.act(caller, () => this.p.broadcasts.setPace(settings));
  }

  /**
   * Asks the account's phone for the conversation's messages older than its oldest (`count` of
   * them); they come into the conversation as history, with a `history.imported` event
   * (`on-demand`), once the phone answers.
   */
  async fetchConversationHistory(caller: Caller, id: string, count: number): Promise<Outcome<{ before: string }>> {
    return this.core.act(caller, async (s) => {
      const found = this.p.inbox.conversation(id);
      if (!found.ok) return found;
      const refused = this.p.gate.refusal(s);
      if (refused) return refused;
      const oldest = this.p.records
        .oldestMessageIds(found.value.conversation.contact, 20)
        .map((messageId) => this.p.waMessages.get(messageId))
        .find((m) => m !== null);
      if (!oldest) return { ok: false, status: 409, message: 'the conversation has no message WhatsApp could go back from' };
      const answer = await answerWithin(
        this.p.clock,
        SEND_TIMEOUT_MS,
        this.p.link.node.call('history.fetch', { before: oldest, count }, SEND_TIMEOUT_MS),
      );
      if (answer.kind === 'done') return { ok: true, value: { before: oldest.key.id ?? '' } };
      if (answer.kind === 'timeout') return { ok: false, status: 504, message: 'the session did not answer in time' };
      return { ok: false, status: 502, message: `the session could not ask the phone: ${errorMessage(answer.error)}` };
    });
  }

  // The number's health (number-health/)

  async numberHealth(caller: Caller): Promise<Outcome<NumberHealthView>> {
    return this.core.look(caller, () => ({ ok: true, value: healthView(this.p) }));
  }

  /** Sets the number's warm-up schedule (or turns it off). */
  async setWarmup(caller: Caller, warmup: Warmup): Promise<Outcome<NumberHealthView>> {
    return this.core.act(caller, () => {
      this.p.state.transaction(() => this.p.state.update({ warmup }));
      return { ok: true, value: healthView(this.p) };
    });
  }
}

/** The number's health as the device's broadcasts' clock (its UTC offset) shows it. */
function healthView(p: DeviceParts): NumberHealthView {
  const offset = p.broadcasts.paceSettings();
  return p.numberHealth.view(p.clock.now(), offset.ok ? offset.value.utcOffsetMinutes : 0);
}
