/**
 * A file taken in as it streams (an upload's file part, or a `mediaUrl` download), never held
 * whole: counted against its limit, hashed, its head and tail kept for the sniffer, and its bytes
 * handed to R2 a part at a time. A file that fits in one part stays in memory (at most
 * `PART_BYTES`) until it is stored; a larger one goes to R2 as a multipart upload under `uploads/`
 * as it arrives, and is copied to its media key, stream to stream, once the route has accepted it.
 * Nothing reaches a media key before that: a refused file is dropped (`discard`), an upload a
 * killed request leaves is removed by the bucket's lifecycle rules (docs/deploying.md).
 *
 * Each sink holds an upload slot (`upload-slots.ts`) while it holds a part in memory: what a burst
 * of large files costs an instance is bounded, whatever their size.
 */
import { toHex } from '../shared/crypto';
import type { HttpError } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import type { MediaSample } from './media-sniff';
import { takeUploadSlot } from './upload-slots';

const KiB = 1024;
/** R2's smallest part (all but the last must be at least 5 MiB, and all the same size). */
export const PART_BYTES = 5 * KiB * KiB;
/** Enough for every signature the sniffer reads, an `ftyp` box's brands and a ZIP's first entry. */
const HEAD_BYTES = 64 * KiB;
/** A ZIP's end of central directory (22 bytes and a 64 KiB comment at most) and a central directory of a few thousand entries. */
const TAIL_BYTES = 256 * KiB;

export type FileLimit = { maxBytes: number; tooLarge: () => HttpError };

/** How a stored file is kept: its type and (for a document) the name its recipient sees; its digest goes beside them. */
export type StoreAs = { contentType: string; fileName?: string | undefined };

/** The last `capacity` bytes written, kept in a ring. */
class Tail {
  private readonly ring: Uint8Array;
  private written = 0;

  constructor(private readonly capacity: number) {
    this.ring = new Uint8Array(capacity);
  }

  push(chunk: Uint8Array): void {
    const bytes = chunk.length > this.capacity ? chunk.subarray(chunk.length - this.capacity) : chunk;
    const at = (this.written + chunk.length - bytes.length) % this.capacity;
    const first = Math.min(bytes.length, this.capacity - at);
    this.ring.set(bytes.subarray(0, first), at);
    this.ring.set(bytes.subarray(first), 0);
    this.written += chunk.length;
  }

  bytes(): Uint8Array {
    if (this.written <= this.capacity) return this.ring.slice(0, this.written);
    const at = this.written % this.capacity;
    const out = new Uint8Array(this.capacity);
    out.set(this.ring.subarray(at), 0);
    out.set(this.ring.subarray(0, at), this.capacity - at);
    return out;
  }
}

/** A file taken in whole, checked by its sample before it is stored (`store`) or dropped (`discard`). */
export class StagedFile {
  private done = false;

  constructor(
    private readonly bucket: R2Bucket,
    /** The name its sender gave it (a part's `filename`; '' for a download). */
    readonly name: string,
    readonly size: number,
    /** Hex SHA-256 of its bytes. */
    readonly sha256: string,
    readonly sample: MediaSample,
    private held: Uint8Array | null,
    private readonly uploaded: string | null,
    private readonly release: () => void,
  ) {}

  /** Writes the file at `key` with its type and digest (a document's name too); once. */
  async store(key: string, as: StoreAs): Promise<void> {
    if (this.done) throw new Error('a staged file is stored or dropped once');
    const options: R2PutOptions = {
      httpMetadata: { contentType: as.contentType },
      customMetadata: { sha256: this.sha256, ...(as.fileName ? { fileName: as.fileName } : {}) },
    };
    try {
      if (this.uploaded === null) {
        await this.bucket.put(key, this.held ?? new Uint8Array(), options);
      } else {
        const upload = await this.bucket.get(this.uploaded);
        if (!upload) throw new Error(`media: the upload ${this.uploaded} is not in R2`);
        // Stream to stream: R2's body has its length, so the copy is never held.
        await this.bucket.put(key, upload.body, options);
      }
    } finally {
      await this.discard();
    }
  }

