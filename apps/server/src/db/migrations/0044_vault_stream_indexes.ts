import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * The vault streamed in at unlock (ADR 0054): the folder rows are drawn from the server's count of each
 * folder's entries, then the summaries come in pages in the order of their ids (stable: an entry changed
 * meanwhile does not move between pages). One index in that order (the owner's live entries by id), and one
 * by folder then id, which both counts every folder from the index alone and walks one folder's pages
 * (the opened folder's entries first).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('vault_items_owner_ids')
    .on('vault_items')
    .columns(['owner_user_id', 'firm_id', 'deleted_at', 'id'])
    .execute();
  await db.schema
    .createIndex('vault_items_owner_folders')
    .on('vault_items')
    .columns(['owner_user_id', 'firm_id', 'deleted_at', 'folder_id', 'id'])
    .execute();
}
