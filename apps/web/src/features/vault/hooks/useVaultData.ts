import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignedIn } from '../../auth/signedInContext';
import { vaultEntryQuery, vaultFoldersQuery, vaultQueryKeys, vaultSnapshotQuery } from '../api/vaultQueries';

/** The signed-in client's decrypted vault: summaries and folders (secrets stay sealed). */
export function useVaultSnapshot() {
  const { user } = useSignedIn();
  return useQuery(vaultSnapshotQuery(user.id));
}

export function useVaultFolders() {
  const { user } = useSignedIn();
  return useQuery(vaultFoldersQuery(user.id));
}

/** One entry with its secret opened; pass null to wait (e.g. until the PIN is confirmed). */
export function useVaultEntry(id: string | null) {
  const { user } = useSignedIn();
  return useQuery({ ...vaultEntryQuery(user.id, id ?? ''), enabled: id !== null && id !== '' });
}

/** Refetches (and decrypts again) everything of the vault after a change. */
export function useRefreshVault(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: vaultQueryKeys.all }), [queryClient]);
}
