import { ErrorCode, messages, siteApiPaths, type AppType } from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/apiClient';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server chose (content-disposition), else one of today's date. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return (
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    `${new Date().toISOString().slice(0, 10)}_newsletter_subscribers.xlsx`
  );
}

/** The provider's spreadsheet of every current newsletter subscriber. */
export async function exportNewsletter(app: AppType): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(siteApiPaths.newsletterExport, {
      credentials: 'same-origin',
      headers: { 'x-app-type': app },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? ErrorCode.INTERNAL,
      error?.message ?? messages.internal,
    );
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
