import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * One attempt counter and one one-time-code module (ADR 0027). Every texted code lives in
 * `one_time_codes` (keyed hash, purpose, subject, single use), every send limit in `rate_windows`
 * (a count per fixed window, taken in one statement), and every count of wrong answers in
 * `login_throttle` (taken before the check): the per-flow copies go.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_subject')
    .on('one_time_codes')
    .columns(['purpose', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('one_time_codes_user')
    .on('one_time_codes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('one_time_codes_created')
    .on('one_time_codes')
    .columns(['created_at'])
    .execute();

  await db.schema
    .createTable('rate_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_windows_start').on('rate_windows').columns(['window_start']).execute();

  // The sign-in's codes and their send log now live above; a session's wrong PINs and codes in login_throttle.
  await db.schema.dropTable('challenges').execute();
  await db.schema.dropTable('code_sends').execute();
  await db.schema.alterTable('sessions').dropColumn('pin_failures').execute();
  await db.schema.alterTable('sessions').dropColumn('code_failures').execute();
  for (const column of ['code_hash', 'code_expires_at', 'code_failures', 'code_sends']) {
    await db.schema.alterTable('pin_resets').dropColumn(column).execute();
  }
  // A PIN reset by link: the browser that chose the pending PIN (its code confirms that PIN only there).
  await db.schema.alterTable('pin_resets').addColumn('browser_hash', 'text').execute();
  for (const column of ['code_hash', 'code_expires_at', 'code_sends', 'code_failures']) {
    await db.schema.alterTable('password_resets').dropColumn(column).execute();
  }
  // The browser that passed a reset's code: the later steps are bound to it.
  await db.schema.alterTable('password_resets').addColumn('verified_browser_hash', 'text').execute();
  // Settings' codes, the sign-up phone's and the emergency contact's are one-time codes now; their wrong
  // answers count in login_throttle, their sends in rate_windows.
  for (const column of ['code_hash', 'new_code_hash', 'failures', 'sends']) {
    await db.schema.alterTable('settings_challenges').dropColumn(column).execute();
  }
  for (const column of ['code_hash', 'code_expires_at', 'code_failures']) {
    await db.schema.alterTable('signup_phone_checks').dropColumn(column).execute();
  }
  for (const column of ['code_hash', 'code_expires_at', 'code_failures', 'code_sends', 'code_window_start']) {
    await db.schema.alterTable('emergency_requests').dropColumn(column).execute();
  }
}
