import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * The access review (ADR 0051): `access_review_reminders` holds one row per firm and quarter whose reminder was
 * sent (its primary key is what makes a quarter's reminder go out once, even from two runs at the same time);
 * `document_links.last_opened_at` is when a link's code was last answered (the review's "last opened").
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('access_review_reminders')
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('quarter', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('access_review_reminders_pk', ['firm_id', 'quarter'])
    .execute();
  await db.schema.alterTable('document_links').addColumn('last_opened_at', 'text').execute();
}
