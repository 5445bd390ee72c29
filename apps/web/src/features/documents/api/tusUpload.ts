import type { DetailedError, UploadOptions } from 'tus-js-client';
import {
  API_PREFIX,
  ErrorCode,
  documentsApiPaths,
  documentsLimits,
  documentsMessages,
  documentsScreenMessages,
  errorEnvelope,
  type AppType,
} from '@guru/shared';
import type { UploadItem } from '../lib/uploadQueue';

/** The tus 1.0 endpoint of Documents Guru uploads. */
export const uploadEndpoint = `${API_PREFIX}${documentsApiPaths.uploads}`;

/**
 * The metadata the server reads (fileName, folderId, isShareFA, clientId); a file without a folder
 * ("No Group") sends no folderId, and only the advisor names the client.
 */
export function uploadMetadata(
  item: Pick<UploadItem, 'fileName' | 'type' | 'target'>,
): Record<string, string> {
  const { folderId, isShareFA, clientId, replaceDocumentId } = item.target;
  return {
    fileName: item.fileName,
    ...(item.type === '' ? {} : { filetype: item.type }),
    isShareFA: String(isShareFA),
    ...(folderId === null ? {} : { folderId }),
    ...(clientId === null ? {} : { clientId }),
    ...(replaceDocumentId === undefined ? {} : { replaceDocumentId }),
  };
}

type Callbacks = Required<Pick<UploadOptions, 'onProgress' | 'onSuccess' | 'onError'>>;

export function tusUploadOptions(app: AppType, item: UploadItem, callbacks: Callbacks): UploadOptions {
  return {
    endpoint: uploadEndpoint,
    chunkSize: documentsLimits.uploadChunkBytes,
    retryDelays: [0, 1_000, 3_000, 5_000, 10_000],
    onShouldRetry: shouldRetryUpload,
    metadata: uploadMetadata(item),
    headers: { 'x-app-type': app },
    // The upload URL stays in this page's memory only (nothing about the file in localStorage).
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    ...callbacks,
  };
}

/**
 * tus-js-client's own rule (a server error, a conflict or a lock, while online), except for the malware
 * scanner's answers (ADR 0046): a refused file stays refused, and an upload refused because the scanner
 * did not answer has been removed, so a retry would only end on "not found" instead of the real reason.
 */
export function shouldRetryUpload(error: DetailedError): boolean {
  const response = error.originalResponse;
  const status = response ? response.getStatus() : 0;
  if (response && (status === 422 || status === 503)) {
    const code = refusalCode(response.getBody());
    if (code === ErrorCode.MALWARE_FOUND || code === ErrorCode.SCANNER_UNAVAILABLE) return false;
  }
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return (status < 400 || status >= 500 || status === 409 || status === 423) && online;
}

function refusalCode(body: string): string | null {
  try {
    const parsed = errorEnvelope.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error.code : null;
  } catch {
    return null;
  }
}

function isDetailedError(error: Error): error is DetailedError {
  return 'originalResponse' in error;
}

/** The message of a failed upload: the server's, else one for its status, else a general one. */
export function uploadErrorMessage(error: Error): string {
  const response = isDetailedError(error) ? error.originalResponse : null;
  if (!response) return documentsScreenMessages.uploadFailed;
  const body = response.getBody();
  try {
    const parsed = errorEnvelope.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // not JSON: the status decides
  }
  const status = response.getStatus();
  if (status === 413) return documentsMessages.fileTooBig;
  if (status === 415) return documentsMessages.invalidFileType;
  const plain = body.trim();
  return plain !== '' && plain.length <= 200 && !plain.startsWith('<')
    ? plain
    : documentsScreenMessages.uploadFailed;
}
