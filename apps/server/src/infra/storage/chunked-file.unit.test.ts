import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChunkOverrunError, type ChunkedFile } from './chunked-file.js';
import { EncryptedFileStore } from './encrypted-store.js';
import { SEGMENT_SIZE, ciphertextSize } from './file-crypto.js';
import { FilesKeyring } from './files-keyring.js';
import { FileIntegrityError } from './storage-errors.js';
import {
  MemoryBlobStore,
  failingBody,
  randomBytes,
  readAll,
  unevenChunks,
} from '../../test/storage/helpers.js';

function setup(size: number) {
  const blobs = new MemoryBlobStore();
  const store = new EncryptedFileStore(blobs, new FilesKeyring(crypto.randomBytes(32)));
  const chunked = store.chunked();
  const file: ChunkedFile = { key: 'firm/client/doc', header: chunked.newHeader('firm/client/doc'), size };
  return { blobs, store, chunked, file, data: randomBytes(size) };
}

/** Writes the file in chunks of `chunk` bytes (a resumable upload), assembles it and reads it back. */
async function roundTrip(size: number, chunk: number) {
  const { store, chunked, file, data, blobs } = setup(size);
  const keys: string[] = [];
  let offset = 0;
  while (offset < size) {
    const key = `uploads/u/${offset / SEGMENT_SIZE}`;
    const kept = await chunked.writeChunk(
      key,
      file,
      offset,
      unevenChunks(data.subarray(offset, offset + chunk)),
    );
    expect(kept % SEGMENT_SIZE === 0 || offset + kept === size).toBe(true);
    keys.push(key);
    offset += kept;
  }
  await chunked.assemble(file, keys);
  expect(blobs.objects.get(file.key)?.length).toBe(ciphertextSize(size));
  return { got: await readAll(await store.get(file.key)), data };
}

describe('ChunkedFiles', () => {
  it('assembles chunks of whole segments into a file EncryptedFileStore reads', async () => {
    for (const [size, chunk] of [
      [1, 4 * SEGMENT_SIZE],
      [SEGMENT_SIZE, SEGMENT_SIZE],
      [3 * SEGMENT_SIZE, SEGMENT_SIZE],
      [5 * SEGMENT_SIZE + 17, 2 * SEGMENT_SIZE],
      [2 * SEGMENT_SIZE + 1, 8 * SEGMENT_SIZE],
    ] as const) {
      const { got, data } = await roundTrip(size, chunk);
      expect(got.equals(data), `${size} in ${chunk}`).toBe(true);
    }
  });

  it('keeps only the whole segments of a chunk that neither is a multiple nor ends the file', async () => {
    const { got, data } = await roundTrip(4 * SEGMENT_SIZE + 5, SEGMENT_SIZE + 1000);
    expect(got.equals(data)).toBe(true);
    const { chunked, file, blobs, data: d2 } = setup(3 * SEGMENT_SIZE);
    expect(await chunked.writeChunk('uploads/u/0', file, 0, [d2.subarray(0, SEGMENT_SIZE - 1)])).toBe(0);
    expect(blobs.objects.size).toBe(0);
  });

  it('refuses a chunk going past the end, and stores nothing', async () => {
    const { chunked, file, blobs } = setup(2 * SEGMENT_SIZE);
    await expect(
      chunked.writeChunk('uploads/u/0', file, 0, [randomBytes(2 * SEGMENT_SIZE + 1)]),
    ).rejects.toBeInstanceOf(ChunkOverrunError);
    await expect(
      chunked.writeChunk('uploads/u/1', file, SEGMENT_SIZE, [randomBytes(SEGMENT_SIZE + 3)]),
    ).rejects.toBeInstanceOf(ChunkOverrunError);
    expect(blobs.objects.size).toBe(0);
  });

  it('lets inspect refuse the first bytes before anything is stored', async () => {
    const { chunked, file, blobs } = setup(3 * SEGMENT_SIZE);
    let seen = 0;
    const refusal = new Error('not this type');
    const inspect = async (head: Buffer) => {
      seen = head.length;
      throw refusal;
    };
    await expect(
      chunked.writeChunk('uploads/u/0', file, 0, [randomBytes(3 * SEGMENT_SIZE)], inspect),
    ).rejects.toBe(refusal);
    expect(seen).toBe(SEGMENT_SIZE);
    expect(blobs.objects.size).toBe(0);
  });

  it('stores nothing when the body fails (a dropped connection)', async () => {
    const { chunked, file, blobs } = setup(8 * SEGMENT_SIZE);
    await expect(
      chunked.writeChunk('uploads/u/0', file, 0, failingBody(3 * SEGMENT_SIZE + 10)),
    ).rejects.toThrow('client went away');
    expect(blobs.objects.size).toBe(0);
  });

  it('refuses an assembly that is not the size of the file', async () => {
    const { chunked, file, blobs, data } = setup(3 * SEGMENT_SIZE);
    await chunked.writeChunk('uploads/u/0', file, 0, [data.subarray(0, SEGMENT_SIZE)]);
    await expect(chunked.assemble(file, ['uploads/u/0'])).rejects.toBeInstanceOf(FileIntegrityError);
    expect(blobs.objects.has(file.key)).toBe(false);
  });

  it('stores an empty file', async () => {
    const { chunked, file, store } = setup(0);
    await chunked.storeEmpty(file);
    expect((await readAll(await store.get(file.key))).length).toBe(0);
  });

  it('binds the chunks to the file: a chunk of another file does not open', async () => {
    const a = setup(2 * SEGMENT_SIZE);
    await a.chunked.writeChunk('uploads/a/0', a.file, 0, [a.data]);
    const other: ChunkedFile = {
      key: 'firm/client/other',
      header: a.chunked.newHeader('firm/client/other'),
      size: 2 * SEGMENT_SIZE,
    };
    await a.blobs.put('uploads/b/0', [a.blobs.objects.get('uploads/a/0') ?? Buffer.alloc(0)]);
    await a.chunked.assemble(other, ['uploads/b/0']);
    await expect(readAll(await a.store.get(other.key))).rejects.toBeInstanceOf(FileIntegrityError);
  });
});
