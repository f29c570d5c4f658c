/**
 * `xmlns="w:g2"`, as WhatsApp answers it. To `@g.us`: every group the account is in
 * (`participating`), `create`, `leave` (`<leave><group id/></leave>`), and an invite code's group
 * (`<invite code/>`: `get` describes it, `set` joins it). To a group: its metadata (`query`), and the
 * changes a member makes: `add`, `remove`, `promote`, `demote` (answered per person: `error` 404
 * for someone without an account or not in the group, 409 for nothing to change), `subject`,
 * `description`, the settings (`announcement`, `not_announcement`, `locked`, `unlocked`), and its
 * invite code (`get` reads it, `set` resets it).
 *
 * Who may: a group the account is not in is 403 `forbidden` (404 `item-not-found` when there is no
 * such group); people, settings and the invite code are for admins, and so are the subject and
 * description once the group is locked: anyone else gets 401 `not-authorized`.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account, Device } from '../../directory/accounts';
import type { Group } from '../../directory/groups';
import { allChildren, child, children, iqError, iqResult, node, textOf } from '../../wire/nodes';
import type { ServerContext } from '../context';
import {
  announceCreated,
  changeDescription,
  changeParticipants,
  changeSetting,
  changeSubject,
  GROUP_SETTINGS,
  type GroupSetting,
  joinByInvite,
  PARTICIPANT_ACTIONS,
  type ParticipantAction,
  resetInvite,
} from '../group-changes';

type Asked = { jid: string; account: Account | null };

/** The accounts a query names, in its order; null for a number without WhatsApp. */
async function askedIn(ctx: ServerContext, participants: BinaryNode[]): Promise<Asked[]> {
  const asked: Asked[] = [];
  for (const participant of participants) {
    const jid = participant.attrs.jid ?? '';
    const account = jid.endsWith('@lid')
      ? (ctx.directory.accountOf(jid) ?? null)
      : await ctx.accountFor(jid.split('@')[0]?.split(':')[0] ?? '');
    asked.push({ jid, account });
  }
  return asked;
}

function isAction(tag: string): tag is ParticipantAction {
  return (PARTICIPANT_ACTIONS as readonly string[]).includes(tag);
}

function isSetting(tag: string): tag is GroupSetting {
  return (GROUP_SETTINGS as readonly string[]).includes(tag);
}

const notAdmin = (iq: BinaryNode) => iqError(iq, 401, 'not-authorized');

export async function answerGroups(ctx: ServerContext, asker: Device, iq: BinaryNode): Promise<BinaryNode> {
  const { account } = asker;
  const first = allChildren(iq)[0];
  if (!first) return iqError(iq, 400, 'bad-request');
  if ((iq.attrs.to ?? '') === '@g.us') return answerToGroups(ctx, account, iq, first);
  const group = ctx.groups.get(iq.attrs.to ?? '');
  if (!group) return iqError(iq, 404, 'item-not-found');
  if (!group.has(account)) return iqError(iq, 403, 'forbidden');
  if (first.tag === 'query') return iqResult(iq, [group.toNode()]);
  if (isAction(first.tag)) {
    if (!group.isAdmin(account)) return notAdmin(iq);
    return iqResult(iq, [await changePeople(ctx, group, account, first.tag, first)]);
  }
  if (first.tag === 'subject') {
    if (!group.mayEdit(account)) return notAdmin(iq);
    const subject = textOf(first) ?? '';
    if (!subject) return iqError(iq, 400, 'bad-request');
    changeSubject(ctx, group, account, subject);
    return iqResult(iq);
  }
  if (first.tag === 'description') {
    if (!group.mayEdit(account)) return notAdmin(iq);
    changeDescription(ctx, group, account, first.attrs.delete === 'true' ? '' : (textOf(child(first, 'body')) ?? ''));
    return iqResult(iq);
  }
  if (isSetting(first.tag)) {
    if (!group.isAdmin(account)) return notAdmin(iq);
    changeSetting(ctx, group, account, first.tag);
    return iqResult(iq);
  }
  if (first.tag === 'invite') {
    if (!group.isAdmin(account)) return notAdmin(iq);
    if (iq.attrs.type === 'set') resetInvite(ctx, group, account);
    return iqResult(iq, [node('invite', { code: group.inviteCode })]);
  }
  return iqError(iq, 501, 'feature-not-implemented');
}

/** The queries to `@g.us`: the account's groups, a new group, leaving groups, an invite code's group. */
async function answerToGroups(ctx: ServerContext, account: Account, iq: BinaryNode, first: BinaryNode): Promise<BinaryNode> {
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
    const asked = await askedIn(ctx, children(first, 'participant'));
    const members = asked.flatMap(({ account: member }) => (member ? [{ account: member, role: null }] : []));
    const group = ctx.groups.create(account, first.attrs.subject ?? '', members);
    announceCreated(ctx, group);
    return iqResult(iq, [group.toNode()]);
  }
  if (first.tag === 'leave') {
    for (const { attrs } of children(first, 'group')) {
      const group = ctx.groups.get(attrs.id ?? '');
      if (group?.has(account)) changeParticipants(ctx, group, account, 'remove', [account]);
    }
    return iqResult(iq);
  }
  if (first.tag === 'invite' && first.attrs.code) {
    const group = ctx.groups.byInvite(first.attrs.code);
    if (!group) return iqError(iq, 406, 'not-acceptable');
    if (iq.attrs.type === 'get') return iqResult(iq, [group.toNode()]);
    if (!group.has(account)) joinByInvite(ctx, group, account);
    return iqResult(iq, [node('group', { jid: group.jid })]);
  }
  return iqError(iq, 501, 'feature-not-implemented');
}

/** Adds, removes, promotes or demotes; each person answered in the order asked, `error` when not changed. */
async function changePeople(ctx: ServerContext, group: Group, actor: Account, action: ParticipantAction, request: BinaryNode) {
  const asked = await askedIn(ctx, children(request, 'participant'));
  const roles = new Map(asked.map(({ account }) => [account, account ? group.participants.get(account) : undefined]));
  const known = asked.flatMap(({ account }) => (account ? [account] : []));
  const changed = new Set(changeParticipants(ctx, group, actor, action, known).changed);
  return node(
    action,
    {},
    asked.map(({ jid, account }) => {
      if (!account) return node('participant', { jid, error: '404' });
      const wasIn = roles.get(account) !== undefined;
      const error = changed.has(account) ? undefined : action !== 'add' && !wasIn ? '404' : '409';
      return node('participant', { jid: account.lidJid, phone_number: account.pnJid, error });
    }),
  );
}
