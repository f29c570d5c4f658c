/**
 * Carrying what clients send each other. A message stanza names, per recipient device, the
 * ciphertext for it (`participants/to/enc`); the server acks the sender, cuts the stanza into one
 * per device, addressed from the sender's device, and delivers or holds each. Receipts go back to
 * the author's devices, chat states and calls to the other side. Nothing is decrypted here.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account, Device } from '../directory/accounts';
import { allChildren, child, children, node, unixTime } from '../wire/nodes';
import type { ServerContext } from './context';

/** Attributes of a sent message that travel to its recipients. */
const FORWARDED_ATTRS = ['type', 'edit', 'category', 'push_priority'] as const;

/** How long after accepting a message the server's refusal (an error ack) arrives. */
const ERROR_ACK_DELAY_MS = 50;

function forwarded(stanza: BinaryNode): Record<string, string | undefined> {
  const attrs: Record<string, string | undefined> = {};
  for (const name of FORWARDED_ATTRS) attrs[name] = stanza.attrs[name];
  return attrs;
}

/** The sender's message as one recipient device gets it: `addressing` says from whom, and in which chat. */
function delivered(sender: Device, stanza: BinaryNode, addressing: Record<string, string | undefined>, pieces: BinaryNode[]): BinaryNode {
  const attrs = { ...forwarded(stanza), id: stanza.attrs.id, t: unixTime(), ...addressing, notify: sender.account.pushName || undefined };
  return node('message', attrs, pieces);
}

/** The ciphertexts a device gets: its own `enc`, then the group's `skmsg` (the SKDM must be read first). */
function piecesFor(own: BinaryNode | undefined, groupCipher: BinaryNode | undefined, deviceIdentity: BinaryNode | undefined): BinaryNode[] {
  const pieces: BinaryNode[] = [];
  if (own) pieces.push(own);
  if (groupCipher) pieces.push(groupCipher);
  if (own?.attrs.type === 'pkmsg' && deviceIdentity) pieces.push(deviceIdentity);
  return pieces;
}

/** `ack: false`: the server takes the message but its ack never reaches the sender (the connection is about to die). */
export function routeMessage(ctx: ServerContext, sender: Device, stanza: BinaryNode, options: { ack: boolean } = { ack: true }): void {
  const { id, to } = stanza.attrs;
  if (!id || !to) return;
  const group = to.endsWith('@g.us');
  // Withheld (blocked by the recipient, or never delivered to this number): accepted, then silence or a refusal.
  const withheld = group ? null : (ctx.hooks.withhold?.(sender, to) ?? null);
  const refusal = withheld?.code ?? ctx.hooks.errorAck?.(sender, to) ?? null;
  const ack = node('ack', { class: 'message', id, from: to, t: unixTime(), error: refusal === null ? undefined : String(refusal) });
  if (refusal !== null) {
    // Accepted on the wire, refused after: nothing is delivered.
    setTimeout(() => sender.link?.send(ack), ERROR_ACK_DELAY_MS);
    return;
  }
  if (options.ack) sender.link?.send(ack);
  if (withheld) {
    ctx.hooks.messageSent?.(sender, stanza, []);
    return;
  }
  const recipients = group ? routeGroupMessage(ctx, sender, stanza, to, id) : routeChatMessage(ctx, sender, stanza, to);
  ctx.hooks.messageSent?.(sender, stanza, recipients);
}

