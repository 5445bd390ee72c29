import {
  documentsScreenMessages,
  documentsViewerApiPaths,
  type AppType,
  type DocumentZipBody,
} from '@guru/shared';
import { apiDownload, type DownloadedFile } from '../../../lib/apiClient';

/**
 * POST /docVaults/zip: the server streams one ZIP of the files and folders named, each file read and
 * decrypted as it goes; the browser gathers it into a Blob (kept on disk when large) to be saved.
 */
export function fetchZip(app: AppType, items: DocumentZipBody): Promise<DownloadedFile> {
  return apiDownload(documentsViewerApiPaths.zip, {
    app,
    body: items,
    failureMessage: documentsScreenMessages.downloadFailed,
  });
}
