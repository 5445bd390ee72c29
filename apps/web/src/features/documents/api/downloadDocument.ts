import { documentsApiPaths, documentsScreenMessages, type AppType } from '@guru/shared';
import { apiDownload } from '../../../lib/apiClient';

/**
 * GET /docVaults/downloadDocument?id=…: the server streams and decrypts the file; the browser
 * gathers the stream into a Blob (kept on disk by the browser when large) to be saved under its name.
 */
export async function fetchDocumentBlob(app: AppType, id: string, signal?: AbortSignal): Promise<Blob> {
  const file = await apiDownload(documentsApiPaths.download, {
    app,
    query: { id },
    signal,
    failureMessage: documentsScreenMessages.downloadFailed,
  });
  return file.blob;
}
