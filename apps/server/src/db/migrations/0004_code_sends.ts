import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * A log of one-time codes sent, kept apart from the challenges: a challenge goes when its session
 * goes (sign-out, too many wrong codes), but the send limit must still count it.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('code_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('code_sends_user_purpose')
    .on('code_sends')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
}
