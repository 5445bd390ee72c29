import crypto from 'node:crypto';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { PlanId, planById, subscriptionLimits, type PlanId as PlanIdType } from '@guru/shared';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type {
  NoticeKind,
  PaymentsTable,
  SubscriptionSource,
  SubscriptionsTable,
  SubscriptionStatusValue,
} from '../../db/tables/subscriptions.table.js';
import { addDays, addInterval } from './subscription-rules.js';

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

export interface NewSubscription {
  firmId: string;
  planId: PlanIdType;
  status: 'trialing' | 'active';
  /** Start; the period ends a trial (trialing) or one plan interval (active) later unless `periodEnd` says. */
  start: Date;
  periodEnd?: Date;
  source?: SubscriptionSource;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
}

/** The row of a new subscription term (the firm's current one from then on). */
export function newSubscriptionRow(s: NewSubscription): NewSubscriptionRow {
  const periodEnd =
    s.periodEnd ??
    (s.status === 'trialing'
      ? addDays(s.start, subscriptionLimits.trialDays)
      : addInterval(s.start, planById(s.planId).interval));
  const startIso = s.start.toISOString();
  return {
    id: crypto.randomUUID(),
    firm_id: s.firmId,
    plan_id: s.planId,
    status: s.status,
    source: s.source ?? 'manual',
    started_at: startIso,
    current_period_end: periodEnd.toISOString(),
    grace_ends_at: null,
    suspended_at: null,
    canceled_at: null,
    stripe_customer_id: s.stripeCustomerId ?? null,
    stripe_subscription_id: s.stripeSubscriptionId ?? null,
    created_at: startIso,
    updated_at: startIso,
  };
}

/** Subscriptions and their payments and notices. Every query names the firm (or a subscription of it). */
export class SubscriptionsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): SubscriptionsRepository {
    return new SubscriptionsRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: SubscriptionsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

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

  /**
   * Inserts a new subscription term, the firm's current one from then on; returns its id. It starts
   * after the current one even within the same millisecond (the newest by start is the current one).
   */
  async insertTerm(s: NewSubscription): Promise<string> {
    const current = await this.current(s.firmId);
    const after = current ? new Date(current.started_at).getTime() + 1 : 0;
    const start = s.start.getTime() >= after ? s.start : new Date(after);
    const row = newSubscriptionRow({ ...s, start });
    await this.insert(row);
    return row.id;
  }

  /**
   * The subscription every firm made outside sign-up gets (the demo firm, the test helpers' firms):
   * All in One, active for a year from `start`, so that both apps and the console are open.
   */
  insertStandingTerm(firmId: string, start: Date): Promise<string> {
    return this.insertTerm({ firmId, planId: PlanId.allInOne, status: 'active', start });
  }

  /** Records a Stripe event's id once: false when it was recorded before (a redelivery). */
  async recordStripeEvent(id: string, type: string, nowIso: string): Promise<boolean> {
    const recorded = await this.db
      .insertInto('stripe_events')
      .values({ id, type, firm_id: null, received_at: nowIso })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(recorded.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** The firm a recorded Stripe event concerned. */
  async setStripeEventFirm(id: string, firmId: string): Promise<void> {
    await this.db.updateTable('stripe_events').set({ firm_id: firmId }).where('id', '=', id).execute();
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
