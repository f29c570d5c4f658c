/**
 * The RPC methods of a device's object for its team's tools (the inbox, the chatbot, the
 * assistant, ratings, calls, broadcasts, the number's health), each passed on to `DeviceTeamRpc`
 * (`device-team-rpc.ts`). A link of the object's chain of classes (told in `device-object.ts`).
 */
import { DeviceLifecycleDelegations } from './device-lifecycle-delegations';
import { DeviceTeamRpc } from './device-team-rpc';

/** The arguments of one of the feature's RPC methods, which the object's method of that name passes on. */
type Team<K extends keyof DeviceTeamRpc> = Parameters<DeviceTeamRpc[K]>;

export class DeviceTeamDelegations extends DeviceLifecycleDelegations {
  // A field is made once the constructors of the classes this one extends have run: the core is there.
  private readonly teamRpc = new DeviceTeamRpc(this.core);

  conversation(...a: Team<'conversation'>) {
    return this.teamRpc.conversation(...a);
  }
  conversationMessages(...a: Team<'conversationMessages'>) {
    return this.teamRpc.conversationMessages(...a);
  }
  assignConversation(...a: Team<'assignConversation'>) {
    return this.teamRpc.assignConversation(...a);
  }
  applyDeskDecisions(...a: Team<'applyDeskDecisions'>) {
    return this.teamRpc.applyDeskDecisions(...a);
  }
  resolveConversation(...a: Team<'resolveConversation'>) {
    return this.teamRpc.resolveConversation(...a);
  }
  reopenConversation(...a: Team<'reopenConversation'>) {
    return this.teamRpc.reopenConversation(...a);
  }
  readConversation(...a: Team<'readConversation'>) {
    return this.teamRpc.readConversation(...a);
  }
  addNote(...a: Team<'addNote'>) {
    return this.teamRpc.addNote(...a);
  }
  replyInConversation(...a: Team<'replyInConversation'>) {
    return this.teamRpc.replyInConversation(...a);
  }
  cancelScheduledInConversation(...a: Team<'cancelScheduledInConversation'>) {
    return this.teamRpc.cancelScheduledInConversation(...a);
  }
  sendInConversation(...a: Team<'sendInConversation'>) {
    return this.teamRpc.sendInConversation(...a);
  }
  changeInConversation(...a: Team<'changeInConversation'>) {
    return this.teamRpc.changeInConversation(...a);
  }
  labelConversations(...a: Team<'labelConversations'>) {
    return this.teamRpc.labelConversations(...a);
  }
  contactLabelled(...a: Team<'contactLabelled'>) {
    return this.teamRpc.contactLabelled(...a);
  }
  reactInConversation(...a: Team<'reactInConversation'>) {
    return this.teamRpc.reactInConversation(...a);
  }
  chatbot(...a: Team<'chatbot'>) {
    return this.teamRpc.chatbot(...a);
  }
  setChatbotRules(...a: Team<'setChatbotRules'>) {
    return this.teamRpc.setChatbotRules(...a);
  }
  setChatbotSettings(...a: Team<'setChatbotSettings'>) {
    return this.teamRpc.setChatbotSettings(...a);
  }
  testChatbotRule(...a: Team<'testChatbotRule'>) {
    return this.teamRpc.testChatbotRule(...a);
  }
  assistant(...a: Team<'assistant'>) {
    return this.teamRpc.assistant(...a);
  }
  setAssistantSettings(...a: Team<'setAssistantSettings'>) {
    return this.teamRpc.setAssistantSettings(...a);
  }
  assistantCalls(...a: Team<'assistantCalls'>) {
    return this.teamRpc.assistantCalls(...a);
  }
  ratingSettings(...a: Team<'ratingSettings'>) {
    return this.teamRpc.ratingSettings(...a);
  }
  setRatingSettings(...a: Team<'setRatingSettings'>) {
    return this.teamRpc.setRatingSettings(...a);
  }
  callSettings(...a: Team<'callSettings'>) {
    return this.teamRpc.callSettings(...a);
  }
  setCallSettings(...a: Team<'setCallSettings'>) {
    return this.teamRpc.setCallSettings(...a);
  }
  beginBroadcast(...a: Team<'beginBroadcast'>) {
    return this.teamRpc.beginBroadcast(...a);
  }
  loadBroadcastRecipients(...a: Team<'loadBroadcastRecipients'>) {
    return this.teamRpc.loadBroadcastRecipients(...a);
  }
  startBroadcast(...a: Team<'startBroadcast'>) {
    return this.teamRpc.startBroadcast(...a);
  }
  dropBroadcast(...a: Team<'dropBroadcast'>) {
    return this.teamRpc.dropBroadcast(...a);
  }
  broadcast(...a: Team<'broadcast'>) {
    return this.teamRpc.broadcast(...a);
  }
  controlBroadcast(...a: Team<'controlBroadcast'>) {
    return this.teamRpc.controlBroadcast(...a);
  }
  broadcastRecipients(...a: Team<'broadcastRecipients'>) {
    return this.teamRpc.broadcastRecipients(...a);
  }
  broadcastPace(...a: Team<'broadcastPace'>) {
    return this.teamRpc.broadcastPace(...a);
  }
  setBroadcastPace(...a: Team<'setBroadcastPace'>) {
    return this.teamRpc.setBroadcastPace(...a);
  }
  fetchConversationHistory(...a: Team<'fetchConversationHistory'>) {
    return this.teamRpc.fetchConversationHistory(...a);
  }
  numberHealth(...a: Team<'numberHealth'>) {
    return this.teamRpc.numberHealth(...a);
  }
  setWarmup(...a: Team<'setWarmup'>) {
    return this.teamRpc.setWarmup(...a);
  }
}
