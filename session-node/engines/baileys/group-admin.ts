/**
 * What the account does to its groups through Baileys: each action one `w:g2` (or
 * `w:profile:picture`) query. WhatsApp's refusal comes back as an `<error code text/>` that
 * Baileys throws (a Boom whose `data` is the code); it is turned into the engine's error codes:
 * 401 `not-authorized` (a member who is not an admin) → `forbidden`; 403 `forbidden` and 404
 * `item-not-found` (a group the account is not in) → `not-found`; 406 `not-acceptable` (a picture
 * WhatsApp will not take) and 400 → `bad-request`; anything else → `rejected`.
 *
 * The group picture is sent as the JPEG given: Baileys' `updateProfilePicture` re-encodes it with
 * an image library the session-node does not ship, and the worker has already checked it is a
 * JPEG of at most 640×640, which WhatsApp keeps as it is.
 */
import { type BinaryNode, getBinaryNodeChild, S_WHATSAPP_NET, type WASocket } from '@whiskeysockets/baileys';
import type { Dispatcher } from 'undici';
import {
  errorMessage,
  type GroupDetails,
  type GroupParticipantResult,
  type GroupSettings,
  MAX_GROUP_PICTURE_BYTES,
} from '../../../protocol';
import { groupDetails } from '../../messages/groups';
import { type LidToPhone, phoneDigits } from '../../messages/jids';
import { EngineError, type GroupAdmin } from '../engine';
import type { GroupCache } from './group-cache';

export type GroupSocket = Pick<
  WASocket,
  | 'groupCreate'
  | 'groupMetadata'
  | 'groupParticipantsUpdate'
  | 'groupUpdateSubject'
  | 'groupUpdateDescription'
  | 'groupSettingUpdate'
  | 'groupInviteCode'
  | 'groupRevokeInvite'
  | 'groupLeave'
  | 'removeProfilePicture'
  | 'query'
>;

export type GroupAdminDeps = {
  /** The open socket (throws not-connected otherwise). */
  socket: () => GroupSocket;
  /** The session's group metadata, forgotten after a change so the next send fans out to the new list. */
  cache: GroupCache;
  lids: LidToPhone;
  /** Who fetches a picture from WhatsApp's servers (the emulator's media host, with its certificate). */
  dispatcher?: Dispatcher;
};

const PICTURE_TIMEOUT_MS = 30_000;

/** WhatsApp's code of a refusal Baileys threw, when it carries one. */
export function refusalCode(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'number' && Number.isFinite(data)) return data;
  const status = (error as { output?: { statusCode?: unknown } }).output?.statusCode;
  return typeof status === 'number' && status !== 500 ? status : null;
}

/** A refusal as the engine's error, naming the group and what was asked. */
export function groupFailure(error: unknown, groupId: string, what: string): EngineError {
  if (error instanceof EngineError) return error;
  const code = refusalCode(error);
  const said = `WhatsApp refused to ${what} (${code ?? 'no code'} ${errorMessage(error)})`;
  if (code === 401) return new EngineError('forbidden', `${said}: only an admin of the group may do that`);
  if (code === 403 || code === 404) return new EngineError('not-found', `${said}: the account is not in the group ${groupId}`);
  if (code === 400 || code === 406) return new EngineError('bad-request', said);
  return new EngineError('rejected', said);
}

