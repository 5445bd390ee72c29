import type { Readable } from 'node:stream';
import { InvalidBlobKeyError } from './storage-errors.js';

/** Bytes start..end of an object, both inclusive (as in HTTP Range and fs.createReadStream). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What put() reads: a Readable, or any (async) iterable of byte chunks. */
export type BlobBody = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export interface BlobInfo {
  /** Stored size in bytes. */
  size: number;
}

/**
 * Where stored objects live: the file system (default) or an S3-compatible bucket. Keys are opaque
 * storage paths built from random ids ("firm/client/file"), never from user-chosen names; every method
 * validates them (see assertBlobKey). Objects are immutable in practice: a key is written once. A key
 * is never also the prefix of another key (the fs store cannot hold both "a/b" and "a/b/c").
 */
export interface BlobStore {
  /** "fs" or "s3", for logs and health output. */
  readonly kind: string;
  /**
   * Stores the body under key. Atomic: the object becomes visible only once every byte is stored, and
   * a failed or interrupted put (the body errors, the process dies) leaves no object and keeps any
   * previous object under that key unchanged.
   */
  put(key: string, body: BlobBody): Promise<BlobInfo>;
  /**
   * The object's bytes, or bytes range.start..range.end; an end beyond the object is cut at its end.
   * Rejects with BlobNotFoundError, or BlobRangeError when range.start is not inside the object.
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size, or null when there is none (exists = stat() !== null). */
  stat(key: string): Promise<BlobInfo | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/` (a client's files, say). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every key under `prefix/` (every key when prefix is omitted), in no particular order; for backups. */
  list(prefix?: string): AsyncIterable<string>;
  /** Releases connections (S3); the store is not used afterwards. */
  close(): void;
  /** Present when objects can be written in place over several requests (the fs store; resumable uploads). */
  readonly partial?: PartialObjects;
}

/**
 * Unfinished objects written in place, piece by piece, then made an object in one step: a resumable
 * upload appends each request's bytes to its one unfinished object instead of storing them apart
 * and copying them together at the end. An unfinished object is listed and deleted like any other.
 */
export interface PartialObjects {
  /**
   * Writes the body at byte `position` of the unfinished object `key` (created when absent), over
   * whatever is there, then makes it durable once (one fsync). Rejects with BlobRangeError when the
   * object is shorter than `position` (no hole is ever made). The bytes written.
   */
  writeAt(key: string, position: number, body: BlobBody): Promise<number>;
  /**
   * Makes the unfinished object's current bytes the object `target` (replacing any object there),
   * atomically and durably; the unfinished object stays until it is deleted, so a crash before the
   * caller records the result loses nothing.
   */
  promote(key: string, target: string): Promise<BlobInfo>;
}

/**
 * One key segment: a letter or digit, then up to 127 letters, digits, ".", "_" or "-". No segment can be
 * "." or "..", start with a dot (the fs store keeps its temporary files in ".tmp") or hold a separator.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;
const MAX_KEY_LENGTH = 512;

function isValidPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_KEY_LENGTH) return false;
  const segments = value.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/** Whether key is segments joined by "/" (see SEGMENT); such a key cannot point outside the store. */
export function isBlobKey(key: string): boolean {
  return isValidPath(key);
}

/** Throws InvalidBlobKeyError unless isBlobKey(key). */
export function assertBlobKey(key: string): void {
  if (!isValidPath(key)) throw new InvalidBlobKeyError('key');
}

/** A prefix has the form of a key and selects the keys below it ("a/b" selects "a/b/c", not "a/bc"). */
export function assertBlobPrefix(prefix: string): void {
  if (!isValidPath(prefix)) throw new InvalidBlobKeyError('prefix');
}

/** Range bounds must be whole numbers with start <= end; a range outside the object is the store's call. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError('Invalid byte range');
  }
}
