/** Small helpers over Baileys' `BinaryNode`, the stanza shape its codec reads and writes. */
import { type BinaryNode, getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';

export type Attrs = Record<string, string | undefined>;

/** A node; attributes left undefined are dropped. */
export function node(tag: string, attrs: Attrs = {}, content?: BinaryNode[] | Uint8Array | string): BinaryNode {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) clean[key] = value;
  return content === undefined ? { tag, attrs: clean } : { tag, attrs: clean, content };
}

export function child(parent: BinaryNode | undefined, tag: string): BinaryNode | undefined {
  return getBinaryNodeChild(parent, tag);
}

export function children(parent: BinaryNode | undefined, tag: string): BinaryNode[] {
  return getBinaryNodeChildren(parent, tag);
}

/** Every child node, whatever its tag. */
export function allChildren(parent: BinaryNode | undefined): BinaryNode[] {
  return Array.isArray(parent?.content) ? parent.content : [];
}

/** A node's content as bytes (a string content as its UTF-8), or null when it has none. */
export function bytesOf(n: BinaryNode | undefined): Buffer | null {
  if (!n) return null;
  if (n.content instanceof Uint8Array) return Buffer.from(n.content);
  if (typeof n.content === 'string') return Buffer.from(n.content, 'utf8');
  return null;
}

export function textOf(n: BinaryNode | undefined): string | null {
  return bytesOf(n)?.toString('utf8') ?? null;
}

/** A big-endian unsigned integer from a node's bytes (registration ids, key ids). */
export function uintOf(n: BinaryNode | undefined): number | null {
  const bytes = bytesOf(n);
  if (!bytes || bytes.length === 0 || bytes.length > 6) return null;
  return bytes.readUIntBE(0, bytes.length);
}

export function uintBytes(value: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  out.writeUIntBE(value, 0, length);
  return out;
}

/** Seconds since the epoch, as WhatsApp's `t` attributes carry them. */
export function unixTime(now = Date.now()): string {
  return String(Math.floor(now / 1000));
}

/** An `<iq type="error">` answering `iq` with WhatsApp's error child. */
export function iqError(iq: BinaryNode, code: number, text: string): BinaryNode {
  return node('iq', { id: iq.attrs.id, type: 'error', from: 's.whatsapp.net' }, [node('error', { code: String(code), text })]);
}

/** An `<iq type="result">` answering `iq`. */
export function iqResult(iq: BinaryNode, content?: BinaryNode[]): BinaryNode {
  return node('iq', { id: iq.attrs.id, type: 'result', from: iq.attrs.to ?? 's.whatsapp.net' }, content);
}
