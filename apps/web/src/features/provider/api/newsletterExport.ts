import { siteApiPaths, type AppType } from '@guru/shared';
import { apiDownload } from '../../../lib/apiClient';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The provider's spreadsheet of every current newsletter subscriber, under the server's name (else today's). */
export async function exportNewsletter(app: AppType): Promise<DownloadedFile> {
  const file = await apiDownload(siteApiPaths.newsletterExport, { app });
  return {
    blob: file.blob,
    fileName: file.fileName ?? `${new Date().toISOString().slice(0, 10)}_newsletter_subscribers.xlsx`,
  };
}
