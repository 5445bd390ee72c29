import { sql } from 'kysely';
import { countRows, paged, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import {
  filterBy,
  sortOf,
  type DocumentsFilter,
  type DocumentsOrderBy,
  type SortKey,
} from './documents-list.filter.js';
import type { SpaceScope } from './documents.policy.js';
import { documentsInSpace } from './documents.repository.js';

/** The ids of one page of a client's space and the size of the whole list. */
export interface PageIds {
  ids: string[];
  total: number;
}

/** The space's files the filter keeps, from `documents` alone (the indexes of migration 0011 cover it). */
function narrow(db: DbHandle, scope: SpaceScope, filter: DocumentsFilter) {
  let q = db.selectFrom('documents').where(documentsInSpace(scope));
  for (const w of filterBy(filter)) q = q.where(w);
  return q;
}

/** The column each sort walks; outside "Share with me" the shared date is the date the file was added. */
const sortColumn = {
  fileName: 'documents.name_key',
  fileSize: 'documents.size',
  updatedAt: 'documents.updated_at',
  sharedDate: 'documents.created_at',
} as const;

/**
 * One page's ids of a client's space, in the list's order (ties by name, then id), and the total: the
 * sort walks an index of (client, area, [folder,] key, name, id, firm). "Shared by" is the uploader's
 * name there, in users: see pageByUploader.
 */
export async function spacePageIds(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  orderBy: DocumentsOrderBy,
  page: RowPage,
): Promise<PageIds> {
  const { key, dir } = sortOf(orderBy);
  if (key === 'sharedBy') return pageByUploader(db, scope, filter, dir, page);
  const [rows, total] = await Promise.all([
    paged(sortedIds(db, scope, filter, key, dir), page).execute(),
    countRows(narrow(db, scope, filter)),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** The ids of the space's files the filter keeps, sorted by a key of `documents` (not "shared by"), ties by name then id. */
export function sortedIds(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  key: Exclude<SortKey, 'sharedBy'>,
  dir: 'asc' | 'desc',
) {
  const column = sortColumn[key];
  let q = narrow(db, scope, filter).select('documents.id').orderBy(column, dir);
  if (column !== 'documents.name_key') q = q.orderBy('documents.name_key', 'asc');
  return q.orderBy('documents.id', 'asc');
}

/** The space's uploaders (null: nobody) with how many of the filter's files each uploaded, by name. */
export function uploaderCounts(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  dir: 'asc' | 'desc',
) {
  const counts = narrow(db, scope, filter)
    .select((eb) => ['documents.uploaded_by', eb.fn.countAll().as('n')])
    .groupBy('documents.uploaded_by')
    .as('g');
  // Each uploader's name by its key (null: nobody, or a user since deleted), as the joined list had it.
  const nameKey = (column: 'last_name' | 'first_name') =>
    sql<string | null>`(select lower(u.${sql.ref(column)}) from users u where u.id = g.uploaded_by)`;
  return db
    .selectFrom(counts)
    .select([
      'g.uploaded_by',
      'g.n',
      nameKey('last_name').as('last_key'),
      nameKey('first_name').as('first_key'),
    ])
    .orderBy(sql`last_key`, dir)
    .orderBy(sql`first_key`, dir);
}

/** The ids of one run of uploaders' files, by name then id. */
export function uploaderRunIds(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  run: Pick<UploaderRun, 'ids' | 'nobody'>,
) {
  return narrow(db, scope, filter)
    .select('documents.id')
    .where((eb) =>
      eb.or([
        ...(run.ids.length > 0 ? [eb('documents.uploaded_by', 'in', run.ids)] : []),
        ...(run.nobody ? [eb('documents.uploaded_by', 'is', null)] : []),
      ]),
    )
    .orderBy('documents.name_key', 'asc')
    .orderBy('documents.id', 'asc');
}

/** Uploaders whose names sort equal: their files are one run of the list, by name then id. */
interface UploaderRun {
  ids: string[];
  /** Files with no uploader (or one since deleted): their name is null. */
  nobody: boolean;
  files: number;
}

/**
 * "Shared by" in a client's space: by the uploader's last then first name, any case, ties by file name
 * and id. A space has few uploaders: they are counted and sorted first (one pass over the uploader
 * index, which also gives the total), then only the runs the page reaches are read, each in index order.
 */
async function pageByUploader(
  db: DbHandle,
  scope: SpaceScope,
  filter: DocumentsFilter,
  dir: 'asc' | 'desc',
  page: RowPage,
): Promise<PageIds> {
  const uploaders = await uploaderCounts(db, scope, filter, dir).execute();
  const runs: UploaderRun[] = [];
  let previous: { last_key: string | null; first_key: string | null } | undefined;
  for (const u of uploaders) {
    const same =
      previous !== undefined && previous.last_key === u.last_key && previous.first_key === u.first_key;
    if (!same) runs.push({ ids: [], nobody: false, files: 0 });
    const run = runs[runs.length - 1]!;
    if (u.uploaded_by === null) run.nobody = true;
    else run.ids.push(u.uploaded_by);
    run.files += Number(u.n);
    previous = u;
  }
  const total = runs.reduce((sum, r) => sum + r.files, 0);
  const ids: string[] = [];
  let skip = page.offset;
  for (const run of runs) {
    const left = page.limit === null ? null : page.limit - ids.length;
    if (left !== null && left <= 0) break;
    if (skip >= run.files) {
      skip -= run.files;
      continue;
    }
    const rows = await paged(uploaderRunIds(db, scope, filter, run), { offset: skip, limit: left }).execute();
    ids.push(...rows.map((r) => r.id));
    skip = 0;
  }
  return { ids, total };
}
