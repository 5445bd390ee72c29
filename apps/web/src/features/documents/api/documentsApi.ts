import {
  apiPathWithId,
  documentClientInfo,
  documentFolderSchema,
  documentList,
  documentSchema,
  documentsRetentionApiPaths,
  documentsApiPaths,
  documentsDeletedResponse,
  fileNameUsedResponse,
  shareUsersResponse,
  type AppType,
  type DocumentClientInfo,
  type DocumentDeleteBody,
  type DocumentFolder,
  type DocumentFolderCreateBody,
  type DocumentFolderUpdateBody,
  type DocumentList,
  type DocumentRow,
  type DocumentsListQuery,
  type DocumentUpdateBody,
  type ShareDocumentBody,
  type ShareRecipient,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/**
 * The Documents Guru API (packages/shared schemas/documents.ts). Every call names the app whose
 * session backs the screen (`x-app-type`): the client's Documents Guru session, or the advisor's
 * console session, which may be a Password Guru one (the advisor opens a client's vault from
 * either app's Client Management).
 */

export type FoldersFilter = Pick<DocumentsListQuery, 'isFilterShareFA' | 'isOnlyFilterSharing' | 'clientId'>;

/** A query object as the strings of a query string (absent values left out). */
export function queryStrings(query: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = String(value);
  }
  return out;
}

export function fetchDocuments(
  app: AppType,
  query: DocumentsListQuery,
  signal?: AbortSignal,
): Promise<DocumentList> {
  return apiRequest(documentsApiPaths.list, {
    app,
    query: queryStrings(query),
    schema: documentList,
    signal,
  });
}

const folderList = documentFolderSchema.array();

export function fetchFolders(
  app: AppType,
  filter: FoldersFilter,
  signal?: AbortSignal,
): Promise<DocumentFolder[]> {
  return apiRequest(documentsApiPaths.folders, {
    app,
    query: queryStrings(filter),
    schema: folderList,
    signal,
  });
}

export function createFolder(app: AppType, body: DocumentFolderCreateBody): Promise<DocumentFolder> {
  return apiRequest(documentsApiPaths.folders, { app, method: 'POST', body, schema: documentFolderSchema });
}

export function updateFolder(
  app: AppType,
  id: string,
  body: DocumentFolderUpdateBody,
): Promise<DocumentFolder> {
  return apiRequest(apiPathWithId(documentsApiPaths.folder, id), {
    app,
    method: 'PUT',
    body,
    schema: documentFolderSchema,
  });
}

/** Deletes a folder and everything in it; the PIN goes in the body (an advisor's folder delete has none). */
export async function deleteFolder(app: AppType, id: string, pinCode: string | null): Promise<void> {
  await apiRequest(apiPathWithId(documentsApiPaths.folder, id), {
    app,
    method: 'DELETE',
    body: pinCode === null ? {} : { pinCode },
    schema: documentsDeletedResponse,
  });
}

/** True when another file of the client already has this name. */
export interface FileNameCheck {
  fileName: string;
  /** The advisor's client. */
  clientId?: string;
  /** The file being renamed (its own name is not a conflict). */
  documentId?: string;
  /** The area the name must be free in (names are unique per client and area). */
  isShareFA?: boolean;
}

export function isFileNameUsed(app: AppType, query: FileNameCheck): Promise<boolean> {
  return apiRequest(documentsApiPaths.checkFileName, {
    app,
    query: queryStrings(query),
    schema: fileNameUsedResponse,
  });
}

/** Rename or move (between folders, and for clients between private and shared). */
export function updateDocument(app: AppType, id: string, body: DocumentUpdateBody): Promise<DocumentRow> {
  return apiRequest(apiPathWithId(documentsApiPaths.document, id), {
    app,
    method: 'PUT',
    body,
    schema: documentSchema,
  });
}

export async function deleteDocuments(app: AppType, body: DocumentDeleteBody): Promise<void> {
  await apiRequest(documentsApiPaths.deleteDocuments, {
    app,
    method: 'DELETE',
    body,
    schema: documentsDeletedResponse,
  });
}

export type ShareUser = ShareRecipient;

export function fetchShareUsers(
  app: AppType,
  type: ShareDocumentBody['type'],
  id: string,
  signal?: AbortSignal,
): Promise<ShareUser[]> {
  return apiRequest(documentsApiPaths.shareUsers, {
    app,
    query: { type, id },
    schema: shareUsersResponse,
    signal,
  });
}

export async function shareDocument(app: AppType, body: ShareDocumentBody): Promise<void> {
  await apiRequest(documentsApiPaths.share, { app, method: 'POST', body, schema: shareUsersResponse });
}

export async function unshareDocument(
  app: AppType,
  body: { type: ShareDocumentBody['type']; id: string; email: string },
): Promise<void> {
  await apiRequest(documentsApiPaths.unshare, { app, method: 'POST', body, schema: shareUsersResponse });
}

/** The client whose vault the advisor opened (the "Client: {name}" tab). */
export function fetchClientInfo(
  app: AppType,
  clientId: string,
  signal?: AbortSignal,
): Promise<DocumentClientInfo> {
  return apiRequest(apiPathWithId(documentsApiPaths.clientInfo, clientId), {
    app,
    schema: documentClientInfo,
    signal,
  });
}

/** An advisor hides a shared-area file from the client, or shows it again (ADR 0050). */
export async function setDocumentHidden(app: AppType, id: string, hidden: boolean): Promise<DocumentRow> {
  return apiRequest(documentsRetentionApiPaths.hidden.replace(':id', encodeURIComponent(id)), {
    app,
    method: 'PUT',
    body: { hidden },
    schema: documentSchema,
  });
}
