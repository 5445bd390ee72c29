import { countRows, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import {
  filterBy,
  type DocumentListRow,
  type DocumentsFilter,
  type DocumentsOrderBy,
} from './documents-list.filter.js';
import { spacePageIds } from './documents-list-ids.js';
import { listSharedDocuments, spaceRowsOf } from './documents-list-rows.js';
import type { DocumentScope } from './documents.policy.js';
import { documentsIn } from './documents.repository.js';

export {
  likePattern,
  type DocumentListRow,
  type DocumentsFilter,
  type DocumentsOrderBy,
} from './documents-list.filter.js';

/** One page of a list and the size of the whole list. */
export interface DocumentsPage {
  rows: DocumentListRow[];
  total: number;
}

/**
 * One page of a scope's files, searched, sorted and paged in SQL, ties by name then id (pages never
 * overlap), and the total. In a client's space the page's ids are picked from `documents` alone on the
 * indexes of migration 0011, then only those rows are joined to their folder and uploader; "Share with
 * me" (the items shared with one user) sorts on its shares, joined.
 */
export async function listDocumentsPage(
  db: DbHandle,
  scope: DocumentScope,
  filter: DocumentsFilter,
  orderBy: DocumentsOrderBy,
  page: RowPage,
): Promise<DocumentsPage> {
  if (scope.kind === 'share') {
    const [rows, total] = await Promise.all([
      listSharedDocuments(db, scope, filter, orderBy, page),
      countDocuments(db, scope, filter),
    ]);
    return { rows, total };
  }
  const { ids, total } = await spacePageIds(db, scope, filter, orderBy, page);
  return { rows: await spaceRowsOf(db, scope, ids), total };
}

export function countDocuments(db: DbHandle, scope: DocumentScope, filter: DocumentsFilter): Promise<number> {
  let q = db.selectFrom('documents').where(documentsIn(scope));
  for (const w of filterBy(filter)) q = q.where(w);
  return countRows(q);
}
