import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Password Guru's list (a page of entries, the summaries at unlock) is newest first with ties broken by id
 * ascending. 0002's index (owner, updated_at) left the tie-break to a sort of every run of equal
 * timestamps, and an import gives every entry of a file the same one: the first page of an imported vault
 * read and sorted the whole vault. This index holds the list's own order, so every page is a walk along
 * it; it ends with the firm, which every query of the owner's entries also names, so that the count of a
 * vault and the rows a page skips are read from the index alone. The current subscription, read on every signed-in call (newest start, then newest creation, then id,
 * all descending), gets an index that ends with the id for the same reason. Each replaces the index it
 * extends.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createIndex('vault_items_owner_list')
    .on('vault_items')
    .columns(['owner_user_id', 'updated_at desc', 'id', 'firm_id'])
    .execute();
  await db.schema.dropIndex('vault_items_owner_updated').execute();
  await db.schema
    .createIndex('subscriptions_firm_current')
    .on('subscriptions')
    .columns(['firm_id', 'started_at', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('subscriptions_firm_start').execute();
}
