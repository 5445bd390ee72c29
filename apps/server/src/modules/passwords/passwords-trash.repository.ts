import { type Selectable } from 'kysely';
import { IN_CHUNK, chunks } from '../../db/rows.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { PasswordsFoldersTable, PasswordsItemsTable } from '../../db/tables/vault.table.js';
import type { PasswordsOwner } from './passwords.policy.js';
import { trashedOf } from './passwords.repository.js';

export type TrashedItemRow = Pick<
  Selectable<PasswordsItemsTable>,
  'id' | 'folder_id' | 'summary' | 'deleted_at'
>;
export type TrashedFolderRow = Pick<Selectable<PasswordsFoldersTable>, 'id' | 'data' | 'deleted_at'>;

/**
 * Password Guru's trash (ADR 0042): rows whose `deleted_at` is set. Listed, restored and emptied by their
 * owner; purged by the `vault-trash` job once older than the trash's 30 days.
 */
export class PasswordsTrashRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): PasswordsTrashRepository {
    return new PasswordsTrashRepository(trx);
  }

  transaction<T>(fn: (tx: PasswordsTrashRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** The owner's deleted entries, last deleted first. */
  listItems(owner: PasswordsOwner): Promise<TrashedItemRow[]> {
    return this.db
      .selectFrom('vault_items')
      .select(['id', 'folder_id', 'summary', 'deleted_at'])
      .where(trashedOf(owner))
      .orderBy('deleted_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** The owner's deleted folders, last deleted first. */
  listFolders(owner: PasswordsOwner): Promise<TrashedFolderRow[]> {
    return this.db
      .selectFrom('vault_folders')
      .select(['id', 'data', 'deleted_at'])
      .where(trashedOf(owner))
      .orderBy('deleted_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /**
   * Restores the owner's deleted folders among `ids` with the entries that went with them (deleted at the
   * folder's time). Returns how many folders and entries came back.
   */
  async restoreFolders(
    owner: PasswordsOwner,
    ids: readonly string[],
  ): Promise<{ folders: number; items: number }> {
    let folders = 0;
    let items = 0;
    for (const part of chunks(ids, IN_CHUNK)) {
      const res = await this.db
        .updateTable('vault_items')
        .set({ deleted_at: null })
        .where(trashedOf(owner))
        .where('folder_id', 'in', part)
        .where((eb) =>
          eb(
            'deleted_at',
            '=',
            eb
              .selectFrom('vault_folders')
              .select('vault_folders.deleted_at')
              .whereRef('vault_folders.id', '=', 'vault_items.folder_id'),
          ),
        )
        .executeTakeFirst();
      items += Number(res.numUpdatedRows);
      const restored = await this.db
        .updateTable('vault_folders')
        .set({ deleted_at: null })
        .where(trashedOf(owner))
        .where('id', 'in', part)
        .executeTakeFirst();
      folders += Number(restored.numUpdatedRows);
    }
    return { folders, items };
  }

  /**
   * Restores the owner's deleted entries among `ids`. An entry whose folder is in the trash brings the
   * folder back too (without its other entries), so it is never listed in a deleted folder.
   */
  async restoreItems(owner: PasswordsOwner, ids: readonly string[]): Promise<number> {
    let items = 0;
    for (const part of chunks(ids, IN_CHUNK)) {
      const folderIds = await this.db
        .selectFrom('vault_items')
        .select('folder_id')
        .distinct()
        .where(trashedOf(owner))
        .where('id', 'in', part)
        .where('folder_id', 'is not', null)
        .execute();
      const wanted = folderIds.map((row) => row.folder_id).filter((id): id is string => id !== null);
      if (wanted.length > 0)
        await this.db
          .updateTable('vault_folders')
          .set({ deleted_at: null })
          .where(trashedOf(owner))
          .where('id', 'in', wanted)
          .execute();
      const res = await this.db
        .updateTable('vault_items')
        .set({ deleted_at: null })
        .where(trashedOf(owner))
        .where('id', 'in', part)
        .executeTakeFirst();
      items += Number(res.numUpdatedRows);
    }
    return items;
  }

  /** Deletes every row of the owner's trash for good (a folder's entries go with it). */
  async empty(owner: PasswordsOwner): Promise<{ items: number; folders: number }> {
    const items = await this.db.deleteFrom('vault_items').where(trashedOf(owner)).executeTakeFirst();
    const folders = await this.db.deleteFrom('vault_folders').where(trashedOf(owner)).executeTakeFirst();
    return { items: Number(items.numDeletedRows), folders: Number(folders.numDeletedRows) };
  }

  /** Deletes for good, in every vault, what went to the trash before `cutoff` (an ISO time). */
  async purgeDeletedBefore(cutoff: string): Promise<{ items: number; folders: number }> {
    const items = await this.db.deleteFrom('vault_items').where('deleted_at', '<', cutoff).executeTakeFirst();
    const folders = await this.db
      .deleteFrom('vault_folders')
      .where('deleted_at', '<', cutoff)
      .executeTakeFirst();
    return { items: Number(items.numDeletedRows), folders: Number(folders.numDeletedRows) };
  }
}
