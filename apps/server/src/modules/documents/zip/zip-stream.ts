import type { Readable } from 'node:stream';
import type { ZipArchive, ZipEntryData } from 'archiver';

/**
 * Streamed ZIPs (ADR 0046, 0052): one entry at a time, each appended once the archive has taken the one
 * before in, so that memory holds a few chunks of one source whatever the archive's size and the response's
 * backpressure paces the reading of the store.
 */

/** Resolves once the archive has taken the entry in, or rejects when the archive ended first (the client left). */
function entryTaken(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const onEntry = () => {
      cleanup();
      resolve();
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('archive closed'));
    };
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('close', onEnd);
      archive.off('error', onEnd);
    };
    archive.on('entry', onEntry);
    archive.on('close', onEnd);
    archive.on('error', onEnd);
  });
}

/** Appends one entry and waits until the archive has read it to its end. */
export async function appendEntry(
  archive: ZipArchive,
  source: Readable | Buffer | string,
  data: ZipEntryData,
): Promise<void> {
  const taken = entryTaken(archive);
  archive.append(source, data);
  await taken;
}

/** Ends an archive whose filling failed (the client left, or a source broke): logged once, the response cut. */
export function abortArchive(
  archive: ZipArchive,
  err: unknown,
  log: { error: (obj: object, msg: string) => void },
  what: string,
): void {
  if (archive.destroyed) return;
  log.error({ err }, `${what}: response aborted`);
  archive.destroy(err instanceof Error ? err : new Error(String(err)));
}
