import { Curve } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { checkSignaturesForReal, verifySignature } from '../../../../session-node/engines/baileys/signature-check';

describe("the signature check the Baileys engine uses in place of Baileys' own", () => {
  const signer = Curve.generateKeyPair();
  const other = Curve.generateKeyPair();
  const message = Buffer.from('a noise certificate');
  const signature = Curve.sign(signer.private, message);

  it("accepts the signer's signature and refuses another key's, with or without the key's type byte", () => {
    expect(verifySignature(signer.public, message, signature)).toBe(true);
    expect(verifySignature(Buffer.concat([Buffer.from([5]), signer.public]), message, signature)).toBe(true);
    expect(verifySignature(other.public, message, signature)).toBe(false);
    expect(verifySignature(signer.public, Buffer.from('another message'), signature)).toBe(false);
    expect(verifySignature(signer.public, message, signature.subarray(0, 63))).toBe(false);
  });

  it("replaces Baileys' verify, which takes another key's signature as valid", () => {
    checkSignaturesForReal();
    expect(Curve.verify(other.public, message, signature)).toBe(false);
    expect(Curve.verify(signer.public, message, signature)).toBe(true);
  });
});
