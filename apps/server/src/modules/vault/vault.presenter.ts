import type { VaultFolder, VaultItem } from '@guru/shared';
import type { VaultFolderRow, VaultItemRow } from './vault.repository.js';

/** An entry as the browser gets it: ids, envelopes, the time of the last change. */
export function presentVaultItem(row: VaultItemRow): VaultItem {
  return {
    id: row.id,
    folderId: row.folder_id,
    summary: row.summary,
    secret: row.secret,
    updatedAt: row.updated_at,
  };
}

export function presentVaultFolder(row: VaultFolderRow): VaultFolder {
  return {
    id: row.id,
    data: row.data,
    updatedAt: row.updated_at,
  };
}
