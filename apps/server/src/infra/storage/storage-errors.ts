/**
 * Errors of the storage layer. The documents module maps them to HTTP: not found -> 404, range -> 416,
 * integrity -> 500 (the stored object was altered or the key is wrong: never serve its bytes).
 * Messages name keys and sizes, never contents.
 */

export const StorageErrorCode = {
  INVALID_KEY: 'STORAGE_INVALID_KEY',
  NOT_FOUND: 'STORAGE_NOT_FOUND',
  RANGE: 'STORAGE_RANGE_NOT_SATISFIABLE',
  INTEGRITY: 'STORAGE_INTEGRITY',
} as const;
export type StorageErrorCode = (typeof StorageErrorCode)[keyof typeof StorageErrorCode];

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  constructor(code: StorageErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageError';
    this.code = code;
  }
}

/** A key or prefix that is not an opaque storage path (empty segment, "..", slash at an end, odd characters). */
export class InvalidBlobKeyError extends StorageError {
  constructor(what: string) {
    super(StorageErrorCode.INVALID_KEY, `Invalid storage ${what}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export class BlobNotFoundError extends StorageError {
  readonly key: string;
  constructor(key: string) {
    super(StorageErrorCode.NOT_FOUND, `No stored object ${key}`);
    this.name = 'BlobNotFoundError';
    this.key = key;
  }
}

/** The asked byte range does not lie inside the object (its size is given for a 416 Content-Range). */
export class BlobRangeError extends StorageError {
  readonly size: number;
  constructor(size: number) {
    super(StorageErrorCode.RANGE, `Range not satisfiable for an object of ${size} bytes`);
    this.name = 'BlobRangeError';
    this.size = size;
  }
}

/** The stored ciphertext does not authenticate: altered, truncated, reordered, or a wrong FILES_KEY. */
export class FileIntegrityError extends StorageError {
  constructor(reason: string, options?: ErrorOptions) {
    super(StorageErrorCode.INTEGRITY, `Stored file failed its integrity check: ${reason}`, options);
    this.name = 'FileIntegrityError';
  }
}
