/**
 * The server's half of the Noise handshake against Baileys' own client half (`makeNoiseHandler`):
 * if these agree, every Baileys client does. The certificate chain is checked as the session-node
 * checks it (a verify that reads its answer), under the emulator's root and under another.
 */
import {
  type BinaryNode,
  Curve,
  encodeBinaryNode,
  makeNoiseHandler,
  NOISE_WA_HEADER,
  proto,
  WA_CERT_DETAILS,
} from '@whiskeysockets/baileys';
import { verify } from 'curve25519-js';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCertificateChain } from '../../../emulator/wire/certificates';
import { frame } from '../../../emulator/wire/frames';
import { NoiseResponder } from '../../../emulator/wire/noise';

const WHATSAPP_ROOT = Buffer.from(WA_CERT_DETAILS.PUBLIC_KEY);
const BAILEYS_VERIFY = Curve.verify;

/** XEdDSA that reads its answer (Baileys' own `Curve.verify` takes any well-formed signature as valid). */
function verifySignature(key: Uint8Array, message: Uint8Array, signature: Uint8Array | null | undefined): boolean {
  const raw = key.length === 33 ? key.subarray(1) : key;
  return signature?.length === 64 && verify(raw, message, signature);
}
afterEach(() => {
  WA_CERT_DETAILS.PUBLIC_KEY = WHATSAPP_ROOT;
  Curve.verify = BAILEYS_VERIFY;
});

/** A Baileys client's handshake with the responder, to the split; the transports of both sides. */
function handshake(trustRoot: Buffer) {
  Curve.verify = verifySignature;
  const root = Curve.generateKeyPair();
  const chain = makeCertificateChain(root);
  WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(trustRoot.length ? trustRoot : root.public);
  const ephemeral = Curve.generateKeyPair();
  const noiseKey = Curve.generateKeyPair();
  const client = makeNoiseHandler({ keyPair: ephemeral, NOISE_HEADER: NOISE_WA_HEADER, logger: pino({ level: 'silent' }) });
  const server = new NoiseResponder(chain.serverStatic, chain.encoded);
  const hello = server.respond(proto.HandshakeMessage.encode({ clientHello: { ephemeral: ephemeral.public } }).finish());
  const keyEnc = client.processHandshake(proto.HandshakeMessage.decode(hello), noiseKey);
  const payload = client.encrypt(proto.ClientPayload.encode({ username: 6281234567890, device: 3, passive: true }).finish());
  const finish = server.finish(proto.HandshakeMessage.encode({ clientFinish: { static: keyEnc, payload } }).finish());
  return { client, finish, noiseKey };
}

describe('the Noise XX handshake, server side', () => {
  it("agrees with Baileys' client: the client's static key and payload come through, and the transport works both ways", async () => {
    const { client, finish, noiseKey } = handshake(Buffer.alloc(0));
    expect(finish.clientStatic.equals(Buffer.from(noiseKey.public))).toBe(true);
    expect(Number(finish.payload.username)).toBe(6281234567890);
    expect(finish.payload.device).toBe(3);
    await client.finishInit();
    // Client to server: a frame Baileys encodes is one the server decrypts, and the reverse.
    // The client's first frame carries the intro it never sent here (its hello went around it).
    const up = client.encodeFrame(Buffer.from('ping'));
    expect(finish.transport.decrypt(up.subarray(NOISE_WA_HEADER.length + 3)).toString()).toBe('ping');
    const down = frame(finish.transport.encrypt(encodeBinaryNode({ tag: 'iq', attrs: { id: 'pong-1', type: 'result' } })));
    const received = await new Promise<BinaryNode>((resolve) => void client.decodeFrame(down, (node) => resolve(node as BinaryNode)));
    expect(received).toMatchObject({ tag: 'iq', attrs: { id: 'pong-1', type: 'result' } });
  });

  it("is refused by a client that trusts WhatsApp's root, not the emulator's", () => {
    expect(() => handshake(WHATSAPP_ROOT)).toThrow('noise intermediate certificate signature invalid');
  });

  it("chains the server's key to the root: intermediate signed by the root, leaf by the intermediate", () => {
    const root = Curve.generateKeyPair();
    const chain = makeCertificateChain(root);
    const decoded = proto.CertChain.decode(chain.encoded);
    const intermediate = proto.CertChain.NoiseCertificate.Details.decode(decoded.intermediate?.details ?? new Uint8Array());
    const leaf = proto.CertChain.NoiseCertificate.Details.decode(decoded.leaf?.details ?? new Uint8Array());
    expect(verifySignature(root.public, decoded.intermediate?.details ?? new Uint8Array(), decoded.intermediate?.signature)).toBe(true);
    expect(verifySignature(intermediate.key ?? new Uint8Array(), decoded.leaf?.details ?? new Uint8Array(), decoded.leaf?.signature)).toBe(
      true,
    );
    expect(Buffer.from(leaf.key ?? []).equals(Buffer.from(chain.serverStatic.public))).toBe(true);
    expect(intermediate.issuerSerial).toBe(0);
  });
});
