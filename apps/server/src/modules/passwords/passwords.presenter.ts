import type { PasswordsFolder, PasswordsItem } from '@guru/shared';
import type { PasswordsFolderRow, PasswordsItemRow } from './passwords.repository.js';

/** An entry as the browser gets it: ids, envelopes, the time of the last change. */
export function presentPasswordsItem(row: PasswordsItemRow): PasswordsItem {
  return {
    id: row.id,
    folderId: row.folder_id,
    summary: row.summary,
    secret: row.secret,
    updatedAt: row.updated_at,
  };
}

export function presentPasswordsFolder(row: PasswordsFolderRow): PasswordsFolder {
  return {
    id: row.id,
    data: row.data,
    updatedAt: row.updated_at,
  };
}
