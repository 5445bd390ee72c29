import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** The vault: folders and entries, each only ids, envelopes and timestamps. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('vault_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('vault_folders_owner_id', ['owner_user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vault_folders_owner')
    .on('vault_folders')
    .columns(['owner_user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('vault_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('folder_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The folder must be the owner's own (checked by the database too); null folder_id = "No Group".
    .addForeignKeyConstraint(
      'vault_items_folder_fk',
      ['owner_user_id', 'folder_id'],
      'vault_folders',
      ['owner_user_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('vault_items_owner_folder')
    .on('vault_items')
    .columns(['owner_user_id', 'folder_id'])
    .execute();
  await db.schema
    .createIndex('vault_items_owner_updated')
    .on('vault_items')
    .columns(['owner_user_id', 'updated_at'])
    .execute();
}
