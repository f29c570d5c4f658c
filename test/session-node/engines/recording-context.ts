/**
 * A session context that records every report an engine makes, for the tests of both engines.
 * Event reports (inbound, reaction, call) are recorded when made and resolve once `accepting`
 * does, so a test can hold the Durable Object's acceptance back.
 */
import pino from 'pino';
import type {
  CallEvent,
  GroupParticipantsEvent,
  GroupUpdatedEvent,
  HealthEvent,
  HistoryReport,
  InboundEvent,
  MessageEditedEvent,
  MessageRevokedEvent,
  PollVoteReport,
  ReactionEvent,
  ReceiptEvent,
  RetryEvent,
  StatusEvent,
  StoredMessage,
} from '../../../protocol';
import type { AuthStore } from '../../../session-node/engines/auth-store';
import type { SessionContext } from '../../../session-node/engines/engine';

export interface Upload {
  messageId: string;
  bytes: Uint8Array;
  mimeType: string;
}

export interface RecordingContext {
  context: SessionContext;
  statuses: StatusEvent[];
  /** The waits before each next attempt, as reported. */
  retries: RetryEvent[];
  receipts: ReceiptEvent[];
  health: HealthEvent[];
  history: HistoryReport[];
  stored: StoredMessage[];
  inbound: Array<{ event: InboundEvent; stored: StoredMessage | null }>;
  reactions: ReactionEvent[];
  calls: CallEvent[];
  pollVotes: PollVoteReport[];
  edits: MessageEditedEvent[];
  revokes: MessageRevokedEvent[];
  groupChanges: GroupParticipantsEvent[];
  groupUpdates: GroupUpdatedEvent[];
  uploads: Upload[];
}

export interface RecordingOptions {
  /** Awaited before each event report resolves; resolves at once by default. */
  accepting?: () => Promise<void>;
  /** Replaces the default upload, which records the bytes and answers with `mediaUrl(messageId)`. */
  uploadMedia?: SessionContext['uploadMedia'];
  /** What the device's object keeps (`messages.get`); nothing by default. */
  storedMessages?: SessionContext['storedMessages'];
  /** The session's logger; silent by default. */
  logger?: SessionContext['logger'];
}

export const mediaUrl = (messageId: string): string => `https://kurir.test/v1/media/${messageId}`;

export function recordingContext(auth: AuthStore, options: RecordingOptions = {}): RecordingContext {
  const recording: Omit<RecordingContext, 'context'> = {
    statuses: [],
    retries: [],
    receipts: [],
    health: [],
    history: [],
    stored: [],
    inbound: [],
    reactions: [],
    calls: [],
    pollVotes: [],
    edits: [],
    revokes: [],
    groupChanges: [],
    groupUpdates: [],
    uploads: [],
  };
  const accepted = async (): Promise<void> => {
    await options.accepting?.();
  };
  const context: SessionContext = {
    device: { id: 'dev_test', name: 'Test device', sessionId: 'ses_test' },
    auth,
    logger: options.logger ?? pino({ level: 'silent' }),
    report: {
      status: (event) => recording.statuses.push(event),
      retrying: (event) => recording.retries.push(event),
      receipt: (event) => recording.receipts.push(event),
      health: (event) => recording.health.push(event),
      history: (report) => {
        recording.history.push(report);
        return accepted();
      },
      messagesStored: (messages) => recording.stored.push(...messages),
      inbound: (event, stored) => {
        recording.inbound.push({ event, stored });
        return accepted();
      },
      reaction: (event) => {
        recording.reactions.push(event);
        return accepted();
      },
      call: (event) => {
        recording.calls.push(event);
        return accepted();
      },
      pollVote: (event) => {
        recording.pollVotes.push(event);
        return accepted();
      },
      messageEdited: (event) => {
        recording.edits.push(event);
        return accepted();
      },
      messageRevoked: (event) => {
        recording.revokes.push(event);
        return accepted();
      },
      groupParticipants: (event) => {
        recording.groupChanges.push(event);
        return accepted();
      },
      groupUpdated: (event) => {
        recording.groupUpdates.push(event);
        return accepted();
      },
    },
    uploadMedia:
      options.uploadMedia ??
      (async (messageId, bytes, mimeType) => {
        recording.uploads.push({ messageId, bytes, mimeType });
        return mediaUrl(messageId);
      }),
    storedMessages: options.storedMessages ?? (async () => []),
  };
  return { context, ...recording };
}

/** A promise with its resolver outside, to hold something back until a test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
