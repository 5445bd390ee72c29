import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Links for outsiders (ADR 0047): a view-and-download link to a shared-area file or folder for one
 * e-mail address. Only a keyed hash of the link's token and of its opened session are kept, so neither
 * the database nor a log line can replay them.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('document_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('download_limit', 'integer')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('session_hash', 'text')
    .addColumn('session_expires_at', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('document_links_item')
    .on('document_links')
    .columns(['firm_id', 'item_id', 'created_at'])
    .execute();
  await db.schema.createIndex('document_links_client').on('document_links').columns(['client_id']).execute();
}
