/**
 * One client's WebSocket: the Noise handshake, then binary nodes both ways through Baileys'
 * codec. What the nodes mean is the server's business (`whatsapp-server.ts`); this class only
 * frames, encrypts, keeps stanzas in order and matches the answers to the server's own queries.
 */
import { type BinaryNode, decodeBinaryNode, encodeBinaryNode } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { Device, DeviceLink } from '../directory/accounts';
import type { CertificateChain } from '../wire/certificates';
import { FrameReader, frame } from '../wire/frames';
import { node } from '../wire/nodes';
import { type ClientFinish, NoiseResponder, type NoiseTransport } from '../wire/noise';

/** How long the server waits for a client to answer one of its own queries (pair-device, pair-success). */
const QUERY_TIMEOUT_MS = 30_000;

export interface ConnectionHost {
  readonly certificate: CertificateChain;
  readonly logger: Logger;
  /** The handshake is done: log the client in, or start pairing it. */
  hello(connection: ClientConnection, finish: Omit<ClientFinish, 'transport'>): Promise<void>;
  /** A stanza from the client that is not an answer to the server's own query. */
  stanza(connection: ClientConnection, stanza: BinaryNode): Promise<void>;
  closed(connection: ClientConnection): void;
}

type Waiting = { resolve: (answer: BinaryNode) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export class ClientConnection implements DeviceLink {
  private readonly reader = new FrameReader();
  private responder: NoiseResponder | null;
  private transport: NoiseTransport | null = null;
  private helloDone = false;
  private ordered: Promise<void> = Promise.resolve();
  private readonly waiting = new Map<string, Waiting>();
  private queryCounter = 0;
  private ended = false;
  /** The device logged in on this connection, once it has. */
  device: Device | null = null;
  /**
   * Set while the connection is stalled (the control API's `stall`): it stays open, but nothing
   * flows either way; what the client sends is read (the Noise counters go on) and dropped.
   */
  stalled = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly host: ConnectionHost,
    /** The Kurir device this session says it runs for (`?device=` on the socket URL), if any. */
    readonly label: string | null,
  ) {
    this.responder = new NoiseResponder(host.certificate.serverStatic, host.certificate.encoded);
    ws.on('message', (data: Buffer) => this.receive(data));
    ws.on('close', () => this.end());
    ws.on('error', () => this.end());
  }

  get open(): boolean {
    return !this.ended;
  }

  send(stanza: BinaryNode): void {
    if (this.ended || !this.transport || this.stalled) return;
    const encrypted = this.transport.encrypt(encodeBinaryNode(stanza));
    this.ws.send(frame(encrypted));
  }

  /** Sends `stanza` (an iq) and resolves with the client's answer of the same id. */
  query(stanza: BinaryNode, timeoutMs = QUERY_TIMEOUT_MS): Promise<BinaryNode> {
    const id = stanza.attrs.id ?? `srv.${++this.queryCounter}`;
    stanza.attrs.id = id;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`the client did not answer ${stanza.tag} ${id}`));
      }, timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.send(stanza);
    });
  }

  /** Ends the connection: with a `stream:error` of `code` first, or abruptly (a dropped network). */
  close(code?: number, conflict?: string): void {
    if (this.ended) return;
    if (code !== undefined || conflict) {
      this.send(
        node(
          'stream:error',
          code === undefined ? {} : { code: String(code) },
          conflict ? [node('conflict', { type: conflict })] : undefined,
        ),
      );
      this.ws.close();
    } else {
      this.ws.terminate();
    }
    this.end();
  }

  private receive(data: Buffer): void {
    let frames: Buffer[];
    try {
      frames = this.reader.push(data);
    } catch (error) {
      this.host.logger.warn({ err: error }, 'a client sent something other than WhatsApp Web framing');
      this.close();
      return;
    }
    for (const body of frames) this.frameIn(body);
  }

  private frameIn(body: Buffer): void {
    if (this.ended) return;
    try {
      if (this.responder && !this.helloDone) {
        this.ws.send(frame(this.responder.respond(body)));
        this.helloDone = true;
        return;
      }
      if (this.responder) {
        const { transport, ...finish } = this.responder.finish(body);
        this.responder = null;
        this.transport = transport;
        this.inOrder(() => this.host.hello(this, finish));
        return;
      }
      const plaintext = this.transport?.decrypt(body);
      if (!plaintext || this.stalled) return;
      this.inOrder(async () => this.dispatch(await decodeBinaryNode(plaintext)));
    } catch (error) {
      this.host.logger.warn({ err: error }, 'closing a connection whose frame could not be read');
      this.close();
    }
  }

  private dispatch(stanza: BinaryNode): Promise<void> | undefined {
    const id = stanza.attrs.id;
    const waiting = id && stanza.tag === 'iq' ? this.waiting.get(id) : undefined;
    if (waiting && id) {
      this.waiting.delete(id);
      clearTimeout(waiting.timer);
      waiting.resolve(stanza);
      return undefined;
    }
    // Queries run beside each other (one may wait for a new phone); everything else in order.
    if (stanza.tag === 'iq') {
      void this.host
        .stanza(this, stanza)
        .catch((error: unknown) => this.host.logger.error({ err: error, tag: stanza.tag }, 'handling an iq failed'));
      return undefined;
    }
    return this.host.stanza(this, stanza);
  }

  private inOrder(run: () => Promise<void> | undefined): void {
    this.ordered = this.ordered.then(run).catch((error: unknown) => this.host.logger.error({ err: error }, 'handling a stanza failed'));
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error('the connection closed'));
    }
    this.waiting.clear();
    this.host.closed(this);
  }
}
