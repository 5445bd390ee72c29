import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EncryptedFileStore } from './encrypted-store.js';
import { HEADER_BYTES, SEGMENT_CIPHERTEXT_SIZE, SEGMENT_SIZE, ciphertextSize } from './file-crypto.js';
import { FilesKeyring } from './files-keyring.js';
import { BlobRangeError, FileIntegrityError } from './storage-errors.js';
import {
  MemoryBlobStore,
  failingBody,
  randomBytes,
  readAll,
  readUntilError,
  unevenChunks,
} from '../../test/storage/helpers.js';

/** The encryption layer over an in-memory store: framing, ranges and failures without disk or network. */
function setup() {
  const blobs = new MemoryBlobStore();
  const store = new EncryptedFileStore(blobs, new FilesKeyring(crypto.randomBytes(32)));
  return { blobs, store };
}

describe('EncryptedFileStore (in memory)', () => {
  it('round-trips uneven input chunks at and around segment boundaries', async () => {
    const { blobs, store } = setup();
    for (const size of [
      0,
      1,
      100,
      SEGMENT_SIZE - 1,
      SEGMENT_SIZE,
      SEGMENT_SIZE + 1,
      2 * SEGMENT_SIZE,
      3 * SEGMENT_SIZE + 5,
    ]) {
      const data = randomBytes(size);
      const info = await store.put('f', unevenChunks(data));
      expect(info).toEqual({ size, storedSize: ciphertextSize(size) });
      expect(blobs.objects.get('f')?.length).toBe(ciphertextSize(size));
      expect((await readAll(await store.get('f'))).equals(data), `size ${size}`).toBe(true);
      expect(await store.stat('f')).toEqual(info);
    }
  });

  it('reads any range by decrypting only the segments holding it', async () => {
    const { store } = setup();
    const data = randomBytes(4 * SEGMENT_SIZE + 123);
    await store.put('f', unevenChunks(data));
    await fc.assert(
      fc.asyncProperty(fc.nat(data.length - 1), fc.nat(data.length + 10), async (a, b) => {
        const start = Math.min(a, b);
        const end = Math.max(a, b);
        const got = await readAll(await store.get('f', { start, end }));
        return got.equals(data.subarray(start, end + 1));
      }),
      { numRuns: 100 },
    );
  });

  it('reads a range without touching other segments', async () => {
    const { blobs, store } = setup();
    const data = randomBytes(3 * SEGMENT_SIZE);
    await store.put('f', [data]);
    const stored = blobs.objects.get('f') ?? Buffer.alloc(0);
    // Corrupt segment 2: a range inside segment 1 still reads, the full file does not.
    const at = HEADER_BYTES + 2 * SEGMENT_CIPHERTEXT_SIZE + 10;
    stored[at] = (stored[at] ?? 0) ^ 1;
    const range = { start: SEGMENT_SIZE + 5, end: 2 * SEGMENT_SIZE - 1 };
    expect(
      (await readAll(await store.get('f', range))).equals(data.subarray(range.start, range.end + 1)),
    ).toBe(true);
    const full = await readUntilError(() => store.get('f'));
    expect(full.error).toBeInstanceOf(FileIntegrityError);
    expect(full.bytes.equals(data.subarray(0, full.bytes.length))).toBe(true);
  });

  it('refuses ranges outside the file', async () => {
    const { store } = setup();
    await store.put('f', [randomBytes(10)]);
    await expect(store.get('f', { start: 10, end: 10 })).rejects.toBeInstanceOf(BlobRangeError);
    await expect(store.get('f', { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeError);
    await store.put('empty', []);
    await expect(store.get('empty', { start: 0, end: 0 })).rejects.toBeInstanceOf(BlobRangeError);
    expect((await readAll(await store.get('empty'))).length).toBe(0);
  });

  it('passes a failing body on and stores nothing', async () => {
    const { blobs, store } = setup();
    await expect(store.put('f', failingBody(SEGMENT_SIZE * 2 + 7))).rejects.toThrow('client went away');
    expect(blobs.objects.size).toBe(0);
  });

  it('fails a file whose stored bytes were cut after a whole segment', async () => {
    const { blobs, store } = setup();
    const data = randomBytes(2 * SEGMENT_SIZE + 5);
    await store.put('f', [data]);
    const stored = blobs.objects.get('f') ?? Buffer.alloc(0);
    blobs.objects.set('f', stored.subarray(0, HEADER_BYTES + 2 * SEGMENT_CIPHERTEXT_SIZE));
    const read = await readUntilError(() => store.get('f'));
    expect(read.error).toBeInstanceOf(FileIntegrityError);
    expect(read.bytes.equals(data.subarray(0, read.bytes.length))).toBe(true);
  });
});
