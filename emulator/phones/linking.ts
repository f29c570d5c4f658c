/**
 * The main phone's half of linking a companion: reading the QR it shows (or taking the pairing
 * code the person types), and vouching for the companion's identity key with its own (the ADV
 * signature). The server's half is `server/pairing.ts`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  aesDecryptCTR,
  aesDecryptGCM,
  aesEncryptCTR,
  Curve,
  derivePairingCodeKey,
  hkdf,
  type KeyPair,
  proto,
  WA_ADV_ACCOUNT_SIG_PREFIX,
} from '@whiskeysockets/baileys';
import type { PhoneApproval, Registration } from '../server/pairing';
import { bytesOf, child } from '../wire/nodes';

/** What a QR holds: `https://wa.me/settings/linked_devices#ref,noiseKey,identityKey,advSecret,platform`. */
export type QrContent = { ref: string; noiseKey: Buffer; identityKey: Buffer; advSecret: Buffer };

export class LinkingError extends Error {}

export function readQr(qr: string): QrContent {
  const fields = qr.slice(qr.indexOf('#') + 1).split(',');
  const [ref, noise, identity, adv] = fields;
  if (!ref || !noise || !identity || !adv) throw new LinkingError('this is not a WhatsApp linking QR');
  return {
    ref,
    noiseKey: Buffer.from(noise, 'base64'),
    identityKey: Buffer.from(identity, 'base64'),
    advSecret: Buffer.from(adv, 'base64'),
  };
}

/** The phone's signed statement that `companionIdentity` is a device of its account, under `keyIndex`. */
function vouch(phoneIdentity: KeyPair, companionIdentity: Buffer, keyIndex: number): Uint8Array {
  const details = proto.ADVDeviceIdentity.encode({
    rawId: randomInt(1, 2 ** 31),
    timestamp: Math.floor(Date.now() / 1000),
    keyIndex,
  }).finish();
  const accountSignature = Curve.sign(phoneIdentity.private, Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, details, companionIdentity]));
  return proto.ADVSignedDeviceIdentity.encode({ details, accountSignatureKey: phoneIdentity.public, accountSignature }).finish();
}

/** Approves the companion behind a scanned QR, after checking the QR is that companion's. */
export function approveQr(qr: QrContent, registration: Registration, phoneIdentity: KeyPair, keyIndex: number): PhoneApproval {
  if (!qr.noiseKey.equals(registration.noiseKey) || !qr.identityKey.equals(registration.keys.identityKey)) {
    throw new LinkingError('the QR does not belong to the client waiting with its ref');
  }
  return { signedIdentity: vouch(phoneIdentity, registration.keys.identityKey, keyIndex), advSecret: qr.advSecret, keyIndex };
}

/** salt (32) ‖ iv (16) ‖ AES-CTR(key from the code, `publicKey`): how both sides wrap their ephemeral key. */
async function wrap(code: string, publicKey: Buffer): Promise<Buffer> {
  const salt = randomBytes(32);
  const iv = randomBytes(16);
  return Buffer.concat([salt, iv, aesEncryptCTR(publicKey, await derivePairingCodeKey(code, salt), iv)]);
}

async function unwrap(code: string, wrapped: Buffer): Promise<Buffer> {
  const key = await derivePairingCodeKey(code, wrapped.subarray(0, 32));
  return aesDecryptCTR(wrapped.subarray(48, 80), key, wrapped.subarray(32, 48));
}

/**
 * The phone's side of a pairing code, as the person typing `code` on it: the two ephemeral keys
 * are exchanged wrapped under the code, the companion sends its key bundle, and both derive the
 * ADV secret. A wrong code leaves the bundle undecryptable.
 */
export async function approveCode(
  code: string,
  registration: Registration,
  phoneIdentity: KeyPair,
  keyIndex: number,
  sendPrimaryHello: (wrappedPrimaryEphemeral: Buffer) => void,
  timeoutMs = 15_000,
): Promise<PhoneApproval> {
  const request = registration.codeRequest;
  if (!request) throw new LinkingError('the companion asked for no pairing code');
  const companionEphemeral = await unwrap(code, request.wrappedCompanionEphemeral);
  const primaryEphemeral = Curve.generateKeyPair();
  const finished = registration.companionFinish();
  sendPrimaryHello(await wrap(code, Buffer.from(primaryEphemeral.public)));
  let timer: NodeJS.Timeout | undefined;
  const finish = await Promise.race([
    finished,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new LinkingError('the companion did not finish the pairing (a wrong code?)')), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  const reg = child(finish, 'link_code_companion_reg');
  const bundle = bytesOf(child(reg, 'link_code_pairing_wrapped_key_bundle'));
  const companionIdentity = bytesOf(child(reg, 'companion_identity_public'));
  if (!bundle || bundle.length < 32 + 12 + 16 || !companionIdentity) throw new LinkingError('the companion sent an incomplete key bundle');
  const companionShared = Curve.sharedKey(primaryEphemeral.private, companionEphemeral);
  const bundleKey = Buffer.from(
    hkdf(companionShared, 32, { salt: bundle.subarray(0, 32), info: 'link_code_pairing_key_bundle_encryption_key' }),
  );
  let plain: Buffer;
  try {
    plain = aesDecryptGCM(bundle.subarray(44), bundleKey, bundle.subarray(32, 44), Buffer.alloc(0));
  } catch {
    throw new LinkingError('the pairing code does not match');
  }
  if (!plain.subarray(0, 32).equals(registration.keys.identityKey) || !plain.subarray(32, 64).equals(phoneIdentity.public)) {
    throw new LinkingError('the key bundle names other keys');
  }
  const identityShared = Curve.sharedKey(phoneIdentity.private, companionIdentity);
  const advSecret = Buffer.from(hkdf(Buffer.concat([companionShared, identityShared, plain.subarray(64, 96)]), 32, { info: 'adv_secret' }));
  return { signedIdentity: vouch(phoneIdentity, registration.keys.identityKey, keyIndex), advSecret, keyIndex };
}
