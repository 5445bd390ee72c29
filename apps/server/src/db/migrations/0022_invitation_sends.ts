import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Invitation e-mails counted per sender and per firm in fixed windows (ADR 0030): one row per counter
 * and window, raised by one `INSERT … ON CONFLICT … DO UPDATE … WHERE` before anything is sent, so
 * concurrent requests never pass the limit. `counted_for` is the inviting user's id, or `firm`.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('invitation_sends')
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('counted_for', 'text', (c) => c.notNull())
    .addColumn('window_kind', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invitation_sends_pk', ['firm_id', 'counted_for', 'window_kind', 'window_start'])
    .execute();
}
