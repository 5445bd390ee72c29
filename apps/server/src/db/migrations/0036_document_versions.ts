import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Versions of a document (ADR 0046). Every version of a file is a row, the first included; the
 * `documents` row keeps the current one's stored object, size and type. A restored version is a new
 * row naming the older version's stored object (never copied). An upload may replace a document's
 * content (`document_uploads.replaces_document_id`) instead of adding one. Existing documents get
 * their first version here.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('document_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('object_key', 'text', (c) => c.notNull())
    .addColumn('encryption', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_versions_number', ['document_id', 'version'])
    .execute();
  await db.schema
    .createIndex('document_versions_client')
    .on('document_versions')
    .columns(['firm_id', 'client_id'])
    .execute();
  await db.schema.alterTable('document_uploads').addColumn('replaces_document_id', 'text').execute();
  await sql`
    INSERT INTO document_versions
      (id, document_id, firm_id, client_id, version, mime_type, size, object_key, encryption,
       uploaded_by, restored_from, created_at)
    SELECT id, id, firm_id, client_id, 1, mime_type, size, object_key, encryption, uploaded_by, NULL, created_at
    FROM documents`.execute(db);
}
