import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from './blob-store.contract.js';
import { EncryptedFileStore } from './encrypted-store.js';
import { FilesKeyring } from './files-keyring.js';
import { FsBlobStore } from './fs-blob-store.js';
import { failingBody } from './storage-test-helpers.js';

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
    await expect(files.put('canary/g', (async function* () {
      yield Buffer.from(canary.repeat(20_000));
      throw new Error('client went away');
    })())).rejects.toThrow('client went away');
    for (const file of await filesUnder(store.root)) {
      expect((await fs.readFile(file)).includes(Buffer.from(canary.slice(0, 12))), file).toBe(false);
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
