/**
 * Test doubles for the Baileys engine: an in-memory AuthStore, a session context that records
 * every report, a local WebSocket server for Baileys to connect to, and the binary nodes the
 * WhatsApp server would send (Baileys' own handlers take them from `sock.ws` events, because the
 * Noise handshake cannot complete offline and no real frame can be decrypted).
 */
import type { AddressInfo } from 'node:net';
import {
  type AuthenticationCreds,
  type BinaryNode,
  BufferJSON,
  Curve,
  decodeBinaryNode,
  getBinaryNodeChild,
  hmacSign,
  initAuthCreds,
  NOISE_WA_HEADER,
  proto,
  WA_ADV_ACCOUNT_SIG_PREFIX,
  type WASocket,
} from '@whiskeysockets/baileys';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AuthStore } from '../../../../session-node/engines/auth-store';

export const PHONE = '6281234567890';
export const PHONE_JID = `${PHONE}:12@s.whatsapp.net`;
export const OWN_LID = '111222333444555:12@lid';

export class MemoryAuthStore implements AuthStore {
  readonly keys = new Map<string, string>();
  readonly savedCreds: string[] = [];
  readonly getCalls: Array<{ type: string; ids: string[] }> = [];

  constructor(readonly initialCreds: string | null = null) {}

  get creds(): AuthenticationCreds | null {
    const last = this.savedCreds.at(-1) ?? this.initialCreds;
    return last === null ? null : (JSON.parse(last, BufferJSON.reviver) as AuthenticationCreds);
  }

  async saveCreds(creds: string): Promise<void> {
    this.savedCreds.push(creds);
  }

  async getKeys(type: string, ids: string[]): Promise<Record<string, string>> {
    this.getCalls.push({ type, ids });
    const found: Record<string, string> = {};
    for (const id of ids) {
      const value = this.keys.get(`${type}/${id}`);
      if (value !== undefined) found[id] = value;
    }
    return found;
  }

  async setKeys(data: Record<string, Record<string, string | null>>): Promise<void> {
    for (const [type, values] of Object.entries(data)) {
      for (const [id, value] of Object.entries(values)) {
        if (value === null) this.keys.delete(`${type}/${id}`);
        else this.keys.set(`${type}/${id}`, value);
      }
    }
  }
}

export function serializeCreds(creds: AuthenticationCreds): string {
  return JSON.stringify(creds, BufferJSON.replacer);
}

/** Creds of a device that completed a linking earlier (as a QR scan leaves them). */
export function linkedCreds(): AuthenticationCreds {
  const creds = initAuthCreds();
  creds.me = { id: PHONE_JID, lid: OWN_LID };
  creds.account = { details: Buffer.from('details'), accountSignatureKey: Buffer.alloc(32, 1), accountSignature: Buffer.alloc(64, 2) };
  // It synced history before, so Baileys does not hold events for 20 s awaiting a first sync.
  creds.accountSyncCounter = 1;
  return creds;
}

export { type RecordingContext, type RecordingOptions, recordingContext } from '../recording-context';

/** A local stand-in for WhatsApp's WebSocket endpoint; it accepts connections and stays silent. */
export interface FakeWaServer {
  url: string;
  /** Server-side ends of every connection made, in order. */
  connections: WebSocket[];
  /** Binary frames received, per connection. */
  received: Buffer[][];
  close(): Promise<void>;
}

