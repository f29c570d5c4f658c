/**
 * A customer's phone (or an account's main phone): a real Baileys client, logged in as its
 * account's device 0 over the emulator's own WebSocket. It encrypts what it sends and decrypts
 * what it receives with its own Signal keys, downloads and decrypts media from the media host, and
 * sends its receipts itself. The emulator drives it through the control API; it is a phone, so it
 * needs no pairing: its keys are registered as the account is made.
 */
import { createHash } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import makeWASocket, {
  type AnyMessageContent,
  Browsers,
  Curve,
  downloadMediaMessage,
  extractMessageContent,
  generateWAMessageFromContent,
  getContentType,
  initAuthCreds,
  type KeyPair,
  type MiscMessageGenerationOptions,
  proto,
  WA_ADV_ACCOUNT_SIG_PREFIX,
  WA_ADV_DEVICE_SIG_PREFIX,
  type WAMessage,
  type WASocket,
} from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { Agent as UndiciAgent } from 'undici';
import type { Account, Device, Directory } from '../directory/accounts';
import { PhoneHistory, sendOnDemandHistory } from './history';
import { memoryAuthState } from './memory-auth';

/** Messages a phone keeps (for quotes, reactions, edits, and retries of what it sent). */
const KEPT_MESSAGES = 5_000;
/**
 * One-time prekeys a new phone has on the server from the start (a phone that has run for a while
 * has some; a new companion uploads 812). The server asks for more when they run low.
 */
const STARTING_PREKEYS = 20;
/** How long a new phone may take to connect and upload its keys. */
const READY_TIMEOUT_MS = 20_000;
const RECONNECT_DELAY_MS = 300;

export type PhoneTrust = {
  /** Where the emulator's WebSocket listens (`ws://127.0.0.1:…/ws/chat`). */
  chatUrl: string;
  /** The media host's certificate, for uploads (Node's https) and downloads (fetch). */
  httpsAgent: HttpsAgent;
  dispatcher: UndiciAgent;
};

/** A media message's bytes as the phone downloaded and decrypted them. */
export type ReceivedMedia = { bytes: Buffer; sha256: string; mimetype: string | null };

export interface PhoneEvents {
  /** A message from another account, decrypted (`media` for a media message, once downloaded). */
  received(phone: Phone, message: WAMessage, media: ReceivedMedia | null, failure: string | null): void;
}

/** The ADV identity a main phone holds for itself (device 0 vouches for itself). */
function ownAccountIdentity(identity: KeyPair): proto.IADVSignedDeviceIdentity {
  const details = proto.ADVDeviceIdentity.encode({ rawId: 1, timestamp: Math.floor(Date.now() / 1000), keyIndex: 0 }).finish();
  const accountSignature = Curve.sign(identity.private, Buffer.concat([WA_ADV_ACCOUNT_SIG_PREFIX, details, identity.public]));
  const deviceSignature = Curve.sign(
    identity.private,
    Buffer.concat([WA_ADV_DEVICE_SIG_PREFIX, details, identity.public, identity.public]),
  );
  return { details, accountSignatureKey: identity.public, accountSignature, deviceSignature };
}

export class Phone {
  private sock: WASocket | null = null;
  private stopped = false;
  private readonly auth: ReturnType<typeof memoryAuthState>;
  /** Set while the phone is switched off (the control API's `offline`): it does not reconnect. */
  private off = false;
  private readonly known = new Map<string, WAMessage>();
  /** The account's chats as this (main) phone has them, for its companions' history sync. */
  readonly history = new PhoneHistory();
  private readyWaiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private isOpen = false;

  private constructor(
    readonly account: Account,
    private readonly trust: PhoneTrust,
    private readonly events: PhoneEvents,
    private readonly logger: Logger,
  ) {
    const creds = initAuthCreds();
    creds.me = { id: account.pnJid, lid: account.lidJid, name: account.pushName || undefined };
    creds.registered = true;
    creds.platform = 'android';
    // A phone has all its history: no initial sync to wait for.
    creds.accountSyncCounter = 1;
    creds.account = ownAccountIdentity(creds.signedIdentityKey);
    this.auth = memoryAuthState(creds);
    this.registerKeys();
  }

  /**
   * Gives the phone one-time prekeys and puts its public keys on the server as its account's
   * device 0 (made, or replaced after a reinstall): the phone keeps the private halves.
   */
  private registerKeys(): void {
    const { creds } = this.auth;
    const preKeys: Record<string, KeyPair> = {};
    for (let id = 1; id <= STARTING_PREKEYS; id++) preKeys[id] = Curve.generateKeyPair();
    void this.auth.keys.set({ 'pre-key': preKeys });
    creds.nextPreKeyId = STARTING_PREKEYS + 1;
    creds.firstUnuploadedPreKeyId = STARTING_PREKEYS + 1;
    const keys = {
      registrationId: creds.registrationId,
      identityKey: Buffer.from(creds.signedIdentityKey.public),
      signedPreKey: {
        id: creds.signedPreKey.keyId,
        public: Buffer.from(creds.signedPreKey.keyPair.public),
        signature: Buffer.from(creds.signedPreKey.signature),
      },
    };
    let device = this.account.phone;
    if (device) device.keys = keys;
    else device = this.account.addDevice(Buffer.from(creds.noiseKey.public), keys, { id: 0, keyIndex: 0 });
    device.preKeys.clear();
    for (const [id, pair] of Object.entries(preKeys)) device.preKeys.set(Number(id), Buffer.from(pair.public));
  }