function routeChatMessage(ctx: ServerContext, sender: Device, stanza: BinaryNode, to: string): Device[] {
  const deviceIdentity = child(stanza, 'device-identity');
  const lidAddressed = to.endsWith('@lid');
  // The chat, when this stanza goes to one device only (a retry, a peer message): `recipient` or the `to`'s user.
  const chat = stanza.attrs.recipient ?? to;
  // One ciphertext per device. A resend to one device (`to` a device) may name it twice, in
  // `participants` and as the stanza's own `enc` (with the retry count): the device gets it once.
  const targets = new Map<Device, BinaryNode>();
  for (const entry of children(child(stanza, 'participants'), 'to')) {
    const device = ctx.directory.deviceOf(entry.attrs.jid ?? '');
    const enc = child(entry, 'enc');
    if (device && enc && device !== sender) targets.set(device, enc);
  }
  const direct = child(stanza, 'enc');
  if (direct) {
    const device = ctx.directory.deviceOf(to);
    if (device && device !== sender) targets.set(device, direct);
  }
  const reached: Device[] = [];
  for (const [device, enc] of targets) {
    const own = device.account === sender.account;
    const chatAccount = own ? ctx.directory.accountOf(chat) : undefined;
    reached.push(device);
    const addressing = {
      from: lidAddressed ? sender.lidJid : sender.pnJid,
      // A copy for the sender's own other devices names the chat it went to.
      recipient: own ? (chatAccount ? chatAccount.jidLike(chat) : chat) : undefined,
      sender_lid: lidAddressed ? undefined : sender.account.lidJid,
      sender_pn: lidAddressed && !sender.account.phoneHidden ? sender.account.pnJid : undefined,
      addressing_mode: lidAddressed ? 'lid' : 'pn',
    };
    ctx.delivery.deliver(device, delivered(sender, stanza, addressing, piecesFor(enc, undefined, deviceIdentity)));
  }
  return reached;
}

function routeGroupMessage(ctx: ServerContext, sender: Device, stanza: BinaryNode, to: string, id: string): Device[] {
  const group = ctx.groups.get(to);
  if (!group?.has(sender.account)) {
    sender.link?.send(node('ack', { class: 'message', id, from: to, error: '403' }));
    return [];
  }
  const deviceIdentity = child(stanza, 'device-identity');
  const groupCipher = allChildren(stanza).find((c) => c.tag === 'enc' && c.attrs.type === 'skmsg');
  const direct = allChildren(stanza).find((c) => c.tag === 'enc' && c.attrs.type !== 'skmsg');
  const own = new Map<Device, BinaryNode>();
  for (const entry of children(child(stanza, 'participants'), 'to')) {
    const device = ctx.directory.deviceOf(entry.attrs.jid ?? '');
    const enc = child(entry, 'enc');
    if (device && enc) own.set(device, enc);
  }
  // A retry resend names the one device it is for.
  const only = stanza.attrs.participant ? ctx.directory.deviceOf(stanza.attrs.participant) : undefined;
  if (only && direct) own.set(only, direct);
  const reached: Device[] = [];
  for (const account of group.participants.keys()) {
    for (const device of account.devices.values()) {
      if (device === sender || (only && device !== only)) continue;
      const pieces = piecesFor(own.get(device), only ? undefined : groupCipher, deviceIdentity);
      if (pieces.length === 0) continue;
      reached.push(device);
      const addressing = {
        from: group.jid,
        participant: sender.lidJid,
        participant_pn: sender.account.phoneHidden ? undefined : sender.pnJid,
        addressing_mode: 'lid',
      };
      ctx.delivery.deliver(device, delivered(sender, stanza, addressing, pieces));
    }
  }
  return reached;
}

/** Receipt types only the receiver's own devices care about, or nobody. */
const LOCAL_RECEIPTS = new Set(['sender', 'peer_msg', 'hist_sync', 'read-self', 'server-error']);

export function routeReceipt(ctx: ServerContext, receiver: Device, stanza: BinaryNode): void {
  const { id, to, participant } = stanza.attrs;
  if (!id) return;
  receiver.link?.send(node('ack', { class: 'receipt', id, from: to, type: stanza.attrs.type }));
  const ids = [id, ...children(child(stanza, 'list'), 'item').map((item) => item.attrs.id ?? '')].filter(Boolean);
  // A receipt is also the device's acknowledgement of the messages it names.
  for (const messageId of ids) ctx.delivery.acknowledged(receiver, 'message', messageId);
  if (!to) return;
  // `inactive`: delivered to a device whose app is in the background; the sender sees it delivered all the same.
  const type = stanza.attrs.type === 'inactive' ? undefined : stanza.attrs.type;
  if (type === 'read' || type === 'read-self') ctx.hooks.read?.(receiver, stanza);
  if (type && LOCAL_RECEIPTS.has(type)) return;
  const pass = () => forwardReceipt(ctx, receiver, stanza, type, to, participant);
  const delay = ctx.hooks.receiptDelay?.(receiver, type) ?? null;
  if (delay === -1) return;
  if (delay === null || delay <= 0) pass();
  else setTimeout(pass, delay);
}

