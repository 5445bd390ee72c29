import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * The firm's tamper-evident audit trail (ADR 0048): `audit_events` holds one row per event, numbered per firm
 * (`seq` from 1) and chained (`hash` = SHA-256 over the record's canonical JSON and the previous record's
 * hash); `audit_chain_heads` holds each firm's last number and hash, the row an append locks so that parallel
 * appends of one firm never fork the chain. `actor_id` and `subject_id` name users and rows without a foreign
 * key: a record outlives what it names (only the firm's deletion removes it).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('firm_id', 'text', (c) => c.primaryKey().references('firms.id').onDelete('cascade'))
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_events')
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_role', 'text')
    .addColumn('actor_label', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_events_pk', ['firm_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('audit_events_firm_kind')
    .on('audit_events')
    .columns(['firm_id', 'kind', 'seq'])
    .execute();
}
