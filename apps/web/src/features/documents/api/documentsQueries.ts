import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppType, DocumentsListQuery } from '@guru/shared';
import {
  fetchClientInfo,
  fetchDocuments,
  fetchFolders,
  fetchShareUsers,
  type FoldersFilter,
} from './documentsApi';

/** Query keys: every change to documents or folders invalidates `all`. */
export const documentsQueryKeys = {
  all: ['documents'] as const,
  list: (app: AppType, query: DocumentsListQuery) => ['documents', 'list', app, query] as const,
  folders: (app: AppType, filter: FoldersFilter) => ['documents', 'folders', app, filter] as const,
  sharedWithMe: (app: AppType) => ['documents', 'sharedWithMe', app] as const,
  shareUsers: (type: string, id: string) => ['documents', 'shareUsers', type, id] as const,
  clientInfo: (clientId: string) => ['documentsClient', clientId] as const,
};

export function documentsListQuery(app: AppType, query: DocumentsListQuery, enabled = true) {
  return queryOptions({
    queryKey: documentsQueryKeys.list(app, query),
    queryFn: ({ signal }) => fetchDocuments(app, query, signal),
    placeholderData: keepPreviousData,
    // The other side changes the same documents: a folder opened again is fetched again.
    staleTime: 0,
    enabled,
  });
}

export function documentFoldersQuery(app: AppType, filter: FoldersFilter, enabled = true) {
  return queryOptions({
    queryKey: documentsQueryKeys.folders(app, filter),
    queryFn: ({ signal }) => fetchFolders(app, filter, signal),
    staleTime: 0,
    enabled,
  });
}

/** Whether anything (a file or a folder) was shared with the caller: decides the "Share with me" tab. */
export function sharedWithMeQuery(app: AppType) {
  return queryOptions({
    queryKey: documentsQueryKeys.sharedWithMe(app),
    queryFn: async ({ signal }) => {
      const [files, folders] = await Promise.all([
        fetchDocuments(app, { isOnlyFilterSharing: true, limit: 1, offset: 0 }, signal),
        fetchFolders(app, { isOnlyFilterSharing: true }, signal),
      ]);
      return files.total > 0 || folders.length > 0;
    },
    staleTime: 60_000,
  });
}

export function shareUsersQuery(app: AppType, type: 'file' | 'folder', id: string) {
  return queryOptions({
    queryKey: documentsQueryKeys.shareUsers(type, id),
    queryFn: ({ signal }) => fetchShareUsers(app, type, id, signal),
    staleTime: 0,
  });
}

export function clientInfoQuery(app: AppType, clientId: string) {
  return queryOptions({
    queryKey: documentsQueryKeys.clientInfo(clientId),
    queryFn: ({ signal }) => fetchClientInfo(app, clientId, signal),
    staleTime: 5 * 60_000,
  });
}
