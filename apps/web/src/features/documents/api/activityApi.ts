import {
  API_PREFIX,
  ErrorCode,
  documentActivityList,
  documentsApiPaths,
  documentsScreenMessages,
  errorEnvelope,
  messages,
  type AppType,
  type DocumentActivity,
} from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../lib/apiClient';

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
  let response: Response;
  try {
    const url = `${API_PREFIX}${documentsApiPaths.activityExport}?${new URLSearchParams({ clientId }).toString()}`;
    response = await fetch(url, { credentials: 'same-origin', headers: { 'x-app-type': app } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(await response.json().catch(() => null));
    if (parsed.success)
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(response.status, ErrorCode.INTERNAL, documentsScreenMessages.exportActivityFailed);
  }
  return response.blob();
}

/** The name the export is saved under: the server's (Content-Disposition) form, from today's date. */
export function activityExportFileName(now: Date): string {
  return `${now.toISOString().slice(0, 10)}_document_activity.xlsx`;
}
