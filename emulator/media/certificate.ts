/**
 * The media host's TLS certificate: self-signed for 127.0.0.1, made when the emulator starts.
 * Only a client given it as its CA (the emulator's phones, a session-node started for the
 * emulator) connects; everything else refuses the host, as it should.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

const YEAR_MS = 365 * 24 * 3600 * 1000;

export type TlsCertificate = { key: string; cert: string };

export function makeTlsCertificate(host = '127.0.0.1', now = Date.now()): TlsCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${Date.now().toString(16)}`;
  cert.validity.notBefore = new Date(now - 60_000);
  cert.validity.notAfter = new Date(now + YEAR_MS);
  const name = [{ name: 'commonName', value: 'Kurir WhatsApp emulator media host' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: host }] },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { key: privateKey, cert: forge.pki.certificateToPem(cert) };
}
