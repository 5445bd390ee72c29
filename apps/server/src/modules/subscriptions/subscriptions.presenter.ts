import { isPlanId, planById, type Payment, type Subscription } from '@guru/shared';
import type { PaymentRow, SubscriptionRow } from './subscriptions.repository.js';

export function planOf(planId: string): { id: string; name: string } {
  return { id: planId, name: isPlanId(planId) ? planById(planId).name : planId };
}

/** A subscription as the advisor and the provider see it: no Stripe ids. */
export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    plan: planOf(row.plan_id),
    status: row.status,
    start: row.started_at,
    currentPeriodEnd: row.current_period_end,
    graceEndsAt: row.grace_ends_at,
    suspendedAt: row.suspended_at,
    canceledAt: row.canceled_at,
    source: row.source,
  };
}

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    paidAt: row.paid_at,
    source: row.source,
    reference: row.reference,
  };
}
