import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobBody, BlobInfo, BlobStore, ByteRange } from '../../infra/storage/blob-store.js';
import { BlobNotFoundError, BlobRangeError } from '../../infra/storage/storage-errors.js';

/** Test support for the storage tests (not used by the server). */

export const KIB = 1024;
export const MIB = 1024 * 1024;

/** Random bytes (fast enough for a few MiB). */
export function randomBytes(size: number): Buffer {
  return crypto.randomBytes(size);
}

/** The bytes as a stream of uneven chunks (1, 7, 4093, 65536+3 … bytes), so framing is exercised. */
export async function* unevenChunks(data: Buffer): AsyncGenerator<Buffer> {
  const sizes = [1, 7, 4093, 65539, 100_000, 13];
  let offset = 0;
  for (let i = 0; offset < data.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    yield data.subarray(offset, offset + size);
    offset += size;
  }
}

/** A body that yields `bytesBeforeFailure` bytes, then fails like a dropped upload connection. */
export async function* failingBody(bytesBeforeFailure: number, chunk = 64 * KIB): AsyncGenerator<Buffer> {
  let sent = 0;
  while (sent < bytesBeforeFailure) {
    const size = Math.min(chunk, bytesBeforeFailure - sent);
    yield randomBytes(size);
    sent += size;
  }
  throw new Error('client went away');
}

export async function readAll(stream: AsyncIterable<unknown> | Iterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new TypeError('not bytes');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** What a consumer received before the read failed, and the failure (null when it did not fail). */
export async function readUntilError(
  open: () => Promise<Readable>,
): Promise<{ bytes: Buffer; error: unknown }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await open()) chunks.push(Buffer.from(chunk as Uint8Array));
    return { bytes: Buffer.concat(chunks), error: null };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
}

/** A blob store in memory, for the pure unit tests of the encryption layer (no disk, no network). */
export class MemoryBlobStore implements BlobStore {
  readonly kind = 'memory';
  readonly objects = new Map<string, Buffer>();

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    const data = await readAll(body);
    this.objects.set(key, data);
    return { size: data.length };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const data = this.objects.get(key);
    if (!data) throw new BlobNotFoundError(key);
    if (range && range.start >= data.length) throw new BlobRangeError(data.length);
    const part = range ? data.subarray(range.start, range.end + 1) : data;
    // Chunks of 1000 bytes: readers must reassemble segments across chunk borders.
    const chunks: Buffer[] = [];
    for (let i = 0; i < part.length; i += 1000) chunks.push(part.subarray(i, i + 1000));
    return Readable.from(chunks, { objectMode: false });
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const data = this.objects.get(key);
    return data ? { size: data.length } : null;
  }

  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of [...this.objects.keys()]) if (key.startsWith(`${prefix}/`)) this.objects.delete(key);
  }

  async *list(prefix?: string): AsyncIterable<string> {
    for (const key of this.objects.keys())
      if (prefix === undefined || key.startsWith(`${prefix}/`)) yield key;
  }

  close(): void {}
}
