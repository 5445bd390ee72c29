import {
  apiPathWithId,
  beClientPaths,
  clientApiPaths,
  clientListSchema,
  clientRowSchema,
  clientsUpdatedResponse,
  exportFileName,
  okSchema,
  type AppType,
  type ClientList,
  type ClientOrderBy,
  type ClientRow,
} from '@guru/shared';
import { apiDownload, apiRequest } from '../../../lib/apiClient';

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
  await apiRequest(apiPathWithId(clientApiPaths.client, id), {
    app: session,
    method: 'DELETE',
    schema: okSchema,
  });
}

export async function sendClientPasswordReset(session: AppType, id: string, appType: AppType): Promise<void> {
  await apiRequest(apiPathWithId(clientApiPaths.clientResetPassword, id), {
    app: session,
    body: { appType },
    schema: okSchema,
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

/** Export to Excel: the selected ids when there are any, else every row of the list's filter and search. */
export async function exportClients(
  session: AppType,
  params: Omit<ClientListParams, 'offset' | 'limit'>,
  ids: readonly string[],
): Promise<ExportedFile> {
  const file = await apiDownload(clientApiPaths.clientExport, {
    app: session,
    query: ids.length > 0 ? { ids: ids.join(','), orderBy: params.orderBy } : listQuery(params),
  });
  // The server's name (Content-Disposition), else {date}_password_management.xlsx.
  return { blob: file.blob, fileName: file.fileName ?? exportFileName(new Date()) };
}