  /** The file's bytes, a chunk at a time (from memory, or read from R2): for a small file read as text. */
  async *chunks(): AsyncGenerator<Uint8Array> {
    if (this.done) throw new Error('the staged file was stored or dropped');
    if (this.uploaded === null) {
      if (this.held && this.held.length > 0) yield this.held;
      return;
    }
    const upload = await this.bucket.get(this.uploaded);
    if (!upload) throw new Error(`media: the upload ${this.uploaded} is not in R2`);
    const reader = upload.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  /** Lets the file go: its memory, its upload in R2, its slot. Nothing to do once stored. */
  async discard(): Promise<void> {
    if (this.done) return;
    this.done = true;
    this.held = null;
    this.release();
    if (this.uploaded !== null)
      await this.bucket.delete(this.uploaded).catch((error: unknown) => console.error('media: an upload was not deleted', error));
  }
}

/** Where an incoming file's bytes go as they arrive; `open` takes an upload slot (or throws the 503). */
export class MediaSink {
  private buffer = new Uint8Array(0);
  private filled = 0;
  private size = 0;
  private readonly head = new Uint8Array(HEAD_BYTES);
  private readonly tail = new Tail(TAIL_BYTES);
  private readonly digest = new crypto.DigestStream('SHA-256');
  private readonly hashing = this.digest.getWriter();
  private readonly key = `uploads/${randomBase62(24)}`;
  private upload: R2MultipartUpload | null = null;
  private readonly parts: R2UploadedPart[] = [];
  private closed = false;

  private constructor(
    private readonly bucket: R2Bucket,
    private readonly limit: FileLimit,
    private readonly release: () => void,
  ) {
    // An aborted sink's digest rejects, and nobody asks for it then.
    this.digest.digest.catch(() => undefined);
  }

  static open(bucket: R2Bucket, limit: FileLimit): MediaSink {
    return new MediaSink(bucket, limit, takeUploadSlot());
  }

  /** Takes the next chunk: the limit's 413 as soon as the file passes it. */
  async write(chunk: Uint8Array): Promise<void> {
    if (this.size + chunk.length > this.limit.maxBytes) throw this.limit.tooLarge();
    if (this.size < HEAD_BYTES) this.head.set(chunk.subarray(0, HEAD_BYTES - this.size), this.size);
    this.size += chunk.length;
    this.tail.push(chunk);
    await this.hashing.write(chunk);
    for (let offset = 0; offset < chunk.length; ) {
      const room = PART_BYTES - this.filled;
      const n = Math.min(room, chunk.length - offset);
      this.reserve(this.filled + n);
      this.buffer.set(chunk.subarray(offset, offset + n), this.filled);
      this.filled += n;
      offset += n;
      if (this.filled === PART_BYTES) await this.flush();
    }
  }

  /** The file, whole: in memory when it fits in one part, else completed in R2. */
  async finish(name: string): Promise<StagedFile> {
    this.closed = true;
    await this.hashing.close();
    const sha256 = toHex(new Uint8Array(await this.digest.digest));
    const head = this.head.slice(0, Math.min(this.size, HEAD_BYTES));
    const sample: MediaSample = { size: this.size, head, tail: this.size <= HEAD_BYTES ? head : this.tail.bytes() };
    if (!this.upload) {
      const held = this.buffer.subarray(0, this.filled);
      this.buffer = new Uint8Array(0);
      // Held until stored: the slot goes with the memory.
      return new StagedFile(this.bucket, name, this.size, sha256, sample, held, null, this.release);
    }
    try {
      if (this.filled > 0) await this.flush();
      await this.upload.complete(this.parts);
    } catch (error) {
      await this.abort();
      throw error;
    }
    this.buffer = new Uint8Array(0);
    // In R2 now: no part is held any more.
    this.release();
    return new StagedFile(this.bucket, name, this.size, sha256, sample, null, this.key, () => undefined);
  }

  /** Drops what was taken (a refused or broken file): its parts in R2, its memory, its slot. */
  async abort(): Promise<void> {
    this.buffer = new Uint8Array(0);
    this.release();
    if (!this.closed) {
      this.closed = true;
      await this.hashing.abort().catch(() => undefined);
    }
    const upload = this.upload;
    this.upload = null;
    if (upload) await upload.abort().catch((error: unknown) => console.error('media: an upload was not aborted', error));
  }

  /** Grows the part buffer to hold `bytes` (doubling, at most a part): a small file holds little. */
  private reserve(bytes: number): void {
    if (bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.min(PART_BYTES, Math.max(bytes, this.buffer.length * 2, 64 * KiB)));
    grown.set(this.buffer.subarray(0, this.filled));
    this.buffer = grown;
  }

  private async flush(): Promise<void> {
    this.upload ??= await this.bucket.createMultipartUpload(this.key);
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, this.buffer.subarray(0, this.filled)));
    this.filled = 0;
  }
}
