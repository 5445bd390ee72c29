import type { FastifyBaseLogger } from 'fastify';
import type { EncryptedFileStore } from '../../infra/storage/encrypted-store.js';

/**
 * Where documents live in the encrypted file store. Keys are built from ids only, never from file
 * names: `documents/{firmId}/{clientId}/{id}`. Everything of one client sits under one prefix, so
 * deleting a client can remove it all (clientObjectPrefix), partial uploads included when the uploads
 * module keeps them under the same prefix.
 */
export function documentObjectKey(firmId: string, clientId: string, id: string): string {
  return `documents/${firmId}/${clientId}/${id}`;
}

export function clientObjectPrefix(firmId: string, clientId: string): string {
  return `documents/${firmId}/${clientId}`;
}

/**
 * Removes stored objects after the rows that named them are gone (call it once the transaction has
 * committed: a crash in between leaves an object nobody names, which is harmless). A failure is
 * logged, never raised: the user's delete has happened.
 */
export async function removeStoredObjects(
  files: EncryptedFileStore,
  log: FastifyBaseLogger,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await files.delete(key);
    } catch (err) {
      log.error(
        { err, key },
        "documents: a deleted file's stored object could not be removed (orphaned object)",
      );
    }
  }
}

/** Removes every stored object of a client (after the client's rows are deleted): the keys their rows named, then their prefix; logs a failure. */
export async function removeClientObjects(
  files: EncryptedFileStore,
  log: FastifyBaseLogger,
  firmId: string,
  clientId: string,
  keys: readonly string[] = [],
): Promise<void> {
  await removeStoredObjects(files, log, keys);
  try {
    await files.deletePrefix(clientObjectPrefix(firmId, clientId));
  } catch (err) {
    log.error(
      { err, firmId, clientId },
      "documents: a deleted client's stored objects could not be removed (orphaned objects)",
    );
  }
}
