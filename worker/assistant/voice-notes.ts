/**
 * Voice notes into words: a stored audio file sent to the workspace's transcription model and the
 * transcript kept (`transcripts.ts`), on an agent's demand (`agent-help.ts`) or, when the
 * workspace's provider has a transcription model, as a customer's voice note arrives
 * (`AutoTranscribe`, a part of the device's object). Also what the help's results are.
 */
import type { InboundEvent } from '../../protocol';
import { mediaKey } from '../media/media';
import type { Db } from '../shared/db';
import { type AiBinding, type ClientIo, type ProviderFailure, transcribe } from './chat-client';
import { loadProvider, type Provider } from './provider';
import { saveTranscript } from './transcripts';

export type HelpFailure =
  | { why: 'no-provider' | 'key-unreadable' | 'no-transcription' | 'not-audio' | 'no-media' | 'too-large' | 'empty' }
  | { why: 'provider'; failure: ProviderFailure };
export type HelpResult = { ok: true; text: string } | { ok: false; failure: HelpFailure };

/** A transcription (a file up, words back) may take longer than a page's chat call. */
const TRANSCRIPTION_TIMEOUT_MS = 60_000;
/** OpenAI's transcription endpoint takes files up to 25 MB. */
const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024;

/** How the worker reaches a provider: its own fetch, and Workers AI where the worker is bound to it. */
export function clientIo(env: Env, timeoutMs: number): ClientIo {
  // The generated Env names the `AI` binding only when wrangler.toml declares `[ai] binding = "AI"`.
  const ai = (env as Env & { AI?: AiBinding }).AI;
  return { fetch: (input, init) => fetch(input, init), timeoutMs, ...(ai ? { ai } : {}) };
}

/** The stored media id of a record's `mediaUrl` (`…/media/{deviceId}/{id}`), when it is this device's. */
function mediaIdOf(mediaUrl: string | null, deviceId: string): string | null {
  if (!mediaUrl) return null;
  try {
    const [, root, device, id] = new URL(mediaUrl).pathname.split('/');
    return root === 'media' && id && decodeURIComponent(device ?? '') === deviceId ? decodeURIComponent(id) : null;
  } catch {
    return null;
  }
}

/** A file name whose extension the endpoint recognises (it picks the decoder by it). */
function fileNameFor(contentType: string): string {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const ext: Record<string, string> = {
    'audio/ogg': 'ogg',
    'audio/opus': 'ogg',
    'audio/mpeg': 'mp3',
    'audio/mp3': 'mp3',
    'audio/mp4': 'm4a',
    'audio/m4a': 'm4a',
    'audio/aac': 'm4a',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'audio/webm': 'webm',
    'audio/amr': 'amr',
  };
  return `voice.${ext[type] ?? 'ogg'}`;
}

/**
 * Transcribes the record's stored audio with `provider`'s transcription model and keeps the words.
 * `fetchMissing` is asked for a file not stored yet (a history message's, downloaded on first use).
 */
export async function transcribeStored(
  env: Env,
  db: Db,
  provider: Provider,
  record: { id: string; workspaceId: string; deviceId: string; mediaUrl: string | null },
  fetchMissing: () => Promise<boolean> = async () => false,
): Promise<HelpResult> {
  const failed = (failure: HelpFailure): HelpResult => ({ ok: false, failure });
  if (provider.kind !== 'openai' || !provider.transcriptionModel) return failed({ why: 'no-transcription' });
  const mediaId = mediaIdOf(record.mediaUrl, record.deviceId);
  if (!mediaId) return failed({ why: 'no-media' });
  const key = mediaKey(record.deviceId, mediaId);
  let object = await env.MEDIA.get(key);
  if (!object && (await fetchMissing())) object = await env.MEDIA.get(key);
  if (!object) return failed({ why: 'no-media' });
  if (object.size > TRANSCRIPTION_MAX_BYTES) return failed({ why: 'too-large' });
  const type = object.httpMetadata?.contentType ?? 'audio/ogg';
  const audio = new Blob([await object.arrayBuffer()], { type });
  const got = await transcribe(provider, audio, fileNameFor(type), clientIo(env, TRANSCRIPTION_TIMEOUT_MS));
  if (!got.ok) return failed({ why: 'provider', failure: got.error });
  const text = got.value.text.trim();
  await saveTranscript(db, { recordId: record.id, workspaceId: record.workspaceId, deviceId: record.deviceId, text });
  return { ok: true, text };
}

type Received = { event: InboundEvent; recordId: string };

/**
 * A part of the device's object: a customer's voice note (or audio) is transcribed as it arrives
 * when the workspace's provider has a transcription model, after the report's transaction, so the
 * assistant and the page find its words. A failure is logged, not retried: the page's "Transcribe"
 * asks again.
 */
export class AutoTranscribe {
  constructor(
    private readonly deps: {
      events: { on(name: 'message.received', listener: (received: Received) => void): void };
      /** The device and its workspace, once known. */
      identity: () => { deviceId: string; workspaceId: string } | null;
      env: Env;
      db: Db;
      waitUntil: (promise: Promise<unknown>) => void;
      /** Runs `then` once the report's transaction committed (never if it rolls back: the report is taken again). */
      afterCommit: (then: () => void) => void;
    },
  ) {
    deps.events.on('message.received', (received) => this.received(received));
  }

  private received({ event, recordId }: Received): void {
    if (event.type !== 'audio' || !event.media?.url) return;
    const identity = this.deps.identity();
    if (!identity) return;
    const mediaUrl = event.media.url;
    this.deps.afterCommit(() =>
      this.deps.waitUntil(
        this.transcribe({ id: recordId, mediaUrl, ...identity }).catch((error: unknown) => {
          console.warn(`transcribing voice note ${recordId} failed`, error);
        }),
      ),
    );
  }

  private async transcribe(record: { id: string; workspaceId: string; deviceId: string; mediaUrl: string }): Promise<void> {
    const loaded = await loadProvider(this.deps.db, this.deps.env.ADMIN_TOKEN, record.workspaceId);
    if (!loaded.ok || loaded.provider.kind !== 'openai' || !loaded.provider.transcriptionModel) return;
    const result = await transcribeStored(this.deps.env, this.deps.db, loaded.provider, record);
    if (!result.ok) console.warn(`voice note ${record.id} was not transcribed: ${JSON.stringify(result.failure)}`);
  }
}
