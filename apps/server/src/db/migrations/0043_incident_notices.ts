import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Incident notices (ADR 0053): a notice (the provider's, `firm_id` null, or a firm's), and one row per person it
 * was sent to, with when it was sent and when that person acknowledged it at sign-in. The recipient's firm is
 * kept on each row, so the provider's record reads per firm and a firm's deletion removes its people's rows.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('incident_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('cascade'))
    .addColumn('sent_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sent_by_label', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('what_happened', 'text', (c) => c.notNull())
    .addColumn('what_we_did', 'text', (c) => c.notNull())
    .addColumn('what_you_should_do', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('incident_notices_firm')
    .on('incident_notices')
    .columns(['firm_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('incident_notice_recipients')
    .addColumn('notice_id', 'text', (c) => c.notNull().references('incident_notices.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addPrimaryKeyConstraint('incident_notice_recipients_pk', ['notice_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('incident_notice_recipients_user')
    .on('incident_notice_recipients')
    .columns(['user_id', 'acknowledged_at'])
    .execute();
  await db.schema
    .createIndex('incident_notice_recipients_firm')
    .on('incident_notice_recipients')
    .columns(['firm_id'])
    .execute();
}
