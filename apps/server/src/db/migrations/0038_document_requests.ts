import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Document requests (ADR 0047): an advisor asks a client for documents, item by item; the client answers
 * each with a document of their Shared with FA area. Lists page by keyset along their indexes (newest
 * first, id breaking ties), so a deep page of 10,000 requests or inbox rows is a walk along one index.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('document_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    // When the next reminder is due (null: none any more), and how many went after the due date.
    .addColumn('next_reminder_at', 'text')
    .addColumn('reminders_after_due', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('document_requests_firm_list')
    .on('document_requests')
    .columns(['firm_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('document_requests_firm_state_list')
    .on('document_requests')
    .columns(['firm_id', 'state', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('document_requests_client_list')
    .on('document_requests')
    .columns(['firm_id', 'client_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('document_requests_reminders')
    .on('document_requests')
    .columns(['next_reminder_at'])
    .execute();

  await db.schema
    .createTable('document_request_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('document_requests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // The answer: a shared-area document of the client (a deleted document leaves the item answered, by name).
    .addColumn('document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('document_name', 'text')
    .addColumn('fulfilled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('fulfilled_at', 'text')
    .execute();
  await db.schema
    .createIndex('document_request_items_request')
    .on('document_request_items')
    .columns(['request_id', 'position'])
    .execute();
  await db.schema
    .createIndex('document_request_items_document')
    .on('document_request_items')
    .columns(['document_id'])
    .execute();

  await db.schema
    .createTable('document_request_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_request_templates_name', ['firm_id', 'name_key'])
    .execute();

  // The advisor's inbox: the shared area's activity of the firm, newest first, of every action or one.
  await db.schema
    .createIndex('document_activity_firm_inbox')
    .on('document_activity')
    .columns(['firm_id', 'area', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('document_activity_firm_action')
    .on('document_activity')
    .columns(['firm_id', 'area', 'action', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('document_activity_client_inbox')
    .on('document_activity')
    .columns(['firm_id', 'client_id', 'area', 'created_at', 'id'])
    .execute();
}
