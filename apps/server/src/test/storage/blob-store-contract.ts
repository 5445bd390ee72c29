import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../infra/storage/blob-store.js';
import { EncryptedFileStore } from '../../infra/storage/encrypted-store.js';
import {
  HEADER_BYTES,
  SEGMENT_CIPHERTEXT_SIZE,
  SEGMENT_SIZE,
  ciphertextSize,
} from '../../infra/storage/file-crypto.js';
import { FilesKeyring } from '../../infra/storage/files-keyring.js';
import {
  BlobNotFoundError,
  BlobRangeError,
  FileIntegrityError,
  InvalidBlobKeyError,
} from '../../infra/storage/storage-errors.js';
import { MIB, failingBody, randomBytes, readAll, readUntilError, unevenChunks } from './helpers.js';

/**
 * The one contract every BlobStore meets, run by fs-blob-store.db.test.ts and s3-blob-store.db.test.ts: the raw
 * operations, then documents' encryption at rest on top of the store (round trips, ranges, tampering
 * with the stored ciphertext, no plaintext stored, interrupted puts).
 */
export function blobStoreContract(getStore: () => BlobStore): void {
  const keyring = new FilesKeyring(crypto.randomBytes(32));
  const files = () => new EncryptedFileStore(getStore(), keyring);
  /** A fresh prefix per test, so tests never see each other's objects. */
  const prefix = () => `t${crypto.randomBytes(6).toString('hex')}`;
  const keysUnder = async (p?: string) => {
    const keys: string[] = [];
    for await (const key of getStore().list(p)) keys.push(key);
    return keys.sort();
  };

  describe('objects', () => {
    it('stores, reads, sizes and deletes an object', async () => {
      const store = getStore();
      const key = `${prefix()}/object`;
      const data = randomBytes(1000);
      expect(await store.put(key, unevenChunks(data))).toEqual({ size: 1000 });
      expect(await store.stat(key)).toEqual({ size: 1000 });
      expect((await readAll(await store.get(key))).equals(data)).toBe(true);
      await store.delete(key);
      await store.delete(key);
      expect(await store.stat(key)).toBeNull();
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('reads byte ranges, cut at the end of the object', async () => {
      const store = getStore();
      const key = `${prefix()}/object`;
      const data = randomBytes(5000);
      await store.put(key, [data]);
      expect((await readAll(await store.get(key, { start: 0, end: 0 }))).equals(data.subarray(0, 1))).toBe(
        true,
      );
      expect(
        (await readAll(await store.get(key, { start: 100, end: 4099 }))).equals(data.subarray(100, 4100)),
      ).toBe(true);
      expect(
        (await readAll(await store.get(key, { start: 4990, end: 9999 }))).equals(data.subarray(4990)),
      ).toBe(true);
      await expect(store.get(key, { start: 5000, end: 5001 })).rejects.toBeInstanceOf(BlobRangeError);
    });

    it('replaces an object as a whole', async () => {
      const store = getStore();
      const key = `${prefix()}/object`;
      await store.put(key, [Buffer.from('first version, longer')]);
      await store.put(key, [Buffer.from('second')]);
      expect((await readAll(await store.get(key))).toString()).toBe('second');
    });

    it('lists keys by prefix and deletes by prefix', async () => {
      const store = getStore();
      const p = prefix();
      for (const key of [`${p}/a/1`, `${p}/a/2`, `${p}/ab/1`, `${p}/b/x/y`])
        await store.put(key, [Buffer.from(key)]);
      expect(await keysUnder(`${p}/a`)).toEqual([`${p}/a/1`, `${p}/a/2`]);
      expect(await keysUnder(p)).toEqual([`${p}/a/1`, `${p}/a/2`, `${p}/ab/1`, `${p}/b/x/y`]);
      expect(await keysUnder()).toEqual(expect.arrayContaining([`${p}/a/1`, `${p}/b/x/y`]));
      await store.deletePrefix(`${p}/a`);
      expect(await keysUnder(p)).toEqual([`${p}/ab/1`, `${p}/b/x/y`]);
      await store.deletePrefix(`${p}/nothing-here`);
      await store.deletePrefix(`${p}/ab/1`);
      expect(await keysUnder(p)).toEqual([`${p}/ab/1`, `${p}/b/x/y`]);
      await store.deletePrefix(p);
      expect(await keysUnder(p)).toEqual([]);
    });

    it('refuses keys that could leave the store or name a file chosen by a user', async () => {
      const store = getStore();
      for (const key of [
        '../escape',
        'a/../../escape',
        '/etc/passwd',
        'a//b',
        '.tmp/x',
        'a/',
        'My Report.pdf',
      ]) {
        await expect(store.put(key, [Buffer.from('x')]), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.deletePrefix(key), key).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
    });

    it('an interrupted put leaves no object and keeps the previous one', async () => {
      const store = getStore();
      const p = prefix();
      await expect(store.put(`${p}/new`, failingBody(6 * MIB))).rejects.toThrow('client went away');
      expect(await store.stat(`${p}/new`)).toBeNull();
      await store.put(`${p}/old`, [Buffer.from('kept')]);
      await expect(store.put(`${p}/old`, failingBody(1000))).rejects.toThrow('client went away');
      expect((await readAll(await store.get(`${p}/old`))).toString()).toBe('kept');
      expect(await keysUnder(p)).toEqual([`${p}/old`]);
    });
  });

  describe('encrypted files', () => {
    it('round-trips 0, 1, 65535, 65536, 65537, 3×64 KiB+5 bytes and 6 MiB', async () => {
      const p = prefix();
      for (const size of [0, 1, 65535, 65536, 65537, 3 * SEGMENT_SIZE + 5, 6 * MIB + 3]) {
        const data = randomBytes(size);
        const key = `${p}/f${size}`;
        expect(await files().put(key, unevenChunks(data))).toEqual({
          size,
          storedSize: ciphertextSize(size),
        });
        expect(await getStore().stat(key)).toEqual({ size: ciphertextSize(size) });
        expect(await files().stat(key)).toEqual({ size, storedSize: ciphertextSize(size) });
        expect((await readAll(await files().get(key))).equals(data), `size ${size}`).toBe(true);
      }
    });

    it('reads plaintext ranges: the start, the end, across segment boundaries', async () => {
      const key = `${prefix()}/f`;
      const data = randomBytes(3 * SEGMENT_SIZE + 5);
      await files().put(key, [data]);
      const S = SEGMENT_SIZE;
      const ranges = [
        [0, 0],
        [0, 99],
        [S - 1, S],
        [S - 10, 2 * S + 10],
        [S, 2 * S - 1],
        [3 * S, 3 * S + 4],
        [3 * S + 4, 3 * S + 4],
        [100, 10 * S],
        [0, data.length - 1],
      ] as const;
      for (const [start, end] of ranges) {
        const got = await readAll(await files().get(key, { start, end }));
        expect(got.equals(data.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
      }
      await expect(files().get(key, { start: data.length, end: data.length })).rejects.toBeInstanceOf(
        BlobRangeError,
      );
      await expect(files().get(`${prefix()}/missing`)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('stores no plaintext byte', async () => {
      const key = `${prefix()}/canary`;
      const canary = 'CANARY-plaintext-must-never-be-stored-';
      await files().put(key, [Buffer.from(canary.repeat(5000))]);
      const stored = await readAll(await getStore().get(key));
      expect(stored.includes(Buffer.from(canary.slice(0, 12)))).toBe(false);
    });

    it('an interrupted put stores nothing', async () => {
      const p = prefix();
      await expect(files().put(`${p}/f`, failingBody(6 * MIB + 7))).rejects.toThrow('client went away');
      expect(await files().stat(`${p}/f`)).toBeNull();
      expect(await keysUnder(p)).toEqual([]);
    });

    it('deletes a file and every file under a prefix', async () => {
      const p = prefix();
      await files().put(`${p}/c1/f1`, [randomBytes(10)]);
      await files().put(`${p}/c1/f2`, [randomBytes(10)]);
      await files().put(`${p}/c2/f1`, [randomBytes(10)]);
      await files().delete(`${p}/c2/f1`);
      await files().deletePrefix(`${p}/c1`);
      expect(await keysUnder(p)).toEqual([]);
    });
  });

  describe('tampering with the stored ciphertext', () => {
    const data = randomBytes(3 * SEGMENT_SIZE + 5);
    const segmentAt = (i: number) => HEADER_BYTES + i * SEGMENT_CIPHERTEXT_SIZE;

    /** Stores the file, rewrites its stored bytes, and reads it back: it must fail, having sent no altered byte. */
    async function expectTamperDetected(alter: (stored: Buffer) => Buffer, readAs = files()): Promise<void> {
      const key = `${prefix()}/f`;
      await files().put(key, [data]);
      const stored = await readAll(await getStore().get(key));
      await getStore().put(key, [alter(Buffer.from(stored))]);
      const read = await readUntilError(() => readAs.get(key));
      expect(read.error).toBeInstanceOf(FileIntegrityError);
      expect(read.bytes.equals(data.subarray(0, read.bytes.length))).toBe(true);
    }

    it('a flipped bit in a segment', async () => {
      await expectTamperDetected((b) => {
        b[segmentAt(1) + 500] = (b[segmentAt(1) + 500] ?? 0) ^ 0x04;
        return b;
      });
    });

    it('a flipped bit in the header', async () => {
      await expectTamperDetected((b) => {
        b[40] = (b[40] ?? 0) ^ 0x01;
        return b;
      });
    });

    it('truncation, inside a segment and at a segment boundary', async () => {
      await expectTamperDetected((b) => b.subarray(0, b.length - 3));
      await expectTamperDetected((b) => b.subarray(0, segmentAt(2)));
    });

    it('two segments swapped', async () => {
      await expectTamperDetected((b) =>
        Buffer.concat([
          b.subarray(0, segmentAt(0)),
          b.subarray(segmentAt(1), segmentAt(2)),
          b.subarray(segmentAt(0), segmentAt(1)),
          b.subarray(segmentAt(2)),
        ]),
      );
    });

    it('the last segment dropped', async () => {
      await expectTamperDetected((b) => b.subarray(0, segmentAt(3)));
    });

    it('a wrong FILES_KEY', async () => {
      await expectTamperDetected(
        (b) => b,
        new EncryptedFileStore(getStore(), new FilesKeyring(crypto.randomBytes(32))),
      );
    });

    it('a file copied under another key', async () => {
      const from = `${prefix()}/f`;
      const to = `${prefix()}/g`;
      await files().put(from, [data]);
      await getStore().put(to, await getStore().get(from));
      await expect(files().get(to)).rejects.toBeInstanceOf(FileIntegrityError);
    });
  });
}
