import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FirstScope } from '../lib/vaultBatches';
import { openEntry, openFolders, vaultKeyRing } from '../lib/vaultCrypto';
import { loadVaultSnapshot } from '../worker/loadVaultSnapshot';
import { fetchPasswordsFolders, fetchPasswordsItem } from './passwordsApi';

/**
 * Queries whose results are decrypted: they live in the react-query memory cache only and are
 * dropped as soon as no screen uses them (gcTime 0). Nothing decrypted is ever persisted.
 */
export const passwordsQueryKeys = {
  all: ['vault'] as const,
  snapshot: (userId: string) => ['vault', userId, 'snapshot'] as const,
  folders: (userId: string) => ['vault', userId, 'folders'] as const,
  entry: (userId: string, id: string) => ['vault', userId, 'entry', id] as const,
};

/** The newest load of each user's snapshot: an older one still streaming stops publishing. */
const snapshotLoads = new Map<string, number>();

/**
 * Every entry's summary and every folder, decrypted in the vault worker: the query resolves with
 * the first page's snapshot, and the worker's later batches replace it (setQueryData) until the
 * snapshot is complete.
 */
export function passwordsSnapshotQuery(userId: string, queryClient: QueryClient, first: FirstScope) {
  const queryKey = passwordsQueryKeys.snapshot(userId);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => {
      const load = (snapshotLoads.get(userId) ?? 0) + 1;
      snapshotLoads.set(userId, load);
      return loadVaultSnapshot(userId, first, signal, (snapshot) => {
        if (
          snapshotLoads.get(userId) !== load ||
          !queryClient.getQueryCache().find({ queryKey, exact: true })
        )
          return false;
        queryClient.setQueryData(queryKey, snapshot);
        return true;
      });
    },
    gcTime: 0,
    staleTime: 30_000,
    // Each snapshot is new as a whole; comparing 100,000 entries with the previous one would only cost time.
    structuralSharing: false,
  });
}

export function passwordsFoldersQuery(userId: string) {
  return queryOptions({
    queryKey: passwordsQueryKeys.folders(userId),
    queryFn: async ({ signal }) => openFolders(vaultKeyRing(userId), await fetchPasswordsFolders(signal)),
    gcTime: 0,
    staleTime: 30_000,
  });
}

/** One entry with its secret opened (detail screen, edit form): always fetched fresh. */
export function passwordsEntryQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: passwordsQueryKeys.entry(userId, id),
    queryFn: async ({ signal }) => openEntry(vaultKeyRing(userId), await fetchPasswordsItem(id, signal)),
    gcTime: 0,
    staleTime: 0,
  });
}
