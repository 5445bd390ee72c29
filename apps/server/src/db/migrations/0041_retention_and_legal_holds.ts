import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Retention and legal hold (ADR 0050): `firm_retention` holds a firm's retention periods in years (shared-area
 * documents, the audit trail; 0 = none) and the last "kept at deletion" notice sent to the provider;
 * `legal_holds` one row per client on hold (the client's own row: a held client cannot be deleted, so the
 * foreign key never cascades in practice); `documents.hidden_at` / `hidden_by` mark a shared-area document
 * hidden from the client by an advisor (kept, still seen by the firm's advisors).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('firm_retention')
    .addColumn('firm_id', 'text', (c) => c.primaryKey().references('firms.id').onDelete('cascade'))
    .addColumn('document_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_years', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('kept_notice', 'text')
    .addColumn('kept_notice_at', 'text')
    .execute();
  await db.schema
    .createTable('legal_holds')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('placed_by', 'text')
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('legal_holds_firm').on('legal_holds').columns(['firm_id']).execute();
  await db.schema.alterTable('documents').addColumn('hidden_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('hidden_by', 'text').execute();
}
