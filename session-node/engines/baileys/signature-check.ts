/**
 * Baileys 7.0.0-rc14's `Curve.verify` answers true for any well-formed signature: it returns true
 * unless libsignal's `verifySignature` throws, and that returns false (never throws) for a
 * signature of another key. Every check made with it passes: the server's Noise certificate
 * chain (so any server would be taken for WhatsApp) and the phone's signature over a new
 * companion. The session-node puts a verify that reads the answer in its place, once, before any
 * socket is made: XEdDSA over the 32-byte Montgomery key, as libsignal checks it.
 */
import { Curve } from '@whiskeysockets/baileys';
import { verify } from 'curve25519-js';

/** Whether `signature` is `key`'s over `message`; false for anything malformed. */
export function verifySignature(key: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  // Signal keys may carry their type byte (5) in front.
  const raw = key.length === 33 && key[0] === 5 ? key.subarray(1) : key;
  if (raw.length !== 32 || signature?.length !== 64 || !message) return false;
  try {
    return verify(raw, message, signature);
  } catch {
    return false;
  }
}

export function checkSignaturesForReal(): void {
  Curve.verify = verifySignature;
}
