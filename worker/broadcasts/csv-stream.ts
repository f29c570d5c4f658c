/**
 * A CSV audience read as it streams: the upload's text piece by piece through `CsvParser`, its rows
 * through an `AudienceBuilder`, its recipients handed on `size` at a time. What stays in memory is
 * one chunk of rows, the numbers seen (to merge duplicates) and the first bad rows and duplicates
 * of the report: not the file, nor its rows.
 */
import { english, type Said, said } from '../shared/said';
import { AudienceBuilder, type AudienceRow, addRecord, type CsvHeader, type Fill, MAX_RECIPIENTS, readHeader } from './audience';
import { REPORT_LIMIT } from './broadcast-store';
import { CsvParser } from './csv-reader';

/** A CSV as a request gives it: the JSON's text, or an uploaded file's bytes (UTF-8), held or read again as they stream. */
export type CsvSource = string | Blob | (() => AsyncIterable<Uint8Array>);
export type CsvChunk = { from: number; recipients: AudienceRow[]; fills: Fill[] };
export type CsvEnd = { ok: true; header: CsvHeader; builder: AudienceBuilder } | { ok: false; reason: string; said: Said };

/** Characters of a text handed to the parser at once. */
const PIECE = 64 * 1024;

/** A file that is not UTF-8 text (found as its bytes are decoded). */
export class NotUtf8 extends Error {}

async function* pieces(source: CsvSource): AsyncGenerator<string> {
  if (typeof source === 'string') {
    for (let at = 0; at < source.length; at += PIECE) yield source.slice(at, at + PIECE);
    return;
  }
  if (typeof source === 'function') {
    // Decoded piece by piece: a character cut between two chunks waits for the next.
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    const decode = (bytes?: Uint8Array): string => {
      try {
        return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
      } catch {
        throw new NotUtf8('the file is not UTF-8 text');
      }
    };
    for await (const bytes of source()) yield decode(bytes);
    yield decode();
    return;
  }
  const reader = source
    .stream()
    .pipeThrough(new TextDecoderStream('utf-8', { fatal: true }))
    .getReader();
  for (;;) {
    let read: ReadableStreamReadResult<string>;
    try {
      read = await reader.read();
    } catch {
      throw new NotUtf8('the file is not UTF-8 text');
    }
    if (read.done) return;
    yield read.value;
  }
}

const refuse = (s: Said): CsvEnd => ({ ok: false, reason: english(s), said: s });

/**
 * The CSV's recipients in chunks of `size` (the fills of earlier recipients with them), then how
 * the file ended: its header and the builder's report, or why the file as a whole cannot be read
 * (found at any point: an unclosed quote may show only at the end). Past `MAX_RECIPIENTS` nothing
 * more is handed on; the rest is only counted, for the refusal to say how many there were.
 */
export async function* csvChunks(source: CsvSource, countryCode: string, size: number): AsyncGenerator<CsvChunk, CsvEnd> {
  const parser = new CsvParser();
  const builder = new AudienceBuilder(countryCode, REPORT_LIMIT);
  let header: CsvHeader | null = null;
  /** The recipients waiting once they make a chunk (or at the end, whatever waits), unless past the cap. */
  const handOn = function* (final: boolean): Generator<CsvChunk> {
    if (!final && builder.waiting() < size) return;
    const taken = builder.take();
    if (builder.count <= MAX_RECIPIENTS && (taken.recipients.length > 0 || taken.fills.length > 0)) yield taken;
  };
  const read = function* (records: ReturnType<CsvParser['push']>): Generator<CsvChunk, Said | null> {
    for (const record of records) {
      if (header === null) {
        const h = readHeader(record, countryCode);
        if ('refused' in h) return h.refused;
        header = h;
        continue;
      }
      addRecord(builder, header, record, parser.delimiter ?? ',');
      yield* handOn(false);
    }
    return null;
  };
  for await (const piece of pieces(source)) {
    const refused = yield* read(parser.push(piece));
    if (refused) return refuse(refused);
  }
  const end = parser.end();
  if (!end.ok) return refuse(end.said);
  const refused = yield* read(end.records);
  if (refused) return refuse(refused);
  if (header === null) return refuse(said('csv.empty'));
  if (builder.count > MAX_RECIPIENTS) return refuse(said('csv.tooManyRecipients', { recipients: builder.count, max: MAX_RECIPIENTS }));
  yield* handOn(true);
  return { ok: true, header, builder };
}
