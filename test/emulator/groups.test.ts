/**
 * Groups in the emulated WhatsApp, managed by real Baileys clients with Baileys' own group calls
 * (as Kurir's engine makes them): what the server answers each `w:g2` and `w:profile:picture`
 * query, who may make each change, and the notifications every member's devices get, the actor's
 * own included.
 */
import makeWASocket, {
  Browsers,
  type GroupMetadata,
  initAuthCreds,
  S_WHATSAPP_NET,
  type WAMessage,
  WAMessageStubType,
  type WASocket,
} from '@whiskeysockets/baileys';
import pino from 'pino';
import sharp from 'sharp';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../emulator/emulator';
import { memoryAuthState } from '../../emulator/phones/memory-auth';
import { waitUntil } from '../../scripts/wait-until';

const logger = pino({ level: 'silent' });
let emulator: Emulator;
const companions: Member[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, logger, deliveredMs: 50, readMs: -1 });
});
afterAll(async () => {
  for (const member of companions) member.sock.end(undefined);
  await emulator.close();
});

type GroupUpdate = Partial<GroupMetadata> & { id: string; author?: string };

/** A linked WhatsApp Web client of its own account, recording the group events it gets. */
type Member = {
  sock: WASocket;
  phone: string;
  lid: string;
  jid: string;
  updates: GroupUpdate[];
  participants: Array<{ id: string; action: string; author: string; participants: Array<{ id: string; phoneNumber?: string }> }>;
  stubs: WAMessage[];
  created: GroupMetadata[];
};

async function member(label: string): Promise<Member> {
  const updates: Partial<{ qr: string; connection: string }>[] = [];
  const auth = memoryAuthState(initAuthCreds());
  let sock: WASocket | null = null;
  const recorded: Omit<Member, 'sock' | 'phone' | 'lid' | 'jid'> = { updates: [], participants: [], stubs: [], created: [] };
  const connect = () => {
    const made = makeWASocket({
      auth,
      waWebSocketUrl: `${emulator.trust.chatUrl}?device=${label}`,
      logger,
      browser: Browsers.ubuntu('Kurir'),
      syncFullHistory: false,
      markOnlineOnConnect: false,
    });
    sock = made;
    made.ev.on('connection.update', (update) => {
      updates.push(update as Partial<{ qr: string; connection: string }>);
      if (update.connection === 'close' && made === sock) setTimeout(connect, 50);
    });
    made.ev.on('groups.update', (u) => recorded.updates.push(...(u as GroupUpdate[])));
    made.ev.on('groups.upsert', (groups) => recorded.created.push(...groups));
    made.ev.on('group-participants.update', (u) => recorded.participants.push(u as unknown as Member['participants'][number]));
    made.ev.on('messages.upsert', ({ messages }) => recorded.stubs.push(...messages.filter((m) => m.messageStubType)));
  };
  connect();
  const qr = await waitUntil(() => updates.findLast((u) => u.qr)?.qr, { what: `a QR from ${label}` });
  const res = await fetch(`${emulator.url}/sim/scan`, { method: 'POST', body: JSON.stringify({ qr }) });
  const { phoneNumber } = (await res.json()) as { phoneNumber: string };
  const linked = await waitUntil(
    () => (updates.some((u) => u.connection === 'open') && sock?.user?.id?.includes(':') && sock.user.lid ? sock : null),
    { what: `${label} to log in` },
  );
  const lid = (linked.user?.lid ?? '').split(':')[0] ?? '';
  const m: Member = {
    get sock() {
      if (!sock) throw new Error('no socket');
      return sock;
    },
    phone: phoneNumber,
    lid,
    jid: `${phoneNumber}@s.whatsapp.net`,
    ...recorded,
  };
  companions.push(m);
  return m;
}

