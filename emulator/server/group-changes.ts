/**
 * Group changes as every member's devices learn them (the actor's own devices too): a `w:gp2`
 * notification from the group, naming who acted (by LID, with the phone beside it) and what
 * changed; a new or removed picture comes as a `picture` notification naming its author by LID.
 * Each function makes the change and answers the notification's id (null when nothing changed).
 */
import { randomBytes } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../directory/accounts';
import { type Group, type GroupRole, newInviteCode } from '../directory/groups';
import { node, unixTime } from '../wire/nodes';
import type { ServerContext } from './context';

export const PARTICIPANT_ACTIONS = ['add', 'remove', 'promote', 'demote'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];

function notification(group: Group, actor: Account, change: BinaryNode): BinaryNode {
  return node(
    'notification',
    {
      from: group.jid,
      type: 'w:gp2',
      id: randomBytes(8).toString('hex').toUpperCase(),
      t: unixTime(),
      participant: actor.lidJid,
      participant_pn: actor.pnJid,
      addressing_mode: 'lid',
      notify: actor.pushName || undefined,
    },
    [change],
  );
}

/** Tells every device of every account in `audience` about `change`; returns the notification's id. */
function tell(ctx: ServerContext, group: Group, actor: Account, change: BinaryNode, audience: Iterable<Account>): string {
  const stanza = notification(group, actor, change);
  for (const account of audience) ctx.deliverToAccount(account, () => stanza);
  return stanza.attrs.id ?? '';
}

/** Tells the members a group was made; returns the notification's id. */
export function announceCreated(ctx: ServerContext, group: Group): string {
  return tell(ctx, group, group.creator, node('create', {}, [group.toNode()]), group.participants.keys());
}

export type ParticipantChange = { changed: Account[]; notificationId: string | null };

/** Applies a participant change and tells the members, those removed included. */
export function changeParticipants(
  ctx: ServerContext,
  group: Group,
  actor: Account,
  action: ParticipantAction,
  accounts: readonly Account[],
): ParticipantChange {
  const changed: Account[] = [];
  const before = new Set(group.participants.keys());
  for (const account of accounts) {
    const role = group.participants.get(account);
    if (action === 'add' && role === undefined) group.participants.set(account, null);
    else if (action === 'remove' && role !== undefined) group.participants.delete(account);
    else if ((action === 'promote' || action === 'demote') && role !== undefined && role !== 'superadmin') {
      group.participants.set(account, (action === 'promote' ? 'admin' : null) satisfies GroupRole);
    } else continue;
    changed.push(account);
  }
  if (changed.length === 0) return { changed, notificationId: null };
  const audience = new Set([...before, ...group.participants.keys()]);
  const change = node(
    action,
    {},
    changed.map((account) => node('participant', { jid: account.lidJid, phone_number: account.pnJid })),
  );
  return { changed, notificationId: tell(ctx, group, actor, change, audience) };
}

export function changeSubject(ctx: ServerContext, group: Group, actor: Account, subject: string): string {
  group.subject = subject;
  group.subjectOwner = actor;
  group.subjectTime = Math.floor(Date.now() / 1000);
  return tell(
    ctx,
    group,
    actor,
    node('subject', { subject, s_t: String(group.subjectTime), s_o: actor.lidJid }),
    group.participants.keys(),
  );
}

/** A new description, or none (`""`). */
export function changeDescription(ctx: ServerContext, group: Group, actor: Account, description: string): string {
  group.description = description;
  group.descriptionId = randomBytes(8).toString('hex').toUpperCase();
  group.descriptionOwner = actor;
  group.descriptionTime = Math.floor(Date.now() / 1000);
  const change = description
    ? node('description', { id: group.descriptionId }, [node('body', {}, description)])
    : node('description', { id: group.descriptionId, delete: 'true' });
  return tell(ctx, group, actor, change, group.participants.keys());
}

export type GroupSetting = 'announcement' | 'not_announcement' | 'locked' | 'unlocked';
export const GROUP_SETTINGS: readonly GroupSetting[] = ['announcement', 'not_announcement', 'locked', 'unlocked'];

/** Only admins send (`announcement`) or everyone (`not_announcement`); only admins edit (`locked`) or everyone. Told only when it changes. */
export function changeSetting(ctx: ServerContext, group: Group, actor: Account, setting: GroupSetting): string | null {
  const on = setting === 'announcement' || setting === 'locked';
  const announcement = setting === 'announcement' || setting === 'not_announcement';
  if ((announcement ? group.announce : group.restrict) === on) return null;
  if (announcement) group.announce = on;
  else group.restrict = on;
  return tell(ctx, group, actor, node(setting, {}), group.participants.keys());
}

/** The invite link is reset: a new code, the old one stops working. */
export function resetInvite(ctx: ServerContext, group: Group, actor: Account): string {
  group.inviteCode = newInviteCode();
  return tell(ctx, group, actor, node('invite', { code: group.inviteCode }), group.participants.keys());
}

/** A new picture (`set`, with its id) or none (`delete`), told as a `picture` notification. */
export function changePicture(ctx: ServerContext, group: Group, actor: Account, picture: Group['picture']): string | null {
  if (!picture && !group.picture) return null;
  group.picture = picture;
  const stanza = node(
    'notification',
    {
      from: group.jid,
      type: 'picture',
      id: randomBytes(8).toString('hex').toUpperCase(),
      t: unixTime(),
      notify: actor.pushName || undefined,
    },
    [picture ? node('set', { id: picture.id, author: actor.lidJid }) : node('delete', { author: actor.lidJid })],
  );
  for (const account of group.participants.keys()) ctx.deliverToAccount(account, () => stanza);
  return stanza.attrs.id ?? null;
}

/** Someone joins by the group's invite link: an `add` the joiner made themself. */
export function joinByInvite(ctx: ServerContext, group: Group, joiner: Account): string | null {
  return changeParticipants(ctx, group, joiner, 'add', [joiner]).notificationId;
}
