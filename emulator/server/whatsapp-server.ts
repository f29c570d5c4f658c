/**
 * The emulated WhatsApp server: it accepts WhatsApp Web clients on a WebSocket, logs them in by
 * their Noise key or starts their pairing, answers their queries, and carries their messages,
 * receipts, presence and calls to each other. It never holds a Signal private key: message
 * content stays end-to-end encrypted between the clients.
 */
import type { IncomingMessage } from 'node:http';
import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Account, Device, Directory } from '../directory/accounts';
import { Groups } from '../directory/groups';
import type { CertificateChain } from '../wire/certificates';
import { node, unixTime } from '../wire/nodes';
import type { ClientFinish } from '../wire/noise';
import { ClientConnection, type ConnectionHost } from './client-connection';
import type { MediaConn, ServerContext } from './context';
import { Delivery } from './delivery';
import type { ServerHooks } from './events';
import { Pairings } from './pairing';
import { answerQuery } from './queries';
import { routeAck, routeCall, routeChatstate, routeMessage, routePresence, routeReceipt } from './routing';

/** Where a connection dropped by the control API dies: waiting on a query, just after a message went through, or with it unread. */
export type DropAt = 'next-query' | 'next-message' | 'lost-message';

export type WhatsAppServerOptions = {
  directory: Directory;
  certificate: CertificateChain;
  media: MediaConn;
  logger: Logger;
  hooks?: ServerHooks;
};

export class WhatsAppServer implements ConnectionHost, ServerContext {
  readonly directory: Directory;
  readonly groups = new Groups();
  readonly delivery: Delivery;
  readonly pairings = new Pairings();
  readonly certificate: CertificateChain;
  readonly logger: Logger;
  readonly media: MediaConn;
  readonly hooks: ServerHooks;
  private readonly sockets: WebSocketServer;
  private readonly connections = new Set<ClientConnection>();
  /** Kurir sessions whose connections are refused for now (the control API's `unreachable`). */
  readonly unreachable = new Set<string>();
  /** Devices whose connection the server drops at their next query or next message (a fault the control API arms). */
  private readonly drops = new Map<Device, DropAt>();

