import { sql, type Expression, type SqlBool } from 'kysely';
import { countRows, paged, selectByChunks, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import {
  likePattern,
  sortOf,
  type DocumentListRow,
  type DocumentsFilter,
  type DocumentsOrderBy,
  type DocumentsPage,
  type SortKey,
} from './documents-list.filter.js';
import type { DocumentScope, ShareScope, SpaceScope } from './documents.policy.js';
import { documentsIn, documentsInSpace, documentsSharedWith } from './documents.repository.js';

/** The filter's conditions on `documents`: a folder (null = "No Group") and a name search. */
export function filterBy(filter: DocumentsFilter): Array<Expression<SqlBool>> {
  const where: Array<Expression<SqlBool>> = [];
  if (filter.folderId === null) where.push(sql<SqlBool>`documents.folder_id is null`);
  else if (filter.folderId !== undefined) where.push(sql<SqlBool>`documents.folder_id = ${filter.folderId}`);
  if (filter.q) where.push(sql<SqlBool>`documents.name_key like ${likePattern(filter.q)} escape '\\'`);
  return where;
}

/** The ids of one page of a client's space and the size of the whole list. */
export interface PageIds {
  ids: string[];
  total: number;
}

/** Uploaders whose names sort equal: their files are one run of the list, by name then id. */
interface UploaderRun {
  ids: string[];
  /** Files with no uploader (or one since deleted): their name is null. */
  nobody: boolean;
  files: number;
}

/** The column each sort walks; outside "Share with me" the shared date is the date the file was added. */
const sortColumn = {
  fileName: 'documents.name_key',
  fileSize: 'documents.size',
  updatedAt: 'documents.updated_at',
  sharedDate: 'documents.created_at',
} as const;

/**
 * The documents lists: one page of a scope's files, searched, sorted and paged in SQL, ties by name
 * then id (pages never overlap), and the total. In a client's space the page's ids are picked from
 * `documents` alone on the indexes of migration 0011, then only those rows are joined to their folder
 * and uploader; "Share with me" (the items shared with one user) sorts on its shares, joined.
 */
export class DocumentsListRepository {
  constructor(private readonly db: DbHandle) {}

  async page(
    scope: DocumentScope,
    filter: DocumentsFilter,
    orderBy: DocumentsOrderBy,
    page: RowPage,
  ): Promise<DocumentsPage> {
    if (scope.kind === 'share') {
      const [rows, total] = await Promise.all([
        this.sharedDocuments(scope, filter, orderBy, page),
        this.count(scope, filter),
      ]);
      return { rows, total };
    }
    const { ids, total } = await this.spacePageIds(scope, filter, orderBy, page);
    return { rows: await this.spaceRows(scope, ids), total };
  }

  count(scope: DocumentScope, filter: DocumentsFilter): Promise<number> {
    let q = this.db.selectFrom('documents').where(documentsIn(scope));
    for (const w of filterBy(filter)) q = q.where(w);
    return countRows(q);
  }

  /** The space's files the filter keeps, from `documents` alone (the indexes of migration 0011 cover it). */
  private narrow(scope: SpaceScope, filter: DocumentsFilter) {
    let q = this.db.selectFrom('documents').where(documentsInSpace(scope));
    for (const w of filterBy(filter)) q = q.where(w);
    return q;
  }

  /**
   * One page's ids of a client's space, in the list's order (ties by name, then id), and the total: the
   * sort walks an index of (client, area, [folder,] key, name, id, firm). "Shared by" is the uploader's
   * name there, in users: see pageByUploader.
   */
  async spacePageIds(
    scope: SpaceScope,
    filter: DocumentsFilter,
    orderBy: DocumentsOrderBy,
    page: RowPage,
  ): Promise<PageIds> {
    const { key, dir } = sortOf(orderBy);
    if (key === 'sharedBy') return this.pageByUploader(scope, filter, dir, page);
    const [rows, total] = await Promise.all([
      paged(this.sortedIds(scope, filter, key, dir), page).execute(),
      countRows(this.narrow(scope, filter)),
    ]);
    return { ids: rows.map((r) => r.id), total };
  }

  /** The ids of the space's files the filter keeps, sorted by a key of `documents` (not "shared by"), ties by name then id. */
  sortedIds(
    scope: SpaceScope,
    filter: DocumentsFilter,
    key: Exclude<SortKey, 'sharedBy'>,
    dir: 'asc' | 'desc',
  ) {
    const column = sortColumn[key];
    let q = this.narrow(scope, filter).select('documents.id').orderBy(column, dir);
    if (column !== 'documents.name_key') q = q.orderBy('documents.name_key', 'asc');
    return q.orderBy('documents.id', 'asc');
  }

  /** The space's uploaders (null: nobody) with how many of the filter's files each uploaded, by name. */
  uploaderCounts(scope: SpaceScope, filter: DocumentsFilter, dir: 'asc' | 'desc') {
    const counts = this.narrow(scope, filter)
      .select((eb) => ['documents.uploaded_by', eb.fn.countAll().as('n')])
      .groupBy('documents.uploaded_by')
      .as('g');
    // Each uploader's name by its key (null: nobody, or a user since deleted), as the joined list had it.
    const nameKey = (column: 'last_name' | 'first_name') =>
      sql<string | null>`(select lower(u.${sql.ref(column)}) from users u where u.id = g.uploaded_by)`;
    return this.db
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
  uploaderRunIds(scope: SpaceScope, filter: DocumentsFilter, run: Pick<UploaderRun, 'ids' | 'nobody'>) {
    return this.narrow(scope, filter)
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

  /**
   * "Shared by" in a client's space: by the uploader's last then first name, any case, ties by file name
   * and id. A space has few uploaders: they are counted and sorted first (one pass over the uploader
   * index, which also gives the total), then only the runs the page reaches are read, each in index order.
   */
  private async pageByUploader(
    scope: SpaceScope,
    filter: DocumentsFilter,
    dir: 'asc' | 'desc',
    page: RowPage,
  ): Promise<PageIds> {
    const uploaders = await this.uploaderCounts(scope, filter, dir).execute();
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
      const rows = await paged(this.uploaderRunIds(scope, filter, run), {
        offset: skip,
        limit: left,
      }).execute();
      ids.push(...rows.map((r) => r.id));
      skip = 0;
    }
    return { ids, total };
  }

  /**
   * The page's rows of a client's space, in the order of `ids`, with their folder's name and uploader's
   * name. Nothing in a space was shared with the caller: the share columns are null.
   */
  private async spaceRows(scope: SpaceScope, ids: readonly string[]): Promise<DocumentListRow[]> {
    const rows = await selectByChunks(ids, (part) =>
      this.db
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
  private async sharedDocuments(
    scope: ShareScope,
    filter: DocumentsFilter,
    orderBy: DocumentsOrderBy,
    page: RowPage,
  ): Promise<DocumentListRow[]> {
    let q = this.db
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
}
