import { describe, expect, it } from 'vitest';
import type { DetailedError, HttpResponse } from 'tus-js-client';
import { ErrorCode } from '@guru/shared';
import { shouldRetryUpload } from './tusUpload';

function failure(status: number, code?: string): DetailedError {
  const body = code === undefined ? '' : JSON.stringify({ error: { code, message: 'm' } });
  const response = { getStatus: () => status, getBody: () => body } as unknown as HttpResponse;
  return Object.assign(new Error('failed'), { originalResponse: response }) as unknown as DetailedError;
}

describe('shouldRetryUpload', () => {
  it('never retries a file refused as malware, nor an upload the scanner could not check', () => {
    expect(shouldRetryUpload(failure(422, ErrorCode.MALWARE_FOUND))).toBe(false);
    expect(shouldRetryUpload(failure(503, ErrorCode.SCANNER_UNAVAILABLE))).toBe(false);
  });

  it("keeps tus-js-client's rule otherwise: server errors, conflicts and locks are retried", () => {
    expect(shouldRetryUpload(failure(503))).toBe(true);
    expect(shouldRetryUpload(failure(500, ErrorCode.INTERNAL))).toBe(true);
    expect(shouldRetryUpload(failure(409, ErrorCode.CONFLICT))).toBe(true);
    expect(shouldRetryUpload(failure(423))).toBe(true);
    expect(shouldRetryUpload(failure(415, ErrorCode.UNSUPPORTED_FILE_TYPE))).toBe(false);
    expect(shouldRetryUpload(failure(404, ErrorCode.NOT_FOUND))).toBe(false);
  });
});
