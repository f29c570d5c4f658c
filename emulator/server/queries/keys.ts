/**
 * `xmlns="encrypt"`: the Signal keys WhatsApp's servers keep for each device. A device uploads
 * its one-time prekeys and its signed prekey; anyone fetches a device's bundle (identity, signed
 * prekey, one one-time prekey, used up as it is handed out) to start a session with it.
 */
import { randomBytes } from 'node:crypto';
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Device } from '../../directory/accounts';
import { bytesOf, child, children, iqError, iqResult, node, uintBytes, uintOf, unixTime } from '../../wire/nodes';
import type { ServerContext } from '../context';

const KEY_TYPE = Buffer.from([5]);

function readSignedPreKey(skey: BinaryNode | undefined): Device['keys']['signedPreKey'] | null {
  const id = uintOf(child(skey, 'id'));
  const value = bytesOf(child(skey, 'value'));
  const signature = bytesOf(child(skey, 'signature'));
  return id === null || !value || !signature ? null : { id, public: value, signature };
}

/** Below this many one-time prekeys the server asks the device for more, as WhatsApp's does. */
const LOW_PREKEYS = 5;

/** A device's bundle as `parseAndInjectE2ESessions` reads it; one one-time prekey is used up. */
function bundle(device: Device, jid: string, onLow: (device: Device) => void): BinaryNode {
  const { keys } = device;
  const content: BinaryNode[] = [
    node('registration', {}, uintBytes(keys.registrationId, 4)),
    node('type', {}, KEY_TYPE),
    node('identity', {}, keys.identityKey),
    node('skey', {}, [
      node('id', {}, uintBytes(keys.signedPreKey.id, 3)),
      node('value', {}, keys.signedPreKey.public),
      node('signature', {}, keys.signedPreKey.signature),
    ]),
  ];
  const first = device.preKeys.entries().next();
  if (!first.done) {
    const [id, value] = first.value;
    device.preKeys.delete(id);
    content.push(node('key', {}, [node('id', {}, uintBytes(id, 3)), node('value', {}, value)]));
    if (device.preKeys.size < LOW_PREKEYS) onLow(device);
  }
  return node('user', { jid }, content);
}

export function answerKeys(ctx: ServerContext, device: Device, iq: BinaryNode): BinaryNode {
  if (iq.attrs.type === 'get' && child(iq, 'count')) {
    return iqResult(iq, [node('count', { value: String(device.preKeys.size) })]);
  }
  if (iq.attrs.type === 'get' && child(iq, 'digest')) {
    const { keys } = device;
    return iqResult(iq, [
      node('digest', {}, [
        node('registration', {}, uintBytes(keys.registrationId, 4)),
        node('type', {}, KEY_TYPE),
        node('identity', {}, keys.identityKey),
        node('skey', {}, [node('id', {}, uintBytes(keys.signedPreKey.id, 3))]),
        node(
          'list',
          {},
          [...device.preKeys.keys()].map((id) => node('id', {}, uintBytes(id, 3))),
        ),
      ]),
    ]);
  }
  if (iq.attrs.type === 'get' && child(iq, 'key')) return answerBundles(ctx, iq);
  if (iq.attrs.type === 'set' && child(iq, 'rotate')) {
    const signed = readSignedPreKey(child(child(iq, 'rotate'), 'skey'));
    if (!signed) return iqError(iq, 400, 'bad-request');
    device.keys = { ...device.keys, signedPreKey: signed };
    return iqResult(iq);
  }
  if (iq.attrs.type === 'set' && child(iq, 'list')) {
    const registrationId = uintOf(child(iq, 'registration'));
    const identity = bytesOf(child(iq, 'identity'));
    const signed = readSignedPreKey(child(iq, 'skey'));
    if (registrationId === null || !identity || !signed) return iqError(iq, 400, 'bad-request');
    if (!identity.equals(device.keys.identityKey)) {
      // A reinstall: the device's identity changed, and every session with it must start again.
      ctx.logger.info({ device: device.pnJid }, 'a device uploaded a new identity key');
    }
    device.keys = { registrationId, identityKey: identity, signedPreKey: signed };
    for (const key of children(child(iq, 'list'), 'key')) {
      const id = uintOf(child(key, 'id'));
      const value = bytesOf(child(key, 'value'));
      if (id !== null && value) device.preKeys.set(id, value);
    }
    ctx.hooks.keysUploaded?.(device);
    return iqResult(iq);
  }
  return iqError(iq, 501, 'feature-not-implemented');
}

/** `<key><user jid [reason]/>…</key>`: the bundle of each device named. */
function answerBundles(ctx: ServerContext, iq: BinaryNode): BinaryNode {
  const users = children(child(iq, 'key'), 'user');
  const list = users.map((user) => {
    const jid = user.attrs.jid ?? '';
    const device = ctx.directory.deviceOf(jid);
    return device
      ? bundle(device, jid, (low) => askForPreKeys(ctx, low))
      : node('user', { jid }, [node('error', { code: '404', text: 'item-not-found' })]);
  });
  return iqResult(iq, [node('list', {}, list)]);
}

/** `<notification type="encrypt"><count/></notification>`: a device low on one-time prekeys uploads more. */
function askForPreKeys(ctx: ServerContext, device: Device): void {
  ctx.delivery.deliver(
    device,
    node('notification', { from: 's.whatsapp.net', type: 'encrypt', id: `pk.${randomBytes(6).toString('hex')}`, t: unixTime() }, [
      node('count', { value: String(device.preKeys.size) }),
    ]),
  );
}
