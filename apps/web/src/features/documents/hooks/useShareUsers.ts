import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareDocument, unshareDocument } from '../api/documentsApi';
import { documentsQueryKeys, shareUsersQuery } from '../api/documentsQueries';
import { useDocumentsContext } from './documentsContext';

export interface ShareSubject {
  type: 'file' | 'folder';
  id: string;
}

/** The people a file or folder is shared with (getShareUsers), and sharing with more or fewer. */
export function useShareUsers(subject: ShareSubject) {
  const { app, clientId } = useDocumentsContext();
  const queryClient = useQueryClient();
  const list = useQuery(shareUsersQuery(app, subject.type, subject.id));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: documentsQueryKeys.shareUsers(subject.type, subject.id) });

  const share = useMutation({
    mutationFn: (emails: string[]) =>
      shareDocument(app, { emails, type: subject.type, id: subject.id, ...(clientId ? { clientId } : {}) }),
    onSettled: refresh,
  });
  const unshare = useMutation({
    mutationFn: (email: string) => unshareDocument(app, { type: subject.type, id: subject.id, email }),
    onSettled: refresh,
  });
  return { list, share, unshare };
}
