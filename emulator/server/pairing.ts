/**
 * The server's half of linking a companion (a WhatsApp Web client such as Kurir's session): it
 * hands the new client refs for its QR, relays a pairing code's key exchange, and, once the
 * account's main phone vouched for the companion, tells it `pair-success` and has it log in again
 * (stream error 515). The phone's half (reading the QR, signing) is in `phones/linking.ts`.
 */
import { randomBytes } from 'node:crypto';
import { type BinaryNode, hmacSign, proto } from '@whiskeysockets/baileys';
import type { Account, Device, DeviceKeys } from '../directory/accounts';
import { bytesOf, child, node, textOf, unixTime } from '../wire/nodes';
import type { ClientConnection } from './client-connection';

/** Refs per `pair-device`: the client shows one QR per ref (60 s for the first, 20 s each after). */
const REFS = 6;

/** A pairing code's first step, as the companion sent it (`companion_hello`). */
export type CodeRequest = {
  /** The number the companion asked to link to. */
  phoneNumber: string;
  /** salt (32) ‖ iv (16) ‖ AES-CTR(key from the code, the companion's ephemeral public key). */
  wrappedCompanionEphemeral: Buffer;
  ref: string;
};

/** A companion waiting to be linked. */
export class Registration {
  codeRequest: CodeRequest | null = null;
  private finishWaiters: Array<(finish: BinaryNode) => void> = [];

  constructor(
    readonly connection: ClientConnection,
    readonly noiseKey: Buffer,
    readonly keys: DeviceKeys,
    readonly refs: string[],
  ) {}

  /** Resolves with the companion's `companion_finish` (its key bundle for the pairing code). */
  companionFinish(): Promise<BinaryNode> {
    return new Promise((resolve) => this.finishWaiters.push(resolve));
  }

  finished(finish: BinaryNode): void {
    for (const resolve of this.finishWaiters.splice(0)) resolve(finish);
  }
}

/** What the main phone says for the companion: its signed identity and the key of the HMAC around it. */
export type PhoneApproval = {
  /** ADVSignedDeviceIdentity, signed by the phone's identity key. */
  signedIdentity: Uint8Array;
  /** The ADV secret: from the QR, or agreed through the pairing code. */
  advSecret: Buffer;
  keyIndex: number;
};

export class Pairings {
  private readonly byRef = new Map<string, Registration>();
  private readonly byConnection = new Map<ClientConnection, Registration>();

  /** A client without a login arrived: it gets its refs (`pair-device`) and waits for a scan. */
  start(connection: ClientConnection, noiseKey: Buffer, pairing: proto.ClientPayload.IDevicePairingRegistrationData): Registration {
    const { eRegid, eIdent, eSkeyId, eSkeyVal, eSkeySig } = pairing;
    if (!eRegid || !eIdent || !eSkeyId || !eSkeyVal || !eSkeySig) throw new Error('the registration payload is incomplete');
    const keys: DeviceKeys = {
      registrationId: Buffer.from(eRegid).readUIntBE(0, eRegid.length),
      identityKey: Buffer.from(eIdent),
      signedPreKey: {
        id: Buffer.from(eSkeyId).readUIntBE(0, eSkeyId.length),
        public: Buffer.from(eSkeyVal),
        signature: Buffer.from(eSkeySig),
      },
    };
    const refs = Array.from({ length: REFS }, () => `2@${randomBytes(24).toString('base64')}`);
    const registration = new Registration(connection, noiseKey, keys, refs);
    for (const ref of refs) this.byRef.set(ref, registration);
    this.byConnection.set(connection, registration);
    connection.send(
      node('iq', { from: 's.whatsapp.net', type: 'set', id: randomBytes(6).toString('hex'), xmlns: 'md' }, [
        node(
          'pair-device',
          {},
          refs.map((ref) => node('ref', {}, ref)),
        ),
      ]),
    );
    return registration;
  }

  byQrRef(ref: string): Registration | undefined {
    const registration = this.byRef.get(ref);
    return registration?.connection.open ? registration : undefined;
  }

  /** The newest open registration of a Kurir session (`?device=` label). */
  byLabel(label: string): Registration | undefined {
    let found: Registration | undefined;
    for (const registration of this.byConnection.values()) {
      if (registration.connection.label === label && registration.connection.open) found = registration;
    }
    return found;
  }

