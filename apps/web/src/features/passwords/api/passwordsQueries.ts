import { queryOptions } from '@tanstack/react-query';
import { openEntry, openFolders, openSnapshot, vaultKeyRing } from '../lib/vaultCrypto';
import { fetchPasswordsFolders, fetchPasswordsItem, fetchPasswordsItems } from './passwordsApi';

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

/** Every entry's summary and every folder, decrypted. */
export function passwordsSnapshotQuery(userId: string) {
  return queryOptions({
    queryKey: passwordsQueryKeys.snapshot(userId),
    queryFn: async ({ signal }) => {
      const ring = vaultKeyRing(userId);
      const [items, folders] = await Promise.all([fetchPasswordsItems(signal), fetchPasswordsFolders(signal)]);
      return openSnapshot(ring, items, folders);
    },
    gcTime: 0,
    staleTime: 30_000,
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