/** WhatsApp's refusal code of a failed Baileys call. */
async function refusal(call: Promise<unknown>): Promise<number | null> {
  try {
    await call;
    return null;
  } catch (error) {
    return (error as { data?: number }).data ?? null;
  }
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

const setPicture = (sock: WASocket, groupId: string, bytes: Buffer) =>
  sock.query({
    tag: 'iq',
    attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture', target: groupId },
    content: [{ tag: 'picture', attrs: { type: 'image' }, content: bytes }],
  });

describe('groups, as WhatsApp answers a member’s group queries', () => {
  let admin: Member;
  let other: Member;
  let outsider: Member;

  beforeAll(async () => {
    admin = await member('dev_ga');
    other = await member('dev_gb');
    outsider = await member('dev_gc');
  }, 60_000);

  it('makes a group whose every member hears of it, then renames and describes it, told to every member with the author', async () => {
    const group = await admin.sock.groupCreate('Reseller Bandung', [other.jid, '6289900000001@s.whatsapp.net']);
    expect(group).toMatchObject({ subject: 'Reseller Bandung', addressingMode: 'lid' });
    expect(group.participants.map((p) => [p.phoneNumber, p.admin])).toEqual(
      expect.arrayContaining([
        [admin.jid, 'superadmin'],
        [other.jid, null],
      ]),
    );
    await waitUntil(() => other.created.some((g) => g.id === group.id), { what: 'the other member to hear of the group' });

    await admin.sock.groupUpdateSubject(group.id, 'Reseller Jawa Barat');
    await admin.sock.groupUpdateDescription(group.id, 'Harga grosir tiap Senin');
    for (const m of [admin, other]) {
      await waitUntil(() => m.updates.some((u) => u.id === group.id && u.desc === 'Harga grosir tiap Senin'), { what: 'the description' });
      const subject = m.updates.find((u) => u.id === group.id && u.subject);
      expect(subject).toMatchObject({ subject: 'Reseller Jawa Barat', author: `${admin.lid}@lid` });
    }
    const read = await other.sock.groupMetadata(group.id);
    expect(read).toMatchObject({ subject: 'Reseller Jawa Barat', desc: 'Harga grosir tiap Senin', announce: false, restrict: false });

    await admin.sock.groupUpdateDescription(group.id, undefined);
    expect((await admin.sock.groupMetadata(group.id)).desc).toBeUndefined();
  });

  it('answers each person of a participants change, and lets only admins change people, settings and the link', async () => {
    const group = await admin.sock.groupCreate('Grosir', [other.jid]);
    const answered = await admin.sock.groupParticipantsUpdate(group.id, [outsider.jid, other.jid, '6289900000002@s.whatsapp.net'], 'add');
    expect(answered.map((a) => a.status)).toEqual(['200', '409', '200']);
    const [promoted] = await admin.sock.groupParticipantsUpdate(group.id, [other.jid], 'promote');
    expect(promoted?.status).toBe('200');
    await waitUntil(() => outsider.participants.some((p) => p.id === group.id && p.action === 'promote'), {
      what: 'a member to hear of the promotion',
    });
    const [demoted] = await admin.sock.groupParticipantsUpdate(group.id, [other.jid], 'demote');
    expect(demoted?.status).toBe('200');

    // A plain member: people, settings and the link are refused with 401; the subject is theirs to change until the group is locked.
    expect(await refusal(other.sock.groupParticipantsUpdate(group.id, [admin.jid], 'remove'))).toBe(401);
    expect(await refusal(other.sock.groupSettingUpdate(group.id, 'announcement'))).toBe(401);
    expect(await refusal(other.sock.groupInviteCode(group.id))).toBe(401);
    await other.sock.groupUpdateSubject(group.id, 'Grosir Murah');
    await admin.sock.groupSettingUpdate(group.id, 'locked');
    expect(await refusal(other.sock.groupUpdateSubject(group.id, 'Grosir Mahal'))).toBe(401);
    expect(await refusal(setPicture(other.sock, group.id, await jpeg(64, 64)))).toBe(401);
    await waitUntil(() => other.updates.some((u) => u.id === group.id && u.restrict === true), { what: 'the member to hear of the lock' });
    expect((await admin.sock.groupMetadata(group.id)).subject).toBe('Grosir Murah');

    // Someone who left, or a group that does not exist.
    await outsider.sock.groupLeave(group.id);
    await waitUntil(() => admin.participants.some((p) => p.id === group.id && p.action === 'remove'), { what: 'the leave' });
    expect(await refusal(outsider.sock.groupMetadata(group.id))).toBe(403);
    expect(await refusal(outsider.sock.groupUpdateSubject(group.id, 'x'))).toBe(403);
    expect(await refusal(admin.sock.groupMetadata('120363000000000001@g.us'))).toBe(404);
    expect(Object.keys(await outsider.sock.groupFetchAllParticipating())).not.toContain(group.id);
  });

  it('keeps an invite link until an admin resets it; the reset is told to the members, and the new link lets someone in', async () => {
    const group = await admin.sock.groupCreate('Undangan', [other.jid]);
    const code = await admin.sock.groupInviteCode(group.id);
    expect(code).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(await admin.sock.groupInviteCode(group.id)).toBe(code);
    const fresh = await admin.sock.groupRevokeInvite(group.id);
    expect(fresh).not.toBe(code);
    await waitUntil(() => other.updates.some((u) => u.id === group.id && u.inviteCode === fresh), { what: 'the reset to be told' });

    expect(await refusal(outsider.sock.groupAcceptInvite(code ?? ''))).toBe(406);
    expect(await outsider.sock.groupAcceptInvite(fresh ?? '')).toBe(group.id);
    await waitUntil(() => admin.participants.some((p) => p.id === group.id && p.action === 'add'), { what: 'the join' });
  });

  it('sets a group’s JPEG picture, serves it from the media host, tells the members, and removes it', async () => {
    const group = await admin.sock.groupCreate('Foto', [other.jid]);
    expect(await refusal(setPicture(admin.sock, group.id, Buffer.from('\x89PNG\r\n\x1a\nnot a jpeg')))).toBe(406);
    expect(await refusal(setPicture(admin.sock, group.id, await jpeg(800, 800)))).toBe(406);
    expect(await refusal(other.sock.profilePictureUrl(group.id, 'image'))).toBe(404);

    const picture = await jpeg(640, 640);
    const set = await setPicture(admin.sock, group.id, picture);
    const id = set.content && Array.isArray(set.content) ? set.content[0]?.attrs.id : undefined;
    expect(id).toMatch(/^\d+$/);
    const url = await other.sock.profilePictureUrl(group.id, 'image');
    if (!url) throw new Error('no picture URL');
    const served = await undiciFetch(url, { dispatcher: new Agent({ connect: { ca: emulator.trust.mediaCertificate } }) });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
    await waitUntil(
      () => other.stubs.some((s) => s.key.remoteJid === group.id && s.messageStubType === WAMessageStubType.GROUP_CHANGE_ICON),
      { what: 'the member to hear of the picture' },
    );
    const told = other.stubs.find((s) => s.key.remoteJid === group.id && s.messageStubType === WAMessageStubType.GROUP_CHANGE_ICON);
    expect(told).toMatchObject({ messageStubParameters: [id], key: { participant: `${admin.lid}@lid` } });

    await admin.sock.removeProfilePicture(group.id);
    expect(await refusal(other.sock.profilePictureUrl(group.id, 'image'))).toBe(404);
  });
});