  constructor(options: WhatsAppServerOptions) {
    this.directory = options.directory;
    this.certificate = options.certificate;
    this.logger = options.logger;
    this.media = options.media;
    this.hooks = options.hooks ?? {};
    this.delivery = new Delivery((device, tag, id) => this.hooks.acknowledged?.(device, tag, id));
    this.sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 * 1024 });
  }

  /** Takes a WebSocket upgrade of the HTTP server (`/ws/chat`). */
  upgrade(request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const label = url.searchParams.get('device');
    if (label && this.unreachable.has(label)) {
      // As if the network were down: the connection ends before any WebSocket answer.
      socket.destroy();
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (ws: WebSocket) => {
      const connection = new ClientConnection(ws, this, label);
      this.connections.add(connection);
    });
  }

  async accountFor(pn: string): Promise<Account | null> {
    if (this.directory.missing.has(pn)) return null;
    return this.directory.byPhone(pn) ?? (this.hooks.accountFor ? this.hooks.accountFor(pn) : null);
  }

  deliverToAccount(account: Account, stanza: (device: Device) => BinaryNode | null, except?: Device): Device[] {
    const reached: Device[] = [];
    for (const device of account.devices.values()) {
      if (device === except) continue;
      const built = stanza(device);
      if (!built) continue;
      this.delivery.deliver(device, built);
      reached.push(device);
    }
    return reached;
  }

  unlink(device: Device): void {
    const link = device.link;
    this.directory.removeDevice(device);
    this.delivery.forget(device);
    device.link = null;
    link?.close(401);
  }

  async hello(connection: ClientConnection, { clientStatic, payload }: Omit<ClientFinish, 'transport'>): Promise<void> {
    if (payload.devicePairingData && !payload.username) {
      this.pairings.start(connection, clientStatic, payload.devicePairingData);
      return;
    }
    const account = this.directory.byPhone(String(payload.username ?? ''));
    const device = account?.devices.get(payload.device ?? 0);
    if (!device?.noiseKey.equals(clientStatic)) {
      // Unknown, or a device the phone removed: WhatsApp answers 401 and the client logs out.
      connection.send(node('failure', { reason: '401', location: 'emulator' }));
      connection.close();
      return;
    }
    const previous = device.link;
    if (previous && previous !== connection) {
      this.delivery.disconnected(device);
      previous.close(undefined, 'replaced');
    }
    device.link = connection;
    connection.device = device;
    if (connection.label) this.directory.bindLabel(connection.label, device);
    connection.send(node('success', { t: unixTime(), lid: device.lidJid, location: 'emulator', creation: unixTime() }));
    this.hooks.loggedIn?.(device);
    this.delivery.flushHeld(device);
  }

  async stanza(connection: ClientConnection, stanza: BinaryNode): Promise<void> {
    const device = connection.device;
    const drop = device ? this.drops.get(device) : undefined;
    if (device && drop === 'next-query' && stanza.tag === 'iq' && stanza.attrs.xmlns !== 'w:p' && stanza.attrs.type !== 'result') {
      // The connection dies while the client waits for this answer (a send waiting on a query, say).
      this.drops.delete(device);
      connection.close();
      return;
    }
    if (device && drop === 'lost-message' && stanza.tag === 'message') {
      // The connection dies with the message on its way: the sender wrote it, the server never reads it.
      this.drops.delete(device);
      connection.close();
      return;
    }
    if (device && drop === 'next-message' && stanza.tag === 'message') {
      // The message gets through; the connection dies before the sender hears so.
      this.drops.delete(device);
      routeMessage(this, device, stanza, { ack: false });
      connection.close();
      return;
    }
    if (stanza.tag === 'iq') {
      const answer = await answerQuery(this, connection, stanza);
      if (answer) connection.send(answer);
      return;
    }
    if (!device) return;
    switch (stanza.tag) {
      case 'message':
        return routeMessage(this, device, stanza);
      case 'receipt':
        return routeReceipt(this, device, stanza);
      case 'ack':
        return routeAck(this, device, stanza);
      case 'chatstate':
        return routeChatstate(this, device, stanza);
      case 'presence':
        return routePresence(this, device, stanza);
      case 'call':
        return routeCall(this, device, stanza);
      default:
        // `ib` (unified_session, offline_batch) and anything else: nothing to do.
        return;
    }
  }

  closed(connection: ClientConnection): void {
    this.connections.delete(connection);
    this.pairings.forget(connection);
    const device = connection.device;
    if (device && device.link === connection) {
      device.link = null;
      this.delivery.disconnected(device);
    }
  }

  /**
   * The control API's disconnects: the network drops (`connection-lost`), the phone removes the
   * device (`logged-out`: 401), or WhatsApp cannot be reached until `reachable` (`unreachable`).
   */
  disconnect(device: Device, reason: 'connection-lost' | 'logged-out' | 'unreachable'): void {
    if (reason === 'logged-out') {
      this.unlink(device);
      return;
    }
    if (reason === 'unreachable' && device.label) this.unreachable.add(device.label);
    device.link?.close();
  }

  /** Drops `device`'s connection at its next query, right after its next message gets through, or with it unread. */
  dropAt(device: Device, at: DropAt): void {
    this.drops.set(device, at);
  }

  /** `device`'s connection stays open and carries nothing either way, until `unstall` (or until the client gives it up). */
  stall(device: Device): boolean {
    if (!device.link) return false;
    device.link.stalled = true;
    return true;
  }

  /** The stalled connection of a Kurir session (by its label) carries again. */
  unstall(label: string): void {
    for (const connection of this.connections) if (connection.label === label) connection.stalled = false;
  }

  /**
   * `account` reinstalled WhatsApp (new Signal keys): the Kurir devices hear so, as WhatsApp tells
   * a user's contacts (`<notification type="encrypt"><identity/></notification>`); returns the ids.
   */
  identityChanged(account: Account): string[] {
    const ids: string[] = [];
    for (const other of this.directory.accounts) {
      for (const device of other.devices.values()) {
        if (!device.label) continue;
        const id = `enc.${Math.random().toString(36).slice(2, 12)}`;
        ids.push(id);
        this.delivery.deliver(
          device,
          node('notification', { from: account.pnJid, type: 'encrypt', id, t: unixTime() }, [node('identity', {})]),
        );
      }
    }
    return ids;
  }

  /** Ends `device`'s connection with a stream error: 515 (log in again), 503, or a conflict (`replaced`: 440). */
  streamError(device: Device, error: { code?: number; conflict?: string }): void {
    device.link?.close(error.code, error.conflict);
  }

  /**
   * Tells `device` that the users of `chats` changed their devices (a `devices` notification), so
   * its next send to each asks for their devices again; returns the notifications' ids.
   */
  devicesChanged(device: Device, chats: readonly string[]): string[] {
    const ids: string[] = [];
    for (const chat of chats) {
      const account = this.directory.accountOf(chat);
      if (!account) continue;
      for (const jid of [account.pnJid, account.lidJid]) {
        const id = `dev.${Math.random().toString(36).slice(2, 12)}`;
        ids.push(id);
        this.delivery.deliver(
          device,
          node('notification', { from: jid, type: 'devices', id, t: unixTime() }, [node('update', {}, [node('device', { jid })])]),
        );
      }
    }
    return ids;
  }

  /** The open connection of a Kurir session (by its label), logged in or pairing. */
  connectionOf(label: string): ClientConnection | undefined {
    let found: ClientConnection | undefined;
    for (const connection of this.connections) if (connection.label === label && connection.open) found = connection;
    return found;
  }

  close(): void {
    for (const connection of this.connections) connection.close();
    this.sockets.close();
  }
}
