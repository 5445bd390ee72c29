import {
  API_PREFIX,
  ErrorCode,
  documentsApiPaths,
  documentsScreenMessages,
  errorEnvelope,
  messages,
  type AppType,
} from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/apiClient';

/** The server's error of a failed download, or ours when its body says nothing. */
async function downloadError(response: Response): Promise<ApiError> {
  const parsed = errorEnvelope.safeParse(await response.json().catch(() => null));
  if (parsed.success) return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(response.status, ErrorCode.INTERNAL, documentsScreenMessages.downloadFailed);
}

/**
 * GET /docVaults/downloadDocument?id=…: the server streams and decrypts the file; the browser
 * gathers the stream into a Blob (kept on disk by the browser when large) to be saved under its name.
 */
export async function fetchDocumentBlob(app: AppType, id: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    const url = `${API_PREFIX}${documentsApiPaths.download}?${new URLSearchParams({ id }).toString()}`;
    response = await fetch(url, { credentials: 'same-origin', headers: { 'x-app-type': app }, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
  if (!response.ok) throw await downloadError(response);
  return response.blob();
}
