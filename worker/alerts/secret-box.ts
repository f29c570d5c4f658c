/**
 * The SMTP password, which the worker must send to the mail server and so cannot keep as a hash:
 * encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from the worker's ADMIN_TOKEN
 * secret, which never leaves Cloudflare's secrets. A copy of D1 alone opens nothing. Rotating
 * ADMIN_TOKEN makes the stored password unreadable: the settings page then asks for it again.
 */
const encoder = new TextEncoder();
const VERSION = 'v1';

async function keyFrom(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('kurir'), info: encoder.encode('alerts/smtp-password/v1') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export async function seal(secret: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(secret), encoder.encode(plain)));
  return `${VERSION}.${toBase64(iv)}.${toBase64(sealed)}`;
}

/** The plain text, or null when it cannot be read (another key: ADMIN_TOKEN was rotated). */
export async function open(secret: string, box: string): Promise<string | null> {
  const [version, iv, sealed] = box.split('.');
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await keyFrom(secret), fromBase64(sealed));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
