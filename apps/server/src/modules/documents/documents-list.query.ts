import { sql, type Expression, type SqlBool } from 'kysely';
import type { documentsOrderBy } from '@guru/shared';
import { countRows, paged, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import type { DocumentScope } from './documents.policy.js';
import { documentsIn, type DocumentDbRow } from './documents.repository.js';

export type DocumentsOrderBy = (typeof documentsOrderBy)[number];

/** What a list shows of a scope: a folder (null = "No Group", undefined = every file) and a name search. */
export interface DocumentsFilter {
  folderId?: string | null;
  q?: string;
}

/** A listed file with what the list shows beside it. */
export interface DocumentListRow extends DocumentDbRow {
  folder_name: string | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  /** Only in a share scope: when and by whom it was shared with the caller (the file's share first, else its folder's). */
  shared_at: string | null;
  sharer_first_name: string | null;
  sharer_last_name: string | null;
  sharer_email: string | null;
}

/** `%` and `_` are literal in a search: escaped for LIKE … ESCAPE '\'. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function filterBy(filter: DocumentsFilter): Array<Expression<SqlBool>> {
  const where: Array<Expression<SqlBool>> = [];
  if (filter.folderId === null) where.push(sql<SqlBool>`documents.folder_id is null`);
  else if (filter.folderId !== undefined) where.push(sql<SqlBool>`documents.folder_id = ${filter.folderId}`);
  if (filter.q) where.push(sql<SqlBool>`documents.name_key like ${likePattern(filter.q)} escape '\\'`);
  return where;
}

/**
 * One page of a scope's files, searched, sorted and paged in SQL (the indexes of migration 0006 serve
 * each sort within one client's area).
 */
export async function listDocuments(db: DbHandle, scope: DocumentScope, filter: DocumentsFilter, orderBy: DocumentsOrderBy, page: RowPage): Promise<DocumentListRow[]> {
  const shareUser = scope.kind === 'share' ? scope.userId : '';
  let q = db
    .selectFrom('documents')
    .leftJoin('document_folders as f', 'f.id', 'documents.folder_id')
    .leftJoin('users as up', 'up.id', 'documents.uploaded_by')
    // The caller's own shares of the file and of its folder (at most one each: unique per item and user).
    .leftJoin('document_shares as fs', (j) =>
      j.onRef('fs.item_id', '=', 'documents.id').on('fs.item_type', '=', 'file').on('fs.user_id', '=', shareUser).on('fs.firm_id', '=', scope.firmId),
    )
    .leftJoin('document_shares as gs', (j) =>
      j.onRef('gs.item_id', '=', 'documents.folder_id').on('gs.item_type', '=', 'folder').on('gs.user_id', '=', shareUser).on('gs.firm_id', '=', scope.firmId),
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
    .where(documentsIn(scope));
  for (const w of filterBy(filter)) q = q.where(w);

  const desc = orderBy.startsWith('-');
  const dir = desc ? 'desc' : 'asc';
  const key = (desc ? orderBy.slice(1) : orderBy) as DocumentsOrderBy;
  const share = scope.kind === 'share';
  switch (key) {
    case 'fileName':
      q = q.orderBy('documents.name_key', dir);
      break;
    case 'fileSize':
      q = q.orderBy('documents.size', dir);
      break;
    case 'updatedAt':
      q = q.orderBy('documents.updated_at', dir);
      break;
    case 'sharedDate':
      // Outside "Share with me" nothing was shared with the caller: the date the file was added.
      q = share ? q.orderBy(sql`coalesce(fs.created_at, gs.created_at)`, dir) : q.orderBy('documents.created_at', dir);
      break;
    case 'sharedBy':
      // Outside "Share with me": who uploaded it.
      q = share
        ? q.orderBy(sql`lower(sb.last_name)`, dir).orderBy(sql`lower(sb.first_name)`, dir)
        : q.orderBy(sql`lower(up.last_name)`, dir).orderBy(sql`lower(up.first_name)`, dir);
      break;
    default:
      q = q.orderBy('documents.updated_at', dir);
  }
  // Ties (same date, size or sharer) by name, then id: pages never overlap.
  const rows = await paged(q.orderBy('documents.name_key', 'asc').orderBy('documents.id', 'asc'), page).execute();
  return rows as DocumentListRow[];
}

export function countDocuments(db: DbHandle, scope: DocumentScope, filter: DocumentsFilter): Promise<number> {
  let q = db.selectFrom('documents').where(documentsIn(scope));
  for (const w of filterBy(filter)) q = q.where(w);
  return countRows(q);
}
