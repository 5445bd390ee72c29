import crypto from 'node:crypto';
import { PlanId, planById, subscriptionLimits, type PlanId as PlanIdType } from '@guru/shared';
import type { DbHandle } from '../../db/transaction.js';
import type { SubscriptionSource } from '../../db/tables/subscriptions.table.js';
import { currentSubscription, type NewSubscriptionRow } from './subscriptions.repository.js';
import { addDays, addInterval } from './subscription-rules.js';

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

/**
 * Inserts a new subscription term, the firm's current one from then on; returns its id. It starts
 * after the current one even within the same millisecond (the newest by start is the current one).
 */
export async function insertSubscription(db: DbHandle, s: NewSubscription): Promise<string> {
  const current = await currentSubscription(db, s.firmId);
  const after = current ? new Date(current.started_at).getTime() + 1 : 0;
  const start = s.start.getTime() >= after ? s.start : new Date(after);
  const row = newSubscriptionRow({ ...s, start });
  await db.insertInto('subscriptions').values(row).execute();
  return row.id;
}

/**
 * The subscription every firm made outside sign-up gets (the demo firm, the test helpers' firms):
 * All in One, active for a year from `start`, so that both apps and the console are open.
 */
export function insertStandingSubscription(db: DbHandle, firmId: string, start: Date): Promise<string> {
  return insertSubscription(db, { firmId, planId: PlanId.allInOne, status: 'active', start });
}
