/**
 * The `makeWASocket` configuration of one device session (the defaults a server needs, with the
 * few settings tests may override: a local `waWebSocketUrl`, short timeouts), and its ending.
 */
import {
  Browsers,
  type CacheStore,
  DisconnectReason,
  type GroupMetadata,
  type MessageReceiptType,
  proto,
  type SocketConfig,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WASocket,
} from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { BaileysAuth, BaileysLogger } from './auth-state';
import { quietRepeats } from './quiet-repeats';

/** Socket settings a caller may override; everything else is fixed by the engine. */
export type SocketOverrides = Partial<
  Pick<
    SocketConfig,
    'waWebSocketUrl' | 'connectTimeoutMs' | 'defaultQueryTimeoutMs' | 'keepAliveIntervalMs' | 'qrTimeout' | 'version' | 'fetchAgent'
  >
>;

/** Baileys pings WhatsApp this often and gives a socket up after `2 × KEEP_ALIVE_MS` without an answer (30 s by default in Baileys). */
export const KEEP_ALIVE_MS = 15_000;

/** Never `trace`: at that level Baileys logs keys and decrypted payloads. */
export type BaileysLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';
export const DEFAULT_LOG_LEVEL: BaileysLogLevel = 'warn';

/**
 * A child of the session's logger for Baileys, at `level` or at the parent's level when that is
 * quieter: Baileys is chatty, and its logs must never be louder than the node's own.
 */
export function baileysLogger(parent: Logger, level: BaileysLogLevel = DEFAULT_LOG_LEVEL): BaileysLogger {
  const wanted = level === 'silent' ? Number.POSITIVE_INFINITY : parent.levels.values[level];
  const parentValue = parent.levelVal;
  const chosen = wanted === undefined || parentValue > wanted ? parent.level : level;
  // Whatever the parent allows, trace stays off; and no line floods the log (quiet-repeats.ts).
  return quietRepeats(parent.child({ engine: 'baileys' }, { level: chosen === 'trace' ? 'debug' : chosen }));
}

/**
 * The hooks `scripts/patch-baileys.mjs` adds to Baileys' message intake: hold a delivery receipt
 * (answer true and send it later), and ask again for a message whose keys were used already.
 */
export type IntakeHooks = {
  deferReceipt?: (message: WAMessage, participant: string | undefined, type: MessageReceiptType) => boolean;
  retryUsedKeys?: boolean;
};

export interface SocketConfigInput {
  auth: BaileysAuth;
  logger: BaileysLogger;
  getMessage: (key: WAMessageKey) => Promise<proto.IMessage | undefined>;
  /** Baileys' count of retries per message; kept by the session so that a new socket does not start it again. */
  msgRetryCounterCache?: CacheStore;
  /** Holds delivery receipts until the message is safe (`held-receipts.ts`). */
  deferReceipt?: IntakeHooks['deferReceipt'];
  /** A group's metadata for sends to it, so Baileys does not query it on every send (group-cache.ts). */
  cachedGroupMetadata?: (jid: string) => Promise<GroupMetadata | undefined>;
  overrides?: SocketOverrides;
}

export function socketConfig({
  auth,
  logger,
  getMessage,
  cachedGroupMetadata,
  deferReceipt,
  msgRetryCounterCache,
  overrides,
}: SocketConfigInput): UserFacingSocketConfig & IntakeHooks {
  return {
    ...overrides,
    auth: auth.state,
    logger,
    browser: Browsers.ubuntu('Kurir'),
    // Full history would pull years of chats into a gateway that only needs what comes next.
    syncFullHistory: false,
    // Online would silence the phone's notifications while the gateway is connected.
    markOnlineOnConnect: false,
    // The smaller syncs stay on: Baileys learns LID↔phone mappings through them, and without any
    // sync it warns of unstable sessions.
    shouldSyncHistoryMessage: ({ syncType }) => syncType !== proto.HistorySync.HistorySyncType.FULL,
    getMessage,
    // A stalled socket (open, carrying nothing) is given up after two unanswered pings: within 30 s.
    keepAliveIntervalMs: overrides?.keepAliveIntervalMs ?? KEEP_ALIVE_MS,
    ...(msgRetryCounterCache ? { msgRetryCounterCache } : {}),
    ...(cachedGroupMetadata ? { cachedGroupMetadata } : {}),
    // A message asked for again rather than lost when its first decryption died with a node.
    retryUsedKeys: true,
    ...(deferReceipt ? { deferReceipt } : {}),
  };
}

const END_TIMEOUT_MS = 5_000;

/**
 * Ends a socket without logging out. Bounded: `end` waits for the WebSocket's close, and a node
 * letting devices go must not hang on one that never answers.
 */
export async function endSocket(sock: Pick<WASocket, 'end'>, logger: BaileysLogger, timeoutMs = END_TIMEOUT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  const ended = sock.end(undefined).catch((error: unknown) => logger.warn({ err: error }, 'ending the socket failed'));
  await Promise.race([ended, timedOut]);
  clearTimeout(timer);
}

/**
 * Ends what still waits on a socket that closed. Baileys' `end` drops the waiters' close listeners,
 * so a send waiting on a query (a number's devices, say) would wait out the query timeout (60 s)
 * and go on with no answer; told as the WebSocket tells a close (an abnormal-closure code), the
 * send fails at once as not connected (`send.ts`).
 */
export function failWaiters(sock: WASocket): void {
  if (sock.ws.listenerCount('error') > 0) sock.ws.emit('error', ABNORMAL_CLOSURE);
}
const ABNORMAL_CLOSURE = 1006;

/** Ends a socket WhatsApp stopped acknowledging on, as Baileys' own keep-alive ends one (a Boom of 408), so the close policy reads it alike. */
export function endStalled(sock: WASocket): void {
  void sock.end(Object.assign(new Error('no ack from WhatsApp'), { output: { statusCode: DisconnectReason.connectionLost } }));
}
