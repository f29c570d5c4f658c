/**
 * Kurir's real engine against the WhatsApp emulator, both in this process: the device's object
 * is played by a recording context (`../recording-context.ts`) and an in-memory auth store, so a
 * test can stop a session and start the next one as another node would, with what the object kept.
 */
import { Agent as HttpsAgent } from 'node:https';
import pino from 'pino';
import { Agent as UndiciAgent } from 'undici';
import { type Emulator, startEmulator } from '../../../../emulator/emulator';
import type { StoredMessage } from '../../../../protocol';
import { waitUntil } from '../../../../scripts/wait-until';
import { createBaileysEngine } from '../../../../session-node/engines/baileys';
import type { ConnectionOptions } from '../../../../session-node/engines/baileys/options';
import type { Engine, EngineSession } from '../../../../session-node/engines/engine';
import { MemoryAuthStore } from '../baileys/helpers';
import { type RecordingContext, type RecordingOptions, recordingContext } from '../recording-context';

export type Running = { recording: RecordingContext; session: EngineSession; store: MemoryAuthStore };

/** The store a device's object hands the next session: the creds and keys the last one saved. */
export function reopened(store: MemoryAuthStore): MemoryAuthStore {
  const next = new MemoryAuthStore(store.savedCreds.at(-1) ?? store.initialCreds);
  for (const [key, value] of store.keys) next.keys.set(key, value);
  return next;
}

export const statusOf = (recording: RecordingContext) => recording.statuses.at(-1)?.status;

export class EmulatedWorld {
  private constructor(
    readonly emulator: Emulator,
    readonly engine: Engine,
    readonly deviceId: string,
  ) {}

  static async start(options: Partial<ConnectionOptions> & { deviceId: string; deliveredMs?: number }): Promise<EmulatedWorld> {
    const logger = pino({ level: 'silent' });
    const emulator = await startEmulator({ port: 0, logger, deliveredMs: options.deliveredMs ?? 0, readMs: -1 });
    const ca = emulator.trust.mediaCertificate;
    const engine = createBaileysEngine({
      fetchMedia: async () => Buffer.alloc(0),
      logLevel: 'silent',
      ...options,
      emulator: {
        socketUrl: (device) => `${emulator.trust.chatUrl}?device=${device.id}`,
        httpsAgent: new HttpsAgent({ ca }),
        dispatcher: new UndiciAgent({ connect: { ca } }),
      },
    });
    return new EmulatedWorld(emulator, engine, options.deviceId);
  }

  async close(): Promise<void> {
    await this.engine.close();
    await this.emulator.close();
  }

  /** A session of the device, as a node starts it with what the object has (`store`). */
  async session(store: MemoryAuthStore, options: RecordingOptions = {}): Promise<Running> {
    const recording = recordingContext(store, options);
    const session = await this.engine.start({ ...recording.context, device: { id: this.deviceId, name: 'CS', sessionId: 'ses_1' } });
    return { recording, session, store };
  }

  /** A new device linked by QR (the emulator's phone scanning it), and CONNECTED. */
  async linked(options: RecordingOptions = {}): Promise<Running> {
    const first = await this.session(new MemoryAuthStore(), options);
    const qr = await waitUntil(() => first.recording.statuses.find((s) => s.qr)?.qr, { what: 'a QR' });
    const scan = await this.control('POST', '/sim/scan', { qr });
    if (scan.status !== 201) throw new Error(`the scan failed: ${scan.status} ${JSON.stringify(scan.body)}`);
    await waitUntil(() => statusOf(first.recording) === 'CONNECTED', { what: 'the link' });
    return first;
  }

  /** Stops `running` and starts the next session with what its object kept; resolves once CONNECTED. */
  async restarted(running: Running, options: RecordingOptions = {}): Promise<Running> {
    await running.session.stop();
    const next = await this.session(reopened(running.store), options);
    await waitUntil(() => statusOf(next.recording) === 'CONNECTED', { what: 'the login after the restart' });
    return next;
  }

  async control<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.emulator.url}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as T };
  }

  /** What the device sent, as the phones received it. */
  async sent(): Promise<Array<{ id: string; to: string; receivedBy: string[]; resent?: number; content: unknown }>> {
    return (
      await this.control<Array<{ id: string; to: string; receivedBy: string[]; resent?: number; content: unknown }>>(
        'GET',
        `/sim/devices/${this.deviceId}/sent`,
      )
    ).body;
  }
}

/** What a device's object keeps of what its sessions sent: `messages.get` for the next session. */
export class KeptMessages {
  private readonly messages = new Map<string, StoredMessage>();

  keep(message: StoredMessage): void {
    if (message.key.id) this.messages.set(message.key.id, message);
  }

  readonly storedMessages = async (ids: string[]): Promise<StoredMessage[]> => ids.flatMap((id) => this.messages.get(id) ?? []);
}
