import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDeleteBody, DocumentFolderUpdateBody, DocumentUpdateBody } from '@guru/shared';
import {
  createFolder,
  deleteDocuments,
  deleteFolder,
  setDocumentHidden,
  updateDocument,
  updateFolder,
} from '../api/documentsApi';
import { documentsQueryKeys } from '../api/documentsQueries';
import { useDocumentsContext } from './documentsContext';

/** Every change reloads the listings, the folders and the "Share with me" probe. */
function useRefreshDocuments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentsQueryKeys.all });
}

export interface SaveFolderInput {
  /** Absent for a new folder. */
  id?: string;
  values: DocumentFolderUpdateBody;
  /** The area of a new folder. */
  isShareFA: boolean;
}

export function useSaveFolder() {
  const { app, clientId } = useDocumentsContext();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, values, isShareFA }: SaveFolderInput) =>
      id === undefined
        ? createFolder(app, { ...values, isShareFA, ...(clientId === null ? {} : { clientId }) })
        : updateFolder(app, id, values),
    onSuccess: refresh,
  });
}

export function useUpdateDocument() {
  const { app } = useDocumentsContext();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentUpdateBody }) => updateDocument(app, id, body),
    onSuccess: refresh,
  });
}

/** Hide a shared file from the client, or show it again (advisor, ADR 0050). */
export function useSetDocumentHidden() {
  const { app } = useDocumentsContext();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setDocumentHidden(app, id, hidden),
    onSuccess: refresh,
  });
}

/** A folder with everything in it; pinCode null for the advisor (no PIN). */
export function useDeleteFolder() {
  const { app } = useDocumentsContext();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ id, pinCode }: { id: string; pinCode: string | null }) => deleteFolder(app, id, pinCode),
    onSuccess: refresh,
  });
}

/** Files and folders in one call that checks the PIN itself. */
export function useDeleteDocuments() {
  const { app } = useDocumentsContext();
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (body: DocumentDeleteBody) => deleteDocuments(app, body),
    onSettled: refresh,
  });
}
