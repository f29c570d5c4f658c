/**
 * One engine interface, two engines (`baileys`, `simulator`). A session-node runs one engine
 * session per device it holds; the bridge turns the session's reports into wire events for the
 * device's Durable Object and the Durable Object's commands into calls on the session.
 */
import type { Logger } from 'pino';
import type {
  CallEvent,
  GroupDetails,
  GroupParticipantChange,
  GroupParticipantResult,
  GroupParticipantsEvent,
  GroupSettings,
  GroupSummary,
  GroupUpdatedEvent,
  HealthEvent,
  HistoryReport,
  InboundEvent,
  MessageEditedEvent,
  MessageKey,
  MessageRevokedEvent,
  NumberCheck,
  PollVoteReport,
  PresenceState,
  ReactionEvent,
  ReceiptEvent,
  RetryEvent,
  RpcErrorCode,
  SendParams,
  SendResult,
  SessionDevice,
  StatusEvent,
  StoredMessage,
} from '../../protocol';
import type { AuthStore } from './auth-store';

/** What the bridge gives a session: where its login lives and where its reports go. */
export interface SessionContext {
  device: SessionDevice;
  /** The device's login, kept by the Durable Object; `creds` is null before the first linking. */
  auth: AuthStore;
  logger: Logger;
  /** Reports to the Durable Object. Each call is delivered in order. */
  report: SessionReports;
  /**
   * Stores the bytes of a received message's media with the worker (R2) and resolves with the URL
   * that serves them to the workspace's API key (`media.url` of `message.inbound`).
   */
  uploadMedia(messageId: string, bytes: Uint8Array, mimeType: string): Promise<string>;
  /**
   * Messages the device's object keeps (what it sent and received), by WhatsApp id: what the
   * session's memory no longer has, after a restart or a move to another node.
   */
  storedMessages(ids: string[]): Promise<StoredMessage[]>;
}

export interface SessionReports {
  status(event: StatusEvent): void;
  /** A connection attempt failed and the next starts at `retryAt`; the status stays as reported. */
  retrying(event: RetryEvent): void;
  receipt(event: ReceiptEvent): void;
  /** A broken session mended, a stalled socket replaced: counted in the device's health. */
  health(event: HealthEvent): void;
  /** A part of the account's history (history sync); resolves once the object has taken it. */
  history(report: HistoryReport): Promise<void>;
  /**
   * Messages the session saw (sent from the phone, received as history…) kept so that a later
   * quote or reaction can use them, when nothing else carries them: an inbound report carries its
   * own message, and a send's result the message sent.
   */
  messagesStored(messages: StoredMessage[]): void;
  /**
   * Events for the webhooks. Each resolves once the Durable Object has answered for it (the node
   * repeats it until then, across drops of the link): written, or refused as broken (logged).
   * `stored` is the received message itself, kept for quotes and reactions.
   */
  inbound(event: InboundEvent, stored: StoredMessage | null): Promise<void>;
  reaction(event: ReactionEvent): Promise<void>;
  call(event: CallEvent): Promise<void>;
  /** A vote on one of this account's polls, still encrypted (the worker holds the secret). */
  pollVote(event: PollVoteReport): Promise<void>;
  messageEdited(event: MessageEditedEvent): Promise<void>;
  messageRevoked(event: MessageRevokedEvent): Promise<void>;
  groupParticipants(event: GroupParticipantsEvent): Promise<void>;
  /** A group's subject, description, picture, settings or invite link changed (by this account or another). */
  groupUpdated(event: GroupUpdatedEvent): Promise<void>;
}

/** A failure the engine reports for a command; `code` travels as the wire error code. */
export class EngineError extends Error {
  constructor(
    readonly code: Extract<RpcErrorCode, 'rejected' | 'not-connected' | 'bad-request' | 'forbidden' | 'not-found'>,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/**
 * What the account does to its groups, each one WhatsApp query. A group the account is not in is
 * `EngineError('not-found')`; a change only an admin may make, asked by a member who is not one,
 * `EngineError('forbidden')`; a value WhatsApp will not take (a picture) `bad-request`.
 */
export interface GroupAdmin {
  create(subject: string, participants: string[]): Promise<GroupDetails>;
  /** Each person's outcome, in the order asked (`code` null: done). */
  participants(groupId: string, action: GroupParticipantChange, participants: string[]): Promise<GroupParticipantResult[]>;
  subject(groupId: string, subject: string): Promise<void>;
  /** An empty description removes it. */
  description(groupId: string, description: string): Promise<void>;
  settings(groupId: string, settings: GroupSettings): Promise<void>;
  /** Sets the picture (JPEG bytes); WhatsApp's id of the new one, when it told it. */
  setPicture(groupId: string, jpeg: Uint8Array): Promise<string | null>;
  removePicture(groupId: string): Promise<void>;
  /** The picture's bytes and id; null when the group has none. */
  picture(groupId: string): Promise<{ pictureId: string | null; jpeg: Uint8Array } | null>;
  /** The invite code; `reset` revokes the current one first. */
  invite(groupId: string, reset: boolean): Promise<string>;
  leave(groupId: string): Promise<void>;
}

export interface EngineSession {
  /** The account's groups: made, changed, left. */
  readonly groups: GroupAdmin;
  /** Builds and sends one message; resolves with its messaging-app id and its stored copy once the server took it. */
  send(params: SendParams): Promise<SendResult>;
  /** Marks received messages read (blue ticks). */
  read(keys: MessageKey[]): Promise<void>;
  /** Shows "typing…" or "recording…" in a chat, or stops showing it. */
  presence(jid: string, state: PresenceState): Promise<void>;
  /** Declines a ringing call: its id and the address it came from (phone or LID JID). */
  rejectCall(callId: string, callerJid: string): Promise<void>;
  /** Whether each number has a WhatsApp account, in the order asked. */
  checkNumbers(phoneNumbers: string[]): Promise<NumberCheck[]>;
  /** The groups the account is in. */
  listGroups(): Promise<GroupSummary[]>;
  /** One group with its participants; `EngineError('bad-request')` when the account is not in it. */
  groupDetails(groupId: string): Promise<GroupDetails>;
  /** Links by an 8-character code instead of a QR scan. */
  requestPairingCode(phoneNumber: string): Promise<string>;
  /** Asks the account's phone for `count` messages of a chat older than `before`; they come as a `history` report. */
  fetchHistory(before: StoredMessage, count: number): Promise<void>;
  /**
   * The file of a stored message (a history message's), fetched from WhatsApp and stored with
   * `uploadMedia` under the message's id; its URL. `EngineError('not-found')` when it has no file
   * or WhatsApp no longer has it.
   */
  downloadMedia(stored: StoredMessage): Promise<string>;
  /** Connects now when a retry is waiting; nothing when connected or connecting already. */
  reconnectNow(): Promise<void>;
  /** Unlinks the device on the messaging server; the caller erases the login. */
  logout(): Promise<void>;
  /** Closes the connection without logging out (the node lets the device go). */
  stop(): Promise<void>;
}

export interface Engine {
  readonly name: 'baileys' | 'simulator';
  start(context: SessionContext): Promise<EngineSession>;
  /** Releases what the engine holds beyond its sessions (the simulator's control port). */
  close(): Promise<void>;
}