  /**
   * A new account with its phone: its keys are on the server at once (others can start sessions
   * with it and write to it), and it connects in the background; `ready()` tells when it has.
   */
  static create(
    directory: Directory,
    options: { pn?: string; lid?: string; pushName?: string },
    trust: PhoneTrust,
    events: PhoneEvents,
    logger: Logger,
  ): Phone {
    const account = directory.create(options);
    const phone = new Phone(account, trust, events, logger.child({ phone: account.pn }));
    phone.connect();
    return phone;
  }

  /** The phone's identity key pair: it signs the companions it links. */
  get identity(): KeyPair {
    return this.auth.creds.signedIdentityKey;
  }

  get socket(): WASocket {
    if (!this.sock || !this.isOpen) throw new Error(`the phone of ${this.account.pn} is not connected`);
    return this.sock;
  }

  /** Resolves once the phone is connected (at once when it is). */
  ready(timeoutMs = READY_TIMEOUT_MS): Promise<void> {
    if (this.isOpen) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the phone of ${this.account.pn} did not connect`)), timeoutMs);
      this.readyWaiters.push({
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject,
      });
    });
  }

  message(id: string): WAMessage | undefined {
    return this.known.get(id);
  }

  /** Sends as a person would in the app; resolves with the message as sent. */
  async send(jid: string, content: AnyMessageContent, options: MiscMessageGenerationOptions = {}): Promise<WAMessage> {
    const sent = await this.socket.sendMessage(jid, content, options);
    if (!sent) throw new Error('the phone sent nothing');
    this.keep(sent);
    return sent;
  }

  /** Sends content `sendMessage` cannot build (an interactive reply, say). */
  async relay(jid: string, content: proto.IMessage): Promise<WAMessage> {
    const sock = this.socket;
    const userJid = sock.user?.id;
    if (!userJid) throw new Error('the phone has no account');
    const message = generateWAMessageFromContent(jid, content, { userJid });
    await sock.relayMessage(jid, content, { messageId: message.key.id ?? undefined });
    this.keep(message);
    return message;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const sock = this.sock;
    this.sock = null;
    this.isOpen = false;
    for (const waiter of this.readyWaiters.splice(0)) waiter.reject(new Error('the phone was stopped'));
    sock?.end(undefined);
  }

  private connect(): void {
    if (this.stopped || this.off) return;
    const sock = makeWASocket({
      auth: this.auth,
      waWebSocketUrl: this.trust.chatUrl,
      logger: this.logger,
      browser: Browsers.ubuntu('Phone'),
      markOnlineOnConnect: true,
      syncFullHistory: false,
      fetchAgent: this.trust.httpsAgent,
      defaultQueryTimeoutMs: 20_000,
      getMessage: async (key) => (key.id ? (this.known.get(key.id)?.message ?? undefined) : undefined),
    });
    this.sock = sock;
    sock.ev.on('connection.update', ({ connection }) => {
      if (sock !== this.sock) return;
      if (connection === 'open') {
        this.isOpen = true;
        for (const waiter of this.readyWaiters.splice(0)) waiter.resolve();
      }
      if (connection === 'close') {
        this.isOpen = false;
        this.sock = null;
        if (!this.stopped && !this.off) setTimeout(() => this.connect(), RECONNECT_DELAY_MS);
      }
    });
    sock.ev.on('messages.upsert', ({ messages }) => {
      if (sock !== this.sock) return;
      for (const message of messages) void this.take(message);
    });
  }

  private keep(message: WAMessage): void {
    if (!message.key.id) return;
    this.known.set(message.key.id, message);
    if (this.known.size > KEPT_MESSAGES) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  private async take(message: WAMessage): Promise<void> {
    const protocol = message.message?.protocolMessage;
    if (message.key.fromMe && protocol?.type === proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_MESSAGE) {
      // A companion of the account asks its main phone for something (history, a message it could not read).
      const request = protocol.peerDataOperationRequestMessage;
      if (request)
        await this.answerPeer(message.key.id ?? '', request).catch((error: unknown) =>
          this.logger.warn({ err: error }, 'a companion request failed'),
        );
      return;
    }
    if (message.key.fromMe) return;
    if (message.message) this.keep(message);
    let media: ReceivedMedia | null = null;
    let failure: string | null =
      message.messageStubType === proto.WebMessageInfo.StubType.CIPHERTEXT
        ? String(message.messageStubParameters?.[0] ?? 'undecryptable')
        : null;
    const content = message.message ? extractMessageContent(message.message) : undefined;
    const type = content ? getContentType(content) : undefined;
    const file = type && content ? (content[type] as { url?: string; mimetype?: string } | undefined) : undefined;
    if (file && typeof file === 'object' && 'url' in file && file.url) {
      try {
        // npm's undici and Node's bundled one type their dispatchers apart; fetch takes either.
        const init: RequestInit = {};
        const options = Object.assign(init, { dispatcher: this.trust.dispatcher });
        const bytes = await downloadMediaMessage(message, 'buffer', { options });
        media = { bytes, sha256: createHash('sha256').update(bytes).digest('hex'), mimetype: file.mimetype ?? null };
      } catch (error) {
        failure = `the media could not be downloaded: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    this.events.received(this, message, media, failure);
  }

