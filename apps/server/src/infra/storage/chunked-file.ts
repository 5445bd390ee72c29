import type { BlobStore } from './blob-store.js';
import { ByteReader } from './byte-reader.js';
import {
  HEADER_BYTES,
  SEGMENT_CIPHERTEXT_SIZE,
  SEGMENT_SIZE,
  ciphertextSize,
  createFileCipher,
  openFileCipher,
} from './file-crypto.js';
import { KEY_ID_BYTES, type FilesKeyring } from './files-keyring.js';
import { FileIntegrityError } from './storage-errors.js';

/** A file being written in chunks: its final key (the file id of its encryption), header and plaintext size. */
export interface ChunkedFile {
  key: string;
  /** The 80-byte header (file-crypto.ts): the wrapped data key and the nonce prefix. */
  header: Buffer;
  size: number;
}

/** The id of the key that wraps a file's data key (header bytes 5..13, file-crypto.ts), in hex. */
export function keyIdOfHeader(header: Buffer): string {
  return header.subarray(5, 5 + KEY_ID_BYTES).toString('hex');
}

/** A chunk carried more bytes than remain of the file. */
export class ChunkOverrunError extends Error {
  constructor() {
    super('The chunk goes past the end of the file');
    this.name = 'ChunkOverrunError';
  }
}

/**
 * Encrypted files written over several requests (resumable uploads), in the format of file-crypto.ts.
 * The header is made once and kept by the caller (in the database), so that any instance can go on.
 * Each chunk starts on a segment boundary; its whole segments are encrypted as they arrive (STREAM
 * continues across chunks: segment i is segment i of the file) and stored as one object of segments
 * without the header. At the end, `assemble` streams header ‖ chunks into the file's own key, which
 * then reads like any file of EncryptedFileStore. Where the store writes in place (the fs store),
 * `appendChunk` puts each chunk's segments at their final place in one unfinished object and
 * `finishAppended` promotes it, so the file is never read back or copied. Memory: about two
 * segments per chunk in flight (plus the store's write batch).
 */
export class ChunkedFiles {
  constructor(
    private readonly blobs: BlobStore,
    private readonly keyring: FilesKeyring,
  ) {}

  /** The header of a new file stored under `key`: a fresh data key wrapped under the current key. */
  newHeader(key: string): Buffer {
    return createFileCipher(this.keyring, key).header;
  }

  /**
   * Encrypts the plaintext `body` (bytes of the file from `offset`, a segment boundary) and stores its
   * whole segments as the object `chunkKey`. A trailing part shorter than a segment that does not end
   * the file is dropped (the client sends it again). `inspect` sees the first segment (the whole file
   * when smaller) of a chunk at offset 0 before anything is stored, and refuses by throwing. Returns
   * the plaintext bytes kept: 0 (nothing stored) when the body held no whole segment. Rejects with
   * ChunkOverrunError when the body goes past the file's size, or with the body's own error (a
   * dropped connection); either way nothing is stored.
   */
  async writeChunk(
    chunkKey: string,
    file: ChunkedFile,
    offset: number,
    body: AsyncIterable<unknown> | Iterable<unknown>,
    inspect?: (head: Buffer) => Promise<void>,
  ): Promise<number> {
    return this.encryptChunk(file, offset, body, inspect, async (segments) => {
      await this.blobs.put(chunkKey, segments);
    });
  }

  /** Whether the store writes unfinished objects in place (appendChunk and finishAppended). */
  get appends(): boolean {
    return this.blobs.partial !== undefined;
  }

  /**
   * As writeChunk, but the segments go straight to their place in the unfinished object `partialKey`
   * (header ‖ segments, the file's final form; the header with the chunk at offset 0), written over
   * whatever an interrupted or refused request left there, and fsync'd once. finishAppended then
   * makes it the file without reading it again. Only for stores with `partial`.
   */
  async appendChunk(
    partialKey: string,
    file: ChunkedFile,
    offset: number,
    body: AsyncIterable<unknown> | Iterable<unknown>,
    inspect?: (head: Buffer) => Promise<void>,
  ): Promise<number> {
    const partial = this.partialObjects();
    const position = offset === 0 ? 0 : HEADER_BYTES + (offset / SEGMENT_SIZE) * SEGMENT_CIPHERTEXT_SIZE;
    return this.encryptChunk(file, offset, body, inspect, async (segments) => {
      async function* withHeader(): AsyncGenerator<Buffer> {
        yield file.header;
        yield* segments;
      }
      await partial.writeAt(partialKey, position, offset === 0 ? withHeader() : segments);
    });
  }

