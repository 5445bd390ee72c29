import { sql, type SqlBool } from 'kysely';
import { paged, selectByChunks, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import {
  filterBy,
  sortOf,
  type DocumentListRow,
  type DocumentsFilter,
  type DocumentsOrderBy,
} from './documents-list.filter.js';
import type { ShareScope, SpaceScope } from './documents.policy.js';
import { documentsInSpace, documentsSharedWith } from './documents.repository.js';

/**
 * The page's rows of a client's space, in the order of `ids`, with their folder's name and uploader's
 * name. Nothing in a space was shared with the caller: the share columns are null.
 */
export async function spaceRowsOf(
  db: DbHandle,
  scope: SpaceScope,
  ids: readonly string[],
): Promise<DocumentListRow[]> {
  const rows = await selectByChunks(ids, (part) =>
    db
      .selectFrom('documents')
      .leftJoin('document_folders as f', 'f.id', 'documents.folder_id')
      .leftJoin('users as up', 'up.id', 'documents.uploaded_by')
      .selectAll('documents')
      .select([
        'f.name as folder_name',
        'up.first_name as uploader_first_name',
        'up.last_name as uploader_last_name',
      ])
      .where(documentsInSpace(scope))
      .where('documents.id', 'in', part)
      .execute(),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ ...row, shared_at: null, sharer_first_name: null, sharer_last_name: null, sharer_email: null }]
      : [];
  });
}

/** "Share with me": the files shared with the caller (few), joined to their shares to sort by them. */
export async function listSharedDocuments(
  db: DbHandle,
  scope: ShareScope,
  filter: DocumentsFilter,
  orderBy: DocumentsOrderBy,
  page: RowPage,
): Promise<DocumentListRow[]> {
  let q = db
    .selectFrom('documents')
    .leftJoin('document_folders as f', 'f.id', 'documents.folder_id')
    .leftJoin('users as up', 'up.id', 'documents.uploaded_by')
    // The caller's own shares of the file and of its folder (at most one each: unique per item and user).
    .leftJoin('document_shares as fs', (j) =>
      j
        .onRef('fs.item_id', '=', 'documents.id')
        .on('fs.item_type', '=', 'file')
        .on('fs.user_id', '=', scope.userId)
        .on('fs.firm_id', '=', scope.firmId),
    )
    .leftJoin('document_shares as gs', (j) =>
      j
        .onRef('gs.item_id', '=', 'documents.folder_id')
        .on('gs.item_type', '=', 'folder')
        .on('gs.user_id', '=', scope.userId)
        .on('gs.firm_id', '=', scope.firmId),
    )
    .leftJoin('users as sb', (j) => j.on(sql<SqlBool>`sb.id = coalesce(fs.shared_by, gs.shared_by)`))
    .selectAll('documents')
    .select([
      'f.name as folder_name',
      'up.first_name as uploader_first_name',
      'up.last_name as uploader_last_name',
      sql<string | null>`coalesce(fs.created_at, gs.created_at)`.as('shared_at'),
      'sb.first_name as sharer_first_name',
      'sb.last_name as sharer_last_name',
      'sb.email as sharer_email',
    ])
    .where(documentsSharedWith(scope));
  for (const w of filterBy(filter)) q = q.where(w);

  const { key, dir } = sortOf(orderBy);
  switch (key) {
    case 'fileName':
      q = q.orderBy('documents.name_key', dir);
      break;
    case 'fileSize':
      q = q.orderBy('documents.size', dir);
      break;
    case 'sharedDate':
      q = q.orderBy(sql`coalesce(fs.created_at, gs.created_at)`, dir);
      break;
    case 'sharedBy':
      q = q.orderBy(sql`lower(sb.last_name)`, dir).orderBy(sql`lower(sb.first_name)`, dir);
      break;
    default:
      q = q.orderBy('documents.updated_at', dir);
  }
  const rows = await paged(
    q.orderBy('documents.name_key', 'asc').orderBy('documents.id', 'asc'),
    page,
  ).execute();
  return rows as DocumentListRow[];
}
