import fs from 'node:fs';
import type { BlobStore } from '../../infra/storage/blob-store.js';
import { FsBlobStore } from '../../infra/storage/fs-blob-store.js';
import { BlobNotFoundError } from '../../infra/storage/storage-errors.js';

/**
 * The stored documents of a backup: beside `<file>` the folder `<file>.files/`, one file per stored
 * object under its key's path (a file-system blob store). The objects are copied as stored, still
 * encrypted: restoring them is useful only with the same FILES_KEY (keep it apart from the backup).
 */
export function backupFilesDir(file: string): string {
  return `${file}.files`;
}

export interface FilesCopied {
  count: number;
  bytes: number;
  /** Keys a row named but the store no longer held (deleted while the backup ran): not copied. */
  missing: string[];
}

/** Copies the objects named by `keys` from the store into the backup's files folder. */
export async function backupFiles(
  store: BlobStore,
  keys: readonly string[],
  dir: string,
): Promise<FilesCopied> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const out = new FsBlobStore(dir);
  const copied: FilesCopied = { count: 0, bytes: 0, missing: [] };
  for (const key of new Set(keys)) {
    try {
      const info = await out.put(key, await store.get(key));
      copied.count += 1;
      copied.bytes += info.size;
    } catch (err) {
      if (!(err instanceof BlobNotFoundError)) throw err;
      copied.missing.push(key);
    }
  }
  return copied;
}

/** Puts every object of the backup's files folder back into the store, under the same keys. */
export async function restoreFiles(store: BlobStore, dir: string): Promise<{ count: number; bytes: number }> {
  const source = new FsBlobStore(dir);
  let count = 0;
  let bytes = 0;
  for await (const key of source.list()) {
    const info = await store.put(key, await source.get(key));
    count += 1;
    bytes += info.size;
  }
  return { count, bytes };
}
