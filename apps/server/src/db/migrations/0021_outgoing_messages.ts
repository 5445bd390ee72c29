import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * The durable queue of e-mails and text messages (ADR 0028): each is a row written with what caused
 * it, delivered by a worker that leases the row (`lease_holder`, `lease_until`), retried with backoff
 * and kept as `failed` for the provider to see. The body is erased once sent; a deleted firm's rows go with it.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('outgoing_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('from_name', 'text')
    .addColumn('attachments_json', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outgoing_messages_due')
    .on('outgoing_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outgoing_messages_created')
    .on('outgoing_messages')
    .columns(['status', 'created_at'])
    .execute();
}