  /** The phone goes off the network: messages for it wait at the server, and it sends no receipts. */
  async goOffline(): Promise<void> {
    this.off = true;
    const sock = this.sock;
    this.sock = null;
    this.isOpen = false;
    await sock?.end(undefined);
  }

  /** The phone comes back: it connects and gets what waited for it. */
  async goOnline(): Promise<void> {
    if (!this.off) return;
    this.off = false;
    this.connect();
    await this.ready();
  }

  /**
   * The phone loses its Signal sessions (storage lost, or an app reinstalled without its data):
   * the next message from each contact cannot be decrypted, and it asks the sender to send it
   * again (a retry receipt with its keys). Returns how many sessions it had.
   */
  loseSessions(): number {
    return this.auth.forget('session');
  }

  /**
   * WhatsApp reinstalled without a backup: a new identity key, registration id and prekeys on the
   * server, no sessions, no messages. The phone logs in again with its new keys; whoever had a
   * session with it has a broken one now.
   */
  async reinstall(): Promise<void> {
    const fresh = initAuthCreds();
    const { creds } = this.auth;
    Object.assign(creds, {
      signedIdentityKey: fresh.signedIdentityKey,
      signedPreKey: fresh.signedPreKey,
      registrationId: fresh.registrationId,
      account: ownAccountIdentity(fresh.signedIdentityKey),
    });
    for (const type of ['session', 'sender-key', 'sender-key-memory', 'pre-key', 'identity-key'] as const) this.auth.forget(type);
    this.known.clear();
    this.registerKeys();
    const sock = this.sock;
    this.sock = null;
    this.isOpen = false;
    sock?.end(undefined);
    this.connect();
    await this.ready();
  }

  /**
   * Asks the device `sender` (a device JID) to send the message `id` again, as a phone that could
   * not show it does (a retry receipt, with its keys from the second time on).
   */
  async askAgain(id: string, sender: string): Promise<void> {
    await this.socket.sendRetryRequest({ tag: 'message', attrs: { id, from: sender, t: String(Math.floor(Date.now() / 1000)) } });
  }

  /** The account's linked devices (Kurir's sessions among them): who a main phone answers. */
  private companions(): Device[] {
    return [...this.account.devices.values()].filter((device) => device.id !== 0);
  }

  /**
   * What a main phone does for its companions: a chat's older messages (`HISTORY_SYNC_ON_DEMAND`)
   * and the content of messages they could not decrypt (`PLACEHOLDER_MESSAGE_RESEND`).
   */
  private async answerPeer(requestId: string, request: proto.Message.IPeerDataOperationRequestMessage): Promise<void> {
    const sock = this.socket;
    const own = this.account.pnJid;
    const { PeerDataOperationRequestType } = proto.Message;
    if (request.peerDataOperationRequestType === PeerDataOperationRequestType.HISTORY_SYNC_ON_DEMAND) {
      const asked = request.historySyncOnDemandRequest;
      const chat = asked?.chatJid
        ? this.history.older(asked.chatJid, Number(asked.oldestMsgTimestampMs ?? Date.now()), asked.onDemandMsgCount ?? 50)
        : null;
      if (!chat) return;
      for (const companion of this.companions()) await sendOnDemandHistory(sock, own, companion, chat, requestId);
      return;
    }
    if (request.peerDataOperationRequestType !== PeerDataOperationRequestType.PLACEHOLDER_MESSAGE_RESEND) return;
    const results = (request.placeholderMessageResendRequest ?? []).flatMap(({ messageKey }) => {
      const kept = messageKey?.id ? this.known.get(messageKey.id) : undefined;
      return kept ? [{ placeholderMessageResendResponse: { webMessageInfoBytes: proto.WebMessageInfo.encode(kept).finish() } }] : [];
    });
    if (results.length === 0) return;
    const response: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_RESPONSE_MESSAGE,
        peerDataOperationRequestResponseMessage: {
          peerDataOperationRequestType: PeerDataOperationRequestType.PLACEHOLDER_MESSAGE_RESEND,
          stanzaId: requestId,
          peerDataOperationResult: results,
        },
      },
    };
    for (const companion of this.companions()) {
      await sock.assertSessions([companion.pnJid], false);
      await sock.relayMessage(own, response, { participant: { jid: companion.pnJid, count: 0 } });
    }
  }

  /** Marks a received message read (blue ticks), as the person opening the chat would. */
  async read(message: WAMessage): Promise<void> {
    if (!this.sock || !this.isOpen) return;
    await this.sock.readMessages([message.key]);
  }
}