export function baileysGroupAdmin(deps: GroupAdminDeps): GroupAdmin {
  /** Runs one query for a group; the group's cached metadata is dropped once it changed. */
  async function change<T>(groupId: string, what: string, run: (sock: GroupSocket) => Promise<T>): Promise<T> {
    const sock = deps.socket();
    try {
      return await run(sock);
    } catch (error) {
      throw groupFailure(error, groupId, what);
    } finally {
      deps.cache.forget(groupId);
    }
  }

  return {
    async create(subject, participants): Promise<GroupDetails> {
      const sock = deps.socket();
      try {
        const metadata = await sock.groupCreate(
          subject,
          participants.map((digits) => `${digits}@s.whatsapp.net`),
        );
        deps.cache.set(metadata);
        return groupDetails(metadata, deps.lids);
      } catch (error) {
        throw groupFailure(error, '(new)', 'create the group');
      }
    },

    participants: (groupId, action, phones) =>
      change(groupId, `${action} participants`, async (sock) =>
        participantResults(
          phones,
          await sock.groupParticipantsUpdate(
            groupId,
            phones.map((digits) => `${digits}@s.whatsapp.net`),
            action,
          ),
        ),
      ),

    subject: (groupId, subject) => change(groupId, 'change the subject', (sock) => sock.groupUpdateSubject(groupId, subject)),

    description: (groupId, description) =>
      change(groupId, 'change the description', (sock) => sock.groupUpdateDescription(groupId, description || undefined)),

    settings: (groupId, settings: GroupSettings) =>
      change(groupId, 'change the settings', async (sock) => {
        // Only what differs, so that no notification tells the members of a change that is none.
        const current = await deps.cache.read(groupId, (jid) => sock.groupMetadata(jid));
        if (settings.onlyAdminsSend !== undefined && settings.onlyAdminsSend !== (current.announce === true)) {
          await sock.groupSettingUpdate(groupId, settings.onlyAdminsSend ? 'announcement' : 'not_announcement');
        }
        if (settings.onlyAdminsEdit !== undefined && settings.onlyAdminsEdit !== (current.restrict === true)) {
          await sock.groupSettingUpdate(groupId, settings.onlyAdminsEdit ? 'locked' : 'unlocked');
        }
      }),

    setPicture: (groupId, jpeg) =>
      change(groupId, 'set the picture', async (sock) => {
        const result = await sock.query({
          tag: 'iq',
          attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture', target: groupId },
          content: [{ tag: 'picture', attrs: { type: 'image' }, content: Buffer.from(jpeg) }],
        });
        return getBinaryNodeChild(result, 'picture')?.attrs.id ?? null;
      }),

    removePicture: (groupId) => change(groupId, 'remove the picture', (sock) => sock.removeProfilePicture(groupId)),

    async picture(groupId) {
      const sock = deps.socket();
      let found: BinaryNode | undefined;
      try {
        const result = await sock.query({
          tag: 'iq',
          attrs: { target: groupId, to: S_WHATSAPP_NET, type: 'get', xmlns: 'w:profile:picture' },
          content: [{ tag: 'picture', attrs: { type: 'image', query: 'url' } }],
        });
        found = getBinaryNodeChild(result, 'picture');
      } catch (error) {
        // WhatsApp answers 404 for a group without a picture; any member may read it, so a 401
        // (not-authorized) means the account is not in the group, as 403 and 404 do for changes.
        const code = refusalCode(error);
        if (code === 404) return null;
        if (code === 401) throw new EngineError('not-found', `the account is not in the group ${groupId}`);
        throw groupFailure(error, groupId, 'read the picture');
      }
      const url = found?.attrs.url;
      if (!url) return null;
      return { pictureId: found?.attrs.id ?? null, jpeg: await downloadPicture(url, deps.dispatcher) };
    },

    invite: (groupId, reset) =>
      change(groupId, reset ? 'reset the invite link' : 'read the invite link', async (sock) => {
        const code = reset ? await sock.groupRevokeInvite(groupId) : await sock.groupInviteCode(groupId);
        if (!code) throw new EngineError('rejected', 'WhatsApp answered without an invite code');
        return code;
      }),

    leave: (groupId) =>
      change(groupId, 'leave the group', async (sock) => {
        // Baileys' groupLeave reads nothing of WhatsApp's answer, so a group the account is not in
        // would pass as left; its metadata, which WhatsApp refuses outside the group, tells first.
        await sock.groupMetadata(groupId);
        await sock.groupLeave(groupId);
      }),
  };
}

/**
 * Each person's outcome, in the order asked. WhatsApp answers per participant, by the JID it
 * knows them by (in a LID group their LID, with the phone beside it), an `error` attribute when it
 * did not make the change; one it does not mention was not changed.
 */
export function participantResults(
  phones: string[],
  answered: Array<{ status: string; jid?: string | undefined; content?: BinaryNode }>,
): GroupParticipantResult[] {
  const byPhone = new Map<string, number | null>();
  answered.forEach((entry, index) => {
    const phone = phoneDigits(entry.content?.attrs.phone_number) ?? phoneDigits(entry.jid) ?? phones[index];
    if (!phone) return;
    const status = Number(entry.status);
    byPhone.set(phone, status === 200 || !Number.isFinite(status) ? null : status);
  });
  return phones.map((phoneNumber) => ({ phoneNumber, code: byPhone.has(phoneNumber) ? (byPhone.get(phoneNumber) ?? null) : 500 }));
}

/** A picture from WhatsApp's servers, at most `MAX_GROUP_PICTURE_BYTES`. */
async function downloadPicture(url: string, dispatcher: Dispatcher | undefined): Promise<Uint8Array> {
  const init: RequestInit = { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) };
  let res: Response;
  try {
    res = await fetch(url, dispatcher ? Object.assign(init, { dispatcher }) : init);
  } catch (error) {
    throw new EngineError('rejected', `the group picture could not be downloaded: ${errorMessage(error)}`);
  }
  if (!res.ok || !res.body) throw new EngineError('rejected', `the group picture could not be downloaded: HTTP ${res.status}`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > MAX_GROUP_PICTURE_BYTES) {
      await res.body.cancel().catch(() => undefined);
      throw new EngineError('rejected', `the group picture is over ${MAX_GROUP_PICTURE_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
