/**
 * Starts a `baileys` engine session against a local fake WhatsApp server, and collects what a
 * test needs to drive and observe it: every socket built, every report, the reconnect delays.
 */
import type { AuthenticationCreds, WASocket } from '@whiskeysockets/baileys';
import { expect, vi } from 'vitest';
import type { DeviceStatus } from '../../../../protocol';
import { createBaileysEngine } from '../../../../session-node/engines/baileys';
import type { DownloadMedia } from '../../../../session-node/engines/baileys/media-download';
import type { SocketOverrides } from '../../../../session-node/engines/baileys/socket-config';
import type { Engine, EngineSession } from '../../../../session-node/engines/engine';
import type { RelayVariant } from '../../../../session-node/messages/relay-nodes';
import {
  type FakeWaServer,
  MemoryAuthStore,
  type RecordingContext,
  type RecordingOptions,
  recordingContext,
  serializeCreds,
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
