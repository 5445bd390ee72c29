import { useMutation } from '@tanstack/react-query';
import { useSignedIn } from '../../auth';
import {
  createPasswordsFolder,
  createPasswordsItem,
  deletePasswordsFolder,
  deletePasswordsSelection,
  updatePasswordsFolder,
  updatePasswordsItem,
} from '../api/passwordsApi';
import { selectionDeleteBodies, type SelectedFolder } from '../lib/deleteTarget';
import { missingFolderNames } from '../lib/importRows';
import { newPasswordsId, sealFolder, sealRecord, vaultKeyRing } from '../lib/vaultCrypto';
import type {
  FolderFormValues,
  OpenedEntry,
  PasswordsFolderEntry,
  RecordFormValues,
} from '../lib/passwordsTypes';
import { askVaultWorker, vaultKeyGrant } from '../worker/vaultClient';
import { useRefreshPasswords } from './usePasswordsData';

/** Every change is encrypted in the browser before it is sent; the vault is reloaded afterwards. */

export interface SaveEntryInput {
  /** Absent for a new entry. */
  id?: string;
  values: RecordFormValues;
  /** The entry as it was (an edit): its password history goes on, with the replaced password. */
  previous?: Pick<OpenedEntry, 'record' | 'history'>;
}

export function useSaveEntry() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ id, values, previous }: SaveEntryInput) => {
      const ring = vaultKeyRing(user.id);
      if (id === undefined) {
        const newId = newPasswordsId();
        return createPasswordsItem({ id: newId, ...(await sealRecord(ring, newId, values)) });
      }
      return updatePasswordsItem(id, await sealRecord(ring, id, values, previous));
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
      for (const body of selectionDeleteBodies(ids, folders, pinCode))
        deleted += (await deletePasswordsSelection(body)).deleted;
      return deleted;
    },
    onSettled: refresh,
  });
}

export interface ImportInput {
  /** The distinct folder names of the checked file's rows (the rows themselves wait in the vault worker). */
  folderNames: readonly string[];
  folders: readonly PasswordsFolderEntry[];
  onProgress?: (done: number, total: number) => void;
  /** Leave out the rows the vault already holds (the Import dialog asked). */
  skipExisting: boolean;
}

/**
 * Seals the folders the file names but the vault lacks and every entry, then sends them in one
 * all-or-nothing request: a refused import leaves no folder behind. The rows checked by the vault
 * worker (readImportRows) are sealed and sent there, off the main thread.
 */
export function useImportEntries() {
  const { user } = useSignedIn();
  const refresh = useRefreshPasswords();
  return useMutation({
    mutationFn: async ({ folderNames, folders, onProgress, skipExisting }: ImportInput) => {
      const grant = await vaultKeyGrant(user.id);
      const known = folders.filter((folder) => folder.readable).map(({ id, name }) => ({ id, name }));
      const newFolders = missingFolderNames(
        folderNames,
        known.map((folder) => folder.name),
      ).map((name) => ({ id: newPasswordsId(), name }));
      let imported = 0;
      await askVaultWorker(
        { kind: 'import', folders: [...known, ...newFolders], newFolders, skipExisting, ...grant },
        (message) => {
          if (message.kind === 'progress') onProgress?.(message.done, message.total);
          else if (message.kind === 'imported') imported = message.imported;
        },
      );
      return imported;
    },
    // The toast does not wait for the vault to load again: the table follows a moment later.
    onSettled: () => {
      void refresh();
    },
  });
}
