import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { DocumentArea } from '@guru/shared';
import { RoleId } from '../../db/tables/users.table.js';
import type { Database } from '../../db/schema.js';
import type { DocumentFoldersTable } from '../../db/tables/documents.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { ClientSpace, DocumentScope, ShareScope, SpaceScope } from './documents.policy.js';
import { documentsIn, documentsInSpace } from './documents.repository.js';

export type FolderDbRow = Selectable<DocumentFoldersTable>;

export interface FolderListRow extends FolderDbRow {
  file_count: number | string;
  shared_at: string | null;
  sharer_first_name: string | null;
  sharer_last_name: string | null;
  sharer_email: string | null;
  /** The role of the folder's creator (null when the user is gone). */
  creator_role_id: number | null;
}

type FoldersEb = ExpressionBuilder<Database, 'document_folders'>;

function foldersInSpace(scope: SpaceScope) {
  return (eb: FoldersEb) =>
    eb.and([
      eb('document_folders.firm_id', '=', scope.firmId),
      ...(scope.clientId === null ? [] : [eb('document_folders.client_id', '=', scope.clientId)]),
      eb('document_folders.area', 'in', [...scope.areas]),
    ]);
}

/** The folders shared with a user, in the shared area. */
function foldersSharedWith(scope: ShareScope) {
  return (eb: FoldersEb) =>
    eb.and([
      eb('document_folders.firm_id', '=', scope.firmId),
      eb('document_folders.area', '=', 'shared'),
      eb(
        'document_folders.id',
        'in',
        eb
          .selectFrom('document_shares')
          .select('document_shares.item_id')
          .where('document_shares.user_id', '=', scope.userId)
          .where('document_shares.firm_id', '=', scope.firmId)
          .where('document_shares.item_type', '=', 'folder'),
      ),
    ]);
}

export function foldersIn(scope: DocumentScope) {
  return scope.kind === 'space' ? foldersInSpace(scope) : foldersSharedWith(scope);
}

/** Folders of the document vault: every query takes the scope first and filters by it. */
export class DocumentFoldersRepository {
  constructor(readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): DocumentFoldersRepository {
    return new DocumentFoldersRepository(trx);
  }

  transaction<T>(fn: (tx: DocumentFoldersRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** The scope's folders by name (or the one folder `onlyId`), each with the number of its files the same scope sees. */
  async listFolders(scope: DocumentScope, onlyId?: string): Promise<FolderListRow[]> {
    const shareUser = scope.kind === 'share' ? scope.userId : '';
    let q = this.db
      .selectFrom('document_folders')
      .leftJoin('document_shares as gs', (j) =>
        j
          .onRef('gs.item_id', '=', 'document_folders.id')
          .on('gs.item_type', '=', 'folder')
          .on('gs.user_id', '=', shareUser)
          .on('gs.firm_id', '=', scope.firmId),
      )
      .leftJoin('users as sb', 'sb.id', 'gs.shared_by')
      .leftJoin('users as cb', 'cb.id', 'document_folders.created_by')
      .selectAll('document_folders')
      .select((eb) => [
        eb
          .selectFrom('documents')
          .select((c) => c.fn.countAll().as('n'))
          .whereRef('documents.folder_id', '=', 'document_folders.id')
          .where(documentsIn(scope))
          .as('file_count'),
        'gs.created_at as shared_at',
        'sb.first_name as sharer_first_name',
        'sb.last_name as sharer_last_name',
        'sb.email as sharer_email',
        'cb.role_id as creator_role_id',
      ])
      .where(foldersIn(scope));
    if (onlyId !== undefined) q = q.where('document_folders.id', '=', onlyId);
    const rows = await q
      .orderBy(sql`lower(document_folders.name)`)
      .orderBy('document_folders.id')
      .execute();
    return rows as FolderListRow[];
  }

  findFolder(scope: DocumentScope, id: string): Promise<FolderDbRow | undefined> {
    return this.db
      .selectFrom('document_folders')
      .selectAll()
      .where(foldersIn(scope))
      .where('document_folders.id', '=', id)
      .executeTakeFirst();
  }

  findFolders(scope: SpaceScope, ids: readonly string[]): Promise<FolderDbRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('document_folders')
      .selectAll()
      .where(foldersInSpace(scope))
      .where('document_folders.id', 'in', [...ids])
      .execute();
  }

  /** The ids among these folders that an advisor created (advisors delete only advisors' folders). */
  async createdByAdvisors(scope: SpaceScope, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('document_folders')
      .innerJoin('users', 'users.id', 'document_folders.created_by')
      .select('document_folders.id')
      .where(foldersInSpace(scope))
      .where('document_folders.id', 'in', [...ids])
      .where('users.role_id', 'in', [RoleId.advisor, RoleId.staff])
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async insertFolder(
    space: ClientSpace,
    folder: { id: string; area: DocumentArea; name: string; note: string; createdBy: string; at: Date },
  ): Promise<FolderDbRow> {
    const at = folder.at.toISOString();
    const row: FolderDbRow = {
      id: folder.id,
      firm_id: space.firmId,
      client_id: space.clientId,
      area: folder.area,
      name: folder.name,
      note: folder.note,
      created_by: folder.createdBy,
      created_at: at,
      updated_at: at,
    };
    await this.db.insertInto('document_folders').values(row).execute();
    return row;
  }

  async updateFolder(
    scope: SpaceScope,
    id: string,
    patch: { name: string; note: string; at: Date },
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('document_folders')
      .set({ name: patch.name, note: patch.note, updated_at: patch.at.toISOString() })
      .where(foldersInSpace(scope))
      .where('document_folders.id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /**
   * Deletes the scope's folders among `ids` (others are ignored), their files and the shares of both.
   * The caller reads the files first: their stored objects go after the commit.
   */
  async deleteFolders(scope: SpaceScope, ids: readonly string[]): Promise<void> {
    const list = (await this.findFolders(scope, ids)).map((f) => f.id);
    if (list.length === 0) return;
    const files = this.db
      .selectFrom('documents')
      .select('documents.id')
      .where(documentsInSpace(scope))
      .where('documents.folder_id', 'in', list);
    await this.db
      .deleteFrom('document_shares')
      .where('firm_id', '=', scope.firmId)
      .where((eb) =>
        eb.or([
          eb.and([eb('item_type', '=', 'folder'), eb('item_id', 'in', list)]),
          eb.and([eb('item_type', '=', 'file'), eb('item_id', 'in', files)]),
        ]),
      )
      .execute();
    await this.db
      .deleteFrom('documents')
      .where(documentsInSpace(scope))
      .where('documents.folder_id', 'in', list)
      .execute();
    await this.db
      .deleteFrom('document_folders')
      .where(foldersInSpace(scope))
      .where('document_folders.id', 'in', list)
      .execute();
  }
}
