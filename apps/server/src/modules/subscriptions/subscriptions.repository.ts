import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type {
  NoticeKind,
  PaymentsTable,
  SubscriptionsTable,
  SubscriptionStatusValue,
} from '../../db/tables/subscriptions.table.js';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type NewSubscriptionRow = Insertable<SubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;

/**
 * The current subscription of a firm: its newest row by start (ties: the later created, then the id).
 * A function of the handle, so that a transaction reads it with its own writes.
 */
export function currentSubscription(db: DbHandle, firmId: string): Promise<SubscriptionRow | undefined> {
  return currentSubscriptionQuery(db, firmId).executeTakeFirst();
}

/** currentSubscription's query (migration 0019's index holds its order). */
export function currentSubscriptionQuery(db: DbHandle, firmId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('firm_id', '=', firmId)
    .orderBy('started_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
}

/**
 * SQL: the current subscription's column of a firm (scalar subquery, for lists and for the session's read):
 * the firm `firms.id` unless another column names it.
 */
export function currentColumn(
  column: 'id' | 'plan_id' | 'status' | 'current_period_end',
  firmId: 'firms.id' | 'users.firm_id' = 'firms.id',
) {
  return sql<
    string | null
  >`(select s.${sql.ref(column)} from subscriptions s where s.firm_id = ${sql.ref(firmId)} order by s.started_at desc, s.created_at desc, s.id desc limit 1)`;
}

/** Subscriptions and their payments and notices. Every query names the firm (or a subscription of it). */
export class SubscriptionsRepository {
  constructor(private readonly db: DbHandle) {}

  current(firmId: string): Promise<SubscriptionRow | undefined> {
    return currentSubscription(this.db, firmId);
  }

  listOfFirm(firmId: string): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('firm_id', '=', firmId)
      .orderBy('started_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async insert(row: NewSubscriptionRow): Promise<void> {
    await this.db.insertInto('subscriptions').values(row).execute();
  }

  /** Updates a subscription of the firm; with `onlyStatus`, only while it still has one of those statuses. True when a row changed. */
  async update(
    firmId: string,
    id: string,
    patch: Updateable<SubscriptionsTable>,
    onlyStatus?: readonly SubscriptionStatusValue[],
  ): Promise<boolean> {
    let q = this.db
      .updateTable('subscriptions')
      .set(patch)
      .where('firm_id', '=', firmId)
      .where('id', '=', id);
    if (onlyStatus) q = q.where('status', 'in', onlyStatus);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  findByStripeSubscription(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('stripe_subscription_id', '=', stripeSubscriptionId)
      .executeTakeFirst();
  }

  /** The Stripe customer a firm paid with before (its newest), to reuse at the next Checkout. */
  async stripeCustomerOf(firmId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('stripe_customer_id')
      .where('firm_id', '=', firmId)
      .where('stripe_customer_id', 'is not', null)
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.stripe_customer_id ?? null;
  }

  async insertPayment(row: Insertable<PaymentsTable>): Promise<boolean> {
    const result = await this.db
      .insertInto('payments')
      .values(row)
      .onConflict((oc) => oc.column('stripe_ref').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  listPayments(firmId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('firm_id', '=', firmId)
      .orderBy('paid_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Claims a notice (once per subscription, kind and period end): true for the one caller that may send it. */
  async claimNotice(
    subscriptionId: string,
    kind: NoticeKind,
    periodEnd: string,
    nowIso: string,
  ): Promise<boolean> {
    const result = await this.db
      .insertInto('subscription_notices')
      .values({ subscription_id: subscriptionId, kind, period_end: periodEnd, sent_at: nowIso })
      .onConflict((oc) => oc.columns(['subscription_id', 'kind', 'period_end']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Rows the lifecycle may have to move at `now` (the caller keeps those that are still their firm's
   * current one): valid ones near or past their period end, grace periods over, suspensions a year
   * old. `noticeHorizon` is the furthest renewal warning ahead of now.
   */
  lifecycleCandidates(
    nowIso: string,
    noticeHorizonIso: string,
    deleteBeforeIso: string,
    afterId: string,
    limit: number,
  ): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '>', afterId)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['trialing', 'active']),
            eb('current_period_end', '<=', noticeHorizonIso),
          ]),
          eb.and([eb('status', 'in', ['past_due', 'canceled']), eb('grace_ends_at', '<=', nowIso)]),
          eb.and([eb('status', '=', 'suspended'), eb('suspended_at', '<=', deleteBeforeIso)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
