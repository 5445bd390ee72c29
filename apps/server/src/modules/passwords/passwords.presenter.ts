import {
  envelopeSchema,
  type PasswordsFolder,
  type PasswordsItem,
  type PasswordsListedItem,
} from '@guru/shared';
import type { PasswordsFolderRow, PasswordsItemRow, PasswordsListedItemRow } from './passwords.repository.js';

/*
 * Stored envelopes were checked on the way in; parsing them again brands them as `Envelope`
 * (no cast), and a row altered in the database is refused here as the response schema would.
 */

/** An entry as the browser gets it: ids, envelopes, the time of the last change. */
export function presentPasswordsItem(row: PasswordsItemRow): PasswordsItem {
  return {
    id: row.id,
    folderId: row.folder_id,
    summary: envelopeSchema.parse(row.summary),
    secret: envelopeSchema.parse(row.secret),
    updatedAt: row.updated_at,
  };
}

/** An entry as the list gets it: the same without the secret envelope. */
export function presentListedItem(row: PasswordsListedItemRow): PasswordsListedItem {
  return {
    id: row.id,
    folderId: row.folder_id,
    summary: envelopeSchema.parse(row.summary),
    updatedAt: row.updated_at,
  };
}

export function presentPasswordsFolder(row: PasswordsFolderRow): PasswordsFolder {
  return {
    id: row.id,
    data: envelopeSchema.parse(row.data),
    updatedAt: row.updated_at,
  };
}
