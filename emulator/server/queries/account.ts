/**
 * The small queries a client makes about its own account and the service: keep-alive pings,
 * `passive`, the A/B props, privacy settings and tokens, the blocklist, app-state sync (no
 * patches: the emulator's phones keep no chat settings), dirty bits, media hosts, pictures.
 */
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Device } from '../../directory/accounts';
import { allChildren, child, children, iqError, iqResult, node } from '../../wire/nodes';
import type { ServerContext } from '../context';

/** How long a client may keep the media hosts it was told (seconds). */
const MEDIA_CONN_TTL_S = 3_600;

export function answerPrivacy(device: Device, iq: BinaryNode): BinaryNode {
  const { account } = device;
  if (child(iq, 'tokens')) return iqResult(iq);
  if (iq.attrs.type === 'set') {
    for (const category of children(child(iq, 'privacy'), 'category')) {
      if (category.attrs.name && category.attrs.value) account.privacy.set(category.attrs.name, category.attrs.value);
    }
    return iqResult(iq);
  }
  return iqResult(iq, [
    node(
      'privacy',
      {},
      [...account.privacy].map(([name, value]) => node('category', { name, value })),
    ),
  ]);
}

export function answerBlocklist(device: Device, iq: BinaryNode): BinaryNode {
  const { account } = device;
  if (iq.attrs.type === 'set') {
    const item = child(iq, 'item');
    const jid = item?.attrs.jid;
    if (!jid) return iqError(iq, 400, 'bad-request');
    if (item.attrs.action === 'block') account.blocklist.add(jid);
    else account.blocklist.delete(jid);
    return iqResult(iq);
  }
  return iqResult(iq, [
    node(
      'list',
      {},
      [...account.blocklist].map((jid) => node('item', { jid })),
    ),
  ]);
}

/** Every collection asked for comes back, at its version and with nothing new (one left out would be asked for forever). */
export function answerAppState(iq: BinaryNode): BinaryNode {
  const collections = children(child(iq, 'sync'), 'collection');
  return iqResult(iq, [
    node(
      'sync',
      {},
      collections.map((c) => node('collection', { name: c.attrs.name, version: c.attrs.version ?? '0' })),
    ),
  ]);
}

export function answerMediaConn(ctx: ServerContext, device: Device, iq: BinaryNode): BinaryNode {
  return iqResult(iq, [
    node(
      'media_conn',
      { auth: ctx.media.authFor(device), ttl: String(MEDIA_CONN_TTL_S), auth_ttl: String(MEDIA_CONN_TTL_S), max_buckets: '12' },
      [node('host', { hostname: ctx.media.hostname, maxContentLengthBytes: String(100 * 1024 * 1024) })],
    ),
  ]);
}

export function answerProps(iq: BinaryNode): BinaryNode {
  return iqResult(iq, [node('props', { protocol: '1', hash: 'emulator-1' })]);
}

/** Queries that need only a `result`. */
export function answerPlain(iq: BinaryNode): BinaryNode {
  return iqResult(iq);
}

/** A query the emulator does not implement: an error the client can read, never silence (60 s lost). */
export function answerUnknown(ctx: ServerContext, iq: BinaryNode): BinaryNode {
  ctx.logger.debug({ xmlns: iq.attrs.xmlns, first: allChildren(iq)[0]?.tag }, 'a query the emulator does not implement');
  return iqError(iq, 501, 'feature-not-implemented');
}
