import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Client Management, second round (ADR 0007):
 *
 * - `advisor_senders`: each advisor's own verified sender (reply-to) address, instead of one per
 *   firm. The advisor who verified the firm's current address keeps it; the others verify theirs.
 * - `account_requests` keyed by (user_id, app_type): a person may ask for both apps, and each
 *   request shows as Requested on that app's Client Management.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('advisor_senders')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('advisor_senders_firm').on('advisor_senders').column('firm_id').execute();

  // The firm's verified address goes to the advisor whose link verified it (their latest one).
  const proven = await sql<{ user_id: string; firm_id: string; email: string; used_at: string }>`
    select v.requested_by as user_id, v.firm_id, f.sender_email as email, v.used_at
    from sender_verifications v join firms f on f.id = v.firm_id
    where f.sender_verified = 1 and f.sender_email is not null and v.requested_by is not null
      and v.used_at is not null and lower(v.email) = lower(f.sender_email)
    order by v.used_at desc`.execute(db);
  const seen = new Set<string>();
  for (const row of proven.rows) {
    if (seen.has(row.user_id)) continue;
    seen.add(row.user_id);
    await sql`insert into advisor_senders (user_id, firm_id, email, verified_at) values (${row.user_id}, ${row.firm_id}, ${row.email}, ${row.used_at})`.execute(
      db,
    );
  }

  // SQLite cannot change a primary key: the table is rebuilt (on both dialects, one code path).
  await db.schema
    .createTable('account_requests_v2')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('app_type', 'text', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_requests_user_app_pk', ['user_id', 'app_type'])
    .execute();
  await sql`insert into account_requests_v2 (user_id, firm_id, app_type, relationship, created_at)
    select user_id, firm_id, app_type, relationship, created_at from account_requests`.execute(db);
  await db.schema.dropTable('account_requests').execute();
  await db.schema.alterTable('account_requests_v2').renameTo('account_requests').execute();
  await db.schema
    .createIndex('account_requests_firm')
    .on('account_requests')
    .columns(['firm_id', 'created_at'])
    .execute();
}
