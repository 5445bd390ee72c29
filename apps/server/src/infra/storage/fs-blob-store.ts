import crypto from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertBlobKey,
  assertBlobPrefix,
  assertByteRange,
  isBlobKey,
  type BlobBody,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PartialObjects,
} from './blob-store.js';
import { BlobNotFoundError, BlobRangeError } from './storage-errors.js';

/** Temporary files of unfinished puts; no key can name it (keys never start with a dot). */
const TEMP_DIR = '.tmp';
/** Bytes gathered before one write (writev) and read at once: few system calls for large objects. */
const IO_BATCH_BYTES = 1024 * 1024;

function isErrno(error: unknown, ...codes: string[]): boolean {
  return (
    error instanceof Error && 'code' in error && typeof error.code === 'string' && codes.includes(error.code)
  );
}

/** Makes a rename or unlink in dir durable; skipped where directories cannot be opened (Windows). */
async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle | null = null;
  try {
    handle = await fs.open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!isErrno(error, 'EISDIR', 'EPERM', 'EACCES', 'EINVAL')) throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Objects as files under one root folder ($DATA_DIR/files): key "a/b/c" is the file root/a/b/c. A put
 * writes root/.tmp/<random>, fsyncs it, then renames it into place (atomic on one file system) and
 * fsyncs the folder, so a crash leaves either the whole object or none. Files are created with mode 0600.
 * Unfinished objects (`partial`) are files at their own key, written in place and fsync'd once per
 * write; promoting one hard-links it into .tmp and renames the link over the target.
 */
export class FsBlobStore implements BlobStore {
  readonly kind = 'fs';
  readonly partial: PartialObjects;

  constructor(readonly root: string) {
    this.partial = {
      writeAt: (key, position, body) => this.writeAt(key, position, body),
      promote: (key, target) => this.promote(key, target),
    };
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await fs.mkdir(tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(tempDir, crypto.randomUUID());
    try {
      const size = await writeDurably(temp, body);
      await makeDirsDurably(path.dirname(target));
      await fs.rename(temp, target);
      await syncDir(path.dirname(target));
      return { size };
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    if (range) assertByteRange(range);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) throw new BlobNotFoundError(key);
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new BlobNotFoundError(key);
      if (range && range.start >= stats.size) throw new BlobRangeError(stats.size);
      const end = range ? Math.min(range.end, stats.size - 1) : stats.size - 1;
      const start = range?.start ?? 0;
      const highWaterMark = Math.max(1, Math.min(IO_BATCH_BYTES, end - start + 1));
      return handle.createReadStream(range ? { start, end, highWaterMark } : { highWaterMark });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await fs.unlink(file);
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return;
      throw error;
    }
    await syncDir(path.dirname(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertBlobPrefix(prefix);
    const dir = path.join(this.root, ...prefix.split('/'));
    // Only the folder: an object named like the prefix is not under it (as in S3).
    const stats = await fs.lstat(dir).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    });
    if (!stats?.isDirectory()) return;
    await fs.rm(dir, { recursive: true, force: true });
    await syncDir(path.dirname(dir)).catch((error: unknown) => {
      if (!isErrno(error, 'ENOENT')) throw error;
    });
  }

  async *list(prefix?: string): AsyncIterable<string> {
    if (prefix !== undefined) assertBlobPrefix(prefix);
    const start = prefix === undefined ? [] : prefix.split('/');
    yield* walk(this.root, start);
  }

  close(): void {}

  private async writeAt(key: string, position: number, body: BlobBody): Promise<number> {
    if (!Number.isSafeInteger(position) || position < 0) throw new RangeError('Invalid position');
    const file = this.pathOf(key);
    await makeDirsDurably(path.dirname(file));
    let handle: fs.FileHandle;
    let created = false;
    try {
      handle = await fs.open(file, 'r+');
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
      try {
        handle = await fs.open(file, 'wx', 0o600);
        created = true;
      } catch (raced) {
        // Another write made the file meanwhile (two PATCHes of an upload's first chunk): this one writes
        // into it as well; the same bytes go to the same place, and the upload's offset decides which counts.
        if (!isErrno(raced, 'EEXIST')) throw raced;
        handle = await fs.open(file, 'r+');
      }
    }
    try {
      const { size } = await handle.stat();
      if (size < position) throw new BlobRangeError(size);
      const written = await writeBatches(handle, body, position);
      await handle.sync();
      if (created) await syncDir(path.dirname(file));
      return written;
    } finally {
      await handle.close();
    }
  }

