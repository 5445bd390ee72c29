import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../../test/storage/blob-store-contract.js';
import { S3BlobStore } from './s3-blob-store.js';
import { parseStorageUrl } from './storage-url.js';
import { MIB } from '../../test/storage/helpers.js';

let dir: string;
let server: S3rver;
let store: S3BlobStore;
let url: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guru-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'documents' }],
  });
  const { port } = await server.run();
  // s3rver accepts the access key S3RVER with the secret S3RVER.
  url = `s3://S3RVER:S3RVER@documents?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`;
  const config = parseStorageUrl(url, dir);
  if (config.kind !== 's3') throw new Error('expected an S3 config');
  // 5 MiB parts (the S3 minimum) so the few-MiB tests go through multipart uploads; 3 keys per list page.
  store = new S3BlobStore(config, { partSize: 5 * MIB, listPageSize: 3 });
});

afterAll(async () => {
  store.close();
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('S3BlobStore (against s3rver)', () => {
  blobStoreContract(() => store);

  it('lists and deletes across several pages', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `paged/k${i}`);
    for (const key of keys) await store.put(key, [Buffer.from(key)]);
    const listed: string[] = [];
    for await (const key of store.list('paged')) listed.push(key);
    expect(listed.sort()).toEqual(keys);
    await store.deletePrefix('paged');
    for await (const key of store.list('paged')) expect.fail(`still listed: ${key}`);
  });
});
