import { useMutation } from '@tanstack/react-query';
import type { PasswordsFolderCreateBody, PasswordsItemCreateBody } from '@guru/shared';
import { useSignedIn } from '../../auth';
import {
  createPasswordsFolder,
  createPasswordsItem,
  deletePasswordsFolder,
  deletePasswordsSelection,
  importPasswordsItems,
  updatePasswordsFolder,
  updatePasswordsItem,
} from '../api/passwordsApi';
import { selectionDeleteBodies, type SelectedFolder } from '../lib/deleteTarget';
import { folderIdOf, folderIdsByName, missingFolderNames, type ImportCandidate } from '../lib/importRows';
import { newPasswordsId, sealEntry, sealFolder, vaultKeyRing } from '../lib/vaultCrypto';
import type { EntryFormValues, FolderFormValues, PasswordsFolderEntry } from '../lib/passwordsTypes';
import { useRefreshPasswords } from './usePasswordsData';

/** Every change is encrypted in the browser before it is sent; the vault is reloaded afterwards. */

export interface SaveEntryInput {
  /** Absent for a new entry. */
  id?: string;
  values: EntryFormValues;
}

export function useSaveEntry() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ id, values }: SaveEntryInput) => {
      const ring = vaultKeyRing(user.id);
      if (id === undefined) {
        const newId = newPasswordsId();
        return createPasswordsItem({ id: newId, ...(await sealEntry(ring, newId, values)) });
      }
      return updatePasswordsItem(id, await sealEntry(ring, id, values));
    },
    onSuccess: refresh,
  });
}

export interface SaveFolderInput {
  id?: string;
  values: FolderFormValues;
}

export function useSaveFolder() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ id, values }: SaveFolderInput) => {
      const ring = vaultKeyRing(user.id);
      if (id === undefined) {
        const newId = newPasswordsId();
        return createPasswordsFolder({ id: newId, data: await sealFolder(ring, newId, values) });
      }
      return updatePasswordsFolder(id, await sealFolder(ring, id, values));
    },
    onSuccess: refresh,
  });
}

export function useDeleteFolder() {
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: ({ id, pinCode }: { id: string; pinCode: string }) => deletePasswordsFolder(id, pinCode),
    onSuccess: refresh,
  });
}

export interface DeleteSelectionInput {
  ids: readonly string[];
  folders: readonly SelectedFolder[];
  pinCode: string;
}

/**
 * Deletes entries, and any folders with all of theirs: one call with the PIN (checked by the
 * server), in one transaction. Returns how many entries went.
 */
export function useDeleteSelection() {
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ ids, folders, pinCode }: DeleteSelectionInput) => {
      let deleted = 0;
      for (const body of selectionDeleteBodies(ids, folders, pinCode)) deleted += (await deletePasswordsSelection(body)).deleted;
      return deleted;
    },
    onSettled: refresh,
  });
}

export interface ImportInput {
  candidates: readonly ImportCandidate[];
  folders: readonly PasswordsFolderEntry[];
}

/**
 * Seals the folders the file names but the vault lacks and every entry, then sends them in one
 * all-or-nothing request: a refused import leaves no folder behind.
 */
export function useImportEntries() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ candidates, folders }: ImportInput) => {
      const ring = vaultKeyRing(user.id);
      const known = folders.filter((folder) => folder.readable);
      const created: Array<{ id: string; name: string }> = missingFolderNames(candidates, known.map((folder) => folder.name)).map(
        (name) => ({ id: newPasswordsId(), name }),
      );
      const newFolders: PasswordsFolderCreateBody[] = await Promise.all(
        created.map(async ({ id, name }) => ({ id, data: await sealFolder(ring, id, { name, note: '' }) })),
      );
      const idsByName = folderIdsByName([...known, ...created]);
      const items: PasswordsItemCreateBody[] = await Promise.all(
        candidates.map(async (candidate) => {
          const id = newPasswordsId();
          const values: EntryFormValues = { ...candidate, folderId: folderIdOf(candidate, idsByName) };
          return { id, ...(await sealEntry(ring, id, values)) };
        }),
      );
      return importPasswordsItems(items, newFolders);
    },
    onSettled: refresh,
  });
}
