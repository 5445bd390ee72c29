import { Readable } from 'node:stream';
import {
  assertBlobKey,
  assertByteRange,
  type BlobBody,
  type BlobStore,
  type ByteRange,
} from './blob-store.js';
import { ByteReader } from './byte-reader.js';
import { ChunkedFiles } from './chunked-file.js';
import { decryptSegments, encryptStream, type SegmentPlan } from './encrypted-stream.js';
import {
  HEADER_BYTES,
  SEGMENT_CIPHERTEXT_SIZE,
  SEGMENT_SIZE,
  createFileCipher,
  openFileCipher,
  plaintextSize,
  segmentCount,
} from './file-crypto.js';
import type { FilesKeyring } from './files-keyring.js';
import { BlobNotFoundError, BlobRangeError, FileIntegrityError } from './storage-errors.js';

export interface StoredFileInfo {
  /** Plaintext size in bytes. */
  size: number;
  /** Bytes the encrypted object takes in the store. */
  storedSize: number;
}

/**
 * Documents at rest: every object is encrypted (file-crypto.ts) before it reaches the blob store and
 * authenticated segment by segment on the way out. The key is the file's id in the encryption (its
 * associated data), so an object copied or renamed to another key does not open. Plaintext exists only
 * in memory, one 64 KiB segment at a time.
 */
export class EncryptedFileStore {
  constructor(
    readonly blobs: BlobStore,
    private readonly keyring: FilesKeyring,
  ) {}

  /** Encrypts and stores the body; atomic like BlobStore.put (a failed put leaves nothing visible). */
  async put(key: string, body: BlobBody): Promise<StoredFileInfo> {
    assertBlobKey(key);
    const { header, cipher } = createFileCipher(this.keyring, key);
    const progress = { plaintextBytes: 0 };
    const stored = await this.blobs.put(key, encryptStream(body, header, cipher, progress));
    return { size: progress.plaintextBytes, storedSize: stored.size };
  }

  /** Sizes of a stored file, or null when there is none; FileIntegrityError for an impossible size. */
  async stat(key: string): Promise<StoredFileInfo | null> {
    const stored = await this.blobs.stat(key);
    return stored ? { size: plaintextSize(stored.size), storedSize: stored.size } : null;
  }

  /**
   * The plaintext, or plaintext bytes range.start..range.end (inclusive; an end past the file is cut at
   * its end). Only the segments holding the range are read and decrypted. Rejects with BlobNotFoundError,
   * BlobRangeError (start not inside the file; an empty file has no range), or FileIntegrityError when the
   * header does not open; the stream itself fails with FileIntegrityError at the first altered segment.
   */
  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertBlobKey(key);
    if (range) assertByteRange(range);
    const stored = await this.blobs.stat(key);
    if (!stored) throw new BlobNotFoundError(key);
    const size = plaintextSize(stored.size);
    if (range && range.start >= size) throw new BlobRangeError(size);
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? size - 1, size - 1);
    const finalSegment = segmentCount(size) - 1;
    const plan: SegmentPlan = {
      firstSegment: Math.floor(start / SEGMENT_SIZE),
      lastSegment: size === 0 ? 0 : Math.floor(end / SEGMENT_SIZE),
      finalSegment,
      finalSegmentStoredSize: stored.size - HEADER_BYTES - finalSegment * SEGMENT_CIPHERTEXT_SIZE,
      start,
      end,
    };
    const from = plan.firstSegment === 0 ? 0 : HEADER_BYTES + plan.firstSegment * SEGMENT_CIPHERTEXT_SIZE;
    const to = Math.min(HEADER_BYTES + (plan.lastSegment + 1) * SEGMENT_CIPHERTEXT_SIZE, stored.size) - 1;
    const header = from === 0 ? null : await this.readHeader(key);
    const reader = new ByteReader(await this.blobs.get(key, { start: from, end: to }));
    try {
      const cipher = openFileCipher(this.keyring, key, header ?? (await this.readHeaderFrom(reader)));
      return Readable.from(decryptSegments(reader, cipher, plan), { objectMode: false });
    } catch (error) {
      await reader.close();
      throw error;
    }
  }

  private async readHeader(key: string): Promise<Buffer> {
    const reader = new ByteReader(await this.blobs.get(key, { start: 0, end: HEADER_BYTES - 1 }));
    try {
      return await this.readHeaderFrom(reader);
    } finally {
      await reader.close();
    }
  }

  private async readHeaderFrom(reader: ByteReader): Promise<Buffer> {
    const header = await reader.readExactly(HEADER_BYTES);
    if (!header) throw new FileIntegrityError('truncated header');
    return header;
  }

  /** Files written in chunks over several requests (resumable uploads), readable here once assembled. */
  chunked(): ChunkedFiles {
    return new ChunkedFiles(this.blobs, this.keyring);
  }

  async delete(key: string): Promise<void> {
    await this.blobs.delete(key);
  }

  /** Removes every file under `prefix/` (all files of a client, say). */
  async deletePrefix(prefix: string): Promise<void> {
    await this.blobs.deletePrefix(prefix);
  }
}
