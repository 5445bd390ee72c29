import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Client Management: indexes for listing, searching and sorting a firm's clients; invites;
 * sender address verification; account requests.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  // The client list filters by (firm_id, role_id) and sorts by one of these. The name index is on
  // the very expression the list sorts and searches by (clients.repository.ts `nameKey`).
  await db.schema
    .createIndex('users_firm_role_created')
    .on('users')
    .columns(['firm_id', 'role_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('users_firm_role_email')
    .on('users')
    .columns(['firm_id', 'role_id', 'email_key'])
    .execute();
  await db.schema
    .createIndex('users_firm_role_login')
    .on('users')
    .columns(['firm_id', 'role_id', 'last_login_at'])
    .execute();
  await sql`create index users_firm_role_name on users (firm_id, role_id, lower(first_name || ' ' || last_name))`.execute(
    db,
  );
  // Second users by their main client (and the cascade when a client is deleted).
  await db.schema.createIndex('users_owner').on('users').column('owner_user_id').execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invites_firm_email')
    .on('invites')
    .columns(['firm_id', 'email_key', 'created_at'])
    .execute();
  await db.schema.createIndex('invites_client').on('invites').column('client_id').execute();
  await db.schema.createIndex('invites_invited_by').on('invites').column('invited_by').execute();

  await db.schema
    .createTable('sender_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sender_verifications_firm')
    .on('sender_verifications')
    .columns(['firm_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sender_verifications_requested_by')
    .on('sender_verifications')
    .column('requested_by')
    .execute();

  await db.schema
    .createTable('account_requests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_requests_firm')
    .on('account_requests')
    .columns(['firm_id', 'created_at'])
    .execute();
}