function forwardReceipt(
  ctx: ServerContext,
  receiver: Device,
  stanza: BinaryNode,
  type: string | undefined,
  to: string,
  participant: string | undefined,
): void {
  const t = stanza.attrs.t ?? unixTime();
  const extra = allChildren(stanza);
  if (to.endsWith('@g.us')) {
    const author = participant ? ctx.directory.accountOf(participant) : undefined;
    if (!author) return;
    const from = participant?.endsWith('@lid') ? receiver.lidJid : receiver.pnJid;
    ctx.deliverToAccount(author, () => node('receipt', { from: to, participant: from, id: stanza.attrs.id, type, t }, extra), receiver);
    return;
  }
  const author = ctx.directory.accountOf(to);
  if (!author) return;
  const exact = type === 'retry' && /:\d+@/.test(to) ? ctx.directory.deviceOf(to) : undefined;
  const receipt = node('receipt', { from: receiver.jidLike(to), id: stanza.attrs.id, type, t }, extra);
  if (exact) ctx.delivery.deliver(exact, receipt);
  else ctx.deliverToAccount(author, () => receipt, receiver);
}

export function routeAck(ctx: ServerContext, device: Device, stanza: BinaryNode): void {
  const { id } = stanza.attrs;
  const kind = stanza.attrs.class;
  if (id && kind) ctx.delivery.acknowledged(device, kind, id, stanza.attrs.type);
}

export function routeChatstate(ctx: ServerContext, sender: Device, stanza: BinaryNode): void {
  const to = stanza.attrs.to;
  const state = allChildren(stanza)[0];
  if (!to || !state) return;
  const kind = state.tag === 'composing' && state.attrs.media === 'audio' ? 'recording' : state.tag;
  ctx.hooks.chatstate?.(sender, to, kind);
  if (to.endsWith('@g.us')) {
    const group = ctx.groups.get(to);
    if (!group?.has(sender.account)) return;
    const relayed = node('chatstate', { from: to, participant: sender.account.lidJid }, [state]);
    for (const account of group.participants.keys()) if (account !== sender.account) ctx.deliverToAccount(account, () => relayed);
    return;
  }
  const target = ctx.directory.accountOf(to);
  if (target && target !== sender.account)
    ctx.deliverToAccount(target, () => node('chatstate', { from: sender.account.jidLike(to) }, [state]));
}

/** An account's presence as another sees it: online, or away since `last`. */
function presenceOf(account: Account, like: string): BinaryNode {
  return node('presence', {
    from: account.jidLike(like),
    type: account.presence === 'unavailable' ? 'unavailable' : undefined,
    last: account.presence === 'unavailable' ? String(account.lastSeen) : undefined,
  });
}

export function routePresence(ctx: ServerContext, sender: Device, stanza: BinaryNode): void {
  const { name, type, to } = stanza.attrs;
  const { account } = sender;
  if (name && name !== '~') account.pushName = name;
  if (type === 'subscribe' && to) {
    // The subscriber hears the account's presence now, and each change from here on.
    const target = ctx.directory.accountOf(to);
    if (!target || target === account) return;
    target.presenceSubscribers.add(account);
    ctx.delivery.deliver(sender, presenceOf(target, to));
    return;
  }
  if (type !== 'available' && type !== 'unavailable') return;
  if (account.presence === type) return;
  account.presence = type;
  if (type === 'unavailable') account.lastSeen = Math.floor(Date.now() / 1000);
  for (const subscriber of account.presenceSubscribers) ctx.deliverToAccount(subscriber, () => presenceOf(account, account.pnJid));
}

export function routeCall(ctx: ServerContext, caller: Device, stanza: BinaryNode): void {
  const { id, to } = stanza.attrs;
  const action = allChildren(stanza)[0];
  if (!id || !to || !action) return;
  caller.link?.send(node('ack', { class: 'call', id, from: to, type: action.tag }));
  ctx.hooks.call?.(caller, to, action);
  const target = ctx.directory.accountOf(to);
  if (!target || target === caller.account) return;
  ctx.deliverToAccount(target, () => node('call', { from: caller.account.jidLike(to), id, t: unixTime() }, [action]));
}
