import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** Firms, users, app access, sessions, codes, sign-in throttle, outbox. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const binary = ctx.dialect === 'postgres' ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('firms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subdomain', 'text', (c) => c.notNull().unique())
    .addColumn('logo_png', binary)
    .addColumn('sender_email', 'text')
    .addColumn('sender_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('recover_phone_number', 'text')
    .addColumn('kdf_salt', 'text', (c) => c.notNull())
    .addColumn('kdf_params', 'text', (c) => c.notNull())
    .addColumn('auth_hash', 'text', (c) => c.notNull())
    .addColumn('pin_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pin_time_minutes', 'integer', (c) => c.notNull())
    .addColumn('logout_time_minutes', 'integer', (c) => c.notNull())
    .addColumn('protected_user_key', 'text')
    .addColumn('recovery_user_key', 'text')
    .addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('enable_notification', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema
    .createIndex('users_firm_username')
    .unique()
    .on('users')
    .columns(['firm_id', 'username_key'])
    .execute();
  await db.schema
    .createIndex('users_firm_email')
    .unique()
    .on('users')
    .columns(['firm_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('users_firm_role')
    .on('users')
    .columns(['firm_id', 'role_id', 'status'])
    .execute();

  await db.schema
    .createTable('user_apps')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_apps_pk', ['user_id', 'app_type'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('pin_unlocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlock_secret', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('challenges_user_purpose')
    .on('challenges')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('firm_key', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_throttle_pk', ['firm_key', 'username_key'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('set null'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
}
