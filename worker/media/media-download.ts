/**
 * Fetching a send's `mediaUrl` under the webhook URL policy (README, "Webhook URLs"): a public
 * host over https (localhost too while the worker runs locally), every redirect followed by hand
 * and its target checked again, the size capped while the body streams, and one deadline for the
 * whole download, poured into R2 as it streams (never held whole). Whatever goes wrong is the
 * client's URL, so it is a 400 naming the cause (a file over its type's size a 413), never a 5xx.
 */
import { env } from 'cloudflare:workers';
import { HttpError } from '../shared/errors';
import { type DestinationGuard, destinationOf } from '../webhooks/deliver';
import { MediaSink, type StagedFile } from './staged-file';

/** More hops than a file host's CDN needs; a loop ends here. */
const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 30_000;

/** How long a download may take in all (`MEDIA_FETCH_TIMEOUT_MS` overrides; tests shorten it). */
export function mediaFetchTimeoutMs(): number {
  const value = Number(Reflect.get(env, 'MEDIA_FETCH_TIMEOUT_MS'));
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_TIMEOUT_MS;
}

/** The 400 for a URL at `path` (`mediaUrl`, `message.mediaUrl`…) that gave no file, naming the cause. */
const refusal = (path: string) => (cause: string) => new HttpError(400, `mediaUrl was not fetched: ${cause}`, [{ path, message: cause }]);
type Refused = ReturnType<typeof refusal>;

export type Download = { file: StagedFile; url: string };

/**
 * The file at `url`, at most `maxBytes` of it (`tooLarge` says what a larger file breaks), staged
 * in `bucket` as it streams, fetched with the runtime's fetch (read at call time).
 */
export async function downloadMedia(
  bucket: R2Bucket,
  url: string,
  options: { maxBytes: number; tooLarge: (size: string) => string; guard: DestinationGuard; timeoutMs: number; path?: string },
): Promise<Download> {
  const refused = refusal(options.path ?? 'mediaUrl');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const late = () => refused(`the server did not send the file within ${options.timeoutMs.toLocaleString('en-US')} ms`);
  try {
    let current = url;
    for (let hop = 0; ; hop++) {
      const destination = await destinationOf(current, options.guard, controller.signal).catch((error: unknown) => {
        throw controller.signal.aborted ? late() : error;
      });
      if (!destination.ok) throw refused(hop === 0 ? destination.error : `a redirect to ${current}: ${destination.error}`);
      let response: Response;
      try {
        response = await fetch(destination.url, { redirect: 'manual', signal: controller.signal, headers: { Accept: '*/*' } });
      } catch (error) {
        if (controller.signal.aborted) throw late();
        throw refused(`could not connect to ${new URL(destination.url).host} (${error instanceof Error ? error.message : String(error)})`);
      }
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('Location');
        await response.body?.cancel();
        if (!location) throw refused(`the server answered HTTP ${response.status} without a Location`);
        if (hop + 1 > MAX_REDIRECTS) throw refused(`more than ${MAX_REDIRECTS} redirects`);
        current = new URL(location, destination.url).href;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw refused(`the server answered HTTP ${response.status}`);
      }
      const file = await pourCapped(bucket, response, options.maxBytes, options.tooLarge, controller.signal, refused).catch(
        (error: unknown) => {
          throw controller.signal.aborted ? late() : error;
        },
      );
      return { file, url: destination.url };
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The 400 for a body that broke off after `size` bytes (of `declared`, when the server said). */
function brokeOff(refused: Refused, size: number, declared: number | null, error: unknown): HttpError {
  const got =
    declared === null
      ? `${size.toLocaleString('en-US')} bytes`
      : `${size.toLocaleString('en-US')} of the ${declared.toLocaleString('en-US')} bytes it declared`;
  const why = error instanceof Error && error.message ? ` (${error.message.replace(/\.$/, '')})` : '';
  return refused(`the server closed the connection after sending ${got}${why}`);
}

/**
 * The body poured into a sink as it streams (`staged-file.ts`: memory flat whatever its size),
 * refused as soon as it passes `maxBytes`: a declared length over it is refused before a byte is
 * read, and a body that lies or has none is cut off at the first chunk past it.
 */
async function pourCapped(
  bucket: R2Bucket,
  response: Response,
  maxBytes: number,
  tooLarge: (size: string) => string,
  signal: AbortSignal,
  refused: Refused,
): Promise<StagedFile> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new HttpError(413, tooLarge(`${declared.toLocaleString('en-US')} bytes`));
  }
  // A compressed body is decoded by the runtime: its declared length is not the file's.
  const encoding = (response.headers.get('Content-Encoding') ?? 'identity').toLowerCase();
  const known = Number.isSafeInteger(declared) && declared >= 0 && encoding === 'identity' ? declared : null;
  let sink: MediaSink;
  try {
    sink = MediaSink.open(bucket, {
      maxBytes,
      tooLarge: () => new HttpError(413, tooLarge(`over ${maxBytes.toLocaleString('en-US')} bytes`)),
    });
  } catch (busy) {
    await response.body?.cancel();
    throw busy;
  }
  const reader = response.body?.getReader();
  // A server that stops sending mid-body is cut off at the deadline too: cancelling ends the read.
  const stop = () => void reader?.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop);
  let size = 0;
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = reader ? await reader.read() : { done: true, value: undefined };
      } catch (error) {
        if (signal.aborted) throw new DOMException('the download took too long', 'AbortError');
        // The server closed the connection mid-body (workerd: "Network connection lost"): its fault, said as such.
        throw brokeOff(refused, size, known, error);
      }
      if (signal.aborted) throw new DOMException('the download took too long', 'AbortError');
      if (next.done) break;
      if (known !== null && size + next.value.byteLength > known) {
        throw refused(`the server sent more than the ${known.toLocaleString('en-US')} bytes it declared`);
      }
      size += next.value.byteLength;
      await sink.write(next.value);
    }
    if (known !== null && size < known) {
      throw refused(`the server sent ${size.toLocaleString('en-US')} of the ${known.toLocaleString('en-US')} bytes it declared`);
    }
    return await sink.finish('');
  } catch (error) {
    await reader?.cancel().catch(() => undefined);
    await sink.abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
