import { ErrorCode, documentsMessages, messages } from '@guru/shared';
import { StorageError, StorageErrorCode } from './storage-errors.js';

export interface StorageErrorReply {
  status: number;
  code: ErrorCode;
  message: string;
  /** For a 416: `bytes *\/size`. */
  contentRange?: string;
}

/**
 * The HTTP answer for an error of the storage layer, or null when it is not one. Never the error's
 * own text (it names keys): a missing object is 404, a range outside the file 416, and an object that
 * does not authenticate (altered, truncated, wrong FILES_KEY) or an invalid key a plain 500.
 */
export function storageErrorReply(err: unknown): StorageErrorReply | null {
  if (!(err instanceof StorageError)) return null;
  switch (err.code) {
    case StorageErrorCode.NOT_FOUND:
      return { status: 404, code: ErrorCode.NOT_FOUND, message: messages.notFound };
    case StorageErrorCode.RANGE: {
      const size = 'size' in err && typeof err.size === 'number' ? err.size : null;
      return {
        status: 416,
        code: ErrorCode.RANGE_NOT_SATISFIABLE,
        message: documentsMessages.rangeNotSatisfiable,
        ...(size === null ? {} : { contentRange: `bytes */${size}` }),
      };
    }
    case StorageErrorCode.INTEGRITY:
    case StorageErrorCode.INVALID_KEY:
      return { status: 500, code: ErrorCode.INTERNAL, message: messages.internal };
  }
}
