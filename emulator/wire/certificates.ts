/**
 * The emulator's certificate chain. WhatsApp Web's client checks that the server's Noise static
 * key comes with a leaf certificate signed by an intermediate, itself signed by WhatsApp's root
 * key (`WA_CERT_DETAILS`). The emulator has a root of its own: only a client told to trust it
 * (a session-node started for the emulator, or the emulator's own phones) accepts the chain.
 */
import { Curve, type KeyPair, proto } from '@whiskeysockets/baileys';

/** The issuer serial Baileys requires of the intermediate (`WA_CERT_DETAILS.SERIAL`). */
const ROOT_SERIAL = 0;
const INTERMEDIATE_SERIAL = 1;
const LEAF_SERIAL = 2;
const YEAR_S = 365 * 24 * 3600;

export type CertificateChain = {
  /** The root's public key (32 bytes): what a client must put in `WA_CERT_DETAILS.PUBLIC_KEY`. */
  rootPublicKey: Buffer;
  /** The server's static Noise key pair. */
  serverStatic: KeyPair;
  /** The encoded `CertChain` sent in the server hello. */
  encoded: Uint8Array;
};

function certificate(signer: KeyPair, details: proto.CertChain.NoiseCertificate.IDetails): proto.CertChain.INoiseCertificate {
  const encoded = proto.CertChain.NoiseCertificate.Details.encode(details).finish();
  return { details: encoded, signature: Curve.sign(signer.private, encoded) };
}

/** A fresh root, intermediate and server key, the chain linking them, valid for a year from `now`. */
export function makeCertificateChain(root: KeyPair = Curve.generateKeyPair(), now = Date.now()): CertificateChain {
  const intermediate = Curve.generateKeyPair();
  const serverStatic = Curve.generateKeyPair();
  const notBefore = Math.floor(now / 1000);
  const validity = { notBefore, notAfter: notBefore + YEAR_S };
  const chain = proto.CertChain.encode({
    intermediate: certificate(root, { serial: INTERMEDIATE_SERIAL, issuerSerial: ROOT_SERIAL, key: intermediate.public, ...validity }),
    leaf: certificate(intermediate, { serial: LEAF_SERIAL, issuerSerial: INTERMEDIATE_SERIAL, key: serverStatic.public, ...validity }),
  }).finish();
  return { rootPublicKey: Buffer.from(root.public), serverStatic, encoded: chain };
}
