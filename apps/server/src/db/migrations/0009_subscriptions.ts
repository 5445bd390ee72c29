import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Subscriptions of advisor firms (ADR 0016): `subscriptions` (one row per term; the newest by start is
 * the firm's), `payments` (recorded by the provider or from Stripe), `stripe_events` (idempotency),
 * `subscription_notices` (each warning sent once) and `onboarding_tokens` (single-use links of firm
 * sign-up, advisor invites and the provider's set-up).
 *
 * Firms that exist already (created before subscriptions) get one year of All in One, so that no
 * running installation is locked out by the upgrade.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text', (c) => c.notNull())
    .addColumn('grace_ends_at', 'text')
    .addColumn('suspended_at', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_firm_start')
    .on('subscriptions')
    .columns(['firm_id', 'started_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('subscriptions_status_end')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('firm_id', 'text', (c) => c.notNull().references('firms.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('stripe_ref', 'text', (c) => c.unique())
    .addColumn('recorded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_firm_paid').on('payments').columns(['firm_id', 'paid_at']).execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('set null'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('subscription_notices')
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_notices_pk', ['subscription_id', 'kind', 'period_end'])
    .execute();

  await db.schema
    .createTable('onboarding_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('firm_id', 'text', (c) => c.references('firms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('onboarding_tokens_expiry')
    .on('onboarding_tokens')
    .columns(['purpose', 'expires_at'])
    .execute();

  const firms = await sql<{ id: string }>`select id from firms`.execute(db);
  const now = new Date();
  const yearLater = new Date(now);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  for (const firm of firms.rows) {
    await sql`insert into subscriptions (id, firm_id, plan_id, status, source, started_at, current_period_end, created_at, updated_at)
      values (${crypto.randomUUID()}, ${firm.id}, ${'financialProfessionalYearly'}, ${'active'}, ${'manual'}, ${now.toISOString()}, ${yearLater.toISOString()}, ${now.toISOString()}, ${now.toISOString()})`.execute(
      db,
    );
  }
}
