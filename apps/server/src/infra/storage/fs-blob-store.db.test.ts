import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../../test/storage/blob-store-contract.js';
import { EncryptedFileStore } from './encrypted-store.js';
import { FilesKeyring } from './files-keyring.js';
import { FsBlobStore } from './fs-blob-store.js';
import { BlobRangeError } from './storage-errors.js';
import { failingBody, readAll } from '../../test/storage/helpers.js';

let dir: string;
let store: FsBlobStore;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guru-fs-store-'));
  store = new FsBlobStore(path.join(dir, 'files'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('FsBlobStore', () => {
  blobStoreContract(() => store);

  async function filesUnder(root: string): Promise<string[]> {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  }

  it('writes files only the server user can read, and leaves no temporary file behind', async () => {
    await store.put('perm/a', [Buffer.from('x')]);
    await expect(store.put('perm/b', failingBody(200_000))).rejects.toThrow('client went away');
    expect((await fs.stat(path.join(store.root, 'perm', 'a'))).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.join(store.root, '.tmp'))).toEqual([]);
  });

  it('keeps no plaintext anywhere under its folder', async () => {
    const canary = 'FS-CANARY-never-on-disk-';
    const files = new EncryptedFileStore(store, new FilesKeyring(crypto.randomBytes(32)));
    await files.put('canary/f', [Buffer.from(canary.repeat(20_000))]);
    await expect(
      files.put(
        'canary/g',
        (async function* () {
          yield Buffer.from(canary.repeat(20_000));
          throw new Error('client went away');
        })(),
      ),
    ).rejects.toThrow('client went away');
    for (const file of await filesUnder(store.root)) {
      expect((await fs.readFile(file)).includes(Buffer.from(canary.slice(0, 12))), file).toBe(false);
    }
  });

  it('writes an unfinished object in place, never with a hole, and promotes it without losing it', async () => {
    const partial = store.partial;
    expect(await partial.writeAt('part/u1/file', 0, [Buffer.from('hello '), Buffer.from('world')])).toBe(11);
    await expect(partial.writeAt('part/u1/file', 12, [Buffer.from('x')])).rejects.toBeInstanceOf(
      BlobRangeError,
    );
    // A request cut off after some bytes, then the same bytes again from the counted offset.
    await expect(partial.writeAt('part/u1/file', 6, failingBody(3))).rejects.toThrow('client went away');
    expect(await partial.writeAt('part/u1/file', 6, [Buffer.from('there!')])).toBe(6);
    expect(await partial.promote('part/u1/file', 'part/done')).toEqual({ size: 12 });
    expect((await readAll(await store.get('part/done'))).toString()).toBe('hello there!');
    expect(await store.stat('part/u1/file')).toEqual({ size: 12 });
    expect((await fs.stat(path.join(store.root, 'part', 'done'))).mode & 0o777).toBe(0o600);
    await store.deletePrefix('part/u1');
    expect((await readAll(await store.get('part/done'))).toString()).toBe('hello there!');
  });

  it('lets two writes of a new unfinished object at the same place both write (two racing PATCHes of a first chunk)', async () => {
    const partial = store.partial;
    const bytes = Buffer.from('the same first chunk');
    for (let i = 0; i < 20; i++) {
      const key = `race/u${i}/file`;
      // The folder is there already (as for every chunk after an upload's first): both find no file at once.
      await store.put(`race/u${i}/other`, [bytes]);
      expect(await Promise.all([partial.writeAt(key, 0, [bytes]), partial.writeAt(key, 0, [bytes])])).toEqual(
        [bytes.length, bytes.length],
      );
      expect((await readAll(await store.get(key))).equals(bytes)).toBe(true);
    }
  });

  it('removes temporary files that a crash left behind', async () => {
    const temp = path.join(store.root, '.tmp', 'left-by-a-crash');
    await fs.writeFile(temp, 'partial');
    expect(await store.removeStaleTempFiles(60_000)).toBe(0);
    expect(await store.removeStaleTempFiles(60_000, Date.now() + 120_000)).toBe(1);
    await expect(fs.stat(temp)).rejects.toThrow();
  });
});
