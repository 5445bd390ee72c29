import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Documents Guru sharing and notifications:
 * - `invites.third_party`: an invite sent because an advisor shared a file or folder with an e-mail new
 *   to the firm; signing up with it creates a third-party user (role 5);
 * - `document_share_invites`: those shares, waiting (by firm and e-mail) until that e-mail signs up;
 * - `document_notifications`: uploads waiting to be announced, so a burst makes one e-mail.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('invites')
    .addColumn('third_party', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('document_share_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('shared_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_share_invites_item_email', ['item_type', 'item_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('document_share_invites_email')
    .on('document_share_invites')
    .columns(['firm_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('document_share_invites_item')
    .on('document_share_invites')
    .column('item_id')
    .execute();

  await db.schema
    .createTable('document_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('send_after', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_notifications_due')
    .on('document_notifications')
    .column('send_after')
    .execute();
  await db.schema
    .createIndex('document_notifications_batch')
    .on('document_notifications')
    .columns(['client_id', 'direction', 'send_after'])
    .execute();
  await db.schema
    .createIndex('document_notifications_document')
    .on('document_notifications')
    .column('document_id')
    .execute();
}
