import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** Unlock links of accounts locked by wrong passwords from every address (ADR 0003): keyed hashes only. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('account_unlocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_unlocks_user')
    .on('account_unlocks')
    .columns(['user_id', 'created_at'])
    .execute();
}
