/**
 * `xmlns="w:g2"`: a group's metadata (to the group), every group the account is in (to `@g.us`),
 * and the changes a member may make: create, add, remove, promote, demote, subject, leave.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account, Device } from '../../directory/accounts';
import { allChildren, children, iqError, iqResult, node } from '../../wire/nodes';
import type { ServerContext } from '../context';
import { announceCreated, changeParticipants, changeSubject, PARTICIPANT_ACTIONS, type ParticipantAction } from '../group-changes';

async function accountsOf(ctx: ServerContext, participants: BinaryNode[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const participant of participants) {
    const jid = participant.attrs.jid ?? '';
    const account = jid.endsWith('@lid') ? ctx.directory.accountOf(jid) : await ctx.accountFor(jid.split('@')[0]?.split(':')[0] ?? '');
    if (account) accounts.push(account);
  }
  return accounts;
}

function isAction(tag: string): tag is ParticipantAction {
  return (PARTICIPANT_ACTIONS as readonly string[]).includes(tag);
}

export async function answerGroups(ctx: ServerContext, asker: Device, iq: BinaryNode): Promise<BinaryNode> {
  const { account } = asker;
  const first = allChildren(iq)[0];
  if (!first) return iqError(iq, 400, 'bad-request');
  if (first.tag === 'participating') {
    return iqResult(iq, [
      node(
        'groups',
        {},
        ctx.groups.of(account).map((group) => group.toNode()),
      ),
    ]);
  }
  if (first.tag === 'create') {
    const members = await accountsOf(ctx, children(first, 'participant'));
    const group = ctx.groups.create(
      account,
      first.attrs.subject ?? '',
      members.map((member) => ({ account: member, role: null })),
    );
    announceCreated(ctx, group);
    return iqResult(iq, [group.toNode()]);
  }
  const group = ctx.groups.get(iq.attrs.to ?? '');
  if (!group?.has(account)) return iqError(iq, group ? 403 : 404, group ? 'forbidden' : 'item-not-found');
  if (first.tag === 'query') return iqResult(iq, [group.toNode()]);
  const role = group.participants.get(account);
  if (first.tag === 'leave') {
    changeParticipants(ctx, group, account, 'remove', [account]);
    return iqResult(iq);
  }
  if (role !== 'admin' && role !== 'superadmin') return iqError(iq, 403, 'not-authorized');
  if (isAction(first.tag)) {
    const accounts = await accountsOf(ctx, children(first, 'participant'));
    const changed = new Set(changeParticipants(ctx, group, account, first.tag, accounts).changed);
    return iqResult(iq, [
      node(
        first.tag,
        {},
        accounts.map((a) => node('participant', { jid: a.lidJid, phone_number: a.pnJid, error: changed.has(a) ? undefined : '409' })),
      ),
    ]);
  }
  if (first.tag === 'subject') {
    changeSubject(
      ctx,
      group,
      account,
      typeof first.content === 'string' ? first.content : Buffer.from((first.content as Uint8Array | undefined) ?? []).toString(),
    );
    return iqResult(iq);
  }
  return iqError(iq, 501, 'feature-not-implemented');
}
