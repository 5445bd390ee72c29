import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * The challenges of passkey ceremonies (ADR 0044): each made by the server for one purpose, at one firm's
 * address (and for one user or session where known), answered once within a few minutes. Found by the
 * challenge the browser signed, which is taken (deleted) before the answer is checked.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('firm_id', 'text', (c) => c.notNull())
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expiry')
    .on('passkey_challenges')
    .columns(['expires_at'])
    .execute();
}