  /**
   * The unfinished object `partialKey` becomes the file's object (atomically; the unfinished one stays
   * until its upload's objects are removed); FileIntegrityError when it is not the file's size.
   */
  async finishAppended(partialKey: string, file: ChunkedFile): Promise<void> {
    const stored = await this.blobs.stat(partialKey);
    if (stored?.size !== ciphertextSize(file.size)) {
      throw new FileIntegrityError(
        `appended ${stored?.size ?? 0} bytes, expected ${ciphertextSize(file.size)}`,
      );
    }
    await this.partialObjects().promote(partialKey, file.key);
  }

  private partialObjects() {
    const partial = this.blobs.partial;
    if (!partial) throw new Error('This store does not write unfinished objects in place');
    return partial;
  }

  /** The whole segments of a chunk, encrypted one by one as they arrive, handed to `store` as a stream. */
  private async encryptChunk(
    file: ChunkedFile,
    offset: number,
    body: AsyncIterable<unknown> | Iterable<unknown>,
    inspect: ((head: Buffer) => Promise<void>) | undefined,
    store: (segments: AsyncGenerator<Buffer>) => Promise<void>,
  ): Promise<number> {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset % SEGMENT_SIZE !== 0 || offset >= file.size) {
      throw new RangeError('A chunk starts on a segment boundary inside the file');
    }
    const cipher = openFileCipher(this.keyring, file.key, file.header);
    const reader = new ByteReader(body);
    try {
      const first = await reader.readUpTo(SEGMENT_SIZE);
      if (offset + first.length > file.size) throw new ChunkOverrunError();
      if (first.length < SEGMENT_SIZE && offset + first.length < file.size) return 0;
      if (offset === 0 && inspect) await inspect(first);
      let kept = 0;
      async function* segments(): AsyncGenerator<Buffer> {
        let segment = first;
        for (;;) {
          const position = offset + kept;
          if (position + segment.length > file.size) throw new ChunkOverrunError();
          const last = position + segment.length === file.size;
          if (!last && segment.length < SEGMENT_SIZE) return;
          yield* cipher.encryptSegmentParts(position / SEGMENT_SIZE, segment, last);
          kept += segment.length;
          if (last) {
            if (await reader.hasMoreThan(0)) throw new ChunkOverrunError();
            return;
          }
          segment = await reader.readUpTo(SEGMENT_SIZE);
          if (segment.length === 0) return;
        }
      }
      await store(segments());
      return kept;
    } finally {
      await reader.close();
    }
  }

  /**
   * Stores header ‖ chunks (in file order) as the file's object, atomically, streaming one chunk at a
   * time; FileIntegrityError (and nothing left under the key) when the result is not the file's size.
   */
  async assemble(file: ChunkedFile, chunkKeys: readonly string[]): Promise<void> {
    const blobs = this.blobs;
    async function* body(): AsyncGenerator<Uint8Array> {
      yield file.header;
      for (const key of chunkKeys) {
        for await (const chunk of await blobs.get(key)) {
          if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected a stream of bytes');
          yield chunk;
        }
      }
    }
    const stored = await this.blobs.put(file.key, body());
    if (stored.size !== ciphertextSize(file.size)) {
      await this.blobs.delete(file.key);
      throw new FileIntegrityError(`assembled ${stored.size} bytes, expected ${ciphertextSize(file.size)}`);
    }
  }

  /** Stores an empty file (its one empty, last segment) under its key. */
  async storeEmpty(file: ChunkedFile): Promise<void> {
    if (file.size !== 0 || file.header.length !== HEADER_BYTES) throw new RangeError('Not an empty file');
    const cipher = openFileCipher(this.keyring, file.key, file.header);
    await this.blobs.put(file.key, [file.header, cipher.encryptSegment(0, Buffer.alloc(0), true)]);
  }
}