/** On `port`, or on a free one by default. */
export async function startFakeWaServer(port = 0): Promise<FakeWaServer> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port: listening } = wss.address() as AddressInfo;
  const connections: WebSocket[] = [];
  const received: Buffer[][] = [];
  wss.on('connection', (client) => {
    const frames: Buffer[] = [];
    connections.push(client);
    received.push(frames);
    client.on('message', (data) => frames.push(Buffer.isBuffer(data) ? data : Buffer.from(String(data))));
  });
  return {
    url: `ws://127.0.0.1:${listening}`,
    connections,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/**
 * The binary nodes a client sent on one connection. Until the Noise handshake finishes Baileys
 * frames nodes unencrypted (a 3-byte length before each), so the fake server can read them; the
 * handshake hello is a protobuf, not a node, and is skipped.
 */
export async function sentNodes(frames: readonly Buffer[]): Promise<BinaryNode[]> {
  const nodes: BinaryNode[] = [];
  for (const [index, frame] of frames.entries()) {
    let offset = index === 0 && frame.subarray(0, NOISE_WA_HEADER.length).equals(NOISE_WA_HEADER) ? NOISE_WA_HEADER.length : 0;
    while (offset + 3 <= frame.length) {
      const size = frame.readUIntBE(offset, 3);
      const chunk = frame.subarray(offset + 3, offset + 3 + size);
      offset += 3 + size;
      try {
        nodes.push(await decodeBinaryNode(chunk));
      } catch {
        // The handshake hello.
      }
    }
  }
  return nodes;
}

/** True when `node` has a child tagged `tag`. */
export const hasChild = (node: BinaryNode, tag: string): boolean => getBinaryNodeChild(node, tag) !== undefined;

/** Resolves once Baileys' WebSocket to the fake server is open (its hello has gone out). */
export function socketOpen(sock: WASocket): Promise<void> {
  if (sock.ws.isOpen) return Promise.resolve();
  return new Promise((resolve) => sock.ws.once('open', () => resolve()));
}

/** `<failure reason=…/>`: the server refuses the login. */
export const failure = (reason: string): BinaryNode => ({ tag: 'failure', attrs: { reason } });

/** `<stream:error code=…/>`, e.g. 515 after a pairing. */
export const streamError = (code: string): BinaryNode => ({ tag: 'stream:error', attrs: { code } });

/** `<stream:error><conflict type="replaced"/></stream:error>`: the login was opened elsewhere. */
export const streamReplaced = (): BinaryNode => ({
  tag: 'stream:error',
  attrs: {},
  content: [{ tag: 'conflict', attrs: { type: 'replaced' } }],
});

/** `<iq type="set"><pair-device><ref>…</ref>…</pair-device></iq>`: QR refs for an unlinked device. */
export const pairDevice = (...refs: string[]): BinaryNode => ({
  tag: 'iq',
  attrs: { id: 'pair-1', type: 'set', from: 's.whatsapp.net' },
  content: [{ tag: 'pair-device', attrs: {}, content: refs.map((ref) => ({ tag: 'ref', attrs: {}, content: Buffer.from(ref) })) }],
});

/**
 * `<iq><pair-success>…</pair-success></iq>` as the server sends it after the phone scanned the
 * QR: a device identity signed by a made-up account key and HMAC'd with the creds' ADV secret,
 * so Baileys' own verification in `configureSuccessfulPairing` passes.
 */
export function pairSuccess(creds: AuthenticationCreds, jid = PHONE_JID, lid = OWN_LID): BinaryNode {
  const account = Curve.generateKeyPair();
  const deviceDetails = proto.ADVDeviceIdentity.encode({ rawId: 7, timestamp: Math.floor(Date.now() / 1000), keyIndex: 1 }).finish();
  const accountSignature = Curve.sign(
    account.private,
    Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, deviceDetails, creds.signedIdentityKey.public]),
  );
  const details = proto.ADVSignedDeviceIdentity.encode({
    details: deviceDetails,
    accountSignatureKey: account.public,
    accountSignature,
  }).finish();
  const hmac = hmacSign(details, Buffer.from(creds.advSecretKey, 'base64'));
  return {
    tag: 'iq',
    attrs: { id: 'pair-success-1', type: 'set', from: 's.whatsapp.net' },
    content: [
      {
        tag: 'pair-success',
        attrs: {},
        content: [
          { tag: 'device-identity', attrs: {}, content: proto.ADVSignedDeviceIdentityHMAC.encode({ details, hmac }).finish() },
          { tag: 'platform', attrs: { name: 'android' } },
          { tag: 'device', attrs: { jid, lid } },
        ],
      },
    ],
  };
}

/** `<success lid=…/>`: the login was accepted. */
export const loginSuccess = (lid = OWN_LID): BinaryNode => ({
  tag: 'success',
  attrs: { t: String(Math.floor(Date.now() / 1000)), lid },
});
