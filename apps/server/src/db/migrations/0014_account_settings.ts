import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Account settings (issue 10): the time of the user's photo (the photo itself is in the encrypted file
 * store under `avatars/{firmId}/{userId}`), and the one-time SMS codes that confirm a change made in
 * settings (the cell phone: one code to the old number and one to the new; the master password and the
 * PIN: one code after the current secret). Codes are kept as keyed hashes, bound to the session.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('photo_updated_at', 'text').execute();

  await db.schema
    .createTable('settings_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('new_code_hash', 'text')
    .addColumn('new_phone', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settings_challenges_session')
    .on('settings_challenges')
    .columns(['session_id', 'step'])
    .execute();
  await db.schema
    .createIndex('settings_challenges_user')
    .on('settings_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
}
