import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedIn } from '../../auth';
import { passwordsEntryQuery, passwordsFoldersQuery, passwordsQueryKeys, passwordsSnapshotQuery } from '../api/passwordsQueries';

/** The signed-in client's decrypted vault: summaries and folders (secrets stay sealed). */
export function usePasswordsSnapshot() {
  const { user } = useSignedIn();
  return useQuery(passwordsSnapshotQuery(user.id));
}

export function usePasswordsFolders() {
  const { user } = useSignedIn();
  return useQuery(passwordsFoldersQuery(user.id));
}

/** One entry with its secret opened; pass null to wait (e.g. until the PIN is confirmed). */
export function usePasswordsEntry(id: string | null) {
  const { user } = useSignedIn();
  return useQuery({ ...passwordsEntryQuery(user.id, id ?? ''), enabled: id !== null && id !== '' });
}

/** Refetches (and decrypts again) everything of the vault after a change. */
export function useRefreshPasswords(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: passwordsQueryKeys.all }), [queryClient]);
}
