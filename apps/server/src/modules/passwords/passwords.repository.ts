import { sql, type ExpressionBuilder, type Insertable, type Selectable } from 'kysely';
import {
  EVERY_ROW,
  INSERT_CHUNK,
  IN_CHUNK,
  chunks,
  paged,
  selectByChunks,
  type RowPage,
} from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { compiledQuery, type QueryParam } from '../../db/compiled-query.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { PasswordsFoldersTable, PasswordsItemsTable } from '../../db/tables/vault.table.js';
import type { PasswordsOwner } from './passwords.policy.js';

export type PasswordsItemRow = Selectable<PasswordsItemsTable>;
export type PasswordsFolderRow = Selectable<PasswordsFoldersTable>;
export type PasswordsListedItemRow = Pick<PasswordsItemRow, 'id' | 'folder_id' | 'summary' | 'updated_at'>;
export type NewPasswordsItem = Omit<Insertable<PasswordsItemsTable>, 'owner_user_id' | 'firm_id'>;
export type NewPasswordsFolder = Omit<Insertable<PasswordsFoldersTable>, 'owner_user_id' | 'firm_id'>;

/** The owner's rows (user and firm) of either table, in the trash or not. */
function ownedByAny(owner: PasswordsOwner) {
  return (eb: ExpressionBuilder<Database, 'vault_items' | 'vault_folders'>) =>
    eb.and([eb('owner_user_id', '=', owner.userId), eb('firm_id', '=', owner.firmId)]);
}

/**
 * The owner's rows (user and firm) of either table that are not in the trash: the scope of every query
 * but the taken-id checks and the trash's own (passwords-trash.repository.ts).
 */
function ownedBy(owner: PasswordsOwner) {
  return (eb: ExpressionBuilder<Database, 'vault_items' | 'vault_folders'>) =>
    eb.and([
      eb('owner_user_id', '=', owner.userId),
      eb('firm_id', '=', owner.firmId),
      eb('deleted_at', 'is', null),
    ]);
}

/** The owner's rows in the trash. */
export function trashedOf(owner: PasswordsOwner) {
  return (eb: ExpressionBuilder<Database, 'vault_items' | 'vault_folders'>) =>
    eb.and([ownedByAny(owner)(eb), eb('deleted_at', 'is not', null)]);
}

/** The owner's entries, before any column is chosen (countItems counts them). */
export function ownedItems(db: DbHandle, owner: PasswordsOwner) {
  return db.selectFrom('vault_items').where(ownedBy(owner));
}

/** The owner's entries in the list's order, newest first, ties by id (migration 0019's index holds it). */
function inListOrder(db: DbHandle, owner: PasswordsOwner) {
  return ownedItems(db, owner).orderBy('updated_at', 'desc').orderBy('id');
}

/** The list's queries: every column of a page, or the summary columns of every entry. */
export const listedItemsQuery = (db: DbHandle, owner: PasswordsOwner) => inListOrder(db, owner).selectAll();
export const listedSummariesQuery = (db: DbHandle, owner: PasswordsOwner) =>
  inListOrder(db, owner).select(['id', 'folder_id', 'summary', 'updated_at']);

/** Which page of the summaries: `limit` after the id `after` (null: the first), of one folder when `folder` is set. */
export interface SummaryPage {
  limit: number;
  after: string | null;
  folder?: string | null;
}

/** One page of the summaries in id order (the vault streamed in at unlock, ADR 0054). */
export const summaryPageQuery = (db: DbHandle, owner: PasswordsOwner, page: SummaryPage) => {
  let query = ownedItems(db, owner).select(['id', 'folder_id', 'summary', 'updated_at']);
  if (page.folder !== undefined)
    query =
      page.folder === null
        ? query.where('folder_id', 'is', null)
        : query.where('folder_id', '=', page.folder);
  if (page.after !== null) query = query.where('id', '>', page.after);
  return query.orderBy('id').limit(page.limit);
};

/** Each folder's count of entries (null: "No Group"). */
export const countByFolderQuery = (db: DbHandle, owner: PasswordsOwner) =>
  ownedItems(db, owner)
    .select((eb) => ['folder_id', eb.fn.countAll().as('n')])
    .groupBy('folder_id');

/** The owner as a compiled query's values (compiled-query.ts): the list's and an entry's reads are compiled once. */
const ownerParams = (param: QueryParam): PasswordsOwner => ({
  userId: param('userId'),
  firmId: param('firmId'),
});
/** A page of the list, each row carrying the count of every entry (one statement: a round trip fewer per page). */
const listPageQuery = compiledQuery<'userId' | 'firmId' | 'limit' | 'offset'>((db, param) =>
  paged(
    listedItemsQuery(db, ownerParams(param)).select((eb) =>
      eb
        .selectFrom('vault_items')
        .where(ownedBy(ownerParams(param)))
        .select(eb.fn.countAll().as('n'))
        .as('list_total'),
    ),
    { limit: param<number>('limit'), offset: param<number>('offset') },
  ),
);
const countQuery = compiledQuery<'userId' | 'firmId'>((db, param) =>
  ownedItems(db, ownerParams(param)).select((eb) => eb.fn.countAll().as('n')),
);
const itemQuery = compiledQuery<'userId' | 'firmId' | 'id'>((db, param) =>
  db
    .selectFrom('vault_items')
    .selectAll()
    .where(ownedBy(ownerParams(param)))
    .where('id', '=', param('id')),
);

