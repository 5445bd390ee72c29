import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../auth';
import { FOLDER_PARAM, NO_GROUP_PARAM } from '../lib/passwordsRoutes';
import type { FirstScope } from '../lib/vaultBatches';
import {
  passwordsEntryQuery,
  passwordsFoldersQuery,
  passwordsQueryKeys,
  passwordsSnapshotQuery,
} from '../api/passwordsQueries';

/**
 * The signed-in client's decrypted vault: summaries and folders (secrets stay sealed), decrypted in
 * the vault worker, the opened folder's entries first.
 */
export function usePasswordsSnapshot() {
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const folder = searchParams.get(FOLDER_PARAM);
  const first: FirstScope =
    folder === null || folder === ''
      ? { kind: 'root' }
      : { kind: 'folder', folderId: folder === NO_GROUP_PARAM ? null : folder };
  return useQuery(passwordsSnapshotQuery(user.id, queryClient, first));
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
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: passwordsQueryKeys.all }),
    [queryClient],
  );
}
