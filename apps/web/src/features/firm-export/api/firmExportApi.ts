import { BE_API_PREFIX, firmExportApiPaths, type AppType } from '@guru/shared';
import { apiDownload, type DownloadedFile } from '../../../lib/apiClient';

/** The advisor's own firm as one ZIP, after the PIN (ADR 0052). */
export function exportOwnFirm(app: AppType, pinCode: string): Promise<DownloadedFile> {
  return apiDownload(`${BE_API_PREFIX}${firmExportApiPaths.advisor}`, { app, body: { pinCode } });
}

/** A firm's data for the provider, on the firm's request (its reference goes into the firm's audit trail). */
export function exportFirmFor(
  app: AppType,
  firmId: string,
  pinCode: string,
  reference: string,
): Promise<DownloadedFile> {
  const path = firmExportApiPaths.provider.replace(':firmId', encodeURIComponent(firmId));
  return apiDownload(`${BE_API_PREFIX}${path}`, { app, body: { pinCode, reference } });
}

/** The name the server gave the file, else a plain one. */
export function exportFileName(file: DownloadedFile): string {
  return file.fileName ?? 'firm-data.zip';
}
