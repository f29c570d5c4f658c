/**
 * Starts a `baileys` engine session against a local fake WhatsApp server, and collects what a
 * test needs to drive and observe it: every socket built, every report, the reconnect delays.
 */
import { type AuthenticationCreds, proto, type WAMessage, type WASocket } from '@whiskeysockets/baileys';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { DeviceStatus } from '../../../../protocol';
import { createBaileysEngine } from '../../../../session-node/engines/baileys';
import type { DownloadMedia } from '../../../../session-node/engines/baileys/media-download';
import type { SocketOverrides } from '../../../../session-node/engines/baileys/socket-config';
import type { Engine, EngineSession } from '../../../../session-node/engines/engine';
import type { RelayVariant } from '../../../../session-node/messages/relay-nodes';
import {
  type FakeWaServer,
  linkedCreds,
  loginSuccess,
  MemoryAuthStore,
  type RecordingContext,
  type RecordingOptions,
  recordingContext,
  serializeCreds,
  socketOpen,
  startFakeWaServer,
} from './helpers';

export interface DeviceUnderTest extends RecordingContext {
  store: MemoryAuthStore;
  engine: Engine;
  session: EngineSession;
  sockets: WASocket[];
  reconnectDelay: ReturnType<typeof vi.fn<(attempt: number) => number>>;
  /** The nth socket built (0-based), once it exists. */
  socket(index: number): Promise<WASocket>;
  /** Resolves once a status report matching `status` (and `reason`, when given) was made. */
  reported(status: DeviceStatus, reason?: string | null): Promise<void>;
}

export interface DeviceOptions {
  creds?: AuthenticationCreds | null;
  socket?: SocketOverrides;
  pairingTimeoutMs?: number;
  relayVariant?: RelayVariant;
  /** Stands in for Baileys' media download (which would go to WhatsApp's servers). */
  downloadMedia?: DownloadMedia;
  maxMediaBytes?: number;
  recording?: RecordingOptions;
}

const WAIT = { timeout: 5_000, interval: 10 };

/** `server` is where Baileys connects (a `FakeWaServer`, or only the URL of one not there yet). */
export async function startDevice(server: Pick<FakeWaServer, 'url'>, options: DeviceOptions = {}): Promise<DeviceUnderTest> {
  const store = new MemoryAuthStore(options.creds ? serializeCreds(options.creds) : null);
  const recording = recordingContext(store, options.recording);
  const sockets: WASocket[] = [];
  const reconnectDelay = vi.fn((_attempt: number) => 10);
  const engine = createBaileysEngine({
    fetchMedia: async () => Buffer.alloc(0),
    logLevel: 'silent',
    // Long enough that Baileys' own handshake timeout never fires during a test; short queries,
    // because nothing on the fake server ever answers one.
    socket: { waWebSocketUrl: server.url, connectTimeoutMs: 20_000, defaultQueryTimeoutMs: 50, ...options.socket },
    reconnectDelay,
    pairingTimeoutMs: options.pairingTimeoutMs,
    ...(options.relayVariant ? { relayVariant: options.relayVariant } : {}),
    ...(options.downloadMedia ? { downloadMedia: options.downloadMedia } : {}),
    ...(options.maxMediaBytes === undefined ? {} : { maxMediaBytes: options.maxMediaBytes }),
    onSocket: (sock) => sockets.push(sock),
  });
  const session = await engine.start(recording.context);
  return {
    ...recording,
    store,
    engine,
    session,
    sockets,
    reconnectDelay,
    socket: (index) =>
      vi.waitFor(() => {
        const sock = sockets[index];
        if (!sock) throw new Error(`socket ${index} not built yet`);
        return sock;
      }, WAIT),
    reported: (status, reason) =>
      vi.waitFor(() => {
        expect(recording.statuses).toContainEqual(expect.objectContaining(reason === undefined ? { status } : { status, reason }));
      }, WAIT),
  };
}

/** The contact the inbound-event tests hear from, by phone and by LID. */
export const SENDER = '6289876543210';
export const SENDER_JID = `${SENDER}@s.whatsapp.net`;
export const SENDER_LID = '201234567890123';
export const SENDER_LID_JID = `${SENDER_LID}@lid`;

/** A linked device, connected, past the offline backlog (until then Baileys holds its events). */
export async function connectedDevice(
  server: Pick<FakeWaServer, 'url'>,
  options: DeviceOptions = {},
): Promise<{ dut: DeviceUnderTest; sock: WASocket }> {
  const dut = await startDevice(server, { creds: linkedCreds(), ...options });
  const sock = await dut.socket(0);
  await socketOpen(sock);
  sock.ws.emit('CB:success', loginSuccess());
  await dut.reported('CONNECTED');
  sock.ws.emit('CB:ib,,offline', { tag: 'ib', attrs: {}, content: [{ tag: 'offline', attrs: { count: '0' } }] });
  return { dut, sock };
}

/** A message from SENDER as Baileys hands it over; `key` overrides parts of its key. */
export function received(id: string, content: proto.IMessage, key: Partial<WAMessage['key']> = {}): WAMessage {
  return {
    key: { remoteJid: SENDER_JID, fromMe: false, id, ...key },
    message: proto.Message.fromObject(content),
    messageTimestamp: 1_767_000_000,
    pushName: 'Budi',
  };
}

/** Messages arriving live (not from history). */
export const live = (sock: WASocket, ...messages: WAMessage[]) => sock.ev.emit('messages.upsert', { type: 'notify', messages });

/**
 * A fresh fake WhatsApp server for each test and the devices a test starts on it, all closed after
 * the test: `device` starts one as it is, `connected` a linked one past its offline backlog.
 */
export function fakeServerPerTest() {
  let current: FakeWaServer | undefined;
  const devices: DeviceUnderTest[] = [];
  beforeEach(async () => {
    current = await startFakeWaServer();
  });
  afterEach(async () => {
    await Promise.all(devices.splice(0).map((dut) => dut.engine.close()));
    await current?.close();
  });
  const server = (): FakeWaServer => {
    if (!current) throw new Error('the fake server runs only inside a test');
    return current;
  };
  return {
    server,
    async device(options?: DeviceOptions): Promise<DeviceUnderTest> {
      const dut = await startDevice(server(), options);
      devices.push(dut);
      return dut;
    },
    async connected(options: DeviceOptions = {}): Promise<{ dut: DeviceUnderTest; sock: WASocket }> {
      const device = await connectedDevice(server(), options);
      devices.push(device.dut);
      return device;
    },
  };
}
