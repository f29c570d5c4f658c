/**
 * One simulated device: linked at once, it answers sends with a messaging-app id and later
 * receipts, and lets the control API play the other side (inbound messages, disconnects,
 * refusals). Messages are built by the same builder as the Baileys engine's.
 */
import { randomInt } from 'node:crypto';
import { type BinaryNode, proto, type WAMediaUploadFunction, type WAMessage } from '@whiskeysockets/baileys';
import type { SendParams, SendResult } from '../../../worker/wire-protocol';
import { buildOutgoing, reviveStoredMessage, toStoredMessage } from '../../messages/build';
import type { RelayVariant } from '../../messages/interactive';
import { EngineError, type EngineSession, type SessionContext } from '../engine';
import { buildInbound, type InboundRequest } from './inbound-message';

export type SimulatorTimings = { deliveredMs: number; readMs: number };
export type SentEntry = { id: string; to: string; content: unknown; nodes: BinaryNode[] };
type SimCreds = { simulator: true; phoneNumber: string };

/** Uploads nothing: the simulator stands in for WhatsApp's media servers too. */
const fakeUpload: WAMediaUploadFunction = async (_path, { fileEncSha256B64, mediaType }) => ({
  mediaUrl: `https://mmg.whatsapp.net/sim/${mediaType}/${encodeURIComponent(fileEncSha256B64)}`,
  directPath: `/sim/${mediaType}/${encodeURIComponent(fileEncSha256B64)}`,
});

export class SimulatorSession implements EngineSession {
  readonly sent: SentEntry[] = [];
  private readonly known = new Map<string, WAMessage>();
  private failNext = 0;
  private connected = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private phoneNumber = '';

  constructor(
    private readonly context: SessionContext,
    private readonly timings: SimulatorTimings,
    private readonly extra: { fetchMedia: (url: string) => Promise<Buffer>; relayVariant?: RelayVariant; onStop?: () => void },
  ) {}

  get deviceId(): string {
    return this.context.device.id;
  }

  /** Links at once: a new device gets a number and creds; a linked one resumes with its creds. */
  async connect(): Promise<void> {
    this.context.report.status({ status: 'CONNECTING' });
    const creds = this.context.auth.initialCreds ? (JSON.parse(this.context.auth.initialCreds) as Partial<SimCreds>) : null;
    const newLogin = !creds?.phoneNumber;
    this.phoneNumber = creds?.phoneNumber ?? `62899${String(randomInt(10_000_000, 99_999_999))}`;
    if (newLogin) await this.context.auth.saveCreds(JSON.stringify({ simulator: true, phoneNumber: this.phoneNumber } satisfies SimCreds));
    this.connected = true;
    this.context.report.status({ status: 'CONNECTED', phoneNumber: this.phoneNumber, newLogin });
  }

  async send(params: SendParams): Promise<SendResult> {
    if (!this.connected) throw new EngineError('not-connected', 'the simulated device is not connected');
    if (this.failNext > 0) {
      this.failNext--;
      throw new EngineError('rejected', 'the messaging server refused the message (simulated)');
    }
    const built = await buildOutgoing(params, {
      userJid: `${this.phoneNumber}:1@s.whatsapp.net`,
      upload: fakeUpload,
      fetchMedia: this.extra.fetchMedia,
      ...(this.extra.relayVariant ? { relayVariant: this.extra.relayVariant } : {}),
    });
    const id = built.message.key?.id;
    if (!id || !built.message.message) throw new EngineError('bad-request', 'the builder made no message');
    this.sent.push({
      id,
      to: built.jid,
      content: proto.Message.fromObject(built.message.message).toJSON(),
      nodes: built.additionalNodes,
    });
    this.remember(built.message);
    if (params.content.kind !== 'reaction') {
      this.later(this.timings.deliveredMs, () => this.context.report.receipt({ messageId: id, status: 'DELIVERED', timestamp: Date.now() }));
      this.later(this.timings.readMs, () => this.context.report.receipt({ messageId: id, status: 'READ', timestamp: Date.now() }));
    }
    return { messageId: id };
  }

  async requestPairingCode(): Promise<string> {
    throw new EngineError('bad-request', 'the simulated device links at once; it needs no pairing code');
  }

  async logout(): Promise<void> {
    this.connected = false;
    this.clearTimers();
    this.context.report.status({ status: 'LOGGED_OUT', reason: 'logged-out' });
  }

  async stop(): Promise<void> {
    this.connected = false;
    this.clearTimers();
    this.extra.onStop?.();
  }

  // The other side, driven by the control API.

  inbound(request: InboundRequest): string {
    const quoted = request.quotedId ? this.known.get(request.quotedId) : undefined;
    const message = buildInbound(request, quoted);
    this.remember(message);
    return message.key?.id ?? '';
  }

  failNextSends(count: number): void {
    this.failNext = count;
  }

  disconnect(reason: 'connection-lost' | 'logged-out'): void {
    if (reason === 'logged-out') {
      void this.logout();
      return;
    }
    this.connected = false;
    this.context.report.status({ status: 'DISCONNECTED', reason: 'connection-lost' });
    this.later(
      300,
      () => {
        this.connected = true;
      this.context.report.status({ status: 'CONNECTING' });
        this.context.report.status({ status: 'CONNECTED', phoneNumber: this.phoneNumber });
      },
      false,
    );
  }

  private remember(message: WAMessage): void {
    const stored = toStoredMessage(message);
    // Keep what the object would give back, so a quote here matches a quote through the worker.
    this.known.set(stored.key.id, reviveStoredMessage(stored));
    if (this.known.size > 5_000) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.context.report.messagesStored([stored]);
  }

  /** Runs `run` after `ms` (never for -1); by default only if still connected then. */
  private later(ms: number, run: () => void, onlyIfConnected = true): void {
    if (ms < 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.connected || !onlyIfConnected) run();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
