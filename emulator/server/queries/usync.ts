/**
 * `xmlns="usync"`: what clients ask about users. `devices` (each device of a user, linked ones
 * with their key index), `lid` (the LID behind a phone number), `contact` (whether a number has
 * WhatsApp: `onWhatsApp`). A number asked about that has no account yet gets one: its phone is
 * made on first use, unless the control API listed it as missing.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import { type Account, type Device, splitJid } from '../../directory/accounts';
import { allChildren, child, children, iqResult, node, textOf } from '../../wire/nodes';
import type { ServerContext } from '../context';

type Asked = { node: BinaryNode; jid: string | null; phone: string | null };

async function accountOf(ctx: ServerContext, asked: Asked): Promise<Account | null> {
  if (asked.phone) return ctx.accountFor(asked.phone);
  const parts = asked.jid ? splitJid(asked.jid) : null;
  if (!parts) return null;
  if (parts.lid) return ctx.directory.accountOf(`${parts.user}@lid`) ?? null;
  return ctx.accountFor(parts.user);
}

function devicesOf(account: Account): BinaryNode {
  const list = [...account.devices.values()]
    .sort((a, b) => a.id - b.id)
    .map((device) => node('device', { id: String(device.id), 'key-index': device.id === 0 ? undefined : String(device.keyIndex) }));
  return node('devices', {}, [node('device-list', {}, list)]);
}

export async function answerUsync(ctx: ServerContext, asker: Device, iq: BinaryNode): Promise<BinaryNode> {
  const usync = child(iq, 'usync');
  const protocols = allChildren(child(usync, 'query')).map((p) => p.tag);
  const users: Asked[] = children(child(usync, 'list'), 'user').map((user) => {
    const contact = textOf(child(user, 'contact'));
    return { node: user, jid: user.attrs.jid ?? null, phone: contact ? contact.replace(/\D/g, '') || null : null };
  });
  const refusing =
    usync?.attrs.context === 'message' &&
    protocols.includes('devices') &&
    users.some((u) => !u.jid || ctx.directory.accountOf(u.jid) !== asker.account) &&
    (ctx.hooks.refuseSend?.(asker) ?? false);
  const list: BinaryNode[] = [];
  for (const asked of users) {
    const account = await accountOf(ctx, asked);
    const jid = asked.jid ?? (asked.phone ? `${asked.phone}@s.whatsapp.net` : null);
    if (!jid) continue;
    const own = account === asker.account;
    const content: BinaryNode[] = [];
    for (const protocol of protocols) {
      if (protocol === 'devices') {
        if (refusing && !own) content.push(node('devices', {}, [node('error', { code: '500', text: 'internal-server-error' })]));
        else content.push(account ? devicesOf(account) : node('devices', {}, [node('device-list', {})]));
      } else if (protocol === 'lid') {
        // Asked by LID, the LID is not echoed (Baileys would log an invalid mapping).
        if (account && !jid.endsWith('@lid')) content.push(node('lid', { val: account.lidJid }));
      } else if (protocol === 'contact') {
        content.push(node('contact', { type: account ? 'in' : 'out' }, asked.phone ? `+${asked.phone}` : undefined));
      } else if (protocol === 'status') {
        content.push(node('status', { t: '0' }));
      }
    }
    list.push(node('user', { jid: account && asked.phone ? account.pnJid : jid }, content));
  }
  return iqResult(iq, [
    node('usync', { sid: usync?.attrs.sid, mode: usync?.attrs.mode ?? 'query', context: usync?.attrs.context, index: '0', last: 'true' }, [
      node('list', {}, list),
    ]),
  ]);
}