  /** The newest open registration that asked for a pairing code for `phoneNumber`. */
  byCodeNumber(phoneNumber: string): Registration | undefined {
    let found: Registration | undefined;
    for (const registration of this.byConnection.values()) {
      if (registration.codeRequest?.phoneNumber === phoneNumber && registration.connection.open) found = registration;
    }
    return found;
  }

  forget(connection: ClientConnection): void {
    const registration = this.byConnection.get(connection);
    if (!registration) return;
    this.byConnection.delete(connection);
    for (const ref of registration.refs) this.byRef.delete(ref);
    if (registration.codeRequest) this.byRef.delete(registration.codeRequest.ref);
  }

  /** `companion_hello`: the companion asked for a pairing code to link to `jid`. */
  codeRequested(connection: ClientConnection, iq: BinaryNode): BinaryNode {
    const registration = this.byConnection.get(connection);
    const reg = child(iq, 'link_code_companion_reg');
    const wrapped = bytesOf(child(reg, 'link_code_pairing_wrapped_companion_ephemeral_pub'));
    const phoneNumber = /^(\d+)@s\.whatsapp\.net$/.exec(reg?.attrs.jid ?? '')?.[1];
    if (!registration || !wrapped || wrapped.length !== 80 || !phoneNumber) {
      return node('iq', { id: iq.attrs.id, type: 'error', from: 's.whatsapp.net' }, [node('error', { code: '400', text: 'bad-request' })]);
    }
    const ref = randomBytes(16).toString('hex');
    registration.codeRequest = { phoneNumber, wrappedCompanionEphemeral: wrapped, ref };
    this.byRef.set(ref, registration);
    return node('iq', { id: iq.attrs.id, type: 'result', from: 's.whatsapp.net' }, [
      node('link_code_companion_reg', {}, [node('link_code_pairing_ref', {}, Buffer.from(ref))]),
    ]);
  }

  /** `companion_finish`: the companion's key bundle, for the phone waiting on it. */
  companionFinished(connection: ClientConnection, iq: BinaryNode): BinaryNode {
    const registration = this.byConnection.get(connection);
    if (!registration?.codeRequest)
      return node('iq', { id: iq.attrs.id, type: 'error', from: 's.whatsapp.net' }, [node('error', { code: '400', text: 'bad-request' })]);
    registration.finished(iq);
    return node('iq', { id: iq.attrs.id, type: 'result', from: 's.whatsapp.net' });
  }

  /** Relays the phone's half of a pairing code to the companion (`primary_hello`). */
  sendPrimaryHello(registration: Registration, primaryIdentity: Buffer, wrappedPrimaryEphemeral: Buffer): void {
    const ref = registration.codeRequest?.ref;
    if (!ref) throw new Error('no pairing code was asked for');
    registration.connection.send(
      node('notification', { from: 's.whatsapp.net', type: 'link_code_companion_reg', id: randomBytes(6).toString('hex'), t: unixTime() }, [
        node('link_code_companion_reg', { stage: 'primary_hello' }, [
          node('link_code_pairing_ref', {}, Buffer.from(ref)),
          node('primary_identity_pub', {}, primaryIdentity),
          node('link_code_pairing_wrapped_primary_ephemeral_pub', {}, wrappedPrimaryEphemeral),
        ]),
      ]),
    );
  }

  /**
   * Links the companion as a new device of `account`, with the phone's approval: `pair-success`,
   * the companion's signed answer, then stream error 515 so that it logs in with its new login.
   */
  async link(registration: Registration, account: Account, approval: PhoneApproval): Promise<Device> {
    const device = account.addDevice(registration.noiseKey, registration.keys, { keyIndex: approval.keyIndex });
    const hmac = hmacSign(Buffer.from(approval.signedIdentity), approval.advSecret);
    const identityHmac = proto.ADVSignedDeviceIdentityHMAC.encode({ details: approval.signedIdentity, hmac }).finish();
    const answer = await registration.connection.query(
      node('iq', { from: 's.whatsapp.net', type: 'set', t: unixTime(), xmlns: 'md' }, [
        node('pair-success', {}, [
          node('device-identity', { 'key-index': String(approval.keyIndex) }, identityHmac),
          node('platform', { name: 'android' }),
          node('device', { jid: device.pnJid, lid: device.lidJid }),
        ]),
      ]),
    );
    if (answer.attrs.type !== 'result' || !child(answer, 'pair-device-sign')) {
      account.devices.delete(device.id);
      throw new Error(`the companion refused the pairing: ${textOf(child(answer, 'error')) ?? answer.attrs.type}`);
    }
    this.forget(registration.connection);
    registration.connection.close(515);
    return device;
  }
}
