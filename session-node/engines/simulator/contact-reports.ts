/**
 * A simulated contact's changes, reported as the Baileys engine reports them: each is built as
 * WhatsApp delivers it (contact-changes.ts), read by the shared `readReceived` and mapped by the
 * shared mappings, so the simulator cannot report what the Baileys engine would not.
 */
import type { WAMessage } from '@whiskeysockets/baileys';
import type { CallRequest, EditRequest, ParticipantsRequest, PollVoteRequest, ReactionRequest, RevokeRequest } from '../../../protocol';
import { mapCall, mapReaction, readReceived, senderOf } from '../../messages/event-mapping';
import { mapGroupParticipants } from '../../messages/groups';
import type { LidToPhone } from '../../messages/jids';
import { mapEdited, mapPollVote, mapRevoked } from '../../messages/message-changes';
import { EngineError, type SessionReports } from '../engine';
import { buildEdit, buildPollVote, buildRevoke, participantsUpdate, pollOf } from './contact-changes';
import { buildReaction, callEvent, callId } from './contact-events';

/**
 * The simulated server always puts the phone beside a LID (`remoteJidAlt`, `callerPn`), which the
 * mapping reads first; there is no LID table to ask.
 */
const noLidTable: LidToPhone = () => null;

/** The contact reacts to `target` (a message the device knows); resolves with the reaction's id once reported. */
export async function reportReaction(report: SessionReports, request: ReactionRequest, target: WAMessage): Promise<string> {
  const received = readReceived(buildReaction(request, target));
  const event = received.kind === 'reaction' ? mapReaction(received.reaction, noLidTable, Date.now()) : null;
  if (!event) throw new Error('a simulated reaction did not map to a reaction event');
  await report.reaction(event);
  return event.id;
}

/**
 * A call that nobody answers: `offer`, `ringing`, then `timeout` once `timeout` runs it. Resolves
 * with the call id once the offer has been accepted; the later statuses follow in order (the bridge
 * delivers reports in call order), and a refusal of one of them is `logRefusal`'s, since nobody is
 * waiting for it.
 */
export async function ringUnanswered(
  report: SessionReports,
  request: CallRequest,
  timeout: (end: () => void) => void,
  logRefusal: (error: unknown, callId: string) => void,
): Promise<string> {
  const id = callId();
  const say = (status: 'offer' | 'ringing' | 'timeout'): Promise<void> => {
    const event = mapCall(callEvent(request, id, status), noLidTable);
    return event ? report.call(event) : Promise.reject(new Error(`call status ${status} did not map`));
  };
  await say('offer');
  void say('ringing').catch((error: unknown) => logRefusal(error, id));
  timeout(() => void say('timeout').catch((error: unknown) => logRefusal(error, id)));
  return id;
}

export async function reportEdit(report: SessionReports, request: EditRequest): Promise<string> {
  const message = buildEdit(request);
  const received = readReceived(message);
  if (received.kind !== 'edited') throw new Error('a simulated edit did not read as an edit');
  const event = mapEdited(message, received, senderOf(message.key, noLidTable));
  await report.messageEdited(event);
  return event.id;
}

export async function reportRevoke(report: SessionReports, request: RevokeRequest): Promise<string> {
  const message = buildRevoke(request);
  const received = readReceived(message);
  if (received.kind !== 'revoked') throw new Error('a simulated delete did not read as a delete');
  const event = mapRevoked(message, received, senderOf(message.key, noLidTable));
  await report.messageRevoked(event);
  return event.id;
}

/**
 * A vote on `poll` (a poll the device sent), encrypted with its secret as the voter's phone
 * would, the creator being this account by phone. `remember` keeps the vote, as the Baileys
 * engine stores it. Null when `poll` is no poll.
 */
export async function reportPollVote(
  report: SessionReports,
  request: PollVoteRequest,
  poll: WAMessage,
  own: { phone: string; userJid: string },
  remember: (message: WAMessage) => void,
): Promise<string | null> {
  const details = pollOf(poll);
  if (!details) return null;
  const unknown = request.selected.filter((option) => !details.options.includes(option));
  if (unknown.length > 0) throw new EngineError('bad-request', `the poll has no option ${JSON.stringify(unknown[0])}`);
  const message = await buildPollVote(request, poll, `${own.phone}@s.whatsapp.net`, details.secret);
  if (readReceived(message).kind !== 'poll-vote') throw new Error('a simulated vote did not read as a vote');
  const vote = mapPollVote(message, { id: own.userJid }, senderOf(message.key, noLidTable), noLidTable);
  if (!vote) throw new Error('a simulated vote did not map to a poll.vote report');
  remember(message);
  await report.pollVote(vote);
  return vote.id;
}

export async function reportParticipants(report: SessionReports, request: ParticipantsRequest): Promise<string> {
  const event = mapGroupParticipants(participantsUpdate(request), noLidTable, { id: callId(), now: Date.now() });
  if (!event) throw new Error('a simulated participant change did not map');
  await report.groupParticipants(event);
  return event.id;
}
