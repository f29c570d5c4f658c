/**
 * Group changes as every member's devices learn them: a `w:gp2` notification from the group,
 * naming who acted (by LID, with the phone beside it) and what changed.
 */
import { randomBytes } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../directory/accounts';
import type { Group, GroupRole } from '../directory/groups';
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

export function changeSubject(ctx: ServerContext, group: Group, actor: Account, subject: string): void {
  group.subject = subject;
  group.subjectOwner = actor;
  group.subjectTime = Math.floor(Date.now() / 1000);
  tell(ctx, group, actor, node('subject', { subject, s_t: String(group.subjectTime), s_o: actor.lidJid }), group.participants.keys());
}
