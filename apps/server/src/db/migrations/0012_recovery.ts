import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Forgotten passwords (ADR 0018): one row per reset link, with the keyed hash of its token, the keyed hash
 * of the SMS code it sent, and the counts that end it (wrong codes, code sends, recovery-key handouts);
 * and the authenticator's one-time recovery codes of advisors and the provider (keyed hashes).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('key_handouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('totp_recovery_codes_user')
    .on('totp_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
}
