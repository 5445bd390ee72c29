import crypto from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { readOrCreateSecretFile } from '../crypto/secrets.js';
import type { BlobStore } from './blob-store.js';
import { EncryptedFileStore } from './encrypted-store.js';
import { FilesKeyring, decodeFilesKey } from './files-keyring.js';
import { FsBlobStore } from './fs-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** The configured blob store: files under $DATA_DIR/files unless STORAGE_URL names a bucket. */
export function createBlobStore(config: Pick<AppConfig, 'storage'>): BlobStore {
  return config.storage.kind === 's3'
    ? new S3BlobStore(config.storage)
    : new FsBlobStore(config.storage.root);
}

/**
 * FILES_KEY, or outside production the key generated once into $DATA_DIR/files-key (mode 0600). Without
 * it every stored document is unreadable: back it up, apart from the files and the database.
 */
export function resolveFilesKey(config: Pick<AppConfig, 'filesKey' | 'production' | 'dataDir'>): Buffer {
  if (config.filesKey) return config.filesKey;
  if (config.production)
    throw new Error('FILES_KEY (32 bytes, as 64 hex digits or base64) is required in production');
  const text = readOrCreateSecretFile(config.dataDir, 'files-key', () =>
    crypto.randomBytes(32).toString('hex'),
  );
  const key = decodeFilesKey(text);
  if (!key) throw new Error('The files-key file in DATA_DIR does not hold a 32-byte key');
  return key;
}

/** Documents' store: the configured blob store behind encryption at rest. */
export function createEncryptedFileStore(
  config: Pick<AppConfig, 'storage' | 'filesKey' | 'production' | 'dataDir'>,
): EncryptedFileStore {
  return new EncryptedFileStore(createBlobStore(config), new FilesKeyring(resolveFilesKey(config)));
}
