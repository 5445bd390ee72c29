import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Password Guru's trash (ADR 0042): a deleted entry or folder keeps its row with the time it was deleted
 * and leaves every list; it can be restored for 30 days, then the `vault-trash` job deletes it for good.
 * A folder's entries deleted with it carry the folder's time, so restoring the folder brings them back.
 * The purge and the trash list read by that time. Every list now also asks that `deleted_at` be null, so
 * the list's index (0019) is made again with it as its last column: a page and the vault's count still
 * read the index alone.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('vault_items').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('vault_folders').addColumn('deleted_at', 'text').execute();
  await db.schema.dropIndex('vault_items_owner_list').execute();
  await db.schema
    .createIndex('vault_items_owner_list')
    .on('vault_items')
    .columns(['owner_user_id', 'updated_at desc', 'id', 'firm_id', 'deleted_at'])
    .execute();
  await db.schema.createIndex('vault_items_deleted').on('vault_items').columns(['deleted_at']).execute();
  await db.schema.createIndex('vault_folders_deleted').on('vault_folders').columns(['deleted_at']).execute();
}
