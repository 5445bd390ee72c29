import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PasswordsFoldersTable, PasswordsItemsTable } from '../../db/tables/vault.table.js';
import type { PasswordsOwner } from './passwords.policy.js';

export type PasswordsItemRow = Selectable<PasswordsItemsTable>;
export type PasswordsFolderRow = Selectable<PasswordsFoldersTable>;
export type NewPasswordsItem = Omit<Insertable<PasswordsItemsTable>, 'owner_user_id' | 'firm_id'>;
export type NewPasswordsFolder = Omit<Insertable<PasswordsFoldersTable>, 'owner_user_id' | 'firm_id'>;

/** Rows per INSERT and ids per IN (...): far below SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 500;
const IN_CHUNK = 1_000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Which constraint a failed write hit, on either dialect; null when it was something else. */
export function constraintViolation(err: unknown): 'unique' | 'foreign_key' | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE') return 'unique';
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreign_key';
  return null;
}

/** Passwords entries and folders. Every query is scoped by the owner (user and firm), given first. */
export class PasswordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: PasswordsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new PasswordsRepository(trx)));
  }

  // Entries.

  async listItems(owner: PasswordsOwner, page: { offset: number; limit: number | null }): Promise<PasswordsItemRow[]> {
    let q = this.db
      .selectFrom('vault_items')
      .selectAll()
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .orderBy('updated_at', 'desc')
      .orderBy('id');
    if (page.limit !== null) q = q.limit(page.limit).offset(page.offset);
    const rows = await q.execute();
    return page.limit === null && page.offset > 0 ? rows.slice(page.offset) : rows;
  }

  async countItems(owner: PasswordsOwner): Promise<number> {
    const row = await this.db
      .selectFrom('vault_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findItem(owner: PasswordsOwner, id: string): Promise<PasswordsItemRow | undefined> {
    return this.db
      .selectFrom('vault_items')
      .selectAll()
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .where('id', '=', id)
      .executeTakeFirst();
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

  /** Replaces an entry's folder and envelopes; returns whether the owner had it. */
  async updateItem(
    owner: PasswordsOwner,
    id: string,
    patch: { folder_id: string | null; summary: string; secret: string; updated_at: string },
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('vault_items')
      .set(patch)
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Deletes the owner's entries among `ids`; others' ids are ignored. Returns how many went. */
  deleteItems(owner: PasswordsOwner, ids: readonly string[]): Promise<number> {
    return this.deleteOwnedWhereIn('vault_items', 'id', owner, ids);
  }

  deleteItemsOfFolder(owner: PasswordsOwner, folderId: string): Promise<number> {
    return this.deleteItemsOfFolders(owner, [folderId]);
  }

  /** Deletes every entry of the owner's folders among `folderIds`. Returns how many went. */
  deleteItemsOfFolders(owner: PasswordsOwner, folderIds: readonly string[]): Promise<number> {
    return this.deleteOwnedWhereIn('vault_items', 'folder_id', owner, folderIds);
  }

  // Folders.

  listFolders(owner: PasswordsOwner): Promise<PasswordsFolderRow[]> {
    return this.db
      .selectFrom('vault_folders')
      .selectAll()
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findFolder(owner: PasswordsOwner, id: string): Promise<PasswordsFolderRow | undefined> {
    return this.db
      .selectFrom('vault_folders')
      .selectAll()
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Which of these folder ids are the owner's. */
  async ownedFolderIds(owner: PasswordsOwner, ids: readonly string[]): Promise<Set<string>> {
    const owned = new Set<string>();
    for (const part of chunks(ids, IN_CHUNK)) {
      const rows = await this.db
        .selectFrom('vault_folders')
        .select('id')
        .where('owner_user_id', '=', owner.userId)
        .where('firm_id', '=', owner.firmId)
        .where('id', 'in', part)
        .execute();
      for (const r of rows) owned.add(r.id);
    }
    return owned;
  }

  /** Whether a folder id exists at all, whoever owns it (unscoped for the same reason as takenItemIds). */
  async folderIdTaken(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('vault_folders').select('id').where('id', '=', id).executeTakeFirst();
    return !!row;
  }

  /** Which of these folder ids exist at all, whoever owns them (unscoped, as takenItemIds). */
  takenFolderIds(ids: readonly string[]): Promise<string[]> {
    return this.takenIds('vault_folders', ids);
  }

  insertFolders(owner: PasswordsOwner, rows: readonly NewPasswordsFolder[]): Promise<void> {
    return this.insertOwned('vault_folders', owner, rows);
  }

  private async takenIds(table: 'vault_items' | 'vault_folders', ids: readonly string[]): Promise<string[]> {
    const taken: string[] = [];
    for (const part of chunks(ids, IN_CHUNK)) {
      const rows = await this.db.selectFrom(table).select('id').where('id', 'in', part).execute();
      taken.push(...rows.map((r) => r.id));
    }
    return taken;
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

  async insertFolder(owner: PasswordsOwner, row: NewPasswordsFolder): Promise<void> {
    await this.db
      .insertInto('vault_folders')
      .values({ ...row, owner_user_id: owner.userId, firm_id: owner.firmId })
      .execute();
  }

  async updateFolder(owner: PasswordsOwner, id: string, patch: { data: string; updated_at: string }): Promise<boolean> {
    const res = await this.db
      .updateTable('vault_folders')
      .set(patch)
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deleteFolder(owner: PasswordsOwner, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('vault_folders')
      .where('owner_user_id', '=', owner.userId)
      .where('firm_id', '=', owner.firmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Deletes the owner's folders among `ids` (their entries must be gone); others' ids are ignored. */
  deleteFolders(owner: PasswordsOwner, ids: readonly string[]): Promise<number> {
    return this.deleteOwnedWhereIn('vault_folders', 'id', owner, ids);
  }

  /** Deletes the owner's rows whose `column` is among `values`, in chunks. Returns how many went. */
  private async deleteOwnedWhereIn(
    table: 'vault_items' | 'vault_folders',
    column: 'id' | 'folder_id',
    owner: PasswordsOwner,
    values: readonly string[],
  ): Promise<number> {
    let deleted = 0;
    for (const part of chunks(values, IN_CHUNK)) {
      const res = await this.db
        .deleteFrom(table)
        .where('owner_user_id', '=', owner.userId)
        .where('firm_id', '=', owner.firmId)
        .where(sql.ref(column), 'in', part)
        .executeTakeFirst();
      deleted += Number(res.numDeletedRows);
    }
    return deleted;
  }

}
