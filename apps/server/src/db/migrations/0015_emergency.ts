import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Emergency access (ADR 0021): `emergency_contacts` (one per client, with the server's share of the kit),
 * `emergency_requests` (a contact's request, its waiting period, SMS code and takeover) and
 * `emergency_events` (every step, for the client).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('emergency_contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('wait_days', 'integer', (c) => c.notNull())
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('kit_id', 'text', (c) => c.notNull().unique())
    .addColumn('kit_proof_hash', 'text', (c) => c.notNull())
    .addColumn('server_share', 'text', (c) => c.notNull())
    .addColumn('emergency_user_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('emergency_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('refuse_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'text')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_window_start', 'text')
    .addColumn('takeover_token_hash', 'text', (c) => c.unique())
    .addColumn('takeover_expires_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema
    .createIndex('emergency_requests_contact')
    .on('emergency_requests')
    .columns(['contact_id', 'requested_at'])
    .execute();
  await db.schema
    .createIndex('emergency_requests_user')
    .on('emergency_requests')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('emergency_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('request_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('emergency_events_user')
    .on('emergency_events')
    .columns(['user_id', 'created_at'])
    .execute();
}