/** A count as the drivers give it: a number on SQLite, a string (bigint) on PostgreSQL. */
type CountValue = string | number | bigint;

/** Passwords entries and folders. Every query is scoped by the owner (user and firm), given first. */
export class PasswordsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): PasswordsRepository {
    return new PasswordsRepository(trx);
  }

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: PasswordsRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /**
   * Deletes every entry and folder of one user's vault (inside the caller's transaction, `within`): what a
   * forgotten password without the recovery code starts over from.
   */
  async eraseVault(owner: PasswordsOwner): Promise<void> {
    await this.db
      .deleteFrom('vault_items')
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .execute();
    await this.db
      .deleteFrom('vault_folders')
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .execute();
  }

  // Entries.

  async listItems(owner: PasswordsOwner, page: RowPage): Promise<PasswordsItemRow[]> {
    return (await this.listPage(owner, page)).rows;
  }

  /** A page of the list and the count of every entry, in one statement unless the page is empty. */
  async listPage(owner: PasswordsOwner, page: RowPage): Promise<{ rows: PasswordsItemRow[]; total: number }> {
    const query = listPageQuery(this.db, { ...owner, limit: page.limit ?? EVERY_ROW, offset: page.offset });
    const { rows } = await this.db.executeQuery<PasswordsItemRow & { list_total?: CountValue }>(query);
    // Each row keeps its `list_total` (a column the presenter does not read): deleting it would slow every row.
    const total = rows.length > 0 ? Number(rows[0]!.list_total ?? 0) : await this.countItems(owner);
    return { rows, total };
  }

  /** Every entry for the list: ids, folder, summary envelope and time, not the secret (less to read and send). */
  listSummaries(owner: PasswordsOwner): Promise<PasswordsListedItemRow[]> {
    return listedSummariesQuery(this.db, owner).execute();
  }

  /** The ids and folders of listSummaries, in its order. */
  listPlaces(owner: PasswordsOwner): Promise<Array<{ id: string; folder_id: string | null }>> {
    return inListOrder(this.db, owner).select(['id', 'folder_id']).execute();
  }

  /**
   * One page of the summaries in id order (migration 0044's indexes): `limit` entries after the id `after`,
   * of one folder when `folder` is given (null: "No Group").
   */
  listSummaryPage(owner: PasswordsOwner, page: SummaryPage): Promise<PasswordsListedItemRow[]> {
    return summaryPageQuery(this.db, owner, page).execute();
  }

  /** How many entries each folder holds (null: "No Group"), read from migration 0044's index alone. */
  async countByFolder(owner: PasswordsOwner): Promise<Array<{ folderId: string | null; count: number }>> {
    const rows = await countByFolderQuery(this.db, owner).execute();
    return rows.map((row) => ({ folderId: row.folder_id, count: Number(row.n) }));
  }

  async countItems(owner: PasswordsOwner): Promise<number> {
    const { rows } = await this.db.executeQuery<{ n: CountValue }>(countQuery(this.db, owner));
    return Number(rows[0]?.n ?? 0);
  }

  async findItem(owner: PasswordsOwner, id: string): Promise<PasswordsItemRow | undefined> {
    const { rows } = await this.db.executeQuery<PasswordsItemRow>(itemQuery(this.db, { ...owner, id }));
    return rows[0];
  }

  /**
   * Which of these entry ids exist at all, whoever owns them. The one unscoped query: ids are
   * global primary keys, so a taken id must be refused (the caller knew the id already).
   */
  takenItemIds(ids: readonly string[]): Promise<string[]> {
    return this.takenIds('vault_items', ids);
  }

  insertItems(owner: PasswordsOwner, rows: readonly NewPasswordsItem[]): Promise<void> {
    return this.insertOwned('vault_items', owner, rows);
  }

  /**
   * Inserts one entry unless its id is taken, by anyone, trash included (as takenItemIds): the stored row,
   * or undefined when the id was taken. One statement.
   */
  insertItemIfNew(owner: PasswordsOwner, row: NewPasswordsItem): Promise<PasswordsItemRow | undefined> {
    return this.db
      .insertInto('vault_items')
      .values({ ...row, owner_user_id: owner.userId, firm_id: owner.firmId })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Replaces an entry's folder and envelopes: the stored row, or undefined when the owner has no such entry. */
  updateItem(
    owner: PasswordsOwner,
    id: string,
    patch: { folder_id: string | null; summary: string; secret: string; updated_at: string },
  ): Promise<PasswordsItemRow | undefined> {
    return this.db
      .updateTable('vault_items')
      .set(patch)
      .where(ownedBy(owner))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Moves the owner's entries among `ids` to the trash at `at`; others' ids are ignored. Returns how many went. */
  deleteItems(owner: PasswordsOwner, ids: readonly string[], at: string): Promise<number> {
    return this.trashOwnedWhereIn('vault_items', 'id', owner, ids, at);
  }

  deleteItemsOfFolder(owner: PasswordsOwner, folderId: string, at: string): Promise<number> {
    return this.deleteItemsOfFolders(owner, [folderId], at);
  }

  /** Moves every entry of the owner's folders among `folderIds` to the trash at `at`. Returns how many went. */
  deleteItemsOfFolders(owner: PasswordsOwner, folderIds: readonly string[], at: string): Promise<number> {
    return this.trashOwnedWhereIn('vault_items', 'folder_id', owner, folderIds, at);
  }

  // Folders.

  listFolders(owner: PasswordsOwner): Promise<PasswordsFolderRow[]> {
    return this.db
      .selectFrom('vault_folders')
      .selectAll()
      .where(ownedBy(owner))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findFolder(owner: PasswordsOwner, id: string): Promise<PasswordsFolderRow | undefined> {
    return this.db
      .selectFrom('vault_folders')
      .selectAll()
      .where(ownedBy(owner))
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Which of these folder ids are the owner's. */
  async ownedFolderIds(owner: PasswordsOwner, ids: readonly string[]): Promise<Set<string>> {
    const rows = await selectByChunks(ids, (part) =>
      this.db
        .selectFrom('vault_folders')
        .select('id')
        .where(ownedBy(owner))
        .where('id', 'in', part)
        .execute(),
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Which of these folder ids exist at all, whoever owns them (unscoped, as takenItemIds). */
  takenFolderIds(ids: readonly string[]): Promise<string[]> {
    return this.takenIds('vault_folders', ids);
  }

  insertFolders(owner: PasswordsOwner, rows: readonly NewPasswordsFolder[]): Promise<void> {
    return this.insertOwned('vault_folders', owner, rows);
  }

  private async takenIds(table: 'vault_items' | 'vault_folders', ids: readonly string[]): Promise<string[]> {
    const rows = await selectByChunks(ids, (part) =>
      this.db.selectFrom(table).select('id').where('id', 'in', part).execute(),
    );
    return rows.map((r) => r.id);
  }

  /** Inserts rows for the owner in chunks. The signature ties the table to its row type, which Kysely cannot follow through a union. */
  private async insertOwned<Row extends NewPasswordsItem | NewPasswordsFolder>(
    table: Row extends NewPasswordsItem ? 'vault_items' : 'vault_folders',
    owner: PasswordsOwner,
    rows: readonly Row[],
  ): Promise<void> {
    for (const part of chunks(rows, INSERT_CHUNK)) {
      await this.db
        .insertInto(table)
        .values(part.map((r) => ({ ...r, owner_user_id: owner.userId, firm_id: owner.firmId })) as never)
        .execute();
    }
  }

  insertFolder(owner: PasswordsOwner, row: NewPasswordsFolder): Promise<void> {
    return this.insertFolders(owner, [row]);
  }

  async updateFolder(
    owner: PasswordsOwner,
    id: string,
    patch: { data: string; updated_at: string },
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('vault_folders')
      .set(patch)
      .where(ownedBy(owner))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deleteFolder(owner: PasswordsOwner, id: string, at: string): Promise<boolean> {
    return (await this.deleteFolders(owner, [id], at)) > 0;
  }

  /** Moves the owner's folders among `ids` to the trash (their entries first, at the same time); others' ids are ignored. */
  deleteFolders(owner: PasswordsOwner, ids: readonly string[], at: string): Promise<number> {
    return this.trashOwnedWhereIn('vault_folders', 'id', owner, ids, at);
  }

  /** Marks the owner's live rows whose `column` is among `values` as deleted at `at`, in chunks. Returns how many went. */
  private async trashOwnedWhereIn(
    table: 'vault_items' | 'vault_folders',
    column: 'id' | 'folder_id',
    owner: PasswordsOwner,
    values: readonly string[],
    at: string,
  ): Promise<number> {
    let deleted = 0;
    for (const part of chunks(values, IN_CHUNK)) {
      const res = await this.db
        .updateTable(table)
        .set({ deleted_at: at })
        .where(ownedBy(owner))
        .where(sql.ref(column), 'in', part)
        .executeTakeFirst();
      deleted += Number(res.numUpdatedRows);
    }
    return deleted;
  }
}
