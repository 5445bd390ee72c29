import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Documents Guru. Each primary client owns one document space with two areas (`private`, `shared`).
 * Files are stored encrypted in the blob store under random object keys; the database keeps their
 * metadata, the wrapped data key, who may see them, the uploads in progress and the activity.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('document_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_folders_client_id', ['client_id', 'id'])
    .execute();
  await db.schema
    .createIndex('document_folders_client_area')
    .on('document_folders')
    .columns(['client_id', 'area'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', 'text')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    /** lower(file_name): names are unique per client and area, whatever the case (ADR 0011: no name of the private area shows through the shared one). */
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    /** JSON: the wrapped data key, its key id and the nonce prefix of the stored object. */
    .addColumn('encryption', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('fa_upload_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'documents_folder_fk',
      ['client_id', 'folder_id'],
      'document_folders',
      ['client_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint('documents_client_name', ['client_id', 'area', 'name_key'])
    .execute();
  // A list is one client's area (and folder), sorted by name, size or date: each sort has its index.
  await db.schema
    .createIndex('documents_client_area_folder')
    .on('documents')
    .columns(['client_id', 'area', 'folder_id'])
    .execute();
  await db.schema
    .createIndex('documents_client_area_updated')
    .on('documents')
    .columns(['client_id', 'area', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('documents_client_area_size')
    .on('documents')
    .columns(['client_id', 'area', 'size'])
    .execute();
  // "Share with me" reaches files through their folder.
  await db.schema.createIndex('documents_folder').on('documents').column('folder_id').execute();

  await db.schema
    .createTable('document_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shared_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_shares_item_user', ['item_type', 'item_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('document_shares_user')
    .on('document_shares')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('document_shares_item').on('document_shares').columns(['item_id']).execute();

  await db.schema
    .createTable('document_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('uploader_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('folder_id', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text')
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('encryption', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_uploads_expires')
    .on('document_uploads')
    .columns(['expires_at'])
    .execute();

  await db.schema
    .createTable('document_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_first_name', 'text', (c) => c.notNull())
    .addColumn('actor_last_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_activity_client')
    .on('document_activity')
    .columns(['client_id', 'area', 'created_at'])
    .execute();
  await db.schema
    .createIndex('document_activity_item')
    .on('document_activity')
    .columns(['item_id', 'created_at'])
    .execute();
}
