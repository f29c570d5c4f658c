/** What the `baileys` engine can be configured with; every device session gets the same. */
import type { WASocket } from '@whiskeysockets/baileys';
import type { SessionDevice } from '../../../protocol';
import type { RelayVariant } from '../../messages/relay-nodes';
import type { EmulatedWhatsApp } from '../emulated/trust';
import type { DownloadMedia } from './media-download';
import type { FetchMedia } from './send';
import type { BaileysLogLevel, SocketOverrides } from './socket-config';

export interface ConnectionOptions {
  /** Fetches header media of interactive messages from the worker. */
  fetchMedia: FetchMedia;
  /** Which relay nodes interactive messages carry (`KURIR_INTERACTIVE_VARIANT`); the builder's default otherwise. */
  relayVariant?: RelayVariant;
  /** Baileys' log level, `warn` by default; never `trace`. */
  logLevel?: BaileysLogLevel;
  /** Socket settings to override, e.g. a local `waWebSocketUrl` in tests. */
  socket?: SocketOverrides;
  /** The WhatsApp emulator instead of WhatsApp (`KURIR_ENGINE=emulator`): its socket and its media host. */
  emulator?: EmulatedWhatsApp;
  /** The wait before reconnect attempt n (0-based); `reconnectDelay` (1 s to 60 s, ±25 %) by default. */
  reconnectDelay?: (attempt: number) => number;
  /** How long WhatsApp may take to acknowledge a sent message before the socket counts as stalled (`ACK_TIMEOUT_MS`). */
  ackTimeoutMs?: number;
  /** How long a pairing-code request waits for the socket to reach the linking stage. */
  pairingTimeoutMs?: number;
  keyCacheSize?: number;
  /** Messages kept in memory for Baileys' retries (`getMessage`). */
  messageCacheSize?: number;
  lidTableSize?: number;
  /** Fetches and decrypts received media; Baileys' `downloadMediaMessage` by default (tests pass their own). */
  downloadMedia?: DownloadMedia;
  /** Received media larger than this is reported without a URL; `MAX_MEDIA_BYTES` (100 MiB) by default. */
  maxMediaBytes?: number;
  /** Called with every socket built, for tests that drive it; not for production use. */
  onSocket?: (socket: WASocket, device: SessionDevice) => void;
}
