import {
  AppType,
  apiPaths,
  vaultTrashEmptiedResponse,
  vaultTrashListSchema,
  vaultTrashRestoredResponse,
  type VaultTrashList,
} from '@guru/shared';
import { decryptFolder, decryptItemSummary } from '@guru/vault-crypto';
import { apiRequest } from '../../../lib/apiClient';
import type { VaultKeyRing } from '../lib/vaultCrypto';

const app = AppType.password;

export function fetchTrash(signal?: AbortSignal): Promise<VaultTrashList> {
  return apiRequest(apiPaths.passwordsTrash, { app, schema: vaultTrashListSchema, signal });
}

export function restoreFromTrash(body: { ids: string[]; folderIds: string[] }) {
  return apiRequest(apiPaths.passwordsTrashRestore, {
    app,
    method: 'POST',
    body,
    schema: vaultTrashRestoredResponse,
  });
}

/** Empties the trash for good; the server checks the PIN (in the body). */
export function emptyTrash(pinCode: string) {
  return apiRequest(apiPaths.passwordsTrash, {
    app,
    method: 'DELETE',
    body: { pinCode },
    schema: vaultTrashEmptiedResponse,
  });
}

/** One row of the trash screen, decrypted here (the name only). */
export interface TrashRow {
  kind: 'entry' | 'folder';
  id: string;
  /** '' when the envelope does not open. */
  name: string;
  readable: boolean;
  deletedAt: string;
  /** For an entry: whether its folder is in the trash too (it is restored with the folder). */
  inTrashedFolder: boolean;
}

/** Folders first, then entries that went alone; entries deleted with their folder are listed under it. */
export async function openTrash(ring: VaultKeyRing, trash: VaultTrashList): Promise<TrashRow[]> {
  const trashedFolders = new Set(trash.folders.map((folder) => folder.id));
  const folders = await Promise.all(
    trash.folders.map(async (folder): Promise<TrashRow> => {
      const data = await decryptFolder(ring.userKey, ring.userId, folder.id, folder.data).catch(() => null);
      return {
        kind: 'folder',
        id: folder.id,
        name: data?.name ?? '',
        readable: data !== null,
        deletedAt: folder.deletedAt,
        inTrashedFolder: false,
      };
    }),
  );
  const items = await Promise.all(
    trash.items.map(async (item): Promise<TrashRow> => {
      const summary = await decryptItemSummary(ring.userKey, ring.userId, item.id, item.summary).catch(
        () => null,
      );
      return {
        kind: 'entry',
        id: item.id,
        name: summary?.name ?? '',
        readable: summary !== null,
        deletedAt: item.deletedAt,
        inTrashedFolder: item.folderId !== null && trashedFolders.has(item.folderId),
      };
    }),
  );
  return [...folders, ...items];
}
