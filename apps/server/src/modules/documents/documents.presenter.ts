import type { DocumentActivity, DocumentFolder, DocumentRow } from '@guru/shared';
import type { Selectable } from 'kysely';
import type { DocumentActivityTable } from '../../db/tables/documents.table.js';
import { RoleId, consoleRoleIds } from '../../db/tables/users.table.js';
import type { FolderDbRow, FolderListRow } from './document-folders.repository.js';
import type { DocumentListRow } from './documents-list.filter.js';
import type { DocumentDbRow } from './documents.repository.js';
import type { ActivityAction } from './documents-activity.js';

/** Rows → the API's shapes, field by field: nothing leaves that is not named here (no object keys, no key material). */

function sharedUserOf(row: {
  shared_at: string | null;
  sharer_first_name: string | null;
  sharer_last_name: string | null;
  sharer_email: string | null;
}) {
  if (row.shared_at === null) return null;
  return {
    firstName: row.sharer_first_name ?? '',
    lastName: row.sharer_last_name ?? '',
    email: row.sharer_email ?? '',
    sharedDate: row.shared_at,
  };
}

export function presentDocument(row: DocumentListRow): DocumentRow {
  return {
    id: row.id,
    type: 'file',
    fileName: row.file_name,
    mimetype: row.mime_type,
    fileSize: Number(row.size),
    folderId: row.folder_id,
    folderName: row.folder_name,
    isShareFA: row.area === 'shared',
    clientId: row.client_id,
    faUploadUserId: row.fa_upload_user_id,
    uploadedBy: { firstName: row.uploader_first_name ?? '', lastName: row.uploader_last_name ?? '' },
    sharedUser: sharedUserOf(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    hidden: Boolean(row.hidden_at),
  };
}

/** A file just changed (rename, move): the list's extra columns from what the caller already has. */
export function presentChangedDocument(
  row: DocumentDbRow,
  folderName: string | null,
  uploader: { first_name: string; last_name: string } | undefined,
): DocumentRow {
  return presentDocument({
    ...row,
    folder_name: folderName,
    uploader_first_name: uploader?.first_name ?? null,
    uploader_last_name: uploader?.last_name ?? null,
    shared_at: null,
    sharer_first_name: null,
    sharer_last_name: null,
    sharer_email: null,
  });
}

export function presentFolder(row: FolderListRow): DocumentFolder {
  return {
    id: row.id,
    type: 'folder',
    name: row.name,
    note: row.note,
    isShareFA: row.area === 'shared',
    clientId: row.client_id,
    fileCount: Number(row.file_count),
    createdByAdvisor: row.creator_role_id !== null && consoleRoleIds.has(Number(row.creator_role_id)),
    sharedUser: sharedUserOf(row),
    updatedAt: row.updated_at,
  };
}

/** A folder the caller just created (`byAdvisor`: the caller is an advisor). */
export function presentNewFolder(row: FolderDbRow, fileCount: number, byAdvisor: boolean): DocumentFolder {
  const creatorRole = byAdvisor ? RoleId.advisor : null;
  return presentFolder({
    ...row,
    file_count: fileCount,
    shared_at: null,
    sharer_first_name: null,
    sharer_last_name: null,
    sharer_email: null,
    creator_role_id: creatorRole,
  });
}

export function presentActivity(row: Selectable<DocumentActivityTable>, showIp: boolean): DocumentActivity {
  return {
    id: row.id,
    action: row.action as ActivityAction,
    itemType: row.item_type,
    itemName: row.item_name,
    actor: { firstName: row.actor_first_name, lastName: row.actor_last_name, email: row.actor_email },
    detail: row.detail,
    ip: showIp ? row.ip : null,
    createdAt: row.created_at,
  };
}
