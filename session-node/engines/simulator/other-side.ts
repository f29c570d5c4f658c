/**
 * The other side of a simulated device, driven by the control API: a contact writes (text or
 * media, quoting what the device knows), reacts, calls, edits or deletes their message, votes on a
 * poll, and people join or leave the device's groups. Each is reported as the Baileys engine
 * reports it (`contact-reports.ts`), and only while the device is connected.
 */
import { createHash } from 'node:crypto';
import type { WAMessage } from '@whiskeysockets/baileys';
import {
  type CallRequest,
  type EditRequest,
  type InboundRequest,
  isControlMediaType,
  type ParticipantsRequest,
  type PollVoteRequest,
  type ReactionRequest,
  type RevokeRequest,
  type StoredMessage,
} from '../../../protocol';
import { inboundEvent, mapInbound, readReceived } from '../../messages/event-mapping';
import type { SessionContext } from '../engine';
import { reportEdit, reportParticipants, reportPollVote, reportReaction, reportRevoke, ringUnanswered } from './contact-reports';
import { buildInbound } from './inbound-message';
import type { SimulatedAccount } from './simulated-account';
import type { SimulatedLids } from './simulated-lids';
import { type SimulatedMedia, simulatedMedia } from './simulated-media';

const DEFAULT_CALL_TIMEOUT_MS = 1_000;

/** What the other side needs of the device's session. */
export type SessionSide = {
  context: SessionContext;
  account: SimulatedAccount;
  lids: SimulatedLids;
  /** How long a call rings before it times out. */
  callTimeoutMs: number | undefined;
  assertConnected(): void;
  /** A message the device sent or received, by id (quotes, reactions, polls). */
  known(id: string): WAMessage | undefined;
  remember(message: WAMessage): StoredMessage;
  storeMedia(messageId: string, media: SimulatedMedia): Promise<string | null>;
  later(ms: number, run: () => void, onlyIfConnected: boolean): void;
  own(): { phone: string; userJid: string };
};

export class OtherSide {
  constructor(private readonly session: SessionSide) {}

  /**
   * Resolves with the message id once its `message.inbound` event has been accepted, and the
   * SHA-256 (hex) of the file a media message carries.
   */
  async inbound(request: InboundRequest): Promise<{ id: string; sha256?: string }> {
    const s = this.session;
    s.assertConnected();
    const quoted = request.quotedId ? s.known(request.quotedId) : undefined;
    const media = isControlMediaType(request.type) ? simulatedMedia(request.type, request.text ?? '') : null;
    const message = buildInbound(request, quoted, media);
    const received = readReceived(message);
    if (received.kind !== 'inbound') throw new Error(`a simulated ${request.type} message is not an inbound message`);
    await s.lids.prepare(request);
    const mapped = mapInbound(received, s.lids.lookup);
    // Stored by the inbound report itself, as the Baileys engine does.
    const stored = s.remember(message);
    const url = media ? await s.storeMedia(mapped.id, media) : null;
    await s.context.report.inbound(inboundEvent(mapped, url), stored);
    return { id: mapped.id, ...(media ? { sha256: createHash('sha256').update(media.bytes).digest('hex') } : {}) };
  }

  /** Resolves with the reaction's id once reported; null when the device does not know the message. */
  async reaction(request: ReactionRequest): Promise<string | null> {
    this.session.assertConnected();
    const target = this.session.known(request.messageId);
    if (!target) return null;
    return reportReaction(this.session.context.report, request, target);
  }

  /** A call that nobody answers (see `ringUnanswered`); resolves with the call id once the offer has been accepted. */
  async call(request: CallRequest): Promise<string> {
    const s = this.session;
    s.assertConnected();
    return ringUnanswered(
      s.context.report,
      request,
      // The call ends even if the device drops meanwhile: the server would still time it out.
      (end) => s.later(s.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS, end, false),
      (error, callId) => s.context.logger.warn({ err: error, callId }, 'a simulated call event was not accepted'),
    );
  }

  /** The contact edits their message; resolves with the edit's id once reported. */
  edit(request: EditRequest): Promise<string> {
    this.session.assertConnected();
    return reportEdit(this.session.context.report, request);
  }

  /** The contact deletes their message for everyone; resolves with the revoke's id once reported. */
  revoke(request: RevokeRequest): Promise<string> {
    this.session.assertConnected();
    return reportRevoke(this.session.context.report, request);
  }

  /** The contact votes on a poll this device sent; null when the device sent no such poll. */
  async pollVote(request: PollVoteRequest): Promise<string | null> {
    const s = this.session;
    s.assertConnected();
    const poll = s.known(request.pollMessageId);
    if (!poll) return null;
    return reportPollVote(s.context.report, request, poll, s.own(), (message) => void s.remember(message));
  }

  /** People join, leave, are promoted or demoted in one of the device's groups; resolves once reported. */
  groupParticipants(request: ParticipantsRequest): Promise<string> {
    this.session.assertConnected();
    this.session.account.changeParticipants(request);
    return reportParticipants(this.session.context.report, request);
  }
}
