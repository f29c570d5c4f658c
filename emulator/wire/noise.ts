/**
 * The server's half of WhatsApp Web's Noise XX handshake (`Noise_XX_25519_AESGCM_SHA256`, the
 * intro header as prologue), then the transport both ways. The client's half is Baileys' own
 * (`Utils/noise-handler.js`); this mirrors it step by step.
 */
import {
  aesDecryptGCM,
  aesEncryptGCM,
  Curve,
  hkdf,
  type KeyPair,
  NOISE_MODE,
  NOISE_WA_HEADER,
  proto,
  sha256,
} from '@whiskeysockets/baileys';

const EMPTY = Buffer.alloc(0);

function nonce(counter: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeUInt32BE(counter, 8);
  return iv;
}

/** Each direction's key and counter once the handshake is done. */
export class NoiseTransport {
  private sent = 0;
  private received = 0;

  constructor(
    private readonly sendKey: Buffer,
    private readonly receiveKey: Buffer,
  ) {}

  encrypt(plaintext: Uint8Array): Buffer {
    return aesEncryptGCM(plaintext, this.sendKey, nonce(this.sent++), EMPTY);
  }

  decrypt(ciphertext: Uint8Array): Buffer {
    return aesDecryptGCM(ciphertext, this.receiveKey, nonce(this.received++), EMPTY);
  }
}

export type ClientFinish = {
  /** The client's static Noise key: its identity on this connection (the QR's second field). */
  clientStatic: Buffer;
  /** The decrypted `ClientPayload`. */
  payload: proto.ClientPayload;
  transport: NoiseTransport;
};

export class NoiseResponder {
  private hash: Buffer;
  private chainingKey: Buffer;
  private key: Buffer;
  private counter = 0;
  private readonly ephemeral: KeyPair = Curve.generateKeyPair();
  private clientEphemeral: Buffer = EMPTY;

  /** `serverStatic`: this server's static key; `certChain`: the encoded `CertChain` that vouches for it. */
  constructor(
    private readonly serverStatic: KeyPair,
    private readonly certChain: Uint8Array,
  ) {
    const mode = Buffer.from(NOISE_MODE);
    this.hash = mode.length === 32 ? mode : sha256(mode);
    this.chainingKey = this.hash;
    this.key = this.hash;
    this.mixHash(NOISE_WA_HEADER);
  }

  /** The `serverHello` answering the client's first frame. */
  respond(clientHelloFrame: Uint8Array): Buffer {
    const clientEphemeral = proto.HandshakeMessage.decode(clientHelloFrame).clientHello?.ephemeral;
    if (clientEphemeral?.length !== 32) throw new Error('the client hello carries no ephemeral key');
    this.clientEphemeral = Buffer.from(clientEphemeral);
    this.mixHash(this.clientEphemeral);
    this.mixHash(this.ephemeral.public);
    this.mixKey(Curve.sharedKey(this.ephemeral.private, this.clientEphemeral));
    const staticEnc = this.encrypt(this.serverStatic.public);
    this.mixKey(Curve.sharedKey(this.serverStatic.private, this.clientEphemeral));
    const payloadEnc = this.encrypt(this.certChain);
    return Buffer.from(
      proto.HandshakeMessage.encode({ serverHello: { ephemeral: this.ephemeral.public, static: staticEnc, payload: payloadEnc } }).finish(),
    );
  }

  /** Reads the client's `clientFinish` and splits the keys. */
  finish(clientFinishFrame: Uint8Array): ClientFinish {
    const finish = proto.HandshakeMessage.decode(clientFinishFrame).clientFinish;
    if (!finish?.static || !finish.payload) throw new Error('the client finish is incomplete');
    // The client encrypts its static key under the certificate's key, at the counter that read left at 1.
    const clientStatic = this.decrypt(finish.static);
    this.mixKey(Curve.sharedKey(this.ephemeral.private, clientStatic));
    const payload = proto.ClientPayload.decode(this.decrypt(finish.payload));
    const split = Buffer.from(hkdf(EMPTY, 64, { salt: this.chainingKey, info: '' }));
    // The client sends with the first half and receives with the second.
    const transport = new NoiseTransport(split.subarray(32, 64), split.subarray(0, 32));
    return { clientStatic, payload, transport };
  }

  private mixHash(data: Uint8Array): void {
    this.hash = sha256(Buffer.concat([this.hash, data]));
  }

  private mixKey(material: Uint8Array): void {
    const out = Buffer.from(hkdf(Buffer.from(material), 64, { salt: this.chainingKey, info: '' }));
    this.chainingKey = out.subarray(0, 32);
    this.key = out.subarray(32, 64);
    this.counter = 0;
  }

  private encrypt(plaintext: Uint8Array): Buffer {
    const result = aesEncryptGCM(plaintext, this.key, nonce(this.counter++), this.hash);
    this.mixHash(result);
    return result;
  }

  private decrypt(ciphertext: Uint8Array): Buffer {
    const result = aesDecryptGCM(ciphertext, this.key, nonce(this.counter++), this.hash);
    this.mixHash(ciphertext);
    return result;
  }
}