  private async promote(key: string, target: string): Promise<BlobInfo> {
    const source = this.pathOf(key);
    const destination = this.pathOf(target);
    const tempDir = path.join(this.root, TEMP_DIR);
    await fs.mkdir(tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(tempDir, crypto.randomUUID());
    try {
      await fs.link(source, temp);
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) throw new BlobNotFoundError(key);
      throw error;
    }
    try {
      const { size } = await fs.stat(temp);
      await makeDirsDurably(path.dirname(destination));
      await fs.rename(temp, destination);
      await syncDir(path.dirname(destination));
      return { size };
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  /** Removes temporary files of puts that a crash interrupted, older than the given age. */
  async removeStaleTempFiles(olderThanMs: number, now = Date.now()): Promise<number> {
    const tempDir = path.join(this.root, TEMP_DIR);
    let removed = 0;
    const names = await fs.readdir(tempDir).catch((error: unknown) => {
      if (isErrno(error, 'ENOENT')) return [];
      throw error;
    });
    for (const name of names) {
      const file = path.join(tempDir, name);
      const stats = await fs.stat(file).catch(() => null);
      if (stats && now - stats.mtimeMs > olderThanMs) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

/** mkdir -p, then fsyncs the parent of every folder it created so that their entries survive a crash. */
async function makeDirsDurably(dir: string): Promise<void> {
  const firstCreated = await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return;
  for (let current = dir; ; current = path.dirname(current)) {
    await syncDir(path.dirname(current));
    if (current === firstCreated || path.dirname(current) === current) return;
  }
}

/** Writes every chunk to a new file (exclusive create, mode 0600), fsyncs and closes it; the byte count. */
async function writeDurably(file: string, body: BlobBody): Promise<number> {
  const handle = await fs.open(file, 'wx', 0o600);
  try {
    const size = await writeBatches(handle, body, 0);
    await handle.sync();
    return size;
  } finally {
    await handle.close();
  }
}

/** Writes `length` bytes of `buffers` at `position`, again after a short write. */
async function writeFully(
  handle: fs.FileHandle,
  buffers: Uint8Array[],
  position: number,
  length: number,
): Promise<void> {
  let at = position;
  let left = length;
  while (left > 0) {
    const { bytesWritten } = await handle.writev(buffers, at);
    at += bytesWritten;
    left -= bytesWritten;
    if (left > 0) buffers = remainder(buffers, bytesWritten);
  }
}

/**
 * Writes the body from `position`, gathering chunks into writes of about IO_BATCH_BYTES; the byte count.
 * One write is in flight while the next batch is gathered (the body is read and encrypted meanwhile),
 * so at most two batches are held. A failed write fails the whole call, after the body is left alone.
 */
async function writeBatches(handle: fs.FileHandle, body: BlobBody, position: number): Promise<number> {
  let batch: Uint8Array[] = [];
  let batched = 0;
  let at = position;
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batched === 0) return;
    const buffers = batch;
    const from = at;
    const length = batched;
    batch = [];
    batched = 0;
    at += length;
    await inFlight;
    inFlight = writeFully(handle, buffers, from, length);
    // Awaited at the next flush or at the end; until then its failure is not an unhandled rejection.
    inFlight.catch(() => undefined);
  };
  try {
    for await (const chunk of body) {
      if (chunk.length === 0) continue;
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= IO_BATCH_BYTES) await flush();
    }
    await flush();
  } catch (error) {
    // The file is left to the caller (removed or written over); the write under way ends first.
    await inFlight.catch(() => undefined);
    throw error;
  }
  await inFlight;
  return at - position;
}

/** The buffers without their first `skip` bytes (after a short write). */
function remainder(buffers: Uint8Array[], skip: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let left = skip;
  for (const buffer of buffers) {
    if (left >= buffer.length) {
      left -= buffer.length;
      continue;
    }
    out.push(left > 0 ? buffer.subarray(left) : buffer);
    left = 0;
  }
  return out;
}

/** Keys of the files below root/segments, depth first. */
async function* walk(root: string, segments: string[]): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(root, ...segments), { withFileTypes: true });
  } catch (error) {
    if (isErrno(error, 'ENOENT', 'ENOTDIR')) return;
    throw error;
  }
  for (const entry of entries) {
    const next = [...segments, entry.name];
    // Skips the temporary folder and any file this store could not have written (".DS_Store"…).
    if (!isBlobKey(next.join('/'))) continue;
    if (entry.isDirectory()) yield* walk(root, next);
    else if (entry.isFile()) yield next.join('/');
  }
}
