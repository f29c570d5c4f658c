/**
 * Secrets the worker must send on and so cannot keep as a hash (the SMTP password, an AI
 * provider's key): encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from the worker's
 * ADMIN_TOKEN secret, which never leaves Cloudflare's secrets, and from what the secret is for
 * (`purpose`), so a box of one kind never opens as another. A copy of D1 alone opens nothing.
 * Rotating ADMIN_TOKEN makes the stored secrets unreadable: their settings pages ask for them again.
 */
const encoder = new TextEncoder();
const VERSION = 'v1';

/** What a box holds; each gets its own key. */
export type SecretPurpose = 'alerts/smtp-password/v1' | 'assistant/provider-key/v1' | 'assistant/action-secret/v1';

async function keyFrom(secret: string, purpose: SecretPurpose): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('kurir'), info: encoder.encode(purpose) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export async function seal(secret: string, purpose: SecretPurpose, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFrom(secret, purpose), encoder.encode(plain)),
  );
  return `${VERSION}.${toBase64(iv)}.${toBase64(sealed)}`;
}

/** The plain text, or null when it cannot be read (another key: ADMIN_TOKEN was rotated). */
export async function open(secret: string, purpose: SecretPurpose, box: string): Promise<string | null> {
  const [version, iv, sealed] = box.split('.');
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await keyFrom(secret, purpose), fromBase64(sealed));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
