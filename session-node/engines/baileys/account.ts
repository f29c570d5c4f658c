/**
 * What a session asks WhatsApp about and tells it besides messages: read receipts, chat presence,
 * whether numbers have accounts, and the account's groups. Each takes the part of the socket it
 * needs, so tests pass their own.
 */
import type { GroupMetadata, WASocket } from '@whiskeysockets/baileys';
import {
  errorMessage,
  type GroupDetails,
  type GroupSummary,
  type MessageKey,
  type NumberCheck,
  type PresenceState,
} from '../../../protocol';
import { groupDetails, groupSummary } from '../../messages/groups';
import { type LidToPhone, phoneDigits } from '../../messages/jids';
import { EngineError } from '../engine';

export type AccountSocket = Pick<
  WASocket,
  'readMessages' | 'sendPresenceUpdate' | 'rejectCall' | 'onWhatsApp' | 'groupFetchAllParticipating' | 'groupMetadata'
>;

/** Read receipts; Baileys skips this account's own messages and groups them per chat and participant. */
export async function markRead(sock: AccountSocket, keys: MessageKey[]): Promise<void> {
  await sock.readMessages(keys);
}

export async function sendPresence(sock: AccountSocket, jid: string, state: PresenceState): Promise<void> {
  await sock.sendPresenceUpdate(state, jid);
}

/** WhatsApp's decline: the caller's phone stops ringing and shows the call declined. */
export async function rejectCall(sock: AccountSocket, callId: string, callerJid: string): Promise<void> {
  await sock.rejectCall(callId, callerJid);
}

/**
 * One `onWhatsApp` query for all the numbers. WhatsApp answers only for numbers that have an
 * account (by their JID), so a number missing from the answer does not exist.
 */
export async function checkNumbers(sock: AccountSocket, phoneNumbers: string[]): Promise<NumberCheck[]> {
  let found: Array<{ jid: string; exists: boolean }> | undefined;
  try {
    found = await sock.onWhatsApp(...phoneNumbers);
  } catch (error) {
    throw new EngineError('rejected', `WhatsApp did not answer the number check: ${errorMessage(error)}`);
  }
  const byDigits = new Map<string, string>();
  for (const { jid, exists } of found ?? []) {
    const digits = phoneDigits(jid);
    if (exists && digits) byDigits.set(digits, jid);
  }
  return phoneNumbers.map((phoneNumber) => {
    const jid = byDigits.get(phoneNumber) ?? null;
    return { phoneNumber, exists: jid !== null, jid };
  });
}

/** The metadata of every group the account is in, in one query. */
export async function fetchGroups(sock: AccountSocket): Promise<GroupMetadata[]> {
  return Object.values(await sock.groupFetchAllParticipating());
}

export async function fetchGroup(sock: AccountSocket, groupId: string): Promise<GroupMetadata> {
  try {
    return await sock.groupMetadata(groupId);
  } catch (error) {
    // WhatsApp answers 403/404 (item-not-found, forbidden) for a group the account is not in.
    throw new EngineError('bad-request', `the group ${groupId} cannot be read: ${errorMessage(error)}`);
  }
}

export async function listGroups(sock: AccountSocket): Promise<GroupSummary[]> {
  return (await fetchGroups(sock)).map(groupSummary);
}

export async function getGroup(sock: AccountSocket, groupId: string, lidToPhone: LidToPhone): Promise<GroupDetails> {
  return groupDetails(await fetchGroup(sock, groupId), lidToPhone);
}
