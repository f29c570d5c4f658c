/**
 * A short hash of a text (32-bit FNV-1a in base 36), for an asset's URL: a new version of the text
 * gets a new URL, so the old one can be cached for good. Not for anything a secret depends on.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
