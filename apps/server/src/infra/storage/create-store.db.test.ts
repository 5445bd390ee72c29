import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { resolveAppSecret } from '../crypto/secrets.js';
import { createBlobStore, createEncryptedFileStore, resolveFilesKey } from './create-store.js';
import { FsBlobStore } from './fs-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';
import { readAll } from '../../test/storage/helpers.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-files-key-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('FILES_KEY', () => {
  it('is generated once into DATA_DIR/files-key (mode 0600) outside production', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveFilesKey(config);
    expect(first.length).toBe(32);
    const file = path.join(dataDir, 'files-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveFilesKey(config).equals(first)).toBe(true);
    expect(fs.readdirSync(dataDir)).toEqual(['files-key']);
  });

  it('is taken from the environment, and required in production', () => {
    const key = crypto.randomBytes(32);
    expect(
      resolveFilesKey(loadConfig({ DATA_DIR: dataDir, FILES_KEY: key.toString('base64') })).equals(key),
    ).toBe(true);
    const production = loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DATA_DIR: dataDir });
    expect(() => resolveFilesKey(production)).toThrow(/FILES_KEY .* required in production/);
    expect(fs.existsSync(path.join(dataDir, 'files-key'))).toBe(false);
  });

  it('a damaged key file stops the server instead of writing with another key', () => {
    fs.writeFileSync(path.join(dataDir, 'files-key'), 'not a key', { mode: 0o600 });
    expect(() => resolveFilesKey(loadConfig({ DATA_DIR: dataDir }))).toThrow(/does not hold a 32-byte key/);
  });

  it('the app secret keeps its generated file', () => {
    const secret = resolveAppSecret(null, dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'app-secret'), 'utf8')).toBe(secret);
    expect(resolveAppSecret(null, dataDir)).toBe(secret);
    expect(fs.statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('createBlobStore', () => {
  it('stores files under DATA_DIR/files unless STORAGE_URL names a bucket', async () => {
    const fsStore = createBlobStore(loadConfig({ DATA_DIR: dataDir }));
    expect(fsStore).toBeInstanceOf(FsBlobStore);
    const s3Store = createBlobStore(
      loadConfig({ DATA_DIR: dataDir, STORAGE_URL: 's3://docs?endpoint=http://127.0.0.1:1' }),
    );
    expect(s3Store).toBeInstanceOf(S3BlobStore);
    s3Store.close();

    const files = createEncryptedFileStore(loadConfig({ DATA_DIR: dataDir }));
    await files.put('c1/f1', [Buffer.from('hello')]);
    expect(fs.existsSync(path.join(dataDir, 'files', 'c1', 'f1'))).toBe(true);
    expect((await readAll(await files.get('c1/f1'))).toString()).toBe('hello');
  });
});
