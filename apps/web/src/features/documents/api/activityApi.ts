import {
  documentActivityList,
  documentsApiPaths,
  documentsScreenMessages,
  type AppType,
  type DocumentActivity,
} from '@guru/shared';
import { apiDownload, apiRequest } from '../../../lib/apiClient';

/** GET /docVaults/activity: the history of a file or folder, as far as the caller may see it (the server scopes it). */
export function fetchActivity(
  app: AppType,
  item: { type: 'file' | 'folder'; id: string },
  signal?: AbortSignal,
): Promise<DocumentActivity[]> {
  return apiRequest(documentsApiPaths.activity, {
    app,
    query: { id: item.id, type: item.type },
    schema: documentActivityList,
    signal,
  });
}

/** GET /docVaults/activity/export?clientId=…: the advisor's .xlsx of a client's shared-area activity. */
export async function fetchActivityExport(app: AppType, clientId: string): Promise<Blob> {
  const file = await apiDownload(documentsApiPaths.activityExport, {
    app,
    query: { clientId },
    failureMessage: documentsScreenMessages.exportActivityFailed,
  });
  return file.blob;
}

/** The name the export is saved under: the server's (Content-Disposition) form, from today's date. */
export function activityExportFileName(now: Date): string {
  return `${now.toISOString().slice(0, 10)}_document_activity.xlsx`;
}
