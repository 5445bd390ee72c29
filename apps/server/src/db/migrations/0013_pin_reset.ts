import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** PIN resets waiting for their SMS code, and the sign-up's phone confirmations. */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('pin_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('pending_pin_hash', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pin_resets_user')
    .on('pin_resets')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('pin_resets_session').on('pin_resets').columns(['session_id']).execute();

  await db.schema
    .createTable('signup_phone_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('invite_id', 'text', (c) => c.notNull().references('invites.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('code_expires_at', 'text', (c) => c.notNull())
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('signup_phone_checks_invite')
    .on('signup_phone_checks')
    .columns(['invite_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('signup_phone_checks_phone')
    .on('signup_phone_checks')
    .columns(['phone', 'created_at'])
    .execute();
}
