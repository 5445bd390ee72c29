import {
  API_PREFIX,
  ErrorCode,
  apiPathWithId,
  beClientPaths,
  clientApiPaths,
  clientListSchema,
  clientRowSchema,
  clientsUpdatedResponse,
  exportFileName,
  messages,
  type AppType,
  type ClientList,
  type ClientOrderBy,
  type ClientRow,
} from '@guru/shared';
import { ApiError, NETWORK_ERROR_CODE, apiRequest } from '../../../lib/apiClient';

/**
 * Client Management calls. `session` is the app whose session backs the console (sent as
 * x-app-type); the app a screen is about travels as `appType` in the query or body.
 */
export interface ClientListParams {
  /** The screen's app: clients with access to it, people who asked for it (Requested) or were invited to it (Pending). */
  appType: AppType;
  offset: number;
  limit: number;
  q: string;
  orderBy: ClientOrderBy;
  disabled: boolean;
}

function listQuery(params: Omit<ClientListParams, 'offset' | 'limit'>): Record<string, string> {
  const query: Record<string, string> = { appType: params.appType, orderBy: params.orderBy };
  if (params.q.trim() !== '') query.q = params.q.trim();
  if (params.disabled) query.isDisabled = 'true';
  return query;
}

export function fetchClients(
  session: AppType,
  params: ClientListParams,
  signal?: AbortSignal,
): Promise<ClientList> {
  const query = { ...listQuery(params), offset: String(params.offset), limit: String(params.limit) };
  return apiRequest(clientApiPaths.clientList, { app: session, query, schema: clientListSchema, signal });
}

/** The provider's masked view of one firm's clients. */
export function fetchProviderClients(
  session: AppType,
  firmId: string,
  params: Omit<ClientListParams, 'q' | 'appType'>,
  signal?: AbortSignal,
): Promise<ClientList> {
  const query: Record<string, string> = {
    offset: String(params.offset),
    limit: String(params.limit),
    orderBy: params.orderBy,
  };
  if (params.disabled) query.isDisabled = 'true';
  const path = beClientPaths.providerFirmClients.replace(':firmId', encodeURIComponent(firmId));
  return apiRequest(path, { app: session, query, schema: clientListSchema, signal });
}

export function setClientDisabled(session: AppType, id: string, isDisabled: boolean): Promise<ClientRow> {
  return apiRequest(apiPathWithId(clientApiPaths.clientDisabled, id), {
    app: session,
    method: 'PUT',
    body: { isDisabled },
    schema: clientRowSchema,
  });
}

export async function disableClients(session: AppType, ids: readonly string[]): Promise<number> {
  const result = await apiRequest(clientApiPaths.clientsDisabled, {
    app: session,
    method: 'PUT',
    body: { ids, isDisabled: true },
    schema: clientsUpdatedResponse,
  });
  return result.updated;
}

export async function deleteClient(session: AppType, id: string): Promise<void> {
  await apiRequest(apiPathWithId(clientApiPaths.client, id), { app: session, method: 'DELETE' });
}

export async function sendClientPasswordReset(session: AppType, id: string, appType: AppType): Promise<void> {
  await apiRequest(apiPathWithId(clientApiPaths.clientResetPassword, id), {
    app: session,
    body: { appType },
  });
}

export function setClientNotification(
  session: AppType,
  userId: string,
  enableNotification: boolean,
): Promise<ClientRow> {
  return apiRequest(clientApiPaths.clientNotification, {
    app: session,
    method: 'PUT',
    body: { userId, enableNotification },
    schema: clientRowSchema,
  });
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server chose (content-disposition), else {date}_password_management.xlsx. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName(new Date());
}

/** Export to Excel: the selected ids when there are any, else every row of the list's filter and search. */
export async function exportClients(
  session: AppType,
  params: Omit<ClientListParams, 'offset' | 'limit'>,
  ids: readonly string[],
): Promise<ExportedFile> {
  const query = new URLSearchParams(
    ids.length > 0 ? { ids: ids.join(','), orderBy: params.orderBy } : listQuery(params),
  );
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${clientApiPaths.clientExport}?${query.toString()}`, {
      credentials: 'same-origin',
      headers: { 'x-app-type': session },
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
